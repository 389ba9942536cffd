// `npm start`: install what is missing, build, then run the server (which migrates, seeds and
// serves the app and the API at http://localhost:5001). Ctrl+C stops it cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, checkNode, ensureNpmDeps, ensureSystemPackages, root } from './ensure.mjs';

const t0 = Date.now();
await checkNode();
ensureNpmDeps();
ensureSystemPackages(['judge']);
buildIfStale();
console.log(`[setup] ready to start in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const child = spawn(process.execPath, [path.join(root, 'apps', 'server', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl+C reaches the server directly (same process group); a SIGTERM sent to us is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
