// oidc-provider's storage on the idp_models table, one row per model instance (Session, Grant,
// Interaction, AuthorizationCode, RefreshToken, ...). Nothing is kept in memory, so any instance
// can continue what another one started.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { idpModels } from '../db/schema/index.ts';

// Expired rows are invisible to reads; they are deleted now and then, at most once per interval.
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export function createAdapterFactory(db: Db): (kind: string) => Adapter {
  let lastCleanup = 0;

  async function cleanUpOccasionally(): Promise<void> {
    const now = Date.now();
    if (now - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = now;
    await deleteExpiredModels(db);
  }

  return (kind: string): Adapter => {
    // Lookups come straight from requests (client_id, tokens, hints); one with a NUL character
    // can never match (PostgreSQL cannot store it) and must not reach the database as an error.
    const byId = (id: string) => and(eq(idpModels.kind, kind), eq(idpModels.id, id));
    const live = or(isNull(idpModels.expiresAt), gt(idpModels.expiresAt, sql`now()`));

    async function findWhere(
      condition: ReturnType<typeof and>,
    ): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: idpModels.payload, consumedAt: idpModels.consumedAt })
        .from(idpModels)
        .where(and(condition, live))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insert(idpModels)
          .values({ kind, id, ...values })
          .onConflictDoUpdate({ target: [idpModels.kind, idpModels.id], set: values });
        await cleanUpOccasionally();
      },
      find: async (id) => (storable(id) ? findWhere(byId(id)) : undefined),
      findByUid: async (uid) =>
        storable(uid)
          ? findWhere(and(eq(idpModels.kind, kind), eq(idpModels.uid, uid)))
          : undefined,
      findByUserCode: async (userCode) =>
        storable(userCode)
          ? findWhere(and(eq(idpModels.kind, kind), eq(idpModels.userCode, userCode)))
          : undefined,
      async consume(id) {
        if (!storable(id)) return;
        await db
          .update(idpModels)
          .set({ consumedAt: sql`now()` })
          .where(byId(id));
      },
      async destroy(id) {
        if (!storable(id)) return;
        await db.delete(idpModels).where(byId(id));
      },
      async revokeByGrantId(grantId) {
        if (!storable(grantId)) return;
        await db
          .delete(idpModels)
          .where(and(eq(idpModels.kind, kind), eq(idpModels.grantId, grantId)));
      },
    };
  };
}

/** Whether a key can exist in the table at all. */
function storable(key: string): boolean {
  return !key.includes('\u0000');
}

export async function deleteExpiredModels(db: Db): Promise<void> {
  await db.delete(idpModels).where(lt(idpModels.expiresAt, sql`now()`));
}
