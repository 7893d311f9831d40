import { opcoesDeColaborador } from '@ipe/domain/resources/cargoSalario/colaboradores/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import type { RespostaDe } from '@ipe/domain/contrato';
import { colaboradores } from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { useQuery } from '@tanstack/react-query';

export type Opcoes = RespostaDe<typeof opcoesDeColaborador>;
/** One choice; areas carry `ativo`, indices `desabilitado`, bands their `cargoId`. */
export type Opcao = {
  value: number;
  label: string;
  ativo?: boolean;
  desabilitado?: boolean;
  cargoId?: number;
};

const VAZIO: Opcoes = { estabelecimentos: [], areas: [], cargos: [], faixas: [], indices: [] };

/**
 * The choices of the talent screens, from GET …/colaboradores/opcoes (readable with the talent authority;
 * bands are named 'Cargo / Faixa'). A failed load leaves the lists empty, as dropdowns do (spec 1 §7).
 */
export function useOpcoes(): Opcoes {
  const q = useQuery({
    queryKey: [colaboradores.path, 'opcoes'],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      try {
        return await chamar(opcoesDeColaborador, {}, { loading: 'none', errors: 'silent' });
      } catch {
        return VAZIO;
      }
    },
  });
  return { ...VAZIO, ...q.data };
}

/** The label of an id among the options ('' when unknown). */
export const labelOf = (opcoes: Opcao[], id: unknown) => opcoes.find((o) => o.value === id)?.label ?? '';
