import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { addProblem, judged } from '../../../test/verdicts.ts';
import { type AccountTestApp, startAccountApp } from './account-test-setup.ts';

/** The learner's settings: defaults, saving, bad values, the time zone. */
let t: TestApp;
let as: AccountTestApp['as'];

beforeAll(async () => {
  ({ t, as } = await startAccountApp());
});

describe('settings', () => {
  it('answers the defaults, saves what is sent, and refuses bad values with the contract messages', async () => {
    const a = await t.register();
    const first = (await as(a.token, 'GET', '/api/account/settings')).json().data;
    expect(first.mailEnabled).toBe(true);
    expect(first.settings).toEqual({
      theme: 'system',
      editor: { language: 'javascript', fontSize: 14, tabSize: 4, vim: false },
      timeZone: 'UTC',
      email: { securityAlerts: true, newsletter: false },
    });
    const saved = await as(a.token, 'PATCH', '/api/account/settings', {
      theme: 'dark',
      editor: { language: 'python', fontSize: 18, vim: true },
      email: { newsletter: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings).toMatchObject({
      theme: 'dark',
      editor: { language: 'python', fontSize: 18, tabSize: 4, vim: true },
      email: { newsletter: true, securityAlerts: true },
    });
    const sub = await t.sql('select 1 from newsletter_subscriptions where email = $1', [a.email]);
    expect(sub).toHaveLength(1);

    const bad = await as(a.token, 'PATCH', '/api/account/settings', {
      theme: 'neon',
      editor: { fontSize: 13, tabSize: 3 },
      timeZone: 'Mars/Olympus',
    });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Theme must be system, light or dark',
        'Font size must be 12, 14, 16 or 18',
        'Tab size must be 2, 4 or 8',
        'Time zone must be an IANA name such as Europe/Paris',
      ]),
    );
  });

  it('saves C and C# as the default language, as it does every language the editor offers', async () => {
    const a = await t.register();
    for (const language of ['c', 'csharp', 'cpp'] as const) {
      const saved = await as(a.token, 'PATCH', '/api/account/settings', { editor: { language } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.settings.editor.language).toBe(language);
    }
    const rows = await t.sql<{ editor_language: string }>(
      'select editor_language from user_settings where user_id = $1',
      [a.id],
    );
    expect(rows).toEqual([{ editor_language: 'cpp' }]);
    const bad = await as(a.token, 'PATCH', '/api/account/settings', { editor: { language: 'cobol' } });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps a hand-picked time zone against the browser report and never rewrites past days', async () => {
    const a = await t.register();
    const problem = await addProblem(t, {});
    // 23:30 UTC on 2026-03-01 is already 2026-03-02 in Tokyo.
    await judged(t, a.id, problem, 'accepted', new Date('2026-03-01T23:30:00Z'));
    await as(a.token, 'PATCH', '/api/account/settings', { timeZone: 'Asia/Tokyo' });
    const report = await as(a.token, 'PUT', '/api/user/timezone', { timeZone: 'Europe/Paris' });
    expect(report.json().data.timeZone).toBe('Asia/Tokyo');
    const days = await t.sql<{ day: string }>('select day::text from user_days where user_id = $1', [a.id]);
    expect(days).toEqual([{ day: '2026-03-01' }]);
    const settings = (await as(a.token, 'GET', '/api/account/settings')).json().data.settings;
    expect(settings.timeZone).toBe('Asia/Tokyo');
  });
});
