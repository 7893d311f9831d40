import { niveisCompetencia } from '@ipe/domain/resources/cargoSalario/competencias/index';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/api/client.ts';

/** The company's level configuration as GET /niveis-competencia/configuracao answers it. */
export interface ConfigNiveisInfo {
  considerarPercentualMinimo: boolean;
  obrigarPercentual: boolean;
  percentualObrigatorio: boolean;
  existeCriterio: boolean;
  niveisSemPercentual: number;
  podeEditar: boolean;
}

export const CONFIG_URL = `${niveisCompetencia.path}/configuracao`;
/** Under the levels' path: saving a level refreshes it (levels without percentual change). */
export const configKey = [niveisCompetencia.path, 'configuracao'] as const;

export function useConfigNiveis() {
  return useQuery({ queryKey: configKey, queryFn: () => http.get<ConfigNiveisInfo>(CONFIG_URL) });
}

/** Whether adding behaviours is blocked now (spec 2 §4). */
export function useComportamentosBloqueados(enabled: boolean) {
  return useQuery({
    queryKey: [niveisCompetencia.path, 'sem-percentual'],
    enabled,
    queryFn: () =>
      http.get<boolean>('/cargo-salario/competencias/competencias-sem-percentual', {
        errors: 'silent',
        loading: 'none',
      }),
  });
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Today as 'YYYY-MM-DD' (local time). */
export const hoje = (d = new Date()) => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
