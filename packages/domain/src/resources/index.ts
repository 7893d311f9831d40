import type { ResourceDef } from '../resource.ts';
import { RESOURCES_AVALIACOES_CAPTACAO } from './captacao/avaliacoes/index.ts';
import { RESOURCES_CADASTROS_CAPTACAO } from './captacao/cadastros/index.ts';
import { RESOURCES_CANDIDATOS } from './captacao/candidatos/index.ts';
import { RESOURCES_DOCUMENTOS } from './captacao/documentos/index.ts';
import { RESOURCES_SOLICITACOES } from './captacao/solicitacoes/index.ts';
import { RESOURCES_ANUNCIOS } from './captacao/anuncios/index.ts';
import { RESOURCES_AREAS } from './cargoSalario/areas/index.ts';
import { RESOURCES_COLABORADORES } from './cargoSalario/colaboradores/index.ts';
import { RESOURCES_COMPETENCIAS } from './cargoSalario/competencias/index.ts';
import { RESOURCES_FAIXAS } from './cargoSalario/faixas/index.ts';
import { bairros } from './geral/bairros.ts';
import { cidades } from './geral/cidades.ts';
import { estados } from './geral/estados.ts';
import { empresas } from './utilitario/empresas.ts';
import { RESOURCES_SST } from './sst/index.ts';
import { RESOURCES_ORGANIZACAO } from './utilitario/organizacao/index.ts';
import { perfis } from './utilitario/perfis.ts';
import { usuarios } from './utilitario/usuarios.ts';

/** The registry: every resource served by the generic machinery. Add new ones here. */
export const RESOURCES: readonly ResourceDef[] = [
  estados,
  cidades,
  bairros,
  empresas,
  perfis,
  usuarios,
  ...RESOURCES_ORGANIZACAO,
  ...RESOURCES_AREAS,
  ...RESOURCES_COMPETENCIAS,
  ...RESOURCES_FAIXAS,
  ...RESOURCES_COLABORADORES,
  ...RESOURCES_CANDIDATOS,
  ...RESOURCES_DOCUMENTOS,
  ...RESOURCES_AVALIACOES_CAPTACAO,
  ...RESOURCES_SOLICITACOES,
  ...RESOURCES_ANUNCIOS,
  ...RESOURCES_SST,
  ...RESOURCES_CADASTROS_CAPTACAO,
];

export const resourceByName = new Map(RESOURCES.map((r) => [r.name, r]));

export { bairros, cidades, empresas, estados, perfis, usuarios };
