/**
 * Every position-and-salary report declaration, one line each (issue 20: several people add reports at
 * once, so this list is touched by one-line additions only). Order does not matter: index.ts sorts by title.
 */
export { alteracoesCargosAreas } from './alteracoes-cargos-e-ou-areas.ts';
export { matrizTalentosCompetencias } from './matriz-talentos-competencias.ts';
export { projecoesSalariaisTalentos } from './projecoes-salariais-talentos.ts';
export { promocoes } from './promocoes.ts';
export { talentosCompetencias } from './talentos-competencias.ts';
export { ultimasPromocoes } from './ultimas-promocoes.ts';
export { analiseTabelasSalariais } from './analise-tabelas-salariais.ts';
export { cargos } from './cargos.ts';
export { historicosFaixasSalariais } from './historicos-faixas-salariais.ts';
export { situacoes } from './situacoes.ts';
export { talentosAreasOrganizacionais, talentosCargos, talentosGruposOcupacionais } from './talentos.ts';
export { planejamentosRealinhamentos } from './planejamentos-realinhamentos.ts';
