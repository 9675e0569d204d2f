// /api/participants: test subjects (personal data of children). Admins and researchers only;
// a researcher reaches only their own institute's participants (others answer 404).
import {
  createParticipantBodySchema,
  importParticipantsBodySchema,
  importPreviewSchema,
  importResultSchema,
  eraseParticipantQuerySchema,
  participantParamsSchema,
  participantResponseSchema,
  participantsQuerySchema,
  participantsResponseSchema,
  updateParticipantBodySchema,
  type ParticipantsResponse,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantScopeKey } from '../../db/tenant-scope.ts';
import { tenantScopeOf } from '../../identity/access-policy.ts';
import { cachedList } from '../../lib/cached-list.ts';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { bodyTarget, importParticipants, previewImport } from './participant-import.service.ts';
import { findParticipant, listParticipants } from './participants.repository.ts';
import {
  createParticipant,
  eraseParticipant,
  narrowedScope,
  updateParticipant,
} from './participants.service.ts';

/** Lists kept at most (an institute's list of 10,000 participants is about 0.7 MB). */
const MAX_LISTS = 32;
/** An import's body: its text of at most 2,000,000 characters, as JSON (escapes included). */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
const IMPORT_DESCRIPTION =
  'The text is CSV (comma, semicolon or tab separated; a byte order mark is read) with a ' +
  'header of `IMPORT_COLUMNS` (only `subject_id` is required), one child per row, each held ' +
  'to the rules of one participant and one consent decision (`consent`: given, refused or ' +
  'empty; its decisions are on `consentFormId`). A subject ID the institute has already, or ' +
  'one twice in the text, is a problem of its row. A researcher imports into their own ' +
  'institute (another answers 403); a school or form not of the institute answers 400.';

const participantsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a user without either role gets 403 whatever the body says.
  app.addHook('preValidation', app.requireRole('admin', 'researcher'));
  // The list per scope: reading and serialising 10,000 participants takes tens of
  // milliseconds, reading the version one row.
  // The list shows each participant's school name: a renamed school renews it too.
  const list = cachedList<ParticipantsResponse>(app.db, {
    versions: ['participants', 'schools'],
    maxScopes: MAX_LISTS,
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['participants'],
        summary: 'Participants the caller may see, newest first',
        description:
          "researchInstituteId keeps that institute's participants only (an institute the " +
          'caller may not see gives an empty list).',
        querystring: participantsQuerySchema,
        response: { 200: participantsResponseSchema, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const scope = narrowedScope(tenantScopeOf(request.user), request.query.researchInstituteId);
      if (scope !== 'all' && scope.researchInstituteId === null) return { participants: [] };
      return list(reply, {
        scope: tenantScopeKey(scope),
        build: async () => ({ participants: await listParticipants(app.db, scope) }),
      });
    },
  );

  app.post(
    '/import/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['participants'],
        summary: 'Check a class import: every row and every problem, nothing stored',
        description: IMPORT_DESCRIPTION,
        body: importParticipantsBodySchema,
        response: { 200: importPreviewSchema, ...problemResponses(400, 401, 403, 413) },
      },
    },
    async (request) =>
      previewImport(app.db, bodyTarget(request.user, request.body), request.body.text),
  );

  app.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['participants'],
        summary: 'Import a class: every row, or none while any has a problem',
        description:
          `${IMPORT_DESCRIPTION} All rows are stored in one transaction, each audited as ` +
          '`participant.created` (and `participant.consent_recorded`); with any problem, 400 ' +
          'lists every one (`/body/text/{row}/{column}`) and nothing is stored; 409 when a ' +
          'subject ID was taken meanwhile.',
        body: importParticipantsBodySchema,
        response: { 201: importResultSchema, ...problemResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await importParticipants(
            app.db,
            request.user,
            bodyTarget(request.user, request.body),
            request.body.text,
          ),
        ),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['participants'],
        summary: 'One participant with its institute and creation date',
        params: participantParamsSchema,
        response: { 200: participantResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const participant = await findParticipant(
        app.db,
        tenantScopeOf(request.user),
        request.params.id,
      );
      if (!participant) throw httpError.notFound('Participant');
      return { participant };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['participants'],
        summary: "Add a participant (a researcher's goes to their own institute)",
        body: createParticipantBodySchema,
        response: { 201: participantResponseSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const participant = await createParticipant(app.db, request.user, request.body);
      return reply.code(201).send({ participant });
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['participants'],
        summary: "Change a participant's school and group (a field left out stays as it is)",
        params: participantParamsSchema,
        body: updateParticipantBodySchema,
        response: { 200: participantResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const participant = await updateParticipant(
        app.db,
        request.user,
        request.params.id,
        request.body,
      );
      if (!participant) throw httpError.notFound('Participant');
      return { participant };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['participants'],
        summary: 'Erase a participant for good: names, sessions and answers',
        description: 'reason=consent_withdrawn records in the audit entry why.',
        params: participantParamsSchema,
        querystring: eraseParticipantQuerySchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const erased = await eraseParticipant(
        app.db,
        request.user,
        request.params.id,
        request.query.reason,
      );
      if (!erased) throw httpError.notFound('Participant');
      return reply.code(204).send(null);
    },
  );
};

export default participantsRoutes;
