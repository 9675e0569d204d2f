import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../src/db/schema/index.ts';
import { organisationsFixtureForFile } from '../organisations-fixture.ts';

const f = organisationsFixtureForFile();
beforeAll(async () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
  await f.t.db.insert(mailOutbox).values([
    {
      recipient: 'First@Example.org',
      subject: 'One',
      body: 'text one',
      link: 'http://x/1',
      createdAt: at(1),
    },
    {
      recipient: 'second@example.org',
      subject: 'Two',
      body: 'text two',
      link: null,
      createdAt: at(2),
    },
    {
      recipient: 'first@example.org',
      subject: 'Three',
      body: 'text three',
      link: 'http://x/3',
      createdAt: at(3),
    },
  ]);
});

describe('GET /api/outbox', () => {
  it('answers the kept mails newest first', async () => {
    const response = await f.t.app.inject({
      url: '/api/outbox',
      headers: await f.headers('admin'),
    });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Three', 'Two', 'One']);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      to: 'first@example.org',
      subject: 'Three',
      text: 'text three',
      link: 'http://x/3',
      createdAt: '2026-01-01T12:03:00.000Z',
    });
  });

  it('keeps only the mails to one address when asked, case-insensitively', async () => {
    const response = await f.t.app.inject({
      url: '/api/outbox?to=FIRST@example.org',
      headers: await f.headers('admin'),
    });
    expect(response.json().messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Three',
      'One',
    ]);
  });

  it('refuses unknown query parameters', async () => {
    const response = await f.t.app.inject({
      url: '/api/outbox?from=x',
      headers: await f.headers('admin'),
    });
    expect(response.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    for (const persona of ['researcherA', 'noRole'] as const) {
      const response = await f.t.app.inject({
        url: '/api/outbox',
        headers: await f.headers(persona),
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await f.t.app.inject({ url: '/api/outbox' })).statusCode).toBe(401);
  });
});
