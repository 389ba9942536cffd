import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The Content-Security-Policy the server sends in production, repeated on `vite preview` so a
 * preview build breaks the same way production would if code needed inline scripts or styles.
 * (The dev server cannot use it: React Refresh injects an inline script.)
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "require-trusted-types-for 'script'",
].join('; ');

const API_TARGET = 'http://localhost:5001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      {
        // The markdown parser decodes a named character reference (`&lt;`, `&amp;`) in the browser
        // by assigning it to innerHTML, which the CSP's Trusted Types refuse: a statement with one
        // crashed its page (found by e2e/injection.e2e.ts). Its table-based build decodes the same
        // without touching the DOM.
        find: /^decode-named-character-reference$/,
        replacement: createRequire(import.meta.url).resolve('decode-named-character-reference'),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Never turn assets into data: URLs; every file is served from 'self'.
    assetsInlineLimit: 0,
  },
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
    headers: { 'Content-Security-Policy': CSP },
  },
});
