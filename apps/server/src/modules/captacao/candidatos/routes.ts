import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import type { FastifyInstance } from 'fastify';
import { candidato } from '../schema.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { registerImageRoutes } from '../../../platform/images.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { registerConfiguracao } from './configuracao.ts';
import { registerConsultas } from './consultas.ts';
import { candidatoHooks } from './hooks.ts';
import { registerPessoas } from './pessoas.ts';
import { registerTalentoPorCpf } from './talentoPorCpf.ts';

/** Candidates: the form's configuration, special reads, people lookups, photo and the resource's hooks. */
export async function registerCandidatos(
  fastify: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerConfiguracao(fastify, db);
  registerConsultas(fastify, db);
  registerPessoas(fastify, db);
  registerTalentoPorCpf(fastify, db); // the form's notice: the CPF is a talent's (issue 24 §4)
  registerImageRoutes(fastify, db, {
    path: candidatos.path,
    name: 'foto',
    table: candidato,
    column: candidato.foto,
    contentTypeColumn: candidato.fotoContentType,
    readAccess: candidatos.access.read,
    writeAccess: candidatos.access.write,
    fallback: { label: candidato.nome },
  });
  return { candidatos: candidatoHooks(db) };
}
