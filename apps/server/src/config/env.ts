import path from 'node:path';
import { DEFAULT_JUDGE_CONFIG, type JudgeConfig } from '@codecoach/judge';
import { z } from 'zod';

/**
 * The only place that reads `process.env`. Every variable is listed in the README; a bad value
 * stops the server at start with one line per problem.
 */
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5001),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DEMO_MODE: bool,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  JUDGE_WORKERS: z.coerce.number().int().min(0).optional(),
  JUDGE_ALLOW_UNSANDBOXED: bool,
  JUDGE_PRESTART: bool,
  JUDGE_WORK_DIR: z.string().min(1).optional(),
  JUDGE_UID_BASE: z.coerce
    .number()
    .int()
    .min(1000)
    .max(2 ** 31 - 65536)
    .default(61000),
  JUDGE_UID_LOCK_DIR: z.string().min(1).optional(),
  JUDGE_CGROUP_ROOT: z.string().startsWith('/', 'must be an absolute path').optional(),
  JUDGE_TRACE: bool,
  PATH: z.string().optional(),
  SUBMISSIONS_PENDING_PER_USER: z.coerce.number().int().positive().default(3),
  SEED_PROBLEM_BANK: bool,
  /** Comma-separated slugs: seed only these problems of the bank (development, one journey). */
  SEED_PROBLEM_SLUGS: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  AI_GENERATE_PER_DAY: z.coerce.number().int().min(0).default(20),
  TUTOR_QUOTA_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Where links in e-mails point (never taken from a request's Host header). */
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Extra Contact line of /.well-known/security.txt (e.g. mailto:security@example.com). */
  SECURITY_CONTACT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// URI')
    .optional(),
});

export type RawEnv = z.input<typeof EnvSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { mode: 'external'; url: string } | { mode: 'embedded'; dataDir: string; port: number };
  dataDir: string;
  demoMode: boolean;
  bootstrapAdmin?: { email: string; password: string };
  logLevel: string;
  trustProxy: boolean;
  bodyLimit: number;
  session: { idleMs: number; absoluteMs: number };
  authRateLimit: { perIp: number; perEmail: number; windowMs: number };
  judge: {
    workers: number | undefined;
    pendingPerUser: number;
    /** Everything the judge is told (packages/judge JudgeConfig), but its slots (per process). */
    config: Omit<JudgeConfig, 'slots'>;
  };
  /** Build and seed the problem bank at start (one server of a fleet is enough). */
  seedBank: boolean;
  /** Seed only these slugs of the bank (SEED_PROBLEM_SLUGS); every problem when absent. */
  seedSlugs?: string[];
  webDistDir: string | undefined;
  /** The AI tutor: the configured model (any OpenAI-compatible endpoint), else the built-in tutor. */
  ai: {
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    timeoutMs: number;
    quotaPerHour: number;
    /** Generate AI Problem: generations per learner per 24 h. */
    generatePerDay: number;
  };
  /** The site's own address, without a trailing slash. */
  publicUrl: string;
  /** Outgoing e-mail; undefined when SMTP_URL is not set (password reset by e-mail is then off). */
  mail: { smtpUrl: string; from: string } | undefined;
  securityContact: string | undefined;
}

const DAY = 24 * 60 * 60 * 1000;

export function parseConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new Error(
      'Invalid environment configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL
      ? { mode: 'external', url: env.DATABASE_URL }
      : { mode: 'embedded', dataDir: path.join(dataDir, 'pg'), port: env.EMBEDDED_PG_PORT },
    dataDir,
    // Demo mode (the published "Quick Test Login" admin) is on for local runs and off in
    // production unless explicitly asked for.
    demoMode: env.DEMO_MODE ?? env.NODE_ENV !== 'production',
    ...(env.ADMIN_EMAIL && env.ADMIN_PASSWORD
      ? { bootstrapAdmin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } }
      : {}),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    bodyLimit: env.BODY_LIMIT_BYTES,
    session: { idleMs: env.SESSION_IDLE_DAYS * DAY, absoluteMs: env.SESSION_ABSOLUTE_DAYS * DAY },
    authRateLimit: {
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
      windowMs: env.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60 * 1000,
    },
    judge: {
      workers: env.JUDGE_WORKERS,
      pendingPerUser: env.SUBMISSIONS_PENDING_PER_USER,
      config: {
        ...DEFAULT_JUDGE_CONFIG,
        allowUnsandboxed: env.JUDGE_ALLOW_UNSANDBOXED ?? false,
        preStart: env.JUDGE_PRESTART ?? true,
        uidBase: env.JUDGE_UID_BASE,
        trace: env.JUDGE_TRACE ?? false,
        // The judge looks for its toolchains where this process would.
        ...(env.PATH ? { toolPath: env.PATH } : {}),
        ...(env.JUDGE_WORK_DIR ? { workDir: path.resolve(env.JUDGE_WORK_DIR) } : {}),
        ...(env.JUDGE_UID_LOCK_DIR ? { uidLockDir: path.resolve(env.JUDGE_UID_LOCK_DIR) } : {}),
        ...(env.JUDGE_CGROUP_ROOT ? { cgroupRoot: env.JUDGE_CGROUP_ROOT } : {}),
      },
    },
    seedBank: env.SEED_PROBLEM_BANK ?? true,
    ...(env.SEED_PROBLEM_SLUGS
      ? {
          seedSlugs: env.SEED_PROBLEM_SLUGS.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        }
      : {}),
    webDistDir: env.WEB_DIST_DIR,
    ai: {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      quotaPerHour: env.TUTOR_QUOTA_PER_HOUR,
      generatePerDay: env.AI_GENERATE_PER_DAY,
    },
    publicUrl,
    mail: env.SMTP_URL
      ? {
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM ?? `CodeCoach <no-reply@${new URL(publicUrl).hostname}>`,
        }
      : undefined,
    securityContact: env.SECURITY_CONTACT,
  };
}
