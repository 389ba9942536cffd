import net from 'node:net';

/**
 * A bad network between one judge worker and PostgreSQL (bench/faults; issue 27, part 2). This
 * machine's kernel has no `netem`, so the worker's host runs this TCP proxy in its own network
 * namespace and the worker reaches PostgreSQL through it: every chunk, in each direction, is held
 * DELAY_MS before it is passed on (twice that per round trip), and every DROP_MIN_S-DROP_MAX_S
 * seconds one open connection, picked at random, is dropped: both sides reset (RST), as a NAT or
 * a firewall that forgets a connection does. Plain Node (its types stripped), only Node's modules.
 *
 * Run: node proxy.ts <listen host:port> <target host:port> <delay ms> <drop min s> <drop max s>
 * Prints `listening`, then `dropped <n>` per connection dropped. SIGUSR1 stops the drops (the
 * delay stays): the bench's faults are over.
 */

const [listen = '', target = '', delayArg = '100', dropMin = '5', dropMax = '15'] = process.argv.slice(2);
const DELAY_MS = Number(delayArg);
const [listenHost = '', listenPort = ''] = listen.split(':');
const [targetHost = '', targetPort = ''] = target.split(':');

const open = new Set<{ a: net.Socket; b: net.Socket }>();
let drops = 0;
let dropping = true;

/** Passes `from`'s data to `to` DELAY_MS later, in order (equal timeouts fire in order). */
function delayed(from: net.Socket, to: net.Socket): void {
  from.on('data', (chunk) => {
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, DELAY_MS);
  });
  from.on('end', () => setTimeout(() => to.end(), DELAY_MS));
}

const server = net.createServer((a) => {
  const b = net.connect(Number(targetPort), targetHost);
  const pair = { a, b };
  open.add(pair);
  const close = () => {
    open.delete(pair);
    a.destroy();
    b.destroy();
  };
  a.on('error', close);
  b.on('error', close);
  a.on('close', close);
  b.on('close', close);
  delayed(a, b);
  delayed(b, a);
});

/** Drops one open connection; with none open (the worker restarting), tries again a second later. */
function dropOne(): void {
  const pairs = [...open];
  const pair = pairs[Math.floor(Math.random() * pairs.length)];
  if (!dropping) return;
  if (!pair) {
    setTimeout(dropOne, 1000).unref();
    return;
  }
  open.delete(pair);
  pair.a.resetAndDestroy();
  pair.b.resetAndDestroy();
  console.log(`dropped ${++drops}`);
  schedule();
}

function schedule(): void {
  if (!dropping) return;
  const s = Number(dropMin) + Math.random() * (Number(dropMax) - Number(dropMin));
  setTimeout(dropOne, s * 1000).unref();
}

process.on('SIGUSR1', () => {
  dropping = false;
  console.log('drops stopped');
});
process.on('SIGTERM', () => process.exit(0));

server.listen(Number(listenPort), listenHost, () => {
  console.log('listening');
  schedule();
});
