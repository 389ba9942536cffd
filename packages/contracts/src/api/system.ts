import { z } from 'zod';
import { Language } from '../domain.ts';
import { Envelope } from './common.ts';

export const HealthResponse = Envelope.extend({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ mode: z.enum(['embedded', 'external']), ok: z.boolean() }),
  queue: z.object({
    /** Submissions waiting for a verdict. */
    pending: z.number().int(),
    /** Judge workers in processes that beat within the last 10 s. */
    workers: z.number().int(),
    /** Age of the oldest pending submission in seconds; null when none is pending. */
    oldestPendingSeconds: z.number().int().nullable(),
    /** Judge jobs locked by a process that stopped beating (the next sweep releases them). */
    orphanedJobs: z.number().int(),
    /**
     * Generate AI Problem jobs: how many are queued or running, the oldest's age in seconds (null
     * when none), and how many are held by a process that stopped beating (the next sweep gives
     * them to a live worker).
     */
    generation: z.object({
      open: z.number().int(),
      oldestOpenSeconds: z.number().int().nullable(),
      orphanedJobs: z.number().int(),
    }),
  }),
  sandbox: z.object({ ok: z.boolean(), mechanism: z.string(), reason: z.string().optional() }),
  languages: z.array(
    z.object({ id: Language, name: z.string(), version: z.string(), available: z.boolean() }),
  ),
  /** The AI tutor: the engine in use, its label on screens, and whether its last call worked. */
  ai: z.object({
    engine: z.string(),
    model: z.string().nullable(),
    label: z.string().optional(),
    lastCall: z
      .object({
        at: z.string(),
        ok: z.boolean(),
        kind: z.string(),
        engine: z.string(),
        error: z.string().optional(),
      })
      .nullable()
      .optional(),
  }),
  demoMode: z.boolean(),
  /** The problem bank is built and seeded in the background at start; `ready` once it is done. */
  bank: z.object({ ready: z.boolean(), problems: z.number().int(), failed: z.number().int() }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const PublicStatsResponse = Envelope.extend({
  data: z.object({
    problemsSolved: z.number().int(),
    activeLearners: z.number().int(),
    /** Percent of judged submissions accepted, 0..100 with one decimal. */
    acceptanceRate: z.number(),
    languagesAvailable: z.number().int(),
  }),
});
export type PublicStatsResponse = z.infer<typeof PublicStatsResponse>;

export const NewsletterRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'E-mail is required')
    .max(254, 'E-mail is too long')
    .pipe(z.email('Enter a valid e-mail address')),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequest>;
/** What the newsletter form and the API say on a server that sends no e-mail (no SMTP_URL). */
export const NEWSLETTER_NO_MAIL = 'This site does not send e-mail, so it has no newsletter to subscribe to.';
export const NEWSLETTER_UNSUBSCRIBED = 'You are unsubscribed: no more CodeCoach newsletters will come.';
/** The one-click unsubscribe link's query (RFC 8058): the subscription's secret token. */
export const UnsubscribeQuery = z.object({ token: z.uuid('This unsubscribe link is not valid') });

export const AdminStatsResponse = Envelope.extend({
  data: z.object({
    overview: z.object({
      users: z.number().int(),
      problems: z.number().int(),
      submissions: z.number().int(),
      activeUsers: z.number().int(),
    }),
  }),
});
export type AdminStatsResponse = z.infer<typeof AdminStatsResponse>;
