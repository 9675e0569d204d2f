// Imported by the route file, which is part of the first page load: no zod here (route
// validators load with /login too); the server validates the same filters with the contract.
import { parsePageNumber } from '@/lib/page-number';
import { searchText } from '@/lib/search-text';

/** The state of /admin/audit in the URL: the filters and the page. */
export type AuditSearch = {
  /** Part of the actor's email or name. */
  actor?: string;
  /** An action exactly, e.g. `school.created`. */
  action?: string;
  /** First and last day, YYYY-MM-DD. */
  from?: string;
  to?: string;
  page?: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z_]+\.[a-z_]+$/;

/** validateSearch of /admin/audit: a value that does not fit is dropped; page 1 stays out. */
export function parseAuditSearch(search: Record<string, unknown>): AuditSearch {
  const page = parsePageNumber(search.page);
  const actor = searchText(search.actor, (value) => value.length <= 254);
  const action = searchText(search.action, (value) => ACTION.test(value));
  const from = searchText(search.from, (value) => DAY.test(value));
  const to = searchText(search.to, (value) => DAY.test(value));
  return {
    ...(actor !== undefined && { actor }),
    ...(action !== undefined && { action }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
    ...(page > 1 && { page }),
  };
}
