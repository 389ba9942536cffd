import path from 'node:path';
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
  SUBMISSIONS_PENDING_PER_USER: z.coerce.number().int().positive().default(3),
  WEB_DIST_DIR: z.string().optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
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
  judge: { workers: number | undefined; allowUnsandboxed: boolean; pendingPerUser: number };
  webDistDir: string | undefined;
  ai: { baseUrl?: string; apiKey?: string; model?: string };
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
      allowUnsandboxed: env.JUDGE_ALLOW_UNSANDBOXED ?? false,
      pendingPerUser: env.SUBMISSIONS_PENDING_PER_USER,
    },
    webDistDir: env.WEB_DIST_DIR,
    ai: { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL },
  };
}
