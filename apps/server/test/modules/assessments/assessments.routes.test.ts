import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import {
  ASSESSMENT_LOCKED_MESSAGE,
  ASSESSMENT_NAME_EXISTS_MESSAGE,
  registerGame,
} from '@cogniplay/contract';
import { assessments, auditLog, gameInstances } from '../../../src/db/schema/index.ts';
import { assessmentsFixture, type AssessmentsFixture } from './assessments-fixture.ts';

let f: AssessmentsFixture;
beforeAll(async () => {
  f = await assessmentsFixture();
  // Migrating a fresh embedded database takes long on a busy machine.
}, 180_000);
afterAll(() => f.t.close());

const put = async (url: string, body: unknown, persona: 'admin' | 'researcherA' | 'researcherB') =>
  f.t.app.inject({
    method: 'PUT',
    url,
    headers: await f.headers(persona),
    payload: body as object,
  });

async function auditOf(id: number) {
  return f.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'assessment'), eq(auditLog.entityId, String(id))));
}

describe('POST /api/assessments', () => {
  it("creates a researcher's assessment in their institute, with defaults, items and an audit entry", async () => {
    const response = await f.post(
      '/api/assessments',
      { name: '  Spring 2026 ', instanceIds: [f.instances[2], f.instances[0]] },
      'researcherA',
    );
    expect(response.statusCode, response.body).toBe(201);
    const { assessment } = response.json();
    expect(assessment).toMatchObject({
      name: 'Spring 2026',
      researchInstitute: { id: f.instituteA, name: 'Institute A' },
      settings: {
        showDemonstration: true,
        giveFeedback: false,
        pictureSet: 'creatures',
        instanceOrder: 'fixed',
        shuffleItems: false,
      },
      instanceCount: 2,
      locked: false,
      sessionCounts: {
        total: 0,
        notStarted: 0,
        inProgress: 0,
        completed: 0,
        expired: 0,
        revoked: 0,
      },
    });
    expect(assessment.items).toEqual([
      expect.objectContaining({ position: 0, instanceId: f.instances[2], targetItemCount: 3 }),
      expect.objectContaining({ position: 1, instanceId: f.instances[0], targetItemCount: 3 }),
    ]);
    const [audit] = await auditOf(assessment.id);
    expect(audit).toMatchObject({
      action: 'assessment.created',
      details: {
        researchInstituteId: f.instituteA,
        items: [
          { game: 'rule-finding', instanceId: f.instances[2] },
          { game: 'rule-finding', instanceId: f.instances[0] },
        ],
      },
    });
  });

  it('lets an admin create for any institute, and requires the institute of admins', async () => {
    const created = await f.post('/api/assessments', {
      name: 'For B',
      researchInstituteId: f.instituteB,
      instanceIds: [f.instances[0]],
      giveFeedback: true,
      pictureSet: 'shapes',
      instanceOrder: 'rotated',
      shuffleItems: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().assessment.settings).toEqual({
      showDemonstration: true,
      giveFeedback: true,
      pictureSet: 'shapes',
      instanceOrder: 'rotated',
      shuffleItems: true,
    });
    const missing = await f.post('/api/assessments', { name: 'X', instanceIds: [f.instances[0]] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: '/body/researchInstituteId', message: 'Choose the research institute' },
    ]);
    const unknown = await f.post('/api/assessments', {
      name: 'X',
      researchInstituteId: 999999,
      instanceIds: [f.instances[0]],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses another institute for a researcher with 404, storing nothing', async () => {
    const before = await f.count(assessments);
    const response = await f.post(
      '/api/assessments',
      { name: 'Sneaky', researchInstituteId: f.instituteB, instanceIds: [f.instances[0]] },
      'researcherA',
    );
    expect(response.statusCode).toBe(404);
    expect(await f.count(assessments)).toBe(before);
  });

  it('answers 400 naming a missing instance, and for schema errors', async () => {
    const response = await f.post(
      '/api/assessments',
      { name: 'Missing', instanceIds: [f.instances[0], 987654] },
      'researcherA',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: '/body/instanceIds/1', message: 'Instance 987654 not found' },
    ]);
    for (const body of [
      { name: '', instanceIds: [f.instances[0]] },
      { name: 'X', instanceIds: [] },
      { name: 'X', instanceIds: [f.instances[0], f.instances[0]] },
      { name: 'X', instanceIds: [f.instances[0]], pictureSet: 'photos' },
      { name: 'X', instanceIds: [f.instances[0]], instanceOrder: 'random' },
      { name: 'X', instanceIds: [f.instances[0]], shuffleItems: 'yes' },
      { name: 'X', instanceIds: [f.instances[0]], extra: true },
      // The instances once: as items or as instanceIds.
      { name: 'X' },
      {
        name: 'X',
        instanceIds: [f.instances[0]],
        items: [{ game: 'rule-finding', instanceId: f.instances[0] }],
      },
      { name: 'X', items: [{ game: 'rule-finding' }] },
      {
        name: 'X',
        items: [
          { game: 'rule-finding', instanceId: f.instances[0] },
          { game: 'rule-finding', instanceId: f.instances[0] },
        ],
      },
    ]) {
      const invalid = await f.post('/api/assessments', body, 'researcherA');
      expect(invalid.statusCode, JSON.stringify(body)).toBe(400);
      expect(invalid.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    }
    const before = await f.count(assessments);
    const badOrder = await f.post(
      '/api/assessments',
      { name: 'Y', instanceIds: [f.instances[0]], instanceOrder: 'alphabetical' },
      'researcherA',
    );
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().errors.map((e: { path: string }) => e.path)).toEqual([
      '/body/instanceOrder',
    ]);
    expect(await f.count(assessments)).toBe(before);
  });

  it('takes items with their game, and names every one children cannot play (400)', async () => {
    const items = [
      { game: 'rule-finding', instanceId: f.instances[1] },
      { game: 'rule-finding', instanceId: f.instances[0] },
    ];
    const created = await f.post('/api/assessments', { name: 'Battery', items }, 'researcherA');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().assessment.items).toEqual([
      expect.objectContaining({ position: 0, game: 'rule-finding', instanceId: f.instances[1] }),
      expect.objectContaining({ position: 1, game: 'rule-finding', instanceId: f.instances[0] }),
    ]);

    // A game whose instances are authored but which children cannot play yet.
    const unregister = registerGame({ slug: 'sketching', storedInstanceSchema: z.unknown() });
    onTestFinished(unregister);
    const [gesture] = await f.t.db
      .insert(gameInstances)
      .values({ game: 'hand-gesture', content: {}, contentHash: randomUUID() })
      .returning({ id: gameInstances.id });
    const before = await f.count(assessments);
    const refused = await f.post(
      '/api/assessments',
      {
        name: 'Refused',
        items: [
          { game: 'rule-finding', instanceId: f.instances[0] },
          { game: 'sketching', instanceId: f.instances[0] },
          { game: 'chess', instanceId: f.instances[1] },
        ],
      },
      'researcherA',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: '/body/items/1/game', message: 'Children cannot play sketching yet' },
      { path: '/body/items/2/game', message: 'No game chess' },
    ]);
    // Task data that is no task children can play (hand-gesture-tasks.ts in the contract).
    const notATask = await f.post(
      '/api/assessments',
      {
        name: 'Refused',
        items: [
          { game: 'rule-finding', instanceId: f.instances[0] },
          { game: 'hand-gesture', instanceId: gesture!.id },
        ],
      },
      'researcherA',
    );
    expect(notATask.statusCode).toBe(400);
    expect(notATask.json().errors).toEqual([
      {
        path: '/body/items/1/instanceId',
        message: expect.stringMatching(
          new RegExp(
            `^Instance ${gesture!.id} cannot be played: it is not a task children can play`,
          ),
        ) as string,
      },
    ]);
    // An instance of another game under this one's name is no instance of it.
    const otherGame = await f.post(
      '/api/assessments',
      { name: 'Refused', items: [{ game: 'rule-finding', instanceId: gesture!.id }] },
      'researcherA',
    );
    expect(otherGame.statusCode).toBe(400);
    expect(otherGame.json().errors).toEqual([
      { path: '/body/items/0/instanceId', message: `No rule-finding instance ${gesture!.id}` },
    ]);
    expect(await f.count(assessments)).toBe(before);
  });

  it('refuses an instance whose marks disagree with its rule, naming it and the items', async () => {
    const [mismarked] = await f.t.db
      .insert(gameInstances)
      .values({
        game: 'rule-finding',
        content: {
          rule: { $type: 'property', index: 0, value: 'on' },
          demonstrationItems: [],
          targetItems: [
            { matchesRule: true, ruleFindingElement: { characteristics: ['on'] } },
            // Marked as fitting, but the rule says it does not.
            { matchesRule: true, ruleFindingElement: { characteristics: ['off'] } },
          ],
        },
        itemCount: 2,
        contentHash: randomUUID(),
      })
      .returning({ id: gameInstances.id });
    const before = await f.count(assessments);
    const refused = await f.post(
      '/api/assessments',
      { name: 'Mismarked', instanceIds: [f.instances[0], mismarked!.id] },
      'researcherA',
    );
    expect(refused.statusCode).toBe(400);
    const message = `Instance ${mismarked!.id} cannot be played: its marks disagree with its rule (target item 2)`;
    expect(refused.json()).toMatchObject({
      detail: `${message}.`,
      errors: [{ path: '/body/instanceIds/1', message }],
    });
    expect(await f.count(assessments)).toBe(before);
  });

  it('answers 409 for a name taken in the institute (any case), but not in another', async () => {
    const body = { name: 'Unique name', instanceIds: [f.instances[0]] };
    expect((await f.post('/api/assessments', body, 'researcherA')).statusCode).toBe(201);
    const taken = await f.post('/api/assessments', { ...body, name: 'UNIQUE NAME' }, 'researcherA');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(ASSESSMENT_NAME_EXISTS_MESSAGE);
    expect((await f.post('/api/assessments', body, 'researcherB')).statusCode).toBe(201);
  });

  it('refuses school staff, who have no platform role (403)', async () => {
    const body = { name: 'No', instanceIds: [f.instances[0]] };
    const staff = await f.t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      headers: await f.t.authHeader({ email: 'tom.teacher@example.org', roles: [] }),
      payload: body,
    });
    expect(staff.statusCode).toBe(403);
  });
});

describe('GET /api/assessments', () => {
  it('lists the scope newest first with counts; another institute sees none of them', async () => {
    const first = await f.createAssessment();
    const second = await f.createAssessment({ instanceIds: [f.instances[1]!] });
    await f.startSession(second, f.participantA);

    const list = await f.get('/api/assessments', 'researcherA');
    expect(list.statusCode).toBe(200);
    const ids = list.json().assessments.map((a: { id: number }) => a.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const summary = list.json().assessments.find((a: { id: number }) => a.id === second);
    expect(summary).toMatchObject({
      instanceCount: 1,
      locked: true,
      sessionCounts: { total: 1, notStarted: 1 },
    });
    expect(summary.items).toBeUndefined();

    const other = await f.get('/api/assessments', 'researcherB');
    const otherIds = other.json().assessments.map((a: { id: number }) => a.id);
    expect(otherIds).not.toContain(first);
    const all = await f.get('/api/assessments', 'admin');
    expect(all.json().assessments.map((a: { id: number }) => a.id)).toContain(first);
  });
});

describe('GET /api/assessments/{id}', () => {
  it('answers the assessment with items; 404 for none, 400 for a malformed id', async () => {
    const id = await f.createAssessment();
    const own = await f.get(`/api/assessments/${id}`, 'researcherA');
    expect(own.statusCode).toBe(200);
    expect(own.json().assessment.items).toHaveLength(3);
    expect((await f.get('/api/assessments/999999', 'admin')).statusCode).toBe(404);
    expect((await f.get('/api/assessments/abc', 'admin')).statusCode).toBe(400);
  });
});

describe('PUT /api/assessments/{id}', () => {
  it('replaces name, settings and items with an audit entry naming the changes', async () => {
    const id = await f.createAssessment();
    const response = await put(
      `/api/assessments/${id}`,
      { name: 'Renamed', giveFeedback: true, instanceIds: [f.instances[1]] },
      'researcherA',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().assessment).toMatchObject({
      name: 'Renamed',
      settings: { giveFeedback: true, showDemonstration: true },
      items: [expect.objectContaining({ position: 0, instanceId: f.instances[1] })],
    });
    const updated = (await auditOf(id)).find((a) => a.action === 'assessment.updated');
    expect(updated?.details).toMatchObject({
      changed: ['name', 'giveFeedback', 'items'],
    });
  });

  it('answers 409 once a session exists, changing nothing', async () => {
    const id = await f.createAssessment();
    await f.startSession(id, f.participantA);
    const response = await put(
      `/api/assessments/${id}`,
      { name: 'Changed', instanceIds: [f.instances[0]] },
      'researcherA',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(ASSESSMENT_LOCKED_MESSAGE);
    expect((await f.get(`/api/assessments/${id}`)).json().assessment.instanceCount).toBe(3);
  });

  it('stays frozen after its only played session is erased, and plays its first items', async () => {
    const id = await f.createAssessment();
    const child = await f.insertParticipant(f.instituteA, 'FROZEN-1');
    const first = await f.startSession(id, child);
    const played = await f.t.app.inject({ url: `/api/play/${first.token}` });
    expect(played.statusCode).toBe(200);
    const erased = await f.t.app.inject({
      method: 'DELETE',
      url: `/api/participants/${child}`,
      headers: await f.headers('admin'),
    });
    expect(erased.statusCode).toBe(204);

    const detail = await f.get(`/api/assessments/${id}`);
    expect(detail.json().assessment).toMatchObject({ locked: true, sessionCounts: { total: 0 } });
    const listed = (await f.get('/api/assessments')).json().assessments;
    expect(listed.find((a: { id: number }) => a.id === id)).toMatchObject({ locked: true });

    const response = await put(
      `/api/assessments/${id}`,
      { name: 'Changed', instanceIds: [f.instances[2], f.instances[0]] },
      'researcherA',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(ASSESSMENT_LOCKED_MESSAGE);

    const next = await f.startSession(id, f.participantA);
    const content = await f.t.app.inject({ url: `/api/play/${next.token}` });
    expect(content.json().instances).toEqual(played.json().instances);
    expect(content.json().totalCount).toBe(played.json().totalCount);
    expect((await f.get(`/api/assessments/${id}`)).json().assessment.items).toEqual(
      detail.json().assessment.items,
    );
  });

  it('answers 409 for a taken name, 400 for a missing instance', async () => {
    const id = await f.createAssessment();
    const other = await f.createAssessment();
    const body = { name: 'Whatever', instanceIds: [f.instances[0]] };
    const otherName = (await f.get(`/api/assessments/${other}`)).json().assessment.name;
    const taken = await put(`/api/assessments/${id}`, { ...body, name: otherName }, 'admin');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(ASSESSMENT_NAME_EXISTS_MESSAGE);
    const missing = await put(
      `/api/assessments/${id}`,
      { ...body, instanceIds: [123456] },
      'admin',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('/body/instanceIds/0');
  });
});

describe('POST /api/assessments/{id}/duplicate', () => {
  it('copies a locked assessment unlocked, in its institute, with an audit entry', async () => {
    const id = await f.createAssessment({ giveFeedback: true });
    await f.startSession(id, f.participantA);
    const response = await f.post(
      `/api/assessments/${id}/duplicate`,
      { name: 'Copy of it' },
      'researcherA',
    );
    expect(response.statusCode).toBe(201);
    const copy = response.json().assessment;
    expect(copy).toMatchObject({
      name: 'Copy of it',
      locked: false,
      settings: { giveFeedback: true },
      researchInstitute: { id: f.instituteA },
    });
    expect(copy.items.map((i: { instanceId: number }) => i.instanceId)).toEqual(f.instances);
    const [audit] = await auditOf(copy.id);
    expect(audit).toMatchObject({
      action: 'assessment.duplicated',
      details: { sourceAssessmentId: id },
    });
    const again = await f.post(`/api/assessments/${id}/duplicate`, { name: 'copy of IT' });
    expect(again.statusCode).toBe(409);
    expect((await f.post(`/api/assessments/${id}/duplicate`, { name: '' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/assessments/{id}', () => {
  const remove = async (id: number) =>
    f.t.app.inject({
      method: 'DELETE',
      url: `/api/assessments/${id}`,
      headers: await f.headers('researcherA'),
    });

  it('deletes an assessment without sessions, audited; refuses one with sessions, saying so', async () => {
    const unused = await f.createAssessment();
    expect((await remove(unused)).statusCode).toBe(204);
    expect((await f.get(`/api/assessments/${unused}`)).statusCode).toBe(404);
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.deleted'), eq(auditLog.entityId, String(unused))));
    expect(entry!.details).toMatchObject({ researchInstituteId: f.instituteA });

    const played = await f.createAssessment();
    await f.startSession(played, f.participantA);
    const refused = await remove(played);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This assessment has 1 session(s): it stays with their results. Duplicate it to make a new one.',
    );
    expect((await f.get(`/api/assessments/${played}`)).statusCode).toBe(200);
  });
});
