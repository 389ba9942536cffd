export * from './api/auth.ts';
export * from './api/common.ts';
export * from './api/problems.ts';
export * from './api/progress.ts';
export * from './api/submissions.ts';
export * from './api/system.ts';
export * from './domain.ts';
export * from './signature.ts';
