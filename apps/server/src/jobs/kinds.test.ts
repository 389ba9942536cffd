import { parseCrontab } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { housekeepingLane } from '../modules/account/housekeeping.ts';
import {
  CONTEST_FINALIZE_JOB,
  CONTEST_SCHEDULE_JOB,
  GENERATE_JOB,
  HOUSEKEEPING_JOB,
  idOfKey,
  JUDGE_JOB,
  jobKey,
  NEWSLETTER_DIGEST_JOB,
  NEWSLETTER_SEND_JOB,
  PROVE_DRAFT_JOB,
  REJUDGE_FINISH_JOB,
  REJUDGE_JOB,
} from './kinds.ts';

const KINDS = [
  JUDGE_JOB,
  GENERATE_JOB,
  CONTEST_FINALIZE_JOB,
  CONTEST_SCHEDULE_JOB,
  HOUSEKEEPING_JOB,
  NEWSLETTER_DIGEST_JOB,
  NEWSLETTER_SEND_JOB,
  PROVE_DRAFT_JOB,
  REJUDGE_JOB,
  REJUDGE_FINISH_JOB,
];

describe('job kinds', () => {
  it('each has its own task and key prefix, and a key reads back as the id it was made for', () => {
    expect(new Set(KINDS.map((k) => k.task)).size).toBe(KINDS.length);
    expect(new Set(KINDS.map((k) => k.keyPrefix)).size).toBe(KINDS.length);
    const id = '6ea1de5b-c8ec-49e0-8a74-e724c874f056';
    for (const kind of KINDS) expect(idOfKey(kind, jobKey(kind, id))).toBe(id);
    // The formats queued jobs already have (an upgrade keeps them).
    expect(jobKey(JUDGE_JOB, id)).toBe(`judge:${id}`);
    expect(jobKey(GENERATE_JOB, id)).toBe(`generate:${id}`);
    expect(jobKey(CONTEST_FINALIZE_JOB, id)).toBe(`contest-finalize:${id}`);
    expect(jobKey(CONTEST_SCHEDULE_JOB)).toBe('contest-schedule');
  });

  it('does not read a key of another kind, or no key, as an id', () => {
    expect(idOfKey(JUDGE_JOB, jobKey(GENERATE_JOB, 'x'))).toBeUndefined();
    // "judge" is not a prefix of "judgement:..." unless followed by its colon.
    expect(idOfKey(JUDGE_JOB, 'judgement:x')).toBeUndefined();
    expect(idOfKey(JUDGE_JOB, null)).toBeUndefined();
    expect(idOfKey(REJUDGE_JOB, jobKey(REJUDGE_FINISH_JOB, 'x'))).toBeUndefined();
  });

  it('runs the housekeeping once an hour, on the hour, by a cron line graphile-worker accepts', () => {
    const config = { session: { idleMs: 1 } } as Parameters<typeof housekeepingLane>[1];
    const lane = housekeepingLane({} as Parameters<typeof housekeepingLane>[0], config);
    const [item] = parseCrontab(lane.crontab ?? '');
    expect(item?.task).toBe(HOUSEKEEPING_JOB.task);
    expect(item?.options.maxAttempts).toBe(HOUSEKEEPING_JOB.attempts);
    expect(item?.options.backfillPeriod).toBe(60 * 60 * 1000);
    const at = (h: number, m: number) => ({ min: m, hour: h, date: 1, month: 1, dow: 1 });
    expect(item?.match(at(3, 0))).toBe(true);
    expect(item?.match(at(3, 30))).toBe(false);
  });
});
