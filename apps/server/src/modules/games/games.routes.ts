// /api/games: each game's instances (registry.ts). Reading is for admins and researchers;
// creating and uploading is admin-only (checked per route).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverGame, serverGameSlugs } from './registry.ts';
import { UploadValidator } from './shared/upload-pool.ts';

export interface GamesOptions {
  /** Largest upload file accepted (config UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  /** Most instances in one upload file (config UPLOAD_MAX_INSTANCES). */
  uploadMaxInstances: number;
}

/** What each game's routes get: the byte limit and the worker that validates upload files. */
export interface GamesRoutesOptions {
  uploadMaxBytes: number;
  validator: UploadValidator;
}

const gamesRoutes: FastifyPluginAsyncZod<GamesOptions> = async (
  app,
  { uploadMaxBytes, uploadMaxInstances },
) => {
  const validator = new UploadValidator(uploadMaxInstances);
  app.addHook('onClose', () => validator.close());
  app.addHook('preValidation', app.requireRole('admin', 'researcher'));
  // Only the upload routes read multipart bodies (shared/upload-file.ts): one file, no other fields.
  await app.register(multipart, {
    limits: { fileSize: uploadMaxBytes, files: 1, fields: 0, parts: 1 },
  });
  for (const slug of serverGameSlugs()) {
    const { default: routes } = await serverGame(slug).routes();
    await app.register(routes, { prefix: `/${slug}`, uploadMaxBytes, validator });
  }
};

export default gamesRoutes;
