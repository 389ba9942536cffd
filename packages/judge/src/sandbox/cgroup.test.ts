import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { detectCgroups } from './cgroup.ts';

// The real v1 hierarchy is exercised by every sandboxed test; v2 is checked here against a
// folder laid out like /sys/fs/cgroup on a unified host.
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('cgroup v2 driver', () => {
  it('creates a box, sets limits and reads its counters', async () => {
    const base = mkdtempSync(join(tmpdir(), 'cg2-'));
    dirs.push(base);
    writeFileSync(join(base, 'cgroup.controllers'), 'cpuset cpu io memory hugetlb pids rdma misc\n');
    const found = detectCgroups(base);
    expect(found.driver?.version).toBe(2);
    const root = join(base, 'codecoach-judge');
    expect(readFileSync(join(root, 'cgroup.subtree_control'), 'utf8')).toBe('+memory +pids +cpu');
    // All boxes together one ordinary process's weight per core; each box the same weight.
    expect(readFileSync(join(root, 'cpu.weight'), 'utf8')).toBe(
      String(Math.min(10_000, 100 * availableParallelism())),
    );
    const cg = await found.driver?.create('123-0-0');
    const dir = join(root, '123-0-0');
    // The box: its launcher and its programs in two children, the memory limit on the programs'.
    const program = join(dir, 'program');
    expect(readFileSync(join(dir, 'cgroup.subtree_control'), 'utf8')).toBe('+memory');
    expect(cg?.cpuCounterFile).toBe(join(dir, 'cpu.stat'));
    expect(cg?.procsFiles).toEqual([join(dir, 'launcher', 'cgroup.procs')]);
    expect(cg?.programProcsFile).toBe(join(program, 'cgroup.procs'));
    expect(cg?.programPeakFile).toBe(join(program, 'memory.peak'));
    writeFileSync(join(program, 'memory.swap.max'), 'max');
    cg?.setLimits(300 * 1024 * 1024, 64);
    expect(readFileSync(join(program, 'memory.max'), 'utf8')).toBe(String(300 * 1024 * 1024));
    expect(readFileSync(join(program, 'memory.swap.max'), 'utf8')).toBe('0');
    expect(readFileSync(join(dir, 'pids.max'), 'utf8')).toBe('64');
    writeFileSync(join(dir, 'cpu.stat'), 'usage_usec 123456\nuser_usec 100000\nsystem_usec 23456\n');
    writeFileSync(join(program, 'memory.peak'), '70000000\n');
    writeFileSync(join(program, 'memory.current'), '1000\n');
    writeFileSync(join(program, 'memory.events'), 'low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n');
    expect(cg?.cpuUs()).toBe(123456);
    expect(cg?.memoryPeak()).toBe(70000000);
    expect(cg?.memoryUsage()).toBe(1000);
    expect(cg?.oomKills()).toBe(1);
  });

  it('says why when the controllers are missing', () => {
    const base = mkdtempSync(join(tmpdir(), 'cg2-'));
    dirs.push(base);
    writeFileSync(join(base, 'cgroup.controllers'), 'cpu io\n');
    expect(detectCgroups(base).reason).toMatch(/memory or pids/);
  });

  it('uses a delegated folder (JUDGE_CGROUP_ROOT)', () => {
    const base = mkdtempSync(join(tmpdir(), 'cg2-'));
    dirs.push(base);
    const delegated = join(base, 'system.slice', 'codecoach.service', 'judge');
    mkdirSync(delegated, { recursive: true });
    writeFileSync(join(delegated, 'cgroup.controllers'), 'memory pids cpu\n');
    const found = detectCgroups(join(base, 'nowhere'), delegated);
    expect(found.driver?.root).toBe(delegated);
  });
});
