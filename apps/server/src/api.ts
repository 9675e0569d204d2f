// The product API under /api. Every route requires a signed-in user (one hook for the whole
// authenticated subtree), except the play API of children's tablets and export downloads,
// whose credential is the token in their path. Add each module's routes below with its prefix.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config.ts';
import { refuseUnsafeTextOnEveryRoute } from './lib/unsafe-text.ts';
import usersRoutes from './modules/users/users.routes.ts';
import gamesRoutes from './modules/games/games.routes.ts';
import outboxRoutes from './modules/outbox/outbox.routes.ts';
import researchInstitutesRoutes from './modules/research-institutes/research-institutes.routes.ts';
import consentSettingsRoutes from './modules/research-institutes/consent-settings.routes.ts';
import researchersRoutes from './modules/research-institutes/researchers.routes.ts';
import schoolProgressRoutes from './modules/schools/school-progress.routes.ts';
import schoolStaffRoutes from './modules/schools/school-staff.routes.ts';
import schoolsRoutes from './modules/schools/schools.routes.ts';
import participantsRoutes from './modules/participants/participants.routes.ts';
import participantConsentRoutes from './modules/participants/participant-consent.routes.ts';
import schoolImportRoutes from './modules/participants/school-import.routes.ts';
import statisticsRoutes from './modules/statistics/statistics.routes.ts';
import auditRoutes from './modules/audit/audit.routes.ts';
import assessmentsRoutes from './modules/assessments/assessments.routes.ts';
import schoolSheetsRoutes from './modules/sessions/school-sheets.routes.ts';
import sessionsRoutes from './modules/sessions/sessions.routes.ts';
import playCodesRoutes from './modules/play/play-codes.routes.ts';
import playRoutes from './modules/play/play.routes.ts';
import exportsRoutes from './modules/exports/exports.routes.ts';
import attentionRoutes from './modules/attention/attention.routes.ts';
import exportDownloadsRoutes from './modules/exports/export-downloads.routes.ts';
import invitationsRoutes from './modules/invitations/invitations.routes.ts';

const signedInApi: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);

  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(gamesRoutes, {
    prefix: '/games',
    uploadMaxBytes: config.uploadMaxBytes,
    uploadMaxInstances: config.uploadMaxInstances,
  });
  await app.register(researchInstitutesRoutes, { prefix: '/research-institutes' });
  await app.register(consentSettingsRoutes, { prefix: '/research-institutes' });
  await app.register(researchersRoutes, { prefix: '/researchers' });
  await app.register(schoolsRoutes, { prefix: '/schools' });
  await app.register(schoolStaffRoutes, { prefix: '/schools' });
  await app.register(schoolProgressRoutes, { prefix: '/schools' });
  await app.register(outboxRoutes, { prefix: '/outbox' });
  await app.register(participantsRoutes, { prefix: '/participants' });
  await app.register(participantConsentRoutes, { prefix: '/participants' });
  await app.register(schoolImportRoutes, { prefix: '/schools' });
  await app.register(statisticsRoutes, { prefix: '/statistics' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(assessmentsRoutes, { prefix: '/assessments' });
  await app.register(sessionsRoutes, { prefix: '/sessions', config });
  await app.register(schoolSheetsRoutes, { prefix: '/schools', config });
  await app.register(exportsRoutes, { prefix: '/exports', config });
  await app.register(attentionRoutes, { prefix: '/attention' });
  await app.register(invitationsRoutes, { prefix: '/invitations' });
};

const api: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // One text rule for every route's params, query and JSON body (uploads check their file),
  // the play API's included.
  refuseUnsafeTextOnEveryRoute(app);

  // No sign-in: the play-link token in the path is the credential of a child's tablet, and a
  // card's short code is exchanged for one.
  await app.register(playRoutes, { prefix: '/play', config });
  await app.register(playCodesRoutes, { prefix: '/play', config });
  // No sign-in: a browser download, its single-use ticket in the path is the credential.
  await app.register(exportDownloadsRoutes, { prefix: '/exports', config });
  await app.register(signedInApi, { config });
};

export default api;
