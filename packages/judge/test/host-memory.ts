/**
 * How much CPU time this host takes to fault in fresh memory, measured once per test process.
 * A virtual machine's page faults can cost ten times a bare machine's: 266 MB took 1.1 s of CPU
 * on one CI host and about 0.1 s on others. A test whose program must fill memory before its time
 * limit (a memory bomb, a program that holds too much and then spins) gives it that long on top,
 * so that which limit it meets first does not depend on the host.
 */
const SAMPLE_MB = 64;

function sampleCpuMs(): number {
  const before = process.cpuUsage();
  const b = Buffer.allocUnsafeSlow(SAMPLE_MB << 20);
  for (let i = 0; i < b.length; i += 4096) b[i] = 1;
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

let perMb: number | undefined;

/** The CPU milliseconds this host takes to touch `mb` MB of memory it has just allocated. */
export function fillCpuMs(mb: number): number {
  perMb ??= Math.min(sampleCpuMs(), sampleCpuMs()) / SAMPLE_MB;
  return perMb * mb;
}

/**
 * A time limit that leaves a program `base` ms besides filling `mb` MB on this host, twice over
 * (the sandbox's memory accounting costs more than a plain process's).
 */
export const withFill = (base: number, mb: number): number => base + Math.ceil(2 * fillCpuMs(mb));
