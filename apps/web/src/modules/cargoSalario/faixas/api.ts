import type { ContratoBase, RespostaDe } from '@ipe/domain/contrato';
import { faixasSalariais } from '@ipe/domain/resources/cargoSalario/faixas/index';
import { useQuery } from '@tanstack/react-query';
import { chamar, type EntradaDe } from '../../../platform/api/chamar.ts';
import {
  calcularSalarioHistorico,
  cargosDasFaixas,
  configuracaoFaixas,
  faixasDoCargoParaEscolha,
  salariosDasFaixas,
} from '@ipe/domain/resources/cargoSalario/faixas/contratos';
import { indicesPendentesDesabilitados } from '@ipe/domain/resources/cargoSalario/faixas/contratosHistoricos';

/** Calls of the band screens beside the generic ones (server: modules/cargoSalario/faixas). */

export const FAIXAS = faixasSalariais.path;
const CINCO_MINUTOS = 5 * 60_000;

export interface Opcao {
  id: number;
  nome: string;
  desabilitado?: boolean;
}

/** Reads without error toasts (dropdowns): a failure yields an empty list, as the spec says. */
const silencioso = async <C extends ContratoBase>(
  contrato: C,
  entrada: EntradaDe<C>,
  fallback: RespostaDe<C>,
): Promise<RespostaDe<C>> => {
  try {
    return await (chamar as (c: C, e: EntradaDe<C>, o: object) => Promise<RespostaDe<C>>)(contrato, entrada, {
      loading: 'none',
      errors: 'silent',
    });
  } catch {
    return fallback;
  }
};

/** The company's positions, for the band screens (also for users without the positions register). */
export const useCargos = () =>
  useQuery({
    queryKey: [FAIXAS, 'cargos'],
    staleTime: CINCO_MINUTOS,
    queryFn: () => silencioso(cargosDasFaixas, {}, []),
  });

/** The company's indices with the disabled ones marked (GET /indices/pendentes-desabilitados). */
export const useIndices = () =>
  useQuery({
    queryKey: ['/cargo-salario/indices', 'pendentes-desabilitados'],
    staleTime: CINCO_MINUTOS,
    queryFn: () => silencioso(indicesPendentesDesabilitados, {}, []),
  });

/** The bands of a cargo for choosing (GET /faixas-salariais/cargo/{id}/pendentes-desabilitados). */
export const useFaixasDoCargo = (cargoId: number | null) =>
  useQuery({
    queryKey: [FAIXAS, 'pendentes-desabilitados', cargoId],
    enabled: cargoId != null,
    queryFn: () => silencioso(faixasDoCargoParaEscolha, { params: { cargoId: cargoId as number } }, []),
  });

/** Whether the company is integrated with the payroll system (drives which fields are required). */
export const useIntegracao = () =>
  useQuery({
    queryKey: [FAIXAS, 'configuracao'],
    staleTime: CINCO_MINUTOS,
    queryFn: () => silencioso(configuracaoFaixas, {}, { acIntegra: false }),
  });

/** The salary in force today of the given bands, by band id (one call per list page). */
export const useSalarios = (ids: number[]) =>
  useQuery({
    queryKey: [FAIXAS, 'salarios', ids],
    enabled: ids.length > 0,
    queryFn: async () =>
      new Map(
        (await silencioso(salariosDasFaixas, { query: { ids: ids.join(',') } }, [])).map((s) => [
          s.id,
          s.salario,
        ]),
      ),
  });

export interface Composicao {
  tipo: string | null;
  indiceId: number | null;
  quantidade: number | null;
  valor: number | null;
  data: string | null;
}

/** The value of one history row on its date, computed by the server (calcularSalarioHistorico). */
export const useSalarioCalculado = (c: Composicao) => {
  const pronto =
    !!c.data &&
    ((c.tipo === '3' && c.valor != null) || (c.tipo === '2' && c.indiceId != null && c.quantidade != null));
  return useQuery({
    queryKey: [FAIXAS, 'calcular', c],
    enabled: pronto,
    staleTime: CINCO_MINUTOS,
    queryFn: async () =>
      (
        await silencioso(
          calcularSalarioHistorico,
          {
            query: {
              tipo: c.tipo as '2' | '3',
              indiceId: c.tipo === '2' ? c.indiceId : undefined,
              quantidade: c.tipo === '2' ? c.quantidade : undefined,
              valor: c.tipo === '3' ? c.valor : undefined,
              data: c.data ?? undefined,
            },
          },
          { data: '', salario: null },
        )
      ).salario,
  });
};
