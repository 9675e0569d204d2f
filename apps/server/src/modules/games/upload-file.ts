// Reads the one `.json` file of a bulk upload (multipart field `file`) and parses it. Every way
// a file can be unusable answers a problem saying what to fix; nothing here touches the database.
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { httpError, HttpProblem } from '../../lib/http-problem.ts';

export const UPLOAD_FIELD = 'file';

export interface UploadedDocument {
  /** The file's base name without `.json`: the exercise name of a bare instance or array. */
  baseName: string;
  document: unknown;
}

const unsupported = (detail: string) => new HttpProblem(415, { detail });
const missingFile = () =>
  httpError.badRequest(`Attach the .json file in the form field '${UPLOAD_FIELD}'.`);

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${bytes} bytes`;
}

async function readFilePart(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fileName: string; content: Buffer }> {
  if (!request.isMultipart()) {
    throw unsupported(
      `Send the file as multipart/form-data in the field '${UPLOAD_FIELD}' (a .json file).`,
    );
  }
  try {
    // Read every part, so a second file or a form field is refused rather than ignored.
    let upload: { fileName: string; content: Buffer } | undefined;
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== UPLOAD_FIELD) throw missingFile();
      upload = { fileName: part.filename, content: await part.toBuffer() };
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
    if (statusCode !== undefined && statusCode < 500) {
      throw httpError.badRequest('The multipart body could not be read.');
    }
    throw error;
  }
}

/** JSON.parse's message with its position as line and column, kept short. */
function describeParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const short = message.replace(
    / in JSON at position \d+ \(line (\d+) column (\d+)\)/,
    ' at line $1, column $2',
  );
  return short.length > 200 ? `${short.slice(0, 200)}…` : short;
}

/** The uploaded file, checked for name, size and JSON syntax. */
export async function readUploadedDocument(
  request: FastifyRequest,
  maxBytes: number,
): Promise<UploadedDocument> {
  const { fileName, content } = await readFilePart(request, maxBytes);
  const baseName = path.basename(fileName.replaceAll('\\', '/'));
  if (!/\.json$/i.test(baseName)) {
    throw unsupported(`Only .json files are accepted; '${baseName}' is not one.`);
  }
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') throw httpError.badRequest('The file is empty.');
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw httpError.badRequest(`The file is not valid JSON: ${describeParseError(error)}.`);
  }
  return { baseName: baseName.replace(/\.json$/i, '').trim() || 'upload', document };
}
