/**
 * Who looks at a school page: admins, researchers and the school's own administrators share the
 * school and staff screens, but links lead into their own area, researchers may invite school
 * administrators only, and a school administrator manages everyone of the school but themselves.
 */
export type Viewer = 'admin' | 'researcher' | 'school-admin';

/** The school page of each viewer's area. */
export const SCHOOL_ROUTE = {
  admin: '/admin/schools/$schoolId',
  researcher: '/r/schools/$schoolId',
  'school-admin': '/s/$schoolId',
} as const;

/** The staff member page of each viewer's area. */
export const STAFF_MEMBER_ROUTE = {
  admin: '/admin/schools/$schoolId/staff/$userId',
  researcher: '/r/schools/$schoolId/staff/$userId',
  'school-admin': '/s/$schoolId/staff/$userId',
} as const;

/** The page of a pending staff member (an invitation), named by the membership's id. */
export const STAFF_INVITATION_ROUTE = {
  admin: '/admin/schools/$schoolId/staff/invitations/$membershipId',
  researcher: '/r/schools/$schoolId/staff/invitations/$membershipId',
  'school-admin': '/s/$schoolId/staff/invitations/$membershipId',
} as const;

/** Researchers manage the invitations of school administrators only, as they invite only those. */
export function canManageInvitation(
  viewer: Viewer,
  roles: { isAdmin: boolean; isTeacher: boolean },
): boolean {
  return viewer !== 'researcher' || (roles.isAdmin && !roles.isTeacher);
}

/** Whether the viewer changes an accepted member's roles: admins, and a school's administrators. */
export function canChangeRoles(viewer: Viewer): boolean {
  return viewer !== 'researcher';
}
