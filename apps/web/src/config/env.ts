/**
 * Build-time settings, checked once; nothing else reads `import.meta.env`. Plain checks rather than
 * a zod schema: this module is part of the entry chunk, which must not carry zod (the landing
 * page's JavaScript budget; zod loads with the first API answer, see lib/api-client.ts).
 */
function readEnv(raw: ImportMetaEnv) {
  const issues: string[] = [];
  /** Base of every API call. Same origin by default: the server serves the app and `/api`. */
  const apiUrl: unknown = raw.VITE_API_URL ?? '/api';
  if (typeof apiUrl !== 'string') issues.push('VITE_API_URL must be a string');
  else if (!/^(\/|https?:\/\/)/.test(apiUrl))
    issues.push('VITE_API_URL must be a path starting with / or an http(s) URL');
  if (typeof raw.DEV !== 'boolean') issues.push('DEV must be a boolean');
  if (issues.length > 0 || typeof apiUrl !== 'string') {
    throw new Error(`Invalid web environment: ${issues.join('; ')}`);
  }
  return { apiUrl: apiUrl.replace(/\/$/, ''), dev: raw.DEV } as const;
}

export const env = readEnv(import.meta.env);
