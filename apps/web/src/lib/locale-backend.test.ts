import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createLocaleBackend } from './locale-backend';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function read(backend: ReturnType<typeof createLocaleBackend>, lng: string, ns: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => {
    backend.read(lng, ns, (error, data) => resolve({ error, data }));
  });
}

describe('createLocaleBackend', () => {
  it('reads /locales/{lng}/{ns}.json', async () => {
    const fetchLocale = vi.fn(async () => json({ hello: 'Hallo' }));
    const result = await read(createLocaleBackend(fetchLocale), 'de', 'common');
    expect(fetchLocale).toHaveBeenCalledWith('/locales/de/common.json', expect.anything());
    expect(result).toEqual({ error: null, data: { hello: 'Hallo' } });
  });

  it('asks for a retry after a network or server error, not after a 404', async () => {
    const offline = await read(
      createLocaleBackend(async () => {
        throw new TypeError('Failed to fetch');
      }),
      'en',
      'common',
    );
    expect(offline.data).toBe(true);
    const serverError = await read(
      createLocaleBackend(async () => json({}, 503)),
      'en',
      'common',
    );
    expect(serverError.data).toBe(true);
    const missing = await read(
      createLocaleBackend(async () => json({}, 404)),
      'en',
      'nope',
    );
    expect(missing.error).toBeInstanceOf(Error);
    expect(missing.data).toBe(false);
  });

  it('is retried by i18next until the file loads', async () => {
    let calls = 0;
    const fetchLocale = vi.fn(async () => (++calls < 3 ? json({}, 503) : json({ appName: 'Hi' })));
    const instance = i18n.createInstance();
    await instance.use(createLocaleBackend(fetchLocale)).init({
      lng: 'en',
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      maxRetries: 5,
      retryTimeout: 1,
    });
    expect(calls).toBe(3);
    expect(instance.t('appName')).toBe('Hi');
  });
});
