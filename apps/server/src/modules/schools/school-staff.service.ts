// Inviting school staff and managing their pending invitations and roles. Who may act on whom
// (school-viewer.ts, StaffManager): admins on anyone; researchers on school administrators only;
// a school's administrators on anyone of their school but themselves. The user (new or
// existing), membership, sign-in account, mail and audit share one transaction.
import type {
  InvitationSent,
  InviteStaffBody,
  School,
  UpdateStaffRolesBody,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { compensatedTransaction } from '../../db/compensated-transaction.ts';
import { httpError } from '../../lib/http-problem.ts';
import { recordAudit } from '../../db/record-audit.ts';
import type { Membership } from '../../invitations/invitation-mail.ts';
import { membershipCount } from '../../invitations/invitations.repository.ts';
import { pendingMembership, type Inviter } from '../../invitations/invitations.service.ts';
import {
  deletePendingStaff,
  findStaffMembership,
  insertStaffMembership,
  updatePendingStaff,
  updateStaffRoles,
  type StaffMembership,
} from './school-staff.repository.ts';
import type { StaffManager } from './school-viewer.ts';

type Deps = { db: Db; inviter: Inviter };

const RESEARCHER_ROLES_ONLY = 'Researchers can only invite school administrators (not teachers).';
const NOT_YOURSELF =
  "You cannot change your own membership: ask another of the school's administrators.";

/**
 * Whether the manager may act on a membership with these roles (of this user, when known):
 * researchers on school administrators only, school administrators on anyone but themselves.
 */
function checkManager(
  manager: StaffManager,
  roles: { isAdmin: boolean; isTeacher: boolean },
  userId?: number,
) {
  if (manager.kind === 'researcher' && !(roles.isAdmin && !roles.isTeacher)) {
    throw httpError.forbidden(RESEARCHER_ROLES_ONLY);
  }
  if (manager.kind === 'school_admin' && userId === manager.userId) {
    throw httpError.forbidden(NOT_YOURSELF);
  }
}

/** What the invitation mail names: the school its link makes the person a member of. */
function staffMembership(school: School): Membership {
  return { kind: 'staff', schoolId: school.id, schoolName: school.name };
}

/**
 * A pending membership and its mailed link; a pending member of the school gets a new link
 * (with the roles of this invitation) instead. The answer is the same whether the email was
 * known or not.
 */
export async function inviteStaffMember(
  deps: Deps,
  manager: StaffManager,
  actorUserId: number,
  school: School,
  { email, isAdmin, isTeacher }: InviteStaffBody,
): Promise<InvitationSent> {
  checkManager(manager, { isAdmin, isTeacher });
  await compensatedTransaction(deps.db, async (tx, compensations) => {
    const invitee = await deps.inviter.findOrCreateInvitee(tx, email, actorUserId);
    const existing = await findStaffMembership(tx, school.id, { userId: invitee.id });
    if (existing?.accepted) {
      throw httpError.conflict('This person is already a staff member of this school.');
    }
    const membership = {
      schoolId: school.id,
      userId: invitee.id,
      isAdmin,
      isTeacher,
      invitedEmail: email,
    };
    if (existing) {
      checkManager(manager, existing, invitee.id);
      await updatePendingStaff(tx, membership);
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
    await deps.inviter.sendLink(tx, compensations, invitee, {
      actorUserId,
      membership: staffMembership(school),
      resent: existing !== undefined,
    });
  });
  return { email };
}

/** A pending staff member's invitation, as resend and revoke name it. */
export interface StaffInvitation {
  manager: StaffManager;
  actorUserId: number;
  school: School;
  membershipId: number;
}

/** The pending membership the viewer may act on, or 404 / 403 / 409. */
async function pendingStaff(
  tx: Db,
  { manager, school, membershipId }: StaffInvitation,
): Promise<StaffMembership> {
  const membership = await findStaffMembership(tx, school.id, { membershipId });
  // The roles before the state: a researcher learns nothing about a teacher's invitation.
  if (membership) checkManager(manager, membership, membership.userId);
  return pendingMembership(
    membership,
    'Invitation',
    'This staff member has already accepted the invitation.',
  );
}

/** Resend: a new link; the older one stops working. */
export async function resendStaffInvitation(
  deps: Deps,
  invitation: StaffInvitation,
): Promise<void> {
  await compensatedTransaction(deps.db, async (tx, compensations) => {
    const { userId, email } = await pendingStaff(tx, invitation);
    await deps.inviter.sendLink(
      tx,
      compensations,
      { id: userId, email },
      {
        actorUserId: invitation.actorUserId,
        membership: staffMembership(invitation.school),
        resent: true,
      },
    );
  });
}

/** Revoke: the pending membership goes, and its link stops working. */
export async function revokeStaffInvitation(
  deps: Deps,
  invitation: StaffInvitation,
): Promise<void> {
  const { actorUserId, school } = invitation;
  await deps.db.transaction(async (tx) => {
    const { userId, email } = await pendingStaff(tx, invitation);
    await deletePendingStaff(tx, school.id, userId);
    await recordAudit(tx, {
      actorUserId,
      action: 'school_staff.invitation_revoked',
      entityType: 'school_staff',
      entityId: `${school.id}:${userId}`,
      details: { schoolId: school.id, userId },
    });
    // Last: when the provider fails, the transaction rolls back and the invitation stays.
    await deps.inviter.revoke(
      { id: userId, email },
      staffMembership(school),
      await membershipCount(tx, userId),
    );
  });
}

/**
 * Changes an accepted member's roles (a pending one's come with a new invitation), audited with
 * the roles before and after; researchers act on school administrators only, before and after,
 * and school administrators not on themselves. 404 for someone who is no member of the school.
 */
export async function changeStaffRoles(
  db: Db,
  manager: StaffManager,
  actorUserId: number,
  school: School,
  userId: number,
  roles: UpdateStaffRolesBody,
): Promise<void> {
  checkManager(manager, roles, userId);
  await db.transaction(async (tx) => {
    const membership = await findStaffMembership(tx, school.id, { userId });
    if (!membership?.accepted) throw httpError.notFound('Staff member');
    checkManager(manager, membership, userId);
    if (membership.isAdmin === roles.isAdmin && membership.isTeacher === roles.isTeacher) return;
    await updateStaffRoles(tx, school.id, userId, roles);
    await recordAudit(tx, {
      actorUserId,
      action: 'school_staff.roles_changed',
      entityType: 'school_staff',
      entityId: `${school.id}:${userId}`,
      details: {
        schoolId: school.id,
        userId,
        from: { isAdmin: membership.isAdmin, isTeacher: membership.isTeacher },
        to: roles,
      },
    });
  });
}
