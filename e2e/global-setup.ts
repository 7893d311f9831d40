import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './support.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
  }
}

let server: RunningServer | undefined;

/** One production server (embedded PGlite, demo seed) for the whole browser suite. */
export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('serverUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
