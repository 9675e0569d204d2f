import { z } from 'zod';

/** Platform roles, read from `resource_access[clientId].roles` of the access token. */
export const roleSchema = z.enum(['admin', 'researcher']);
export type Role = z.infer<typeof roleSchema>;
export const ROLES = roleSchema.options;
