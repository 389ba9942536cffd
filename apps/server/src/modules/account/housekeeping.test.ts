import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { startAccountApp } from './account-test-setup.ts';
import { pruneAccountData } from './housekeeping.ts';

/** The hourly housekeeping: what no longer serves is deleted a day later. */
let t: TestApp;

beforeAll(async () => {
  ({ t } = await startAccountApp());
});

describe('housekeeping', () => {
  it('deletes sessions, links and rate-limit windows a day after they stopped serving', async () => {
    const a = await t.register();
    await t.sql(
      `insert into password_resets (token_hash, user_id, expires_at) values ('old', $1, now() - interval '2 days')`,
      [a.id],
    );
    await t.sql(
      `insert into rate_limits (key, window_start, count) values ('login:email:gone@example.com', now() - interval '3 days', 1)`,
    );
    const b = await t.register();
    await t.sql(`update sessions set revoked_at = now() - interval '2 days' where user_id = $1`, [b.id]);
    await pruneAccountData(t.ctx.database.db, t.ctx.config);
    expect(await t.sql(`select 1 from password_resets where token_hash = 'old'`)).toHaveLength(0);
    expect(await t.sql(`select 1 from rate_limits where key = 'login:email:gone@example.com'`)).toHaveLength(
      0,
    );
    expect(await t.sql('select 1 from sessions where user_id = $1', [b.id])).toHaveLength(0);
    expect(await t.sql('select 1 from sessions where user_id = $1', [a.id])).toHaveLength(1);
  });
});
