import type { TestProject } from 'vitest/node';
import { acquireTestServer } from './pg.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await acquireTestServer();
  project.provide('pgAdminUrl', server.adminUrl);
  return server.release;
}
