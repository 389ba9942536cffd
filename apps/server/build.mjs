// Bundles the server into dist/ with esbuild: workspace packages (TypeScript sources) are inlined,
// npm dependencies stay external and load from node_modules.

import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@codecoach/'));
const entries = ['src/server.ts', 'src/worker.ts', 'src/cli.ts'].filter((f) => {
  try {
    readFileSync(new URL(f, import.meta.url));
    return true;
  } catch {
    return false;
  }
});
await build({
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'yaml'],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`built ${entries.join(', ')} -> apps/server/dist`);
