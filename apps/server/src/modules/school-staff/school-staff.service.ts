// Inviting a school staff member: researchers may invite school administrators only; the user
// (new or existing), membership, sign-in account, mail and audit share one transaction.
import type { InviteStaffBody, School, StaffMember } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Inviter } from '../invitations/invitations.service.ts';
import type { SchoolViewer } from '../schools/school-viewer.ts';
import { insertStaffMembership } from './school-staff.repository.ts';

export async function inviteStaffMember(
  deps: { db: Db; inviter: Inviter },
  viewer: SchoolViewer,
  actorUserId: number,
  school: School,
  { email, isAdmin, isTeacher }: InviteStaffBody,
): Promise<StaffMember> {
  if (viewer.kind === 'researcher' && !(isAdmin && !isTeacher)) {
    throw httpError.forbidden('Researchers can only invite school administrators (not teachers).');
  }
  return deps.db.transaction(async (tx) => {
    const invitee = await deps.inviter.findOrCreateInvitee(tx, email, actorUserId);
    const added = await insertStaffMembership(tx, {
      schoolId: school.id,
      userId: invitee.id,
      isAdmin,
      isTeacher,
    });
    if (!added) throw httpError.conflict('This person is already a staff member of this school.');
    await recordAudit(tx, {
      actorUserId,
      action: 'school_staff.invited',
      entityType: 'school_staff',
      entityId: `${school.id}:${invitee.id}`,
      details: { schoolId: school.id, userId: invitee.id, isAdmin, isTeacher },
    });
    await deps.inviter.notify(tx, invitee, {
      actorUserId,
      membership: { kind: 'staff', schoolName: school.name },
    });
    return {
      userId: invitee.id,
      firstName: invitee.firstName,
      lastName: invitee.lastName,
      email: invitee.email,
      isAdmin,
      isTeacher,
    };
  });
}
