/**
 * `tsx judge/loadgen.ts <url> <token> <rate> <seconds>`: an open-loop load of GET requests at a
 * fixed rate (a request every 1/rate s, whether or not the last one answered), from a process
 * of its own so that it never competes with the server's event loop. Prints each latency (ms).
 */
import http from 'node:http';

const [url = '', token = '', rateArg = '100', secondsArg = '5'] = process.argv.slice(2);
const rate = Number(rateArg);
const total = Math.round(rate * Number(secondsArg));
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const latencies: number[] = [];
let failed = 0;
const one = () =>
  new Promise<void>((resolve) => {
    const t0 = performance.now();
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) latencies.push(performance.now() - t0);
        else failed++;
        resolve();
      });
    });
    req.on('error', () => {
      failed++;
      resolve();
    });
  });
const start = performance.now();
const pending: Array<Promise<void>> = [];
for (let i = 0; i < total; i++) {
  const due = start + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  pending.push(one());
}
await Promise.all(pending);
agent.destroy();
process.stdout.write(JSON.stringify({ latencies, failed }));
