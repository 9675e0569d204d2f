// A stream written to a private temporary file as fast as it is produced, then read back at the
// reader's pace: whatever produces it (an export's database read) is done and gives its resources
// back before a slow reader has taken the first byte. The file is deleted once read, given up or
// failed; the folder is this user's only (mkdtemp), as it holds research data while it waits.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';

export interface SpooledFile {
  body: Readable;
  /** Bytes in the file: the download's Content-Length. */
  size: number;
}

/** Writes `source` to a temporary file; rejects (and deletes it) when `source` fails. */
export async function spoolToFile(source: Readable): Promise<SpooledFile> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cogniplay-spool-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const file = path.join(folder, 'body');
  try {
    await pipeline(source, createWriteStream(file, { mode: 0o600 }));
    const { size } = await stat(file);
    const body = createReadStream(file);
    // Deleted when read to its end, given up or failed (an open file is read to its end anyway).
    void finished(body)
      .catch(() => {})
      .finally(remove);
    return { body, size };
  } catch (error) {
    await remove();
    throw error;
  }
}
