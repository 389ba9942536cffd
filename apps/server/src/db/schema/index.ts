export * from './problems.ts';
export * from './progress.ts';
export * from './submissions.ts';
export * from './users.ts';
