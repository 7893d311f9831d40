import type { ResourceDef } from '@ipe/domain';
import { formularioExterno } from '@ipe/domain/resources/externo/candidatos/contratos';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import { CaminhoOpcoes } from '../../../platform/resource/options.ts';

/** API path of the candidate's own record in the candidate area. */
export const API_EXTERNO = '/externo/candidatos';

/** The company's candidate form (required and extra fields, cargo limit, policy), read by visitors too. */
export function useFormularioExterno(empresaId: string | null) {
  return useQuery({
    queryKey: ['/externo/formulario', empresaId],
    enabled: !!empresaId,
    staleTime: 5 * 60_000,
    queryFn: () => chamar(formularioExterno, { query: { empresaId } }),
  });
}

/**
 * The form's dropdowns (cargos, idiomas, cidades…) read from the candidate area's public copies: the
 * internal lists need HR authorities.
 */
export function OpcoesExternas({ empresaId, children }: { empresaId: string | null; children: ReactNode }) {
  const caminho = (ref: ResourceDef) => `/externo/empresas/${empresaId}/cadastros/${ref.name}`;
  return <CaminhoOpcoes.Provider value={caminho}>{children}</CaminhoOpcoes.Provider>;
}
