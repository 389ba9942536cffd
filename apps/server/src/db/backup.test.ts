import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createJudge, type Judge } from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProblem } from '../../test/builders.ts';
import { build, startLanes, type TestApp } from '../../test/helper.ts';
import { createTestDatabase } from '../../test/pg.ts';
import { judgingLane } from '../modules/judging/lane.ts';
import { backup, migrationsUpTo, RestoreError, restore } from './backup.ts';
import { connect, runMigrations } from './client.ts';
import { MIGRATIONS_DIR } from './open.ts';

/**
 * `npm run db:backup` / `db:restore` (issue 27, part 7; decision 029) on real databases: a backup
 * taken while submissions are being judged, the database wiped and restored from it, every row
 * found again (a second backup of the restored database holds the same rows, byte for byte) and
 * the queued submissions judged afterwards; a backup of an older schema restored and migrated.
 */
let t: TestApp;
let judge: Judge;
let dir: string;

beforeAll(async () => {
  judge = await createJudge({ allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true', slots: 1 });
  t = await build({}, { judge });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'codecoach-backup-test-'));
}, 120_000);

afterAll(async () => {
  await judge?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function backupTo(pool: Parameters<typeof backup>[0], file: string) {
  return backup(pool, createWriteStream(file));
}

/** The rows of a backup file (everything but its header's time), for comparing two backups. */
async function rowsOf(file: string): Promise<string> {
  const [header, ...rest] = gunzipSync(await fs.readFile(file))
    .toString('utf8')
    .split('\n');
  const { createdAt: _time, ...kept } = JSON.parse(header ?? '{}');
  return `${JSON.stringify(kept)}\n${rest.join('\n')}`;
}

const PYTHON =
  'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n        return []\n';

describe('backup and restore (issue 27)', () => {
  it('backs up while submissions are judged, restores after a wipe with every row, and judges what was queued', {
    timeout: 180_000,
  }, async () => {
    await createProblem(t.ctx.database.db, { slug: 'backed-up' });
    const [problem] = await t.sql<{ id: string }>(`select id from problems where slug = 'backed-up'`);
    let stop = await startLanes(t, [judgingLane(t.judging, 1)], 1);
    const learners = await Promise.all([t.register(), t.register(), t.register()]);
    const ids: string[] = [];
    for (const u of learners)
      for (let i = 0; i < 3; i++) {
        const res = await t.injectAs(u.token, {
          method: 'POST',
          url: '/api/submissions',
          payload: { problemId: problem?.id, language: 'python', code: PYTHON },
        });
        expect(res.statusCode, res.body).toBe(202);
        ids.push(res.json().data.submission._id);
      }
    const first = path.join(dir, 'first.backup.gz');
    const taken = await backupTo(t.ctx.database.pool, first);
    // Taken mid-judging: some submissions were still queued.
    expect(taken.jobs).toBeGreaterThan(0);
    expect(taken.rows.submissions).toBe(9);
    expect(taken.rows.users).toBeGreaterThanOrEqual(4);
    await stop();

    await expect(
      restore(t.ctx.database, createReadStream(first), { migrationsFolder: MIGRATIONS_DIR }),
    ).rejects.toThrow(
      new RestoreError('the database is not empty: restoring replaces everything in it (pass --replace)'),
    );
    const restored = await restore(t.ctx.database, createReadStream(first), {
      migrationsFolder: MIGRATIONS_DIR,
      replace: true,
    });
    expect(restored).toEqual(taken);
    const second = path.join(dir, 'second.backup.gz');
    await backupTo(t.ctx.database.pool, second);
    expect(await rowsOf(second)).toBe(await rowsOf(first));

    // The restored queue judges what was waiting when the backup was taken.
    stop = await startLanes(t, [judgingLane(t.judging, 1)], 1);
    try {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const rows = await t.sql<{ status: string }>('select status from submissions where id = any($1)', [
          ids,
        ]);
        if (rows.length === 9 && rows.every((r) => r.status === 'accepted')) break;
        if (Date.now() > deadline) throw new Error(`not judged: ${JSON.stringify(rows)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      await stop();
    }
    // The learners can still sign in: their accounts and sessions came back.
    const me = await t.injectAs(learners[0]?.token ?? '', { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
  });

  it('restores a backup of an older schema and migrates it to this one', { timeout: 60_000 }, async () => {
    const older = await createTestDatabase(inject('pgAdminUrl'), 'cc_backup_old');
    const fresh = await createTestDatabase(inject('pgAdminUrl'), 'cc_backup_new');
    const a = connect(older.url, 2);
    const b = connect(fresh.url, 2);
    try {
      const journal = JSON.parse(
        await fs.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      );
      const latest = journal.entries.length as number;
      // The newest migration that makes a table: the backup is taken just before it.
      const tags = (journal.entries as Array<{ tag: string }>).map((e) => e.tag);
      let before = latest;
      let newTable: string | undefined;
      while (!newTable && before > 1) {
        before -= 1;
        const text = await fs.readFile(path.join(MIGRATIONS_DIR, `${tags[before]}.sql`), 'utf8');
        newTable = /CREATE TABLE (?:IF NOT EXISTS )?"([a-z_]+)"/.exec(text)?.[1];
      }
      if (!newTable) throw new Error('no migration makes a table');
      const partial = await migrationsUpTo(MIGRATIONS_DIR, before);
      await runMigrations(a, partial);
      await fs.rm(partial, { recursive: true, force: true });
      await a.pool.query(
        `insert into users (name, email, password_hash) values ('Old Schema', 'old-schema@example.com', 'x')`,
      );
      const file = path.join(dir, 'older.backup.gz');
      const taken = await backupTo(a.pool, file);
      expect(taken.rows.users).toBe(1);
      expect(taken.rows[newTable]).toBeUndefined(); // not there yet in the older schema

      await restore(b, createReadStream(file), { migrationsFolder: MIGRATIONS_DIR });
      const applied = await b.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(latest);
      const users = await b.pool.query(`select name from users`);
      expect(users.rows).toEqual([{ name: 'Old Schema' }]);
      const made = await b.pool.query(`select count(*)::int as n from ${newTable}`);
      expect(made.rows[0].n).toBe(0);

      await fs.writeFile(path.join(dir, 'broken.gz'), 'not gzip');
      await expect(
        restore(b, createReadStream(path.join(dir, 'broken.gz')), { migrationsFolder: MIGRATIONS_DIR }),
      ).rejects.toThrow();
    } finally {
      await a.close();
      await b.close();
      await older.drop();
      await fresh.drop();
    }
  });
});
