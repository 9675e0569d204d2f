// The audit log, read for admins: one page of entries matching the filters, and their count.
import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditResult } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  /** First and last day (UTC), both included, as YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
}

/** `like` matches its pattern's own wildcards; a search for "50%_x" must match only that text. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: AuditFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.actor !== undefined) {
    const pattern = `%${likeEscaped(filter.actor.toLowerCase())}%`;
    conditions.push(
      sql`(lower(u.email) like ${pattern}
           or lower(u.first_name || ' ' || u.last_name) like ${pattern})`,
    );
  }
  if (filter.action !== undefined) conditions.push(sql`a.action = ${filter.action}`);
  // UTC days, whatever the database session's time zone (a date compared with a timestamptz
  // would be midnight there), as the exports count them.
  if (filter.from !== undefined) {
    conditions.push(sql`a.at >= (${filter.from}::date)::timestamp at time zone 'UTC'`);
  }
  if (filter.to !== undefined) {
    conditions.push(sql`a.at < (${filter.to}::date + 1)::timestamp at time zone 'UTC'`);
  }
  return sql.join(conditions, sql` and `);
}

interface AuditRow {
  id: number;
  at: Date | string;
  actor_id: number | null;
  email: string | null;
  name: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  details: Record<string, unknown>;
  result: AuditResult;
  total: number;
}

/**
 * What an entry records happened: an export download that did not complete failed (it is
 * audited when it ends, either way); every other entry is written in the transaction of the
 * change it records, so it exists only when that change succeeded.
 */
const RESULT = sql`case when a.action = 'export.downloaded'
                        and a.details -> 'completed' is distinct from 'true'::jsonb
                   then 'failed' else 'succeeded' end`;

/** Newest first; `total` counts every matching entry. */
export async function auditPage(
  db: Db,
  filter: AuditFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const rows = await queryRows<AuditRow>(
    db,
    sql`select a.id, a.at, u.id as actor_id, u.email,
               nullif(trim(u.first_name || ' ' || u.last_name), '') as name,
               a.action, a.entity_type, a.entity_id, a.details, ${RESULT} as result,
               count(*) over ()::int as total
        from audit_log a left join users u on u.id = a.actor_user_id
        where ${whereOf(filter)}
        order by a.at desc, a.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const total = rows[0]?.total ?? (page === 1 ? 0 : await countMatching(db, filter));
  return {
    total,
    entries: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      actor:
        row.actor_id === null ? null : { id: row.actor_id, email: row.email ?? '', name: row.name },
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      result: row.result,
      details: row.details,
    })),
  };
}

/** The count alone, for a page past the last (which holds no row to carry it). */
async function countMatching(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from audit_log a left join users u on u.id = a.actor_user_id
        where ${whereOf(filter)}`,
  );
  return row?.n ?? 0;
}

/** Every action recorded so far, alphabetically. */
export async function auditActions(db: Db): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    db,
    sql`select distinct action from audit_log order by action`,
  );
  return rows.map((row) => row.action);
}
