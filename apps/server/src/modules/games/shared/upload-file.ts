// Reads the one `.json` file of a bulk upload (multipart field `file`). Every way a request can
// fail to deliver a usable file answers a problem saying what to fix; parsing the file happens
// off the event loop (upload-pool.ts, upload-worker.ts); nothing here touches the database.
import path from 'node:path';
import { nameTextMessage } from '@cogniplay/contract';
import type { FastifyRequest } from 'fastify';
import { httpError, HttpProblem } from '../../../lib/http-problem.ts';

export const UPLOAD_FIELD = 'file';

export interface UploadedFile {
  /** The file's base name without `.json`: the exercise name of a bare instance or array. */
  baseName: string;
  content: Buffer;
}

const unsupported = (detail: string) => new HttpProblem(415, { detail });
const missingFile = () =>
  httpError.badRequest(`Attach the .json file in the form field '${UPLOAD_FIELD}'.`);

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${bytes} bytes`;
}

/**
 * The exercise name a file name gives, refused (before its content is read) unless `.json` and
 * a name by the rule of every name.
 */
function baseNameOf(fileName: string): string {
  const unsafe = nameTextMessage(fileName);
  if (unsafe) {
    throw httpError.badRequest('The file name cannot be stored.', [
      { path: `/body/${UPLOAD_FIELD}/filename`, message: unsafe },
    ]);
  }
  const baseName = path.basename(fileName.replaceAll('\\', '/'));
  if (!/\.json$/i.test(baseName)) {
    throw unsupported(`Only .json files are accepted; '${baseName}' is not one.`);
  }
  return baseName.replace(/\.json$/i, '').trim() || 'upload';
}

/** The uploaded file, checked for name and size; not yet parsed. */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw unsupported(
      `Send the file as multipart/form-data in the field '${UPLOAD_FIELD}' (a .json file).`,
    );
  }
  try {
    // Read every part, so a second file or a form field is refused rather than ignored.
    let upload: UploadedFile | undefined;
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== UPLOAD_FIELD) throw missingFile();
      const baseName = baseNameOf(part.filename);
      upload = { baseName, content: await part.toBuffer() };
    }
    if (!upload) throw missingFile();
    return upload;
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpProblem(413, {
        detail: `The file is larger than the upload limit of ${formatBytes(maxBytes)}.`,
      });
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw httpError.badRequest(`Send exactly one file, in the form field '${UPLOAD_FIELD}'.`);
    }
    if (statusCode !== undefined && statusCode >= 500) throw error;
    // Everything else comes from reading the request: busboy's "Boundary not found",
    // "Unexpected end of multipart data", an aborted body. The client's to fix.
    throw httpError.badRequest(
      'The multipart body could not be read: it is truncated or malformed (check its boundary).',
    );
  }
}
