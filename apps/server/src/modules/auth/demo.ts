/**
 * The spec's "Quick Test Login" admin. It exists only in demo mode (on for the embedded
 * `npm start`, off in production unless DEMO_MODE=true); outside demo mode it is disabled.
 */
export const DEMO_ADMIN = {
  name: 'Demo Admin',
  email: 'admin@codecoach.dev',
  password: 'CodeCoach-Demo-2026',
} as const;
