import type { EmpresaConfiguracao } from '@ipe/domain/resources/utilitario/organizacao/index';
import type { ParametrosSolicitacao } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/api/client.ts';

/** The session company's parameters (the same query the header uses for the logo). */
export function useParametrosEmpresa() {
  return useQuery({
    queryKey: ['/utilitario/empresas', 'configuracao'],
    queryFn: () => http.get<EmpresaConfiguracao>('/utilitario/empresas/configuracao', { loading: 'none' }),
    staleTime: 60_000,
    select: (c): ParametrosSolicitacao => c.parametros,
  });
}

export interface Talento {
  id: number;
  nome: string;
  estabilidadeCipaAte: string | null;
}
