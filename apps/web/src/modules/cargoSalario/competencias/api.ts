import {
  configuracaoNiveis,
  competenciasSemPercentual,
} from '@ipe/domain/resources/cargoSalario/competencias/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import type { RespostaDe } from '@ipe/domain/contrato';
import { niveisCompetencia } from '@ipe/domain/resources/cargoSalario/competencias/index';
import { useQuery } from '@tanstack/react-query';

/** The company's level configuration as GET /niveis-competencia/configuracao answers it. */
export type ConfigNiveisInfo = RespostaDe<typeof configuracaoNiveis>;

export const CONFIG_URL = `${niveisCompetencia.path}/configuracao`;
/** Under the levels' path: saving a level refreshes it (levels without percentual change). */
export const configKey = [niveisCompetencia.path, 'configuracao'] as const;

export function useConfigNiveis() {
  return useQuery({ queryKey: configKey, queryFn: () => chamar(configuracaoNiveis) });
}

/** Whether adding behaviours is blocked now (spec 2 §4). */
export function useComportamentosBloqueados(enabled: boolean) {
  return useQuery({
    queryKey: [niveisCompetencia.path, 'sem-percentual'],
    enabled,
    queryFn: () => chamar(competenciasSemPercentual, {}, { errors: 'silent', loading: 'none' }),
  });
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Today as 'YYYY-MM-DD' (local time). */
export const hoje = (d = new Date()) => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
