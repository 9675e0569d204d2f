// /api/users: the signed-in user's own profile and context (with how the server delivers mail).
import { userContextSchema, userProfileSchema } from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../lib/openapi-responses.ts';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: userProfileSchema, ...problemResponses(401) },
      },
    },
    async (request) => {
      const { id, email, firstName, lastName, roles } = request.user;
      return { id, email, firstName, lastName, roles: [...roles] };
    },
  );

  app.get(
    '/me/context',
    {
      schema: {
        tags: ['users'],
        summary:
          "The signed-in user's researcher membership (null for non-researchers), the schools " +
          'whose staff they belong to, and where ' +
          "the server's mails go (the outbox when no SMTP server is configured)",
        response: { 200: userContextSchema, ...problemResponses(401) },
      },
    },
    async (request) => ({
      researcherContext: request.user.researcherContext,
      schools: [...request.user.schoolMemberships],
      mailDelivery: app.mailer.delivery,
    }),
  );
};

export default usersRoutes;
