import { colaboradores } from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/api/client.ts';

export interface Opcao {
  value: number;
  label: string;
  /** Areas: inactive ones are offered only to rows already in them. */
  ativo?: boolean;
  /** Indices: disabled ones likewise. */
  desabilitado?: boolean;
  /** Bands: their position. */
  cargoId?: number;
}

export interface Opcoes {
  estabelecimentos: Opcao[];
  areas: Opcao[];
  cargos: Opcao[];
  faixas: Opcao[];
  indices: Opcao[];
}

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
        return await http.get<Opcoes>(`${colaboradores.path}/opcoes`, { loading: 'none', errors: 'silent' });
      } catch {
        return VAZIO;
      }
    },
  });
  return { ...VAZIO, ...q.data };
}

/** The label of an id among the options ('' when unknown). */
export const labelOf = (opcoes: Opcao[], id: unknown) => opcoes.find((o) => o.value === id)?.label ?? '';
