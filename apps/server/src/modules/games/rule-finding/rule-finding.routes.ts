// /api/games/rule-finding: instances list, detail, create and bulk upload.
import {
  ruleFindingCreateResultSchema,
  ruleFindingInstanceInputSchema,
  ruleFindingInstanceListSchema,
  ruleFindingInstanceSchema,
  ruleFindingUploadResultSchema,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GamesRoutesOptions } from '../games.routes.ts';
import { instanceListSender } from '../shared/instance-list.ts';
import { instanceRouteOptions } from '../shared/instance-routes.ts';
import {
  createRuleFindingInstance,
  getRuleFindingInstance,
  listRuleFindingInstances,
  uploadRuleFindingInstances,
} from './rule-finding.service.ts';
import type { RuleFindingFacts } from './rule-finding.content.ts';
import { readUploadedFile } from '../shared/upload-file.ts';

const ruleFindingRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (
  app,
  { uploadMaxBytes, validator },
) => {
  const sendList = instanceListSender(app.db, 'rule-finding', listRuleFindingInstances);
  const options = instanceRouteOptions(app, {
    list: {
      summary: 'Rule-finding instances, by sequence number',
      response: ruleFindingInstanceListSchema,
    },
    detail: {
      summary: 'One rule-finding instance, with items that disagree with the rule',
      response: ruleFindingInstanceSchema,
    },
    create: {
      summary: 'Create a rule-finding instance (the next sequence number when none is given)',
      body: ruleFindingInstanceInputSchema,
      response: ruleFindingCreateResultSchema,
    },
    upload: {
      summary: 'Upload a .json file of rule-finding instances: all are stored, or none',
      response: ruleFindingUploadResultSchema,
    },
  });

  app.get('/instances', options.list, async (request, reply) => sendList(request, reply));

  app.get('/instances/:id', options.detail, async (request) =>
    getRuleFindingInstance(app.db, request.params.id),
  );

  app.post('/instances', options.create, async (request, reply) => {
    const result = await createRuleFindingInstance(app.db, request.body, request.user.id);
    return reply.code(201).send(result);
  });

  // Unlike hand gesture's, not under /instances: both paths are in the contract and the web app.
  app.post('/bulk-upload', options.upload, async (request, reply) => {
    const file = await readUploadedFile(request, uploadMaxBytes);
    const upload = await validator.validate<RuleFindingFacts>('rule-finding', file);
    const result = await uploadRuleFindingInstances(app.db, upload, {
      dryRun: request.query.dryRun,
      actorUserId: request.user.id,
    });
    if (!result.dryRun) app.metrics.uploadStored('rule-finding', result.count);
    return reply.code(result.dryRun ? 200 : 201).send(result);
  });
};

export default ruleFindingRoutes;
