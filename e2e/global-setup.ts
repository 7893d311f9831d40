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
  // E2E_SERVER_URL reuses a server already running (a quicker loop while writing tests).
  const reuse = process.env.E2E_SERVER_URL;
  if (reuse) {
    project.provide('serverUrl', reuse.replace(/\/$/, ''));
    return;
  }
  server = await startServer();
  project.provide('serverUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
