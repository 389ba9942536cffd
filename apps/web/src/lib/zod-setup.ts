import { config } from 'zod';

/**
 * Zod compiles fast parsers with `new Function`, which the CSP's Trusted Types rule blocks (and
 * Chromium reports even zod's probe for it as a violation). Imported first by main.tsx, before
 * any module parses anything; the interpreted path is plenty for API answers.
 */
config({ jitless: true });
