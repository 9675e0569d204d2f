// The only module that reads process.env. Parsed and validated once at start-up;
// every other module receives the typed `Config`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { adminBaseUrl } from './identity/keycloak-admin.ts';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, context) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'object' && !Array.isArray(parsed)) {
          context.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
    OIDC_CLIENT_ID: z.string().min(1).default('cogniplay-web'),
    KEYCLOAK_ADMIN_CLIENT_ID: z.string().min(1).optional(),
    KEYCLOAK_ADMIN_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_REALM: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('cogniplay'),
    CONTACT_EMAIL: z.email().default('team@cogniplay.example'),
    SEED_DEMO: bool.default(true),
    DEMO_PASSWORD: z.string().min(8).default('cogniplay-demo'),
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    LOGIN_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
    LOGIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(100),
    LOGIN_PAUSE_RESET_SECONDS: z.coerce.number().int().positive().default(3600),
    LOGIN_MAX_PAUSE_SECONDS: z.coerce.number().int().positive().default(300),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Cogniplay <no-reply@cogniplay.example>'),
    INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    UPLOAD_MAX_INSTANCES: z.coerce.number().int().positive().max(1_000_000).default(10_000),
    PLAY_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    PLAY_TOKEN_RATE_LIMIT: z.coerce.number().int().positive().default(120),
    PLAY_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(30_000),
    PLAY_CODE_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    PLAY_CODE_MAX_PAUSE_SECONDS: z.coerce.number().int().positive().default(900),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    EXPORT_STALL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    EXPORT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    STOP_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(1),
    RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  })
  .refine((e) => !e.OIDC_ISSUER || e.OIDC_CLIENT_ID, {
    path: ['OIDC_CLIENT_ID'],
    message: 'is required when OIDC_ISSUER is set',
  })
  // Invitations create and mail Keycloak users through its Admin API.
  .refine((e) => !e.OIDC_ISSUER || adminBaseUrl(e.OIDC_ISSUER), {
    path: ['OIDC_ISSUER'],
    message: "must be a Keycloak realm's issuer, ending in /realms/<realm>",
  })
  .refine((e) => !e.OIDC_ISSUER || e.KEYCLOAK_ADMIN_CLIENT_ID, {
    path: ['KEYCLOAK_ADMIN_CLIENT_ID'],
    message: 'is required when OIDC_ISSUER is set (the service-account client for invitations)',
  })
  .refine((e) => !e.OIDC_ISSUER || e.KEYCLOAK_ADMIN_CLIENT_SECRET, {
    path: ['KEYCLOAK_ADMIN_CLIENT_SECRET'],
    message: 'is required when OIDC_ISSUER is set (the service-account client for invitations)',
  });

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Origin of the site, without a trailing slash (`http://localhost:3000`). */
  publicUrl: string;
  logLevel: string;
  /** Which proxies may name the client (X-Forwarded-For): none, a hop count or addresses. */
  trustProxy: TrustProxy;
  database:
    | { kind: 'pglite'; dataDir: string }
    /** `poolSize`: connections this instance may open (PGlite always has exactly one). */
    | { kind: 'postgres'; url: string; poolSize: number };
  webDistDir: string;
  oidc: {
    /** True when this process runs the embedded provider under `/realms/{realm}`. */
    embedded: boolean;
    issuer: string;
    clientId: string;
    realm: string;
    /** Keycloak's service-account client (Admin API), set exactly when the issuer is external. */
    admin: { clientId: string; clientSecret: string } | undefined;
  };
  /** Address of the landing screen's 'Contact our team' link. */
  contactEmail: string;
  seedDemo: boolean;
  demoPassword: string;
  /** Sign-in attempts per (account, address) pair in a fixed window; then 429 until it ends. */
  loginRateLimit: { max: number; windowSeconds: number };
  /**
   * Sign-in attempts per account from any address: `threshold` without pause, then pauses of 1 s,
   * doubling up to `maxDelaySeconds`; forgotten after `windowSeconds` without an attempt.
   */
  loginAccountDelay: { threshold: number; windowSeconds: number; maxDelaySeconds: number };
  /**
   * Play codes typed per client address, as sign-ins per account: `threshold` without pause,
   * then pauses doubling up to `maxDelaySeconds`; a right code is not counted.
   */
  playCodeDelay: { threshold: number; windowSeconds: number; maxDelaySeconds: number };
  /** Invitation mails go through SMTP when `smtpUrl` is set, else into the outbox table. */
  mail: { smtpUrl: string | undefined; from: string };
  invitationTtlDays: number;
  /** Largest game upload file accepted; bigger ones answer 413. */
  uploadMaxBytes: number;
  /** Most instances one upload file may hold; more answer 413 before the file is parsed. */
  uploadMaxInstances: number;
  /** Days a play link works after it is made (a new link starts the time again). */
  playLinkTtlDays: number;
  /**
   * Seconds an export download may stand still (its reader taking nothing) before it is ended
   * and its temporary file deleted.
   */
  exportStallSeconds: number;
  /** How often each instance looks for participants past their retention (db/retention.ts). */
  retentionIntervalMinutes: number;
  /** Export files one user may ask for in 15 minutes (per server instance); then 429. */
  exportRateLimit: { max: number; windowSeconds: number };
  /** Seconds a stopping instance drains before it stops listening (plugins/graceful-stop.ts). */
  stopDrainSeconds: number;
  /**
   * Play API requests per minute: per link (one child's tablet) and per client address (a whole
   * school behind one address); then 429 until the minute ends.
   */
  playRateLimit: { perToken: number; perAddress: number; windowSeconds: number };
  /** Bearer token a Prometheus scraper presents at /metrics; unset: no metrics. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

/** Parse the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most deployment tools.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const embedded = !e.OIDC_ISSUER;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : {
          kind: 'pglite',
          dataDir: e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR),
        },
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    oidc: {
      embedded,
      issuer: (e.OIDC_ISSUER ?? `${publicUrl}/realms/${e.OIDC_REALM}`).replace(/\/+$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      realm: e.OIDC_REALM,
      admin:
        e.KEYCLOAK_ADMIN_CLIENT_ID && e.KEYCLOAK_ADMIN_CLIENT_SECRET && !embedded
          ? { clientId: e.KEYCLOAK_ADMIN_CLIENT_ID, clientSecret: e.KEYCLOAK_ADMIN_CLIENT_SECRET }
          : undefined,
    },
    contactEmail: e.CONTACT_EMAIL,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT, windowSeconds: e.LOGIN_RATE_WINDOW_SECONDS },
    loginAccountDelay: {
      threshold: e.LOGIN_ACCOUNT_RATE_LIMIT,
      windowSeconds: e.LOGIN_PAUSE_RESET_SECONDS,
      maxDelaySeconds: e.LOGIN_MAX_PAUSE_SECONDS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    invitationTtlDays: e.INVITATION_TTL_DAYS,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadMaxInstances: e.UPLOAD_MAX_INSTANCES,
    playLinkTtlDays: e.PLAY_LINK_TTL_DAYS,
    exportStallSeconds: e.EXPORT_STALL_SECONDS,
    retentionIntervalMinutes: e.RETENTION_INTERVAL_MINUTES,
    exportRateLimit: { max: e.EXPORT_RATE_LIMIT, windowSeconds: 15 * 60 },
    stopDrainSeconds: e.STOP_DRAIN_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    playCodeDelay: {
      threshold: e.PLAY_CODE_RATE_LIMIT,
      windowSeconds: 3600,
      maxDelaySeconds: e.PLAY_CODE_MAX_PAUSE_SECONDS,
    },
    playRateLimit: {
      perToken: e.PLAY_TOKEN_RATE_LIMIT,
      perAddress: e.PLAY_ADDRESS_RATE_LIMIT,
      windowSeconds: 60,
    },
  };
}
