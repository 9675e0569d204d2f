import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults that need no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database.kind).toBe('pglite');
    expect(config.oidc).toEqual({
      embedded: true,
      issuer: 'http://localhost:3000/realms/cogniplay',
      clientId: 'cogniplay-web',
      realm: 'cogniplay',
    });
  });

  it('takes TRUST_PROXY as a hop count or addresses, and refuses to trust every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.1.0/24' }).trustProxy).toEqual([
      '10.0.0.2',
      '192.168.1.0/24',
    ]);
    expect(errorOf({ TRUST_PROXY: 'true' })).toMatch(/TRUST_PROXY.*TRUST_PROXY=1/s);
    expect(errorOf({ TRUST_PROXY: 'yes' })).toMatch(/would trust every hop/);
    expect(errorOf({ TRUST_PROXY: 'proxy.local' })).toMatch(/not a hop count or a list/);
  });

  it('names PORT when it is not a port number', () => {
    expect(errorOf({ PORT: 'abc' })).toMatch(/^\s*PORT: /m);
    expect(errorOf({ PORT: '70000' })).toMatch(/^\s*PORT: /m);
  });

  it('bounds the instances of one upload: 10,000 by default, names UPLOAD_MAX_INSTANCES', () => {
    expect(loadConfig({}).uploadMaxInstances).toBe(10_000);
    expect(loadConfig({ UPLOAD_MAX_INSTANCES: '500' }).uploadMaxInstances).toBe(500);
    expect(errorOf({ UPLOAD_MAX_INSTANCES: '0' })).toMatch(/^\s*UPLOAD_MAX_INSTANCES: /m);
    expect(errorOf({ UPLOAD_MAX_INSTANCES: '2000000' })).toMatch(/^\s*UPLOAD_MAX_INSTANCES: /m);
  });

  it('drains 1 s before a stop by default, 0 to 60 s, named by STOP_DRAIN_SECONDS', () => {
    expect(loadConfig({}).stopDrainSeconds).toBe(1);
    expect(loadConfig({ STOP_DRAIN_SECONDS: '0' }).stopDrainSeconds).toBe(0);
    expect(errorOf({ STOP_DRAIN_SECONDS: '61' })).toMatch(/^\s*STOP_DRAIN_SECONDS: /m);
    expect(errorOf({ STOP_DRAIN_SECONDS: '0.5' })).toMatch(/^\s*STOP_DRAIN_SECONDS: /m);
  });

  it('keeps play links 14 days by default and limits play requests, named by PLAY_*', () => {
    const config = loadConfig({});
    expect(config.playLinkTtlDays).toBe(14);
    expect(config.playRateLimit).toEqual({ perToken: 120, perAddress: 30_000, windowSeconds: 60 });
    expect(loadConfig({ PLAY_LINK_TTL_DAYS: '3' }).playLinkTtlDays).toBe(3);
    expect(errorOf({ PLAY_LINK_TTL_DAYS: '0' })).toContain('PLAY_LINK_TTL_DAYS');
    expect(errorOf({ PLAY_TOKEN_RATE_LIMIT: 'many' })).toContain('PLAY_TOKEN_RATE_LIMIT');
  });

  it('lets a user ask for 30 export files in 15 minutes by default, named by EXPORT_RATE_LIMIT', () => {
    expect(loadConfig({}).exportRateLimit).toEqual({ max: 30, windowSeconds: 900 });
    expect(loadConfig({ EXPORT_RATE_LIMIT: '5' }).exportRateLimit.max).toBe(5);
    expect(errorOf({ EXPORT_RATE_LIMIT: '0' })).toMatch(/^\s*EXPORT_RATE_LIMIT: /m);
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL', () => {
    expect(errorOf({ DATABASE_URL: 'mysql://localhost/x' })).toMatch(/^\s*DATABASE_URL: /m);
    expect(errorOf({ DATABASE_URL: 'not a url' })).toMatch(/^\s*DATABASE_URL: /m);
  });

  it('names every bad variable at once', () => {
    const message = errorOf({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
  });

  it('switches to PostgreSQL and to an external issuer', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db.example/cogniplay',
      OIDC_ISSUER: 'https://auth.example.org/realms/cogniplay/',
      OIDC_CLIENT_ID: 'web',
      KEYCLOAK_ADMIN_CLIENT_ID: 'cogniplay-admin',
      KEYCLOAK_ADMIN_CLIENT_SECRET: 'a-secret',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://db.example/cogniplay',
      poolSize: 10,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db.example/c', DATABASE_POOL_SIZE: '25' }).database,
    ).toMatchObject({ poolSize: 25 });
    expect(errorOf({ DATABASE_POOL_SIZE: '0' })).toMatch(/DATABASE_POOL_SIZE/);
    expect(config.oidc).toMatchObject({
      embedded: false,
      issuer: 'https://auth.example.org/realms/cogniplay',
      clientId: 'web',
    });
  });

  it('keeps DATA_DIR=memory:// as an in-memory database', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
