import { TAMANHOS_INSCRICAO } from '@ipe/domain/resources/utilitario/organizacao/index';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/api/client.ts';
import { useSession } from '../../../platform/session/state.ts';

/**
 * The CNPJ base (first 8 characters) of the session's company, to start a new establishment with;
 * '' when the company has no CNPJ or the user cannot read the company register, undefined while loading.
 */
export function useEmpresaCnpj(enabled: boolean): string | undefined {
  const { info } = useSession();
  const empresaId = info?.empresa.id;
  const q = useQuery({
    queryKey: ['/utilitario/empresas', 'row', empresaId, 'cnpj'],
    enabled: enabled && !!empresaId,
    retry: false,
    queryFn: () =>
      http.get<{ cnpj: string | null }>(`/utilitario/empresas/${empresaId}`, {
        errors: 'silent',
        loading: 'none',
      }),
  });
  if (!enabled) return '';
  if (q.isPending && q.fetchStatus !== 'idle') return undefined;
  return (q.data?.cnpj ?? '').slice(0, TAMANHOS_INSCRICAO.CNPJ.base);
}
