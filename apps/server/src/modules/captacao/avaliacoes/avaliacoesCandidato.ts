import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../index.ts';

/** CONTRACT (issue 4): evaluations applied to candidates. */
export function registerAvaliacoesCandidato(_app: FastifyInstance, _deps: ModuleDeps) {}
