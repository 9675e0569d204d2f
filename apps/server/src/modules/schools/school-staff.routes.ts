// /api/schools/{id}/staff and /admins: a school's staff, for viewers who may see the school
// (another tenant's school answers 404) and its own administrators, and inviting staff by email.
// Who may act on whom is the StaffManager's (school-viewer.ts).
import {
  invitationSentSchema,
  inviteStaffBodySchema,
  schoolAdminsResponseSchema,
  schoolParamsSchema,
  staffInvitationParamsSchema,
  staffMemberParamsSchema,
  staffMemberSchema,
  staffResponseSchema,
  updateStaffRolesBodySchema,
  type School,
  type SchoolAdminsResponse,
  type StaffMember,
  type StaffResponse,
} from '@cogniplay/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { cachedList, type ListRequest } from '../../lib/cached-list.ts';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import { tenantScopeKey } from '../../db/tenant-scope.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { schoolViewerOf } from '../../identity/access-policy.ts';
import {
  canSeeSchoolManagedBy,
  findSchoolFor,
  staffManagerOf,
  type StaffManager,
} from './school-viewer.ts';
import {
  findSchoolStaff,
  findStaffInvitation,
  findStaffMember,
} from './school-staff.repository.ts';
import {
  changeStaffRoles,
  inviteStaffMember,
  resendStaffInvitation,
  revokeStaffInvitation,
  type StaffInvitation,
} from './school-staff.service.ts';

/** Lists kept at most, of each kind (per school and viewer scope). */
const MAX_LISTS = 2000;

/**
 * A school's list, kept per school and viewer scope: its staff (`staff`), or only its
 * administrators (`admins`). Its build answers 404 unless the viewer may see the school; of the
 * school's own staff, its administrators read the lists.
 */
async function staffListRequest<Key extends 'staff' | 'admins'>(
  db: Db,
  { user, params }: { user: AuthUser; params: { id: number } },
  key: Key,
): Promise<ListRequest<Record<Key, StaffMember[]>>> {
  const schoolId = params.id;
  const viewer = schoolViewerOf(user, schoolId);
  if (viewer.kind === 'staff') staffManagerOf(viewer, user.id);
  const scope = viewer.kind === 'institute' ? viewer.scope : 'all';
  return {
    scope: `${schoolId}-${viewer.kind === 'staff' ? 'staff' : tenantScopeKey(scope)}`,
    async build() {
      const school = await findSchoolStaff(db, schoolId, { adminsOnly: key === 'admins' });
      if (!school || !canSeeSchoolManagedBy(scope, school.managingInstituteId)) {
        throw httpError.notFound('School');
      }
      return { [key]: school.staff } as Record<Key, StaffMember[]>;
    },
  };
}

/** The school and the staff manager acting on it: 404 unless they may see it, 403 for teachers. */
async function managedSchool(
  db: Db,
  user: AuthUser,
  schoolId: number,
): Promise<{ school: School; manager: StaffManager }> {
  const viewer = schoolViewerOf(user, schoolId);
  const manager = staffManagerOf(viewer, user.id);
  return { school: await findSchoolFor(db, viewer, schoolId), manager };
}

/** The options of both lists, which differ only in their summary and answer's key. */
function staffListOptions<Response extends z.ZodType>(summary: string, response: Response) {
  return {
    schema: {
      tags: ['school staff'],
      summary,
      params: schoolParamsSchema,
      response: { 200: response, ...problemResponses(400, 401, 403, 404) },
    },
  };
}

/** The pending invitation a resend or revoke names, in a school the viewer may see (else 404). */
async function staffInvitation(
  db: Db,
  { user, params }: { user: AuthUser; params: { id: number; membershipId: number } },
): Promise<StaffInvitation> {
  const { school, manager } = await managedSchool(db, user, params.id);
  return { manager, actorUserId: user.id, school, membershipId: params.membershipId };
}

/** The options of resend and revoke, which act on a pending invitation and answer 204. */
function invitationOptions<Problems extends object>(summary: string, problems: Problems) {
  return {
    schema: {
      tags: ['school staff'],
      summary,
      description:
        'Authorised as the invitation itself: researchers for school administrators only; ' +
        "the school's administrators for its staff.",
      params: staffInvitationParamsSchema,
      response: { 204: z.null(), ...problems },
    },
  };
}

const schoolStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a user without a role or school learns nothing about the request's shape.
  app.addHook('preValidation', app.requireRoleOrSchoolStaff('admin', 'researcher'));
  // The lists of the most recently read schools: one version read instead of the joined staff
  // query and its serialisation on every request. The school's managing institute decides who
  // may see them, so its counter counts too.
  const lists = { versions: ['schools', 'school_staff'], maxScopes: MAX_LISTS } as const;
  const staffList = cachedList<StaffResponse>(app.db, lists);
  const adminsList = cachedList<SchoolAdminsResponse>(app.db, lists);

  app.get(
    '/:id/staff',
    staffListOptions(
      "A school's staff (named members by name, then pending by email)",
      staffResponseSchema,
    ),
    async (request, reply) => staffList(reply, await staffListRequest(app.db, request, 'staff')),
  );

  app.get(
    '/:id/admins',
    staffListOptions("A school's administrators (staff with isAdmin)", schoolAdminsResponseSchema),
    async (request, reply) => adminsList(reply, await staffListRequest(app.db, request, 'admins')),
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
      const { school } = await managedSchool(app.db, request.user, request.params.id);
      const member = await findStaffMember(app.db, school.id, request.params.userId);
      if (!member) throw httpError.notFound('Staff member');
      return member;
    },
  );

  app.patch(
    '/:id/staff/:userId',
    {
      schema: {
        tags: ['school staff'],
        summary: "Change a staff member's roles",
        description:
          'An accepted member only (a pending one is invited again with the new roles); at ' +
          'least one role. Researchers act on school administrators only, before and after ' +
          "(403 otherwise); the school's administrators on anyone but themselves. Audited as " +
          '`school_staff.roles_changed` with the roles before and after.',
        params: staffMemberParamsSchema,
        body: updateStaffRolesBodySchema,
        response: { 200: staffMemberSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { school, manager } = await managedSchool(app.db, request.user, request.params.id);
      const { userId } = request.params;
      await changeStaffRoles(app.db, manager, request.user.id, school, userId, request.body);
      // Their next request sees the new roles.
      app.forgetSignedInUser(userId);
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
          'Researchers may invite only school administrators (isAdmin true, isTeacher false); ' +
          "the school's administrators invite teachers and administrators. " +
          'Creates the user (empty names until onboarding) unless the email (case-insensitive) ' +
          'is known, adds a pending membership and mails a single-use link that accepts it. A ' +
          'pending member of the school gets a new link instead. The answer is the same ' +
          'whether the email was known or not. 409 when the person already is staff of the school.',
        params: schoolParamsSchema,
        body: inviteStaffBodySchema,
        response: {
          202: invitationSentSchema,
          ...problemResponses(400, 401, 403, 404, 409, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { school, manager } = await managedSchool(app.db, request.user, request.params.id);
      const sent = await inviteStaffMember(app, manager, request.user.id, school, request.body);
      return reply.code(202).send(sent);
    },
  );

  app.get(
    '/:id/invitations/:membershipId',
    {
      schema: {
        tags: ['school staff'],
        summary:
          "A pending staff member's invitation: what the inviter typed, and its link's dates",
        description:
          'Read-only, for every viewer who may see the school (as its staff list). The same ' +
          'for a known and a new address: no user id, no names, the email as typed. An ' +
          'accepted membership answers 404 (its member has a page by user id).',
        params: staffInvitationParamsSchema,
        response: { 200: staffMemberSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { school } = await managedSchool(app.db, request.user, request.params.id);
      const member = await findStaffInvitation(app.db, school.id, request.params.membershipId);
      if (!member) throw httpError.notFound('Invitation');
      return member;
    },
  );

  app.post(
    '/:id/invitations/:membershipId',
    invitationOptions(
      "Resend a pending staff member's invitation (a new link; the old one stops working)",
      problemResponses(400, 401, 403, 404, 409, 429, 503),
    ),
    async (request, reply) => {
      await resendStaffInvitation(app, await staffInvitation(app.db, request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:id/invitations/:membershipId',
    invitationOptions(
      "Revoke a pending staff member's invitation (the membership and its link go)",
      problemResponses(400, 401, 403, 404, 409, 503),
    ),
    async (request, reply) => {
      await revokeStaffInvitation(app, await staffInvitation(app.db, request));
      return reply.code(204).send(null);
    },
  );
};

export default schoolStaffRoutes;
