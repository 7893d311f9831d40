import type { EmpresaConfiguracao } from '@ipe/domain/resources/utilitario/organizacao/index';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/api/client.ts';

/** Query key of the session company's configuration (invalidated when the logo or colours change). */
export const CONFIGURACAO_KEY = ['/utilitario/empresas', 'configuracao'] as const;

/** The session company's configuration (colours, logo, parameters); errors are left silent. */
export function useEmpresaConfiguracao(enabled = true) {
  return useQuery({
    queryKey: CONFIGURACAO_KEY,
    enabled,
    staleTime: 60_000,
    queryFn: () =>
      http.get<EmpresaConfiguracao>('/utilitario/empresas/configuracao', {
        errors: 'silent',
        loading: 'none',
      }),
  });
}
