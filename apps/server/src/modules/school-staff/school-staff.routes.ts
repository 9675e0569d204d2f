// /api/schools/{id}/staff and /admins: a school's staff, for viewers who may see the school
// (another tenant's school answers 404), and inviting staff by email.
import {
  inviteStaffBodySchema,
  schoolAdminsResponseSchema,
  schoolParamsSchema,
  staffMemberParamsSchema,
  staffMemberSchema,
  staffResponseSchema,
  type StaffMember,
} from '@cogniplay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-problem.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import {
  canSeeSchoolManagedBy,
  findVisibleSchool,
  schoolViewer,
  type SchoolViewer,
} from '../schools/school-viewer.ts';
import { findStaffMember } from './school-staff.repository.ts';
import { inviteStaffMember } from './school-staff.service.ts';
import { createStaffListCache } from './staff-list-cache.ts';

const schoolStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a user without the role learns nothing about the request's shape.
  app.addHook('preValidation', app.requireRole('admin', 'researcher'));
  const staffLists = createStaffListCache();

  /** The school's staff if the viewer may see the school; 404 otherwise, as for findVisibleSchool. */
  async function visibleStaff(
    viewer: SchoolViewer,
    schoolId: number,
    options: { adminsOnly?: boolean } = {},
  ): Promise<StaffMember[]> {
    const found = await staffLists.get(app.db, schoolId, options);
    if (!found || !canSeeSchoolManagedBy(viewer, found.managingInstituteId)) {
      throw httpError.notFound('School');
    }
    return found.staff;
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
    async (request) => {
      const viewer = await schoolViewer(app.db, request.user);
      return { staff: await visibleStaff(viewer, request.params.id) };
    },
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
    async (request) => {
      const viewer = await schoolViewer(app.db, request.user);
      return { admins: await visibleStaff(viewer, request.params.id, { adminsOnly: true }) };
    },
  );

  app.get(
    '/:id/staff/:userId',
    {
      schema: {
        tags: ['school staff'],
        summary: 'One staff member of a school',
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
          'is known, and mails a single-use onboarding link, or only the news to someone who ' +
          'can already sign in. 409 when the person already is staff of the school.',
        params: schoolParamsSchema,
        body: inviteStaffBodySchema,
        response: { 201: staffMemberSchema, ...problemResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const viewer = await schoolViewer(app.db, request.user);
      const school = await findVisibleSchool(app.db, viewer, request.params.id);
      const member = await inviteStaffMember(app, viewer, request.user.id, school, request.body);
      return reply.code(201).send(member);
    },
  );
};

export default schoolStaffRoutes;
