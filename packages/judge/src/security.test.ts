import { randomBytes } from 'node:crypto';
import { chmodSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { LANGUAGES, type Signature } from '@codecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tested } from '../test/languages.ts';
import { HOSTILE, hostileTimeLimit, SECRET_FILE } from '../test/sandbox-attacks.ts';
import { createJudge, type Judge } from './index.ts';
import { ownerTag } from './sandbox/owner.ts';

/**
 * Hostile programs from docs/sandbox-notes.md. Each must get its verdict, leak neither the root-only
 * file nor the judge's own environment into any part of the answer, leave no process behind,
 * and leave the judge working.
 */
const SECRET_CONTENT = `file-secret-${randomBytes(12).toString('hex')}`;
const SECRET_ENV = `env-secret-${randomBytes(12).toString('hex')}`;
const SLOTS = 2;
const sig: Signature = { function: 'attack', params: [{ name: 'n', type: 'int' }], returns: 'string' };
/** A custom checker (it runs in its own box, checker-box.ts): the answer must start with 'blocked'. */
const blocked =
  "export default (_i, _e, actual) => typeof actual === 'string' && actual.startsWith('blocked');";

/**
 * Processes in this judge's box cgroups (other judges may run on the machine) that are not an
 * idle box: bwrap itself, or the launcher as pid 1 of its box.
 */
function strays(): string[] {
  const mine = `/codecoach-judge/${ownerTag()}-`;
  const out: string[] = [];
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      if (!readFileSync(`/proc/${p}/cgroup`, 'utf8').includes(mine)) continue;
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const exe = readlinkSync(`/proc/${p}/exe`);
      const nspid = /^NSpid:\s+(.*)$/m.exec(status)?.[1]?.trim().split(/\s+/).pop();
      if (exe === '/usr/bin/bwrap' || (exe === '/judge/launcher' && nspid === '1')) continue;
      out.push(`${p} ${exe} ${readFileSync(`/proc/${p}/cmdline`, 'latin1').replace(/\0/g, ' ')}`);
    } catch {}
  }
  return out;
}

async function noStrays(): Promise<string[]> {
  let s = strays();
  for (let i = 0; i < 40 && s.length; i++) {
    await new Promise((r) => setTimeout(r, 50));
    s = strays();
  }
  return s;
}

let judge: Judge;
/** Runs each JavaScript and Python program in an interpreter started ahead (prestart.ts). */
let preStarting: Judge;
let shadowLine = '';
beforeAll(async () => {
  writeFileSync(SECRET_FILE, SECRET_CONTENT);
  chmodSync(SECRET_FILE, 0o600);
  process.env.CODECOACH_TEST_SECRET = SECRET_ENV;
  shadowLine = readFileSync('/etc/shadow', 'utf8').split('\n')[0] ?? '';
  // Per-test stray checks need no pre-started interpreter waiting in a box; those are tested
  // below, with the same leak checks, and the final check after closing covers both judges.
  judge = await createJudge({ slots: SLOTS, preStart: false });
  preStarting = await createJudge({ slots: 1 });
  const st = await judge.status();
  expect(st.sandbox.ok, st.sandbox.reason).toBe(true);
});
afterAll(async () => {
  await judge?.close();
  await preStarting?.close();
  rmSync(SECRET_FILE, { force: true });
  delete process.env.CODECOACH_TEST_SECRET;
  // Closing removes the idle boxes too: no process and no cgroup of this judge may be left.
  const mine = `/codecoach-judge/${ownerTag()}-`;
  const left = readdirSync('/proc').filter((p) => {
    try {
      return readFileSync(`/proc/${p}/cgroup`, 'utf8').includes(mine);
    } catch {
      return false;
    }
  });
  expect(left).toEqual([]);
  const cgroups = readdirSync('/sys/fs/cgroup/pids/codecoach-judge').filter((d) =>
    d.startsWith(`${ownerTag()}-`),
  );
  expect(cgroups).toEqual([]);
});

describe('nothing a box leaves reaches the next box of its slot', () => {
  // The boxes of a slot are forked by one factory: each must still get its own writable places
  // (tmpfs /tmp and /dev/shm, devpts), and everything else must be read-only.
  const leave = `import os, pty
class Solution:
    def attack(self, n: int) -> str:
        wrote = []
        for path in ['/tmp/mark', '/dev/shm/mark', '/mark', '/dev/mark', '/proc/mark', '/judge/mark']:
            try:
                with open(path, 'w') as f:
                    f.write('left behind')
                wrote.append(path)
            except OSError:
                pass
        try:
            pty.openpty()
            wrote.append('pty')
        except OSError:
            pass
        return 'blocked ' + ','.join(wrote)
`;
  const look = `import os
class Solution:
    def attack(self, n: int) -> str:
        found = [p for p in ['/tmp/mark', '/dev/shm/mark', '/mark', '/dev/mark', '/judge/mark'] if os.path.exists(p)]
        found += ['pts/' + e for e in os.listdir('/dev/pts') if e != 'ptmx']
        found += ['pid ' + e for e in os.listdir('/proc') if e.isdigit() and int(e) > 64]
        return 'blocked' if not found else 'FOUND ' + ' '.join(found)
`;
  it('writes only to its own /tmp, /dev/shm and ptys, and the next box sees none of it', async () => {
    const one = await createJudge({ slots: 1, preStart: false });
    try {
      const base = {
        language: 'python' as const,
        signature: sig,
        checker: 'custom' as const,
        customChecker: blocked,
        tests: [{ input: [0], expected: 'blocked' }],
        timeLimitMs: 1000,
        memoryLimitMb: 256,
        stopOnFirstFailure: true,
      };
      const a = await one.run({ ...base, code: leave });
      expect(a.verdict, JSON.stringify(a).slice(0, 500)).toBe('accepted');
      expect(a.tests[0]?.actual).toBe('blocked /tmp/mark,/dev/shm/mark,pty');
      const b = await one.run({ ...base, code: look });
      expect(b.tests[0]?.actual).toBe('blocked');
    } finally {
      await one.close();
    }
  });
});

/** /proc/<pid>/status as fields. */
function statusOf(pid: string): Record<string, string> {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Object.fromEntries(status.split('\n').map((l) => [l.split(':')[0] ?? '', l.split(':\t')[1] ?? '']));
}

/** Whether `pid` descends from this test process. */
function mineByAncestry(pid: string): boolean {
  let p = pid;
  for (let i = 0; i < 16 && p !== '0' && p !== '1'; i++) {
    if (p === String(process.pid)) return true;
    p = statusOf(p).PPid ?? '0';
  }
  return false;
}

const NO_CAPS = '0000000000000000';

describe('who a box runs as', () => {
  it('every process of a box: the slot uid, no groups, no capability, no_new_privs, seccomp', async () => {
    // Idle boxes wait in each slot's pool, their launcher as pid 1.
    const mine = `/codecoach-judge/${ownerTag()}-`;
    const seen: Array<Record<string, string>> = [];
    for (let i = 0; i < 50 && seen.length < 2; i++) {
      seen.length = 0;
      for (const p of readdirSync('/proc')) {
        if (!/^\d+$/.test(p)) continue;
        try {
          if (!readFileSync(`/proc/${p}/cgroup`, 'utf8').includes(mine)) continue;
          // A box being made is in its cgroups a moment before its launcher drops its
          // privileges, in the factory's own code: look at launchers that serve.
          if (readlinkSync(`/proc/${p}/exe`) !== '/judge/launcher') continue;
          const st = statusOf(p);
          if (st.Seccomp === '2') seen.push(st);
        } catch {}
      }
      if (seen.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const st of seen) {
      const [uid] = (st.Uid ?? '').split('\t');
      expect(Number(uid)).toBeGreaterThanOrEqual(61000);
      expect(st.Uid).toBe(Array(4).fill(uid).join('\t'));
      expect(st.Gid).toBe(Array(4).fill(uid).join('\t'));
      expect((st.Groups ?? '').trim()).toBe('');
      for (const set of ['CapInh', 'CapPrm', 'CapEff', 'CapBnd', 'CapAmb']) expect(st[set]).toBe(NO_CAPS);
      expect(st.NoNewPrivs).toBe('1');
      // Host, factory and box pid namespaces: pid 1 of its own.
      expect((st.NSpid ?? '').split('\t')).toHaveLength(3);
      expect((st.NSpid ?? '').split('\t')[2]).toBe('1');
    }
  });

  it("each slot's factory: the slot uid, no_new_privs, and only CAP_SYS_ADMIN and CAP_SETPCAP in its own user namespace", () => {
    const factories: Array<Record<string, string>> = [];
    const wrappers: Array<Record<string, string>> = [];
    for (const p of readdirSync('/proc')) {
      if (!/^\d+$/.test(p)) continue;
      try {
        const cmd = readFileSync(`/proc/${p}/cmdline`, 'latin1').split('\0');
        if (!mineByAncestry(p)) continue;
        if (cmd[0] === '/judge/launcher' && cmd[1] === 'factory') factories.push(statusOf(p));
        else if (cmd[0] === '/usr/bin/bwrap' && cmd.includes('factory')) wrappers.push(statusOf(p));
      } catch {}
    }
    // Two judges here: one with two slots, one with one.
    expect(factories).toHaveLength(3);
    expect(wrappers).toHaveLength(3);
    for (const st of [...factories, ...wrappers]) {
      const [uid] = (st.Uid ?? '').split('\t');
      expect(Number(uid)).toBeGreaterThanOrEqual(61000);
      expect(st.Uid).toBe(Array(4).fill(uid).join('\t'));
      expect((st.Groups ?? '').trim()).toBe('');
      expect(st.NoNewPrivs).toBe('1');
    }
    // bubblewrap, outside: nothing at all.
    for (const st of wrappers)
      for (const set of ['CapInh', 'CapPrm', 'CapEff', 'CapBnd', 'CapAmb']) expect(st[set]).toBe(NO_CAPS);
    // The factory, inside its user namespace (they mean nothing on the host): bits 8 and 21.
    for (const st of factories) {
      expect(st.CapEff).toBe('0000000000200100');
      expect(st.CapBnd).toBe('0000000000200100');
      expect((st.NSpid ?? '').split('\t')).toHaveLength(2);
    }
  });
});

describe(`${HOSTILE.length} hostile programs`, () => {
  it('there are at least 30, over every language the judge runs, and at least 10 in each added by issue 29', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HOSTILE.map((h) => h.language))).toEqual(new Set(LANGUAGES));
    for (const l of ['c', 'csharp', 'typescript', 'go', 'rust', 'ruby'])
      expect(HOSTILE.filter((h) => h.language === l).length, l).toBeGreaterThanOrEqual(10);
  });

  for (const h of tested(HOSTILE)) {
    it(`${h.language}: ${h.name}`, async () => {
      const r = await judge.run({
        language: h.language,
        code: h.code,
        signature: sig,
        checker: 'custom',
        customChecker: blocked,
        tests: [{ input: [0], expected: 'blocked' }],
        timeLimitMs: hostileTimeLimit(h),
        memoryLimitMb: 256,
        stopOnFirstFailure: true,
      });
      const text = JSON.stringify(r);
      expect(h.verdicts, text.slice(0, 2000)).toContain(r.verdict);
      expect(text).not.toContain(SECRET_CONTENT);
      expect(text).not.toContain(SECRET_ENV);
      if (shadowLine) expect(text).not.toContain(shadowLine);
      expect(r.sandboxed).toBe(true);
      expect(await noStrays()).toEqual([]);

      // And the judge works normally right after.
      const ok = await judge.run({
        language: 'python',
        code: 'class Solution:\n    def attack(self, n: int) -> str:\n        return "blocked %d" % n\n',
        signature: sig,
        checker: 'exact',
        tests: [{ input: [7], expected: 'blocked 7' }],
        timeLimitMs: 1000,
        memoryLimitMb: 64,
        stopOnFirstFailure: true,
      });
      expect(ok.verdict).toBe('accepted');
    });
  }
});

describe('hostile programs in an interpreter started ahead', () => {
  const BENIGN: Record<string, string> = {
    python: 'class Solution:\n    def attack(self, n: int) -> str:\n        return "blocked %d" % n\n',
    javascript: 'var attack = function(n) { return "blocked " + n; };',
    ruby: 'def attack(n)\n    "blocked #{n}"\nend\n',
  };
  for (const h of tested(HOSTILE).filter((x) => BENIGN[x.language] !== undefined)) {
    it(`${h.language}: ${h.name}`, async () => {
      const benign = BENIGN[h.language] as string;
      const base = {
        language: h.language,
        signature: sig,
        tests: [{ input: [0], expected: 'blocked' }],
        memoryLimitMb: 256,
        stopOnFirstFailure: true,
      };
      // The benign run leaves an interpreter started for the slot; the hostile one gets it.
      const first = await preStarting.run({
        ...base,
        code: benign,
        checker: 'custom',
        customChecker: blocked,
        timeLimitMs: 1000,
      });
      expect(first.verdict).toBe('accepted');
      const r = await preStarting.run({
        ...base,
        code: h.code,
        checker: 'custom',
        customChecker: blocked,
        timeLimitMs: hostileTimeLimit(h),
      });
      const text = JSON.stringify(r);
      expect(r.preStarted, text.slice(0, 500)).toBe(true);
      expect(h.verdicts, text.slice(0, 2000)).toContain(r.verdict);
      expect(text).not.toContain(SECRET_CONTENT);
      expect(text).not.toContain(SECRET_ENV);
      if (shadowLine) expect(text).not.toContain(shadowLine);
    });
  }
});
