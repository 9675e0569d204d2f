// /api/games/hand-gesture: instances list, detail, create and bulk upload.
import {
  handGestureCreateResultSchema,
  handGestureInstanceInputSchema,
  handGestureInstanceListSchema,
  handGestureInstanceSchema,
  handGestureUploadResultSchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GamesRoutesOptions } from '../games.routes.ts';
import {
  createHandGestureInstance,
  getHandGestureInstance,
  listHandGestureInstances,
  uploadHandGestureInstances,
} from './hand-gesture.service.ts';
import { instanceListSender } from '../shared/instance-list.ts';
import { instanceRouteOptions } from '../shared/instance-routes.ts';
import { readUploadedFile } from '../shared/upload-file.ts';

const handGestureRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (
  app,
  { uploadMaxBytes, validator },
) => {
  const sendList = instanceListSender(app.db, 'hand-gesture', listHandGestureInstances);
  const options = instanceRouteOptions(app, {
    list: {
      summary: 'Hand-gesture instances, oldest first',
      response: handGestureInstanceListSchema,
    },
    detail: {
      summary: 'One hand-gesture instance with its task data',
      response: handGestureInstanceSchema,
    },
    create: {
      summary: 'Create a hand-gesture instance',
      body: handGestureInstanceInputSchema,
      response: handGestureCreateResultSchema,
    },
    upload: {
      summary: 'Upload a .json file of hand-gesture instances: all are stored, or none',
      response: handGestureUploadResultSchema,
    },
  });

  app.get('/instances', options.list, async (request, reply) => sendList(request, reply));

  app.get('/instances/:id', options.detail, async (request) =>
    getHandGestureInstance(app.db, request.params.id),
  );

  app.post('/instances', options.create, async (request, reply) => {
    const result = await createHandGestureInstance(app.db, request.body, request.user.id);
    return reply.code(201).send(result);
  });

  app.post('/instances/bulk-upload', options.upload, async (request, reply) => {
    const file = await readUploadedFile(request, uploadMaxBytes);
    const upload = await validator.validate('hand-gesture', file);
    const result = await uploadHandGestureInstances(app.db, upload, {
      dryRun: request.query.dryRun,
      actorUserId: request.user.id,
    });
    if (!result.dryRun) app.metrics.uploadStored('hand-gesture', result.count);
    return reply.code(result.dryRun ? 200 : 201).send(result);
  });
};

export default handGestureRoutes;
