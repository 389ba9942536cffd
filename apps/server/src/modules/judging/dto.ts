import type { Difficulty, Language, Submission, SubmissionStatus } from '@codecoach/contracts';
import type { submissions } from '../../db/schema/index.ts';

type Row = typeof submissions.$inferSelect;

export function toSubmissionDto(
  row: Row,
  problem: { id: string; title: string; difficulty: Difficulty },
  opts: { hideFailedTest?: boolean } = {},
): Submission {
  return {
    _id: row.id,
    problemId: { _id: problem.id, title: problem.title, difficulty: problem.difficulty },
    code: row.code,
    language: row.language as Language,
    status: row.status as SubmissionStatus,
    runtime: row.runtimeMs,
    memory: row.memoryMb,
    testCasesPassed: row.testsPassed,
    totalTestCases: row.totalTests,
    submittedAt: row.submittedAt.toISOString(),
    points: row.points,
    errorMessage: row.errorMessage,
    compileOutput: row.compileOutput,
    failedTest: opts.hideFailedTest || !row.failedTest ? null : (row.failedTest as Submission['failedTest']),
  };
}
