import { ContentError, proveFiles } from '@codecoach/content';
import type { Judge } from '@codecoach/judge';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { PROVE_DRAFT_JOB } from '../../jobs/kinds.ts';
import type { JobLane } from '../../jobs/lane.ts';
import { messageOf } from '../../lib/errors.ts';
import { createAuthoringRepository } from './repository.ts';

/** Why a proof failed when its workers died too often to take it up again. */
export const PROOF_STOPPED_REASON = 'The machines proving this draft stopped; prove it again';

const proveJobSchema = z.object({ draftId: z.string() });

/**
 * Proves an admin's draft with the bank's proof, every program in the sandbox (content
 * author.ts), writing each check to the draft as it ends (the editor polls it). Every write is
 * conditional on the proof still being this attempt's and the files still being the ones proven:
 * a draft saved meanwhile, or a proof taken over after this worker was taken for dead, keeps
 * nothing of this run. Nothing is published here: a proven draft waits for an admin's Publish.
 */
export function createProofWorker(deps: { db: Db; judge: Judge; log?: (m: string) => void }) {
  const repo = createAuthoringRepository(deps.db);
  const log = deps.log ?? (() => {});

  async function handle(draftId: string, attempt: number): Promise<void> {
    const row = await repo.claim(draftId, attempt);
    if (!row) return; // saved again, discarded, or already proven: nothing to do
    if (attempt > 1)
      log(`proof of draft ${draftId}: taken up again (attempt ${attempt}) after its worker stopped`);
    const stop = new AbortController();
    try {
      const proof = await proveFiles(row.slug, new Map(Object.entries(row.files)), {
        judge: deps.judge,
        signal: stop.signal,
        onCheck: async (check) => {
          if (!(await repo.addCheck(row.id, attempt, row.version, check)))
            stop.abort(new Error('superseded'));
        },
      });
      const failed = proof.checks.filter((c) => !c.ok).length;
      await repo.finish(row.id, attempt, row.version, {
        status: proof.ok ? 'proven' : 'failed',
        ...(proof.ok
          ? { built: proof.built }
          : { reason: failed === 1 ? '1 check failed' : `${failed} checks failed` }),
      });
    } catch (e) {
      if (stop.signal.aborted) return; // the draft moved on without this run
      const reason =
        e instanceof ContentError
          ? e.issues.map((i) => `${i.file}${i.field ? ` ${i.field}` : ''}: ${i.message}`).join('\n')
          : `The proof stopped: ${messageOf(e)}`;
      await repo.finish(row.id, attempt, row.version, { status: 'failed', reason });
    }
  }

  return {
    handle,
    /** One proof at a time per judging process: a proof keeps the judge's slots busy for a while. */
    lane(): JobLane {
      return {
        name: 'authoring',
        concurrency: 1,
        handlers: [
          {
            kind: PROVE_DRAFT_JOB,
            run: async (payload, attempt) => {
              const { draftId } = proveJobSchema.parse(payload);
              await handle(draftId, attempt.number);
            },
          },
        ],
        recovery: {
          exhausted: async (draftId, attempts) => {
            if (await repo.failStopped(draftId, PROOF_STOPPED_REASON))
              log(`proof of draft ${draftId}: failed, its workers stopped ${attempts} time(s)`);
          },
        },
      };
    },
  };
}
