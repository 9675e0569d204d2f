// /api/games: rule-finding and hand-gesture instances. Reading is for admins and researchers;
// creating and uploading is admin-only (checked per route).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import handGestureRoutes from './hand-gesture.routes.ts';
import ruleFindingRoutes from './rule-finding.routes.ts';

export interface GamesRoutesOptions {
  /** Largest upload file accepted (config UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
}

const gamesRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (app, { uploadMaxBytes }) => {
  app.addHook('preValidation', app.requireRole('admin', 'researcher'));
  // Only the upload routes read multipart bodies (upload-file.ts): one file, no other fields.
  await app.register(multipart, {
    limits: { fileSize: uploadMaxBytes, files: 1, fields: 0, parts: 1 },
  });
  await app.register(ruleFindingRoutes, { prefix: '/rule-finding', uploadMaxBytes });
  await app.register(handGestureRoutes, { prefix: '/hand-gesture', uploadMaxBytes });
};

export default gamesRoutes;
