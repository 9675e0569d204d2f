// /api/schools/{id}/staff and /admins: a school's staff, for viewers who may see the school
// (another tenant's school answers 404), and inviting staff by email.
import {
  invitationSentSchema,
  inviteStaffBodySchema,
  schoolAdminsResponseSchema,
  schoolParamsSchema,
  staffInvitationParamsSchema,
  staffMemberParamsSchema,
  staffMemberSchema,
  staffResponseSchema,
} from '@cogniplay/contract';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDataVersions } from '../../db/data-versions.ts';
import { httpError } from '../../lib/http-problem.ts';
import { JsonBody, sendJsonBody } from '../../lib/json-body.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { canSeeSchoolManagedBy, findVisibleSchool, schoolViewer } from './school-viewer.ts';
import { findSchoolStaff, findStaffMember } from './school-staff.repository.ts';
import {
  inviteStaffMember,
  resendStaffInvitation,
  revokeStaffInvitation,
} from './school-staff.service.ts';

/** Lists kept at most (a school's staff and its admins count as two). */
const MAX_LISTS = 2000;

type StaffList = 'staff' | 'admins';
/** A school's list as sent, and its managing institute for the visibility check. */
type CachedStaffList = { managingInstituteId: number | null; body: JsonBody } | undefined;

const schoolStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a user without the role learns nothing about the request's shape.
  app.addHook('preValidation', app.requireRole('admin', 'researcher'));
  // The lists of the most recently read schools: one version read instead of the joined staff
  // query, its serialisation and compression on every request.
  const lists = new VersionedCache<CachedStaffList>(MAX_LISTS);

  /** Sends the school's list if the viewer may see the school; 404 otherwise (as for a school). */
  async function sendVisibleList(
    request: FastifyRequest,
    reply: FastifyReply,
    schoolId: number,
    list: StaffList,
  ): Promise<FastifyReply> {
    const viewer = await schoolViewer(app.db, request.user);
    const version = await readDataVersions(app.db, 'schools', 'school_staff');
    const found = await lists.get(`${schoolId}-${list}`, version, async () => {
      const school = await findSchoolStaff(app.db, schoolId, { adminsOnly: list === 'admins' });
      if (!school) return undefined;
      const tag = `${list}-${schoolId}-${version}`;
      const body =
        list === 'admins'
          ? JsonBody.of(schoolAdminsResponseSchema.parse({ admins: school.staff }), tag)
          : JsonBody.of(staffResponseSchema.parse({ staff: school.staff }), tag);
      return { managingInstituteId: school.managingInstituteId, body };
    });
    if (!found || !canSeeSchoolManagedBy(viewer, found.managingInstituteId)) {
      throw httpError.notFound('School');
    }
    return sendJsonBody(request, reply, found.body);
  }

  app.get(
    '/:id/staff',
    {
      schema: {
        tags: ['school staff'],
        summary: "A school's staff (named members by name, then pending by email)",
        params: schoolParamsSchema,
        response: { 200: staffResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => sendVisibleList(request, reply, request.params.id, 'staff'),
  );

  app.get(
    '/:id/admins',
    {
      schema: {
        tags: ['school staff'],
        summary: "A school's administrators (staff with isAdmin)",
        params: schoolParamsSchema,
        response: { 200: schoolAdminsResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => sendVisibleList(request, reply, request.params.id, 'admins'),
  );

  app.get(
    '/:id/staff/:userId',
    {
      schema: {
        tags: ['school staff'],
        summary: 'One staff member of a school (a pending one answers 404: it is an invitation)',
        params: staffMemberParamsSchema,
        response: { 200: staffMemberSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = await schoolViewer(app.db, request.user);
      const school = await findVisibleSchool(app.db, viewer, request.params.id);
      const member = await findStaffMember(app.db, school.id, request.params.userId);
      if (!member) throw httpError.notFound('Staff member');
      return member;
    },
  );

  app.post(
    '/:id/staff',
    {
      schema: {
        tags: ['school staff'],
        summary: 'Invite a staff member into a school by email',
        description:
          'Researchers may invite only school administrators (isAdmin true, isTeacher false). ' +
          'Creates the user (empty names until onboarding) unless the email (case-insensitive) ' +
          'is known, adds a pending membership and mails a single-use link that accepts it. A ' +
          'pending member of the school gets a new link instead. The answer is the same ' +
          'whether the email was known or not. 409 when the person already is staff of the school.',
        params: schoolParamsSchema,
        body: inviteStaffBodySchema,
        response: { 202: invitationSentSchema, ...problemResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const viewer = await schoolViewer(app.db, request.user);
      const school = await findVisibleSchool(app.db, viewer, request.params.id);
      const sent = await inviteStaffMember(app, viewer, request.user.id, school, request.body);
      return reply.code(202).send(sent);
    },
  );

  app.post(
    '/:id/invitations/:membershipId',
    {
      schema: {
        tags: ['school staff'],
        summary:
          "Resend a pending staff member's invitation (a new link; the old one stops working)",
        description:
          'Authorised as the invitation itself: researchers for school administrators only.',
        params: staffInvitationParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const viewer = await schoolViewer(app.db, request.user);
      const school = await findVisibleSchool(app.db, viewer, request.params.id);
      await resendStaffInvitation(
        app,
        viewer,
        request.user.id,
        school,
        request.params.membershipId,
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:id/invitations/:membershipId',
    {
      schema: {
        tags: ['school staff'],
        summary: "Revoke a pending staff member's invitation (the membership and its link go)",
        description:
          'Authorised as the invitation itself: researchers for school administrators only.',
        params: staffInvitationParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = await schoolViewer(app.db, request.user);
      const school = await findVisibleSchool(app.db, viewer, request.params.id);
      await revokeStaffInvitation(
        app,
        viewer,
        request.user.id,
        school,
        request.params.membershipId,
      );
      return reply.code(204).send(null);
    },
  );
};

export default schoolStaffRoutes;
