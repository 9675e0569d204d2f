/**
 * Who looks at a school page: admins and researchers share the screens of spec 2.5 to 2.8, but
 * links lead into their own area and researchers get the restricted invite of spec 6.
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
