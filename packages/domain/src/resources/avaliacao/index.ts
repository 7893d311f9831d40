import type { ResourceDef } from '../../resource.ts';
import { avaliacoesDesempenho } from './desempenho.ts';
import { avaliacoes, modelosAcompanhamento, modelosAvaliacao } from './modelos.ts';
import { ninebox } from './ninebox.ts';
import { periodosExperiencia } from './periodos.ts';

export { conjuntoDaAvaliacao } from './contratos.ts';
export {
  avaliacoes,
  MSG_MODELOS,
  modelosAcompanhamento,
  modelosAvaliacao,
  TIPO_MODELO,
  TIPOS_MODELO,
  type TipoModelo,
} from './modelos.ts';
export * from './desempenho.ts';
export * from './desempenhoContratos.ts';
export { DIAS_MAXIMOS_EXPERIENCIA, MSG_PERIODOS, periodosExperiencia } from './periodos.ts';

/** The module's resources, in menu order. */
export const RESOURCES_AVALIACAO: readonly ResourceDef[] = [
  avaliacoes,
  modelosAvaliacao,
  modelosAcompanhamento,
  periodosExperiencia,
  avaliacoesDesempenho,
  ninebox,
];
