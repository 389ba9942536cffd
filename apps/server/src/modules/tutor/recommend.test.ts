import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { startTutorApp } from './tutor-test-setup.ts';

/** Recommendations, the tutor's status and the health check's report of it. */
let t: TestApp;

beforeAll(async () => {
  ({ t } = await startTutorApp({ slug: 'tutor-two-sum' }));
}, 120_000);

describe('recommendations and status', () => {
  it('recommends problems with a reason each, and reports the engine and its last call', async () => {
    const u = await t.register();
    const r = await t.injectAs(u.token, { method: 'GET', url: '/api/tutor/recommendations?limit=3' });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.engine.label).toBe('Built-in tutor');
    expect(d.items.length).toBeGreaterThan(0);
    for (const i of d.items) expect(i.reason.length).toBeGreaterThan(5);
    const s = (await t.injectAs(u.token, { method: 'GET', url: '/api/tutor/status' })).json().data;
    expect(s.engine.kind).toBe('builtin');
    expect(s.lastCall).toMatchObject({ ok: true, engine: 'Built-in tutor' });
    const h = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(h.ai).toMatchObject({ engine: 'builtin', label: 'Built-in tutor', lastCall: { ok: true } });
  });
});
