import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole test run (TEST_POSTGRES_URL points at an existing one instead).
 * Each test database is created fresh inside it by `createTestDatabase`.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide('postgresUrl', process.env.TEST_POSTGRES_URL);
    return;
  }
  const postgres = await startEmbeddedPostgres();
  project.provide('postgresUrl', postgres.url);
  return postgres.stop;
}
