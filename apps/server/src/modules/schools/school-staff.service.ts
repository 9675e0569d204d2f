// Inviting school staff and managing their pending invitations: researchers may invite (and
// resend or revoke the invitations of) school administrators only; the user (new or existing),
// membership, sign-in account, mail and audit share one transaction.
import type { InvitationSent, InviteStaffBody, School } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { httpError } from '../../lib/http-problem.ts';
import { recordAudit } from '../../db/record-audit.ts';
import type { Inviter } from '../../invitations/invitations.service.ts';
import type { SchoolViewer } from './school-viewer.ts';
import {
  deletePendingStaff,
  findStaffMembership,
  findStaffMembershipById,
  insertStaffMembership,
  updatePendingStaffRoles,
  type StaffMembership,
} from './school-staff.repository.ts';

type Deps = { db: Db; inviter: Inviter };

const RESEARCHER_ROLES_ONLY = 'Researchers can only invite school administrators (not teachers).';

/** Researchers may act on school administrators only (isAdmin, not isTeacher). */
function checkRoles(viewer: SchoolViewer, roles: { isAdmin: boolean; isTeacher: boolean }) {
  if (viewer.kind === 'researcher' && !(roles.isAdmin && !roles.isTeacher)) {
    throw httpError.forbidden(RESEARCHER_ROLES_ONLY);
  }
}

/**
 * A pending membership and its mailed link; a pending member of the school gets a new link
 * (with the roles of this invitation) instead. The answer is the same whether the email was
 * known or not.
 */
export async function inviteStaffMember(
  deps: Deps,
  viewer: SchoolViewer,
  actorUserId: number,
  school: School,
  { email, isAdmin, isTeacher }: InviteStaffBody,
): Promise<InvitationSent> {
  checkRoles(viewer, { isAdmin, isTeacher });
  await deps.db.transaction(async (tx) => {
    const invitee = await deps.inviter.findOrCreateInvitee(tx, email, actorUserId);
    const existing = await findStaffMembership(tx, school.id, invitee.id);
    if (existing?.accepted) {
      throw httpError.conflict('This person is already a staff member of this school.');
    }
    const membership = { schoolId: school.id, userId: invitee.id, isAdmin, isTeacher };
    if (existing) {
      checkRoles(viewer, existing);
      await updatePendingStaffRoles(tx, membership);
    } else {
      await insertStaffMembership(tx, membership);
      await recordAudit(tx, {
        actorUserId,
        action: 'school_staff.invited',
        entityType: 'school_staff',
        entityId: `${school.id}:${invitee.id}`,
        details: { schoolId: school.id, userId: invitee.id, isAdmin, isTeacher },
      });
    }
    await deps.inviter.sendLink(tx, invitee, {
      actorUserId,
      membership: { kind: 'staff', schoolId: school.id, schoolName: school.name },
      resent: existing !== undefined,
    });
  });
  return { email };
}

/** The pending membership the viewer may act on, or 404 / 403 / 409. */
async function pendingStaff(
  tx: Db,
  viewer: SchoolViewer,
  schoolId: number,
  membershipId: number,
): Promise<StaffMembership> {
  const membership = await findStaffMembershipById(tx, schoolId, membershipId);
  if (!membership) throw httpError.notFound('Invitation');
  checkRoles(viewer, membership);
  if (membership.accepted) {
    throw httpError.conflict('This staff member has already accepted the invitation.');
  }
  return membership;
}

/** Resend: a new link; the older one stops working. */
export async function resendStaffInvitation(
  deps: Deps,
  viewer: SchoolViewer,
  actorUserId: number,
  school: School,
  membershipId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const membership = await pendingStaff(tx, viewer, school.id, membershipId);
    await deps.inviter.sendLink(
      tx,
      { id: membership.userId, email: membership.email },
      {
        actorUserId,
        membership: { kind: 'staff', schoolId: school.id, schoolName: school.name },
        resent: true,
      },
    );
  });
}

/** Revoke: the pending membership goes, and its link stops working. */
export async function revokeStaffInvitation(
  deps: Deps,
  viewer: SchoolViewer,
  actorUserId: number,
  school: School,
  membershipId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { userId } = await pendingStaff(tx, viewer, school.id, membershipId);
    await deletePendingStaff(tx, school.id, userId);
    await recordAudit(tx, {
      actorUserId,
      action: 'school_staff.invitation_revoked',
      entityType: 'school_staff',
      entityId: `${school.id}:${userId}`,
      details: { schoolId: school.id, userId },
    });
  });
}
