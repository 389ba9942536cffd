export * from './problems.ts';
export * from './submissions.ts';
export * from './users.ts';
