import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { preparePortalData } from './portal.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the built portal has already migrated and seeded; each file starts from a copy. */
    portalDataTemplate: string;
  }
}

/**
 * A fresh PGlite costs seconds (initdb, migrations, seed): do it once per run, then every test
 * file starts its own portal on a copy (CONVENTIONS.md "Tests").
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await preparePortalData();
  project.provide('portalDataTemplate', template);
  return async () => {
    await rm(template, { recursive: true, force: true, maxRetries: 3 });
  };
}
