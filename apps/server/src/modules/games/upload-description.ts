/** OpenAPI description shared by both bulk uploads. */
export const UPLOAD_DESCRIPTION =
  'Multipart form with one `.json` file in the field `file`: a single instance, an array of ' +
  'instances, or `{"exercises": [{"name": ..., "instances": [...]}]}` (docs/upload-formats.md). ' +
  'Instances already stored (same content) are reported, not stored twice. `?dryRun=true` ' +
  'validates and answers what would be created (200) without storing anything.';
