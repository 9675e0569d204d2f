// Values kept per server instance and reused while a version (a data_versions read, see
// db/data-versions.ts) is unchanged. Every request still reads the version, so a write through
// any instance, or straight into the database, shows at once.
//
// The version must be read before the value is built: a write committed in between leaves a
// value newer than its version, which the next read rebuilds; a value older than its version
// cannot occur.
import { LRUCache } from 'lru-cache';

export class VersionedCache<T> {
  readonly #entries: LRUCache<string, { version: string; value: T }>;

  /** At most `maxEntries` keys are kept; the least recently read go first. */
  constructor(maxEntries: number) {
    this.#entries = new LRUCache({ max: maxEntries });
  }

  /** The value kept for `key` at `version`, else built now and kept. Never modify it. */
  async get(key: string, version: string, build: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry?.version === version) return entry.value;
    const value = await build();
    this.#entries.set(key, { version, value });
    return value;
  }
}
