// Type only: the contract builds zod schemas, and the registration's first step loads no zod.
import type { formularioExterno } from '@ipe/domain/resources/externo/candidatos/contratos';
import { useQuery } from '@tanstack/react-query';
import { chamarRota } from '../../../platform/api/chamar.ts';

/** The company's candidate form (required and extra fields, cargo limit, policy), read by visitors too. */
export function useFormularioExterno(empresaId: string | null) {
  return useQuery({
    queryKey: ['/externo/formulario', empresaId],
    enabled: !!empresaId,
    staleTime: 5 * 60_000,
    queryFn: () =>
      chamarRota<typeof formularioExterno>('GET /api/externo/formulario', { query: { empresaId } }),
  });
}
