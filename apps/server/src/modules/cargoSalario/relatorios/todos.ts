/**
 * Every position-and-salary report's server part (its file's default export), one line each: several people
 * add reports at once (issue 20), so this list is touched by one-line additions only.
 */
export { default as alteracoesCargosAreas } from './alteracoes-cargos-e-ou-areas.ts';
export { default as matrizTalentosCompetencias } from './matriz-talentos-competencias.ts';
export { default as projecoesSalariaisTalentos } from './projecoes-salariais-talentos.ts';
export { default as promocoes } from './promocoes.ts';
export { default as talentosCompetencias } from './talentos-competencias.ts';
export { default as ultimasPromocoes } from './ultimas-promocoes.ts';
export { default as analiseTabelasSalariais } from './analise-tabelas-salariais.ts';
export { default as cargos } from './cargos.ts';
export { default as historicosFaixasSalariais } from './historicos-faixas-salariais.ts';
export { default as situacoes } from './situacoes.ts';
export { default as talentosAreasOrganizacionais } from './talentos-areas-organizacionais.ts';
export { default as talentosCargos } from './talentos-cargos.ts';
export { default as talentosGruposOcupacionais } from './talentos-grupos-ocupacionais.ts';
export { default as planejamentosRealinhamentos } from './planejamentos-realinhamentos.ts';
