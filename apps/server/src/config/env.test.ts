import { describe, expect, it } from 'vitest';
import { parseConfig } from './env.ts';

describe('parseConfig', () => {
  it('defaults to the embedded database on port 5001 with demo mode on', () => {
    const c = parseConfig({});
    expect(c.port).toBe(5001);
    expect(c.database.mode).toBe('embedded');
    expect(c.database.mode === 'embedded' && c.database.port).not.toBe(5432);
    expect(c.demoMode).toBe(true);
  });

  it('turns demo mode off in production unless DEMO_MODE=true', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('uses an external database from DATABASE_URL', () => {
    const c = parseConfig({ DATABASE_URL: 'postgres://u@db.example:5432/cc' });
    expect(c.database).toEqual({ mode: 'external', url: 'postgres://u@db.example:5432/cc' });
  });

  it('lists every bad variable at once', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_MODE: 'maybe' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*DEMO_MODE|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('turns the JUDGE_* variables into the judge configuration, and refuses a bad uid base', () => {
    const c = parseConfig({
      JUDGE_PRESTART: 'false',
      JUDGE_UID_BASE: '70000',
      JUDGE_TRACE: '1',
      PATH: '/opt/bin:/usr/bin',
    });
    expect(c.judge.config).toMatchObject({
      allowUnsandboxed: false,
      preStart: false,
      uidBase: 70000,
      trace: true,
      toolPath: '/opt/bin:/usr/bin',
    });
    expect(() => parseConfig({ JUDGE_UID_BASE: 'abc' })).toThrow(/JUDGE_UID_BASE/);
    expect(() => parseConfig({ JUDGE_CGROUP_ROOT: 'relative' })).toThrow(
      /JUDGE_CGROUP_ROOT: must be an absolute path/,
    );
  });
  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => parseConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });
});
