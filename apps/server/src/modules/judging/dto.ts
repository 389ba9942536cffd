import type { Difficulty, Submission, SubmissionStatus } from '@codecoach/contracts';
import { FIGURES_KEPT } from '../submissions/queries.ts';
import type { ShownSubmission } from '../submissions/repository.ts';

/** How a failed verdict is named when only its test number may be shown (inside a live contest). */
const FAILED_ON: Partial<Record<SubmissionStatus, string>> = {
  wrong_answer: 'Wrong answer',
  time_limit_exceeded: 'Time limit exceeded',
  memory_limit_exceeded: 'Memory limit exceeded',
  runtime_error: 'Runtime error',
};

/**
 * A submission as its reader may see it. While its author competes on its problem
 * (`inLiveContest`: the contest, or their virtual run, runs; a practice submission made meanwhile
 * too) a failed verdict shows its name and test number only: no failing test, and no error
 * message, which is the program's own text and could print a hidden input. Submit stops at the
 * first failing test and runs them in order, so that test is number `testsPassed + 1`. Nor its
 * runtime and memory (null), which a program can spend as a function of a hidden input before it
 * fails; an accepted run and a compile error (no test ran) keep them, and so does a compile
 * error its compiler output (about the code, not the tests). Admins, the jury, see everything.
 * Memory shows in whole MB (verdict.ts; older rows were kept to 0.1 MB).
 */
export function toSubmissionDto(
  row: ShownSubmission['s'],
  problem: { id: string; title: string; difficulty: Difficulty },
  viewer: { role: string },
): Submission {
  const failedOn = FAILED_ON[row.status];
  const hide = row.inLiveContest && viewer.role !== 'admin';
  const hideFigures = hide && !FIGURES_KEPT.includes(row.status);
  return {
    _id: row.id,
    problemId: { _id: problem.id, title: problem.title, difficulty: problem.difficulty },
    code: row.code,
    language: row.language,
    status: row.status,
    runtime: hideFigures ? null : row.runtimeMs,
    memory: hideFigures || row.memoryMb === null ? null : Math.round(row.memoryMb),
    testCasesPassed: row.testsPassed,
    totalTestCases: row.totalTests,
    submittedAt: row.submittedAt.toISOString(),
    points: row.points,
    errorMessage: hide && failedOn ? `${failedOn} on test ${row.testsPassed + 1}` : row.errorMessage,
    compileOutput: hide && row.status !== 'compilation_error' ? null : row.compileOutput,
    failedTest: hide ? null : row.failedTest,
  };
}
