import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { manualClock } from '../clock';
import { TEST_NOW } from './test-now';
import { buildPgliteTemplate, buildPostgresTemplate, runAdmin } from './seeded-template';

/** Seeds once for the whole run; every test file then starts from a copy (see test-database.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const clock = manualClock(TEST_NOW);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // A name of its own, so that two runs against one server (two checkouts, say) never share a template.
    const template = `airline_test_template_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await buildPostgresTemplate(serverUrl, template, clock);
    project.provide('postgresTemplate', template);
    return () => runAdmin(serverUrl, [`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`]);
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
    postgresTemplate: string;
  }
}
