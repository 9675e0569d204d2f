// The worker thread of upload-pool.ts: parses and validates one upload file.
import { validateUploadFile } from './upload-validation.ts';

export default validateUploadFile;
