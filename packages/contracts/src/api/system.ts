import { z } from 'zod';
import { Language } from '../domain.ts';
import { Envelope } from './common.ts';

export const HealthResponse = Envelope.extend({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ mode: z.enum(['embedded', 'external']), ok: z.boolean() }),
  queue: z.object({ pending: z.number().int(), workers: z.number().int() }),
  sandbox: z.object({ ok: z.boolean(), mechanism: z.string(), reason: z.string().optional() }),
  languages: z.array(
    z.object({ id: Language, name: z.string(), version: z.string(), available: z.boolean() }),
  ),
  ai: z.object({ engine: z.string(), model: z.string().nullable() }),
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
