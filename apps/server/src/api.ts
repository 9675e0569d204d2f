// The product API under /api: every route here requires a signed-in user (one hook for the
// whole subtree). Add each module's routes below with its prefix.
import type { FastifyPluginAsync } from 'fastify';
import usersRoutes from './modules/users/users.routes.ts';
import participantsRoutes from './modules/participants/participants.routes.ts';
import statisticsRoutes from './modules/statistics/statistics.routes.ts';

const api: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);

  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(participantsRoutes, { prefix: '/participants' });
  await app.register(statisticsRoutes, { prefix: '/statistics' });
};

export default api;
