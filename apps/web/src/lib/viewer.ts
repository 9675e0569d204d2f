/**
 * Who looks at a school page: admins and researchers share the school and staff screens, but
 * links lead into their own area and researchers may invite school administrators only.
 */
export type Viewer = 'admin' | 'researcher';

/** The school page of each viewer's area. */
export const SCHOOL_ROUTE = {
  admin: '/admin/schools/$schoolId',
  researcher: '/r/schools/$schoolId',
} as const;

/** The staff member page of each viewer's area. */
export const STAFF_MEMBER_ROUTE = {
  admin: '/admin/schools/$schoolId/staff/$userId',
  researcher: '/r/schools/$schoolId/staff/$userId',
} as const;

/** The page of a pending staff member (an invitation), named by the membership's id. */
export const STAFF_INVITATION_ROUTE = {
  admin: '/admin/schools/$schoolId/staff/invitations/$membershipId',
  researcher: '/r/schools/$schoolId/staff/invitations/$membershipId',
} as const;

/** Researchers manage the invitations of school administrators only, as they invite only those. */
export function canManageInvitation(
  viewer: Viewer,
  roles: { isAdmin: boolean; isTeacher: boolean },
): boolean {
  return viewer === 'admin' || (roles.isAdmin && !roles.isTeacher);
}
