import type { Language } from '@codecoach/contracts';
import type { Judge } from '@codecoach/judge';
import type pg from 'pg';
import { DEAD_AFTER_S } from '../../jobs/queue.ts';

/**
 * Whether a submission in `language` can be judged (issue 29: a language whose toolchain is
 * missing is not offered). It can when this process's judge runs it or a live worker registered it
 * (judge_workers.languages, seen within DEAD_AFTER_S). It is refused only when something is known:
 * with no judge here and no live worker (judging stopped, workers restarting), a submission waits
 * in the queue as any other does, rather than being refused for want of an answer.
 */
export function createLanguageCheck(deps: { pool: pg.Pool; judge: Judge | undefined }) {
  return async function runnable(language: Language): Promise<boolean> {
    const here = await deps.judge
      ?.status()
      .then((s) => s.sandbox.ok && s.languages.some((l) => l.id === language && l.available))
      .catch(() => false);
    if (here) return true;
    const { rows } = await deps.pool.query<{ live: number; runs: number }>(
      `select count(*)::int as live, count(*) filter (where $1 = any(languages))::int as runs
       from judge_workers where last_seen_at > now() - make_interval(secs => $2)`,
      [language, DEAD_AFTER_S],
    );
    const live = rows[0]?.live ?? 0;
    if ((rows[0]?.runs ?? 0) > 0) return true;
    // Known not to run it: this judge lacks it, or live workers all lack it.
    return !(deps.judge !== undefined || live > 0);
  };
}
