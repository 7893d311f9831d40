import type { ParametrosSolicitacao } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { solicitacoesPessoal as def } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  clonarSolicitacao,
  type talentosSubstituiveis,
} from '@ipe/domain/resources/captacao/solicitacoes/contratos';
import type { RespostaDe } from '@ipe/domain/contrato';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { keys } from '../../../platform/resource/options.ts';
import { TXT } from './texts.ts';
import { configuracaoQuery } from '../../utilitario/index.ts';

/** The session company's parameters: the company configuration query (the header's), narrowed. */
export function useParametrosEmpresa() {
  return useQuery({ ...configuracaoQuery, select: (c): ParametrosSolicitacao => c.parametros });
}

/** A talent a requisition may substitute (GET /captacao/candidatos/substituidos). */
export type Talento = RespostaDe<typeof talentosSubstituiveis>[number];

/** 'Clonar' (list row and form): the copy is created, the lists refreshed, and the new one opened. */
export function useClonarSolicitacao() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (id: number) => chamar(clonarSolicitacao, { params: { id } }),
    onSuccess: async ({ id }) => {
      toastSuccess(TXT.clonada);
      await queryClient.invalidateQueries({ queryKey: keys.all(def) });
      navigate(`${def.path}/${id}`);
    },
  });
}
