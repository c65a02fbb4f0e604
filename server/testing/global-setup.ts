import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { manualClock } from '../clock';
import { TEST_NOW } from './test-now';
import { buildPgliteTemplate, buildPostgresTemplate, runAdmin } from './seeded-template';

export const POSTGRES_TEMPLATE = 'airline_test_template';

/** Seeds once for the whole run; every test file then starts from a copy (see test-database.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const clock = manualClock(TEST_NOW);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await buildPostgresTemplate(serverUrl, POSTGRES_TEMPLATE, clock);
    return () => runAdmin(serverUrl, [`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`]);
  }
  const dir = mkdtempSync(join(tmpdir(), 'airline-template-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, await buildPgliteTemplate(clock));
  project.provide('pgliteTemplateFile', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
  }
}
