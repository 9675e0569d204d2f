// /api/games/hand-gesture: instances list, detail, create and bulk upload.
import {
  gameInstanceParamsSchema,
  handGestureCreateResultSchema,
  handGestureInstanceInputSchema,
  handGestureInstanceListSchema,
  handGestureInstanceSchema,
  handGestureUploadResultSchema,
  uploadPreviewSchema,
  uploadQuerySchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GamesRoutesOptions } from './games.routes.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import {
  createHandGestureInstance,
  getHandGestureInstance,
  listHandGestureInstances,
  uploadHandGestureInstances,
} from './hand-gesture.service.ts';
import { instanceListSender } from './instance-list.ts';
import { UPLOAD_DESCRIPTION } from './upload-description.ts';
import { readUploadedDocument } from './upload-file.ts';

const handGestureRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (
  app,
  { uploadMaxBytes },
) => {
  const sendList = instanceListSender(app.db, 'hand_gesture_instances', listHandGestureInstances);

  app.get(
    '/instances',
    {
      schema: {
        tags: ['games'],
        summary: 'Hand-gesture instances, oldest first',
        response: { 200: handGestureInstanceListSchema, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => sendList(request, reply),
  );

  app.get(
    '/instances/:id',
    {
      schema: {
        tags: ['games'],
        summary: 'One hand-gesture instance with its task data',
        params: gameInstanceParamsSchema,
        response: { 200: handGestureInstanceSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getHandGestureInstance(app.db, request.params.id),
  );

  app.post(
    '/instances',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['games'],
        summary: 'Create a hand-gesture instance',
        body: handGestureInstanceInputSchema,
        response: {
          201: handGestureCreateResultSchema,
          ...problemResponses(400, 401, 403, 409, 415),
        },
      },
    },
    async (request, reply) => {
      const result = await createHandGestureInstance(app.db, request.body, request.user.id);
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/instances/bulk-upload',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['games'],
        summary: 'Upload a .json file of hand-gesture instances: all are stored, or none',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: {
          200: uploadPreviewSchema,
          201: handGestureUploadResultSchema,
          ...problemResponses(400, 401, 403, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const upload = await readUploadedDocument(request, uploadMaxBytes);
      const result = await uploadHandGestureInstances(app.db, upload, {
        dryRun: request.query.dryRun,
        actorUserId: request.user.id,
      });
      return reply.code(result.dryRun ? 200 : 201).send(result);
    },
  );
};

export default handGestureRoutes;
