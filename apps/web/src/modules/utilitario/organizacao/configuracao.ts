import type { EmpresaConfiguracao } from '@ipe/domain/resources/utilitario/organizacao/index';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/api/client.ts';

/** Query key of the session company's configuration (invalidated when the logo or colours change). */
export const CONFIGURACAO_KEY = ['/utilitario/empresas', 'configuracao'] as const;

/** The query of the session company's configuration; errors are left silent. */
export const configuracaoQuery = {
  queryKey: CONFIGURACAO_KEY,
  staleTime: 60_000,
  queryFn: () =>
    http.get<EmpresaConfiguracao>('/utilitario/empresas/configuracao', {
      errors: 'silent',
      loading: 'none',
    }),
};

/** The session company's configuration (colours, logo, parameters). */
export function useEmpresaConfiguracao(enabled = true) {
  return useQuery({ ...configuracaoQuery, enabled });
}
