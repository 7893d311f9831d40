import { configuracaoDaEmpresaDaSessao } from '@ipe/domain/resources/utilitario/organizacao/contratosEmpresas';
import { useQuery } from '@tanstack/react-query';
import { chamar } from '../../../platform/api/chamar.ts';

/** Query key of the session company's configuration (invalidated when the logo or colours change). */
export const CONFIGURACAO_KEY = ['/utilitario/empresas', 'configuracao'] as const;

/** The query of the session company's configuration; errors are left silent. */
export const configuracaoQuery = {
  queryKey: CONFIGURACAO_KEY,
  staleTime: 60_000,
  queryFn: () => chamar(configuracaoDaEmpresaDaSessao, undefined, { errors: 'silent', loading: 'none' }),
};

/** The session company's configuration (colours, logo, parameters). */
export function useEmpresaConfiguracao(enabled = true) {
  return useQuery({ ...configuracaoQuery, enabled });
}
