import { empresas } from '@ipe/domain';
import { TAMANHOS_INSCRICAO } from '@ipe/domain/resources/utilitario/organizacao/index';
import { useQuery } from '@tanstack/react-query';
import { recurso } from '../../../platform/api/recurso.ts';
import { useSession } from '../../../platform/session/state.ts';

/**
 * The CNPJ base (first 8 characters) of the session's company, to start a new establishment with;
 * '' when the company has no CNPJ or the user cannot read the company register, undefined while loading.
 */
export function useEmpresaCnpj(enabled: boolean): string | undefined {
  const { info } = useSession();
  const empresaId = info?.empresa.id;
  const q = useQuery({
    queryKey: [empresas.path, 'row', empresaId, 'cnpj'],
    enabled: enabled && !!empresaId,
    retry: false,
    queryFn: () => recurso(empresas).obter(Number(empresaId), { errors: 'silent', loading: 'none' }),
  });
  if (!enabled) return '';
  if (q.isPending && q.fetchStatus !== 'idle') return undefined;
  return (q.data?.cnpj ?? '').slice(0, TAMANHOS_INSCRICAO.CNPJ.base);
}
