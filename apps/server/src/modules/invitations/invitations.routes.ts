// POST /api/invitations/accept: the signed-in person accepts a mailed invitation.
import { acceptInvitationBodySchema, invitationAcceptedSchema } from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { acceptInvitationAs } from './invitation-acceptance.service.ts';

const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accept',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Accept the invitation of a mailed link as the signed-in person',
        description:
          'Any signed-in person, no role needed (the invitation grants one). 404 for an unknown ' +
          'or used link, 403 when it was sent to another person, 410 when it expired.',
        body: acceptInvitationBodySchema,
        response: {
          200: invitationAcceptedSchema,
          ...problemResponses(400, 401, 403, 404, 410, 503),
        },
      },
    },
    async (request) => {
      const accepted = await acceptInvitationAs(app, request.user.id, request.body.token);
      // The new membership shows from the next request on (other server instances: within
      // the minute the viewer is kept).
      app.forgetSignedInUser(request.user.id);
      return accepted;
    },
  );
};

export default invitationsRoutes;
