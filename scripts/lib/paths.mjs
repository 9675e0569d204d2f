// Absolute paths the run scripts share. Plain ESM for Node 20 (see ../start.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The pinned Node 24 from the `node` devDependency; the server needs it (type stripping, oidc-provider 9). */
export const pinnedNode = path.join(repoRoot, 'node_modules/.bin/node');
