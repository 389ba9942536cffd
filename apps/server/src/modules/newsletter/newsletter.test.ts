import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, contestBody, createContest } from '../../../test/contests.ts';
import { build, startLanes, type TestApp } from '../../../test/helper.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { addProblem } from '../../../test/verdicts.ts';
import { addJobSql, NEWSLETTER_DIGEST_JOB } from '../../jobs/kinds.ts';
import { weekOf } from './digest.ts';
import { newsletterLane } from './lane.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let stop: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await build({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://codecoach.example' });
  const lane = newsletterLane({
    db: t.ctx.database.db,
    mailer: t.ctx.mailer,
    config: t.ctx.config,
    log: () => {},
  });
  stop = await startLanes(t, [lane]);
});

afterAll(async () => {
  await stop?.();
  await smtp?.close();
});

const subscribe = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });

/** The week's digest job, as graphile-worker's cron makes it on Monday (`_cron.ts`: its tick). */
async function digestOf(monday: string): Promise<void> {
  await t.ctx.database.db.execute(
    sql`select ${addJobSql(NEWSLETTER_DIGEST_JOB, {
      id: monday,
      payload: { _cron: sql`json_build_object('ts', ${`${monday}T09:00:00.000Z`}::text)` },
    })}`,
  );
}

/** Waits until the queue holds no newsletter job (each digest and send ran or failed for good). */
async function drained(): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const [row] = await t.sql<{ n: number }>(
      `select count(*)::int as n from graphile_worker.jobs where task_identifier like 'newsletter_%' and attempts < max_attempts`,
    );
    if (row?.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('newsletter jobs did not finish');
}

describe('the weekly newsletter, through the job queue and a real SMTP server', () => {
  it('sends each address one digest a week, with a one-click unsubscribe that works', async () => {
    for (const email of ['Ann@Example.com', 'ben@example.com'])
      expect((await subscribe(email)).statusCode).toBe(200);
    await addProblem(t, { slug: 'digest-new', title: 'Fresh Problem', difficulty: 'easy' });
    // A public contest starting in an hour (contestBody's start).
    const cup = await addProblem(t, { slug: 'digest-c' });
    await createContest(t, await adminToken(t), contestBody([cup], { name: 'Weekly Digest Cup' }));
    const monday = weekOf(new Date());
    await digestOf(monday);
    const ann = await smtp.waitFor('ann@example.com');
    const benFirst = await smtp.waitFor('ben@example.com');
    expect(ann.subject).toBe('CodeCoach this week: new problems and contests');
    expect(ann.text).toContain('Fresh Problem (easy');
    expect(ann.text).toContain('https://codecoach.example/problem/digest-new');
    expect(ann.text).toContain('Weekly Digest Cup');
    const [sub] = await t.sql<{ token: string }>(
      `select token from newsletter_subscriptions where email = 'ann@example.com'`,
    );
    const link = `https://codecoach.example/api/newsletter/unsubscribe?token=${sub?.token}`;
    expect(ann.text).toContain(`Unsubscribe: ${link}`);
    // RFC 8058: the link in List-Unsubscribe and the one-click POST marker.
    expect(ann.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(ann.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The same week's digest again (a second server's cron, a restart): nobody gets a second mail.
    await digestOf(monday);
    await t.sql(
      `select graphile_worker.add_job('newsletter_send', json_build_object('email', 'ann@example.com', 'week', $1::text))`,
      [monday],
    );
    await drained();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.inbox.filter((m) => m.to.includes('ann@example.com'))).toHaveLength(1);

    // One click, as a mail client makes it: a form POST to the link; nothing to sign in to.
    const path = new URL(link).pathname + new URL(link).search;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    // A GET (a mail scanner following the link) changes nothing.
    expect(
      await t.sql(`select 1 from newsletter_subscriptions where email = 'ann@example.com'`),
    ).toHaveLength(1);
    const click = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json().message).toBe('You are unsubscribed: no more CodeCoach newsletters will come.');
    expect(await t.sql(`select 1 from newsletter_subscriptions where email = 'ann@example.com'`)).toEqual([]);
    // The page's button in a browser comes back to a page that says so.
    const again = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(303);
    expect((await t.app.inject({ method: 'GET', url: again.headers.location as string })).body).toContain(
      'You are unsubscribed',
    );

    // Next week: Ben only.
    const next = new Date(`${monday}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 7);
    await addProblem(t, { slug: 'digest-later', title: 'Later Problem' });
    await digestOf(weekOf(next));
    await drained();
    await smtp.waitFor('ben@example.com', (m) => m !== benFirst);
    expect(smtp.inbox.filter((m) => m.to.includes('ann@example.com'))).toHaveLength(1);
    expect(smtp.inbox.filter((m) => m.to.includes('ben@example.com'))).toHaveLength(2);
  });

  it('refuses an unsubscribe link that is not one', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe?token=nope' });
    expect(res.statusCode).toBe(400);
  });
});
