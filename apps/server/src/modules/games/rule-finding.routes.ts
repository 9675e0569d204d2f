// /api/games/rule-finding: instances list, detail, create and bulk upload.
import {
  gameInstanceParamsSchema,
  ruleFindingCreateResultSchema,
  ruleFindingInstanceInputSchema,
  ruleFindingInstanceListSchema,
  ruleFindingInstanceSchema,
  ruleFindingUploadResultSchema,
  uploadPreviewSchema,
  uploadQuerySchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GamesRoutesOptions } from './games.routes.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import {
  createRuleFindingInstance,
  getRuleFindingInstance,
  listRuleFindingInstances,
  uploadRuleFindingInstances,
} from './rule-finding.service.ts';
import { instanceListSender } from './instance-list.ts';
import { UPLOAD_DESCRIPTION } from './upload-description.ts';
import { readUploadedDocument } from './upload-file.ts';

const ruleFindingRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (
  app,
  { uploadMaxBytes },
) => {
  const sendList = instanceListSender(app.db, 'rule_finding_instances', listRuleFindingInstances);

  app.get(
    '/instances',
    {
      schema: {
        tags: ['games'],
        summary: 'Rule-finding instances, by sequence number',
        response: { 200: ruleFindingInstanceListSchema, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => sendList(request, reply),
  );

  app.get(
    '/instances/:id',
    {
      schema: {
        tags: ['games'],
        summary: 'One rule-finding instance, with items that disagree with the rule',
        params: gameInstanceParamsSchema,
        response: { 200: ruleFindingInstanceSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getRuleFindingInstance(app.db, request.params.id),
  );

  app.post(
    '/instances',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['games'],
        summary: 'Create a rule-finding instance (the next sequence number when none is given)',
        body: ruleFindingInstanceInputSchema,
        response: {
          201: ruleFindingCreateResultSchema,
          ...problemResponses(400, 401, 403, 409, 415),
        },
      },
    },
    async (request, reply) => {
      const result = await createRuleFindingInstance(app.db, request.body, request.user.id);
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/bulk-upload',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['games'],
        summary: 'Upload a .json file of rule-finding instances: all are stored, or none',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: {
          200: uploadPreviewSchema,
          201: ruleFindingUploadResultSchema,
          ...problemResponses(400, 401, 403, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const upload = await readUploadedDocument(request, uploadMaxBytes);
      const result = await uploadRuleFindingInstances(app.db, upload, {
        dryRun: request.query.dryRun,
        actorUserId: request.user.id,
      });
      return reply.code(result.dryRun ? 200 : 201).send(result);
    },
  );
};

export default ruleFindingRoutes;
