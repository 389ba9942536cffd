import { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { NEWSLETTER_DIGEST_JOB, NEWSLETTER_SEND_JOB } from '../../jobs/kinds.ts';
import type { JobLane } from '../../jobs/lane.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createContestRepository } from '../contests/repository.ts';
import { createProblemRepository } from '../problems/repository.ts';
import { DIGEST_LIMIT, type DigestContent, digestMail, hasNews, weekOf } from './digest.ts';
import { createNewsletterRepository } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** graphile-worker's cron payload: the tick the job was made for. */
const cronPayload = z.object({ _cron: z.object({ ts: z.string() }).optional() });
const sendPayload = z.object({ email: z.string(), week: z.string() });

/**
 * The newsletter's lane of the job runtime, in every API server that sends mail: graphile-worker's
 * cron makes one digest job on Mondays at 09:00 UTC across all servers (and one missed while every
 * server was down, up to two days back); that job queues one send per subscribed address (job key
 * `week:token`), and each send claims its address and week before the mail leaves, so an address
 * gets at most one digest a week however often, and wherever, the jobs run. A week with nothing new
 * sends nothing.
 */
export function newsletterLane(deps: {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: (m: string) => void;
}): JobLane {
  const repo = createNewsletterRepository(deps.db);
  const problems = createProblemRepository(deps.db);
  const contests = createContestRepository(deps.db);

  /** What the digest of the week starting `week` says, as of now. */
  async function content(week: string): Promise<DigestContent> {
    const monday = new Date(`${week}T00:00:00Z`);
    const [added, upcoming] = await Promise.all([
      problems.addedSince(new Date(monday.getTime() - 7 * DAY_MS), DIGEST_LIMIT),
      contests.upcomingPublic(new Date(Date.now() + 14 * DAY_MS), DIGEST_LIMIT),
    ]);
    return { problems: added.problems, problemsTotal: added.total, contests: upcoming };
  }

  return {
    name: 'newsletter',
    concurrency: 1,
    handlers: [
      {
        kind: NEWSLETTER_DIGEST_JOB,
        run: async (payload) => {
          const tick = cronPayload.parse(payload)._cron?.ts;
          const week = weekOf(tick ? new Date(tick) : new Date());
          await repo.pruneSends();
          if (!hasNews(await content(week))) {
            deps.log(`newsletter: nothing new for the week of ${week}; no digest sent`);
            return;
          }
          deps.log(`newsletter: the week of ${week} queued for ${await repo.queueDigests(week)} address(es)`);
        },
      },
      {
        kind: NEWSLETTER_SEND_JOB,
        run: async (payload) => {
          const { email, week } = sendPayload.parse(payload);
          const sub = await repo.subscription(email);
          if (!sub) return; // unsubscribed since the digest was queued
          if (!(await repo.claimSend(email, week))) return; // sent already (another run, another server)
          try {
            await deps.mailer.send(digestMail(deps.config, email, sub.token, await content(week)));
          } catch (e) {
            await repo.releaseSend(email, week); // not sent: the queue's retry may send it
            throw e;
          }
        },
      },
    ],
    crontab: `0 9 * * 1 ${NEWSLETTER_DIGEST_JOB.task} ?fill=2d&max=${NEWSLETTER_DIGEST_JOB.attempts}`,
  };
}
