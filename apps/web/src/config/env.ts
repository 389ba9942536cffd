import { z } from 'zod';

/** Build-time settings, parsed once; nothing else reads `import.meta.env`. */
const EnvSchema = z.object({
  /** Base of every API call. Same origin by default: the server serves the app and `/api`. */
  VITE_API_URL: z
    .string()
    .regex(/^(\/|https?:\/\/)/, 'VITE_API_URL must be a path starting with / or an http(s) URL')
    .default('/api'),
  DEV: z.boolean(),
});

const parsed = EnvSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid web environment: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
}

export const env = {
  apiUrl: parsed.data.VITE_API_URL.replace(/\/$/, ''),
  dev: parsed.data.DEV,
} as const;
