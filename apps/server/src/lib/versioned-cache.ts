// Values kept per server instance and reused while a version (a data_versions read, see
// db/data-versions.ts) is unchanged. Every request still reads the version, so a write through
// any instance, or straight into the database, shows at once.
//
// The version must be read before the value is built: a write committed in between leaves a
// value newer than its version, which the next read rebuilds; a value older than its version
// cannot occur.

export class VersionedCache<T> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  readonly #entries = new Map<string, { version: string; value: T }>();
  readonly #maxEntries: number;

  /** At most `maxEntries` keys are kept; the least recently read go first. */
  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  /** The value kept for `key` at `version`, else built now and kept. Never modify it. */
  async get(key: string, version: string, build: () => Promise<T>): Promise<T> {
    let entry = this.#entries.get(key);
    if (entry?.version !== version) entry = { version, value: await build() };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#maxEntries) {
      const leastRecent = this.#entries.keys().next();
      if (!leastRecent.done) this.#entries.delete(leastRecent.value);
    }
    return entry.value;
  }
}
