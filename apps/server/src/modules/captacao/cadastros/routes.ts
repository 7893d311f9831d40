import {
  areasFormacao,
  areasInteresse,
  comoFicouSabendoVaga,
  etapasSeletivas,
  idiomas,
  motivosSolicitacao,
} from '@ipe/domain/resources/captacao/cadastros/index';
import type { FastifyInstance } from 'fastify';
import {
  areaFormacao,
  areaInteresse,
  comoFicouSabendoVaga as comoFicouSabendoVagaTable,
  etapaSeletiva,
  idioma,
  motivoSolicitacao,
} from './schema.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { registerCargoVisao } from './cargoVisao.ts';
import { registerConsultasCadastros } from './consultas.ts';
import { nomeUnico } from './nomeUnico.ts';

/**
 * Recruitment registers: the generic resources with a unique name per company, plus their lookups
 * (next selection-step order, reasons for dropdowns, formation areas' positions, the sources' count).
 */
export async function registerCadastrosCaptacao(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerConsultasCadastros(app, db);
  registerCargoVisao(app, db);
  return {
    [areasInteresse.name]: nomeUnico(areasInteresse, areaInteresse, 'nome'),
    [areasFormacao.name]: nomeUnico(areasFormacao, areaFormacao, 'nome'),
    [etapasSeletivas.name]: nomeUnico(etapasSeletivas, etapaSeletiva, 'nome'),
    [motivosSolicitacao.name]: nomeUnico(motivosSolicitacao, motivoSolicitacao, 'descricao'),
    [comoFicouSabendoVaga.name]: nomeUnico(comoFicouSabendoVaga, comoFicouSabendoVagaTable, 'nome'),
    [idiomas.name]: nomeUnico(idiomas, idioma, 'nome'),
  };
}
