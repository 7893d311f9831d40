import type { EtapaRef, ResultadoInput } from '@ipe/domain/resources/captacao/selecao/index';
import { hojeIso } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { confirmAction } from '../../../platform/components/index.ts';
import {
  type Contratacao,
  chaves,
  HISTORICO_API,
  SOLICITACOES,
  VINCULOS,
  type VinculoQuadro,
} from './api.ts';
import { TXT } from './texts.ts';

/**
 * The moves of the requisition's board: each calls the API (which checks the rules again and answers
 * clear pt-BR refusals, shown by the API client), then refreshes the board and the histories.
 */
export function useMovimentos(solicitacaoId: number) {
  const queryClient = useQueryClient();
  const atualizar = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: chaves.quadro(solicitacaoId) }),
      queryClient.invalidateQueries({ queryKey: [HISTORICO_API] }),
      // The requisition's own screens show the filled vacancies and the situation.
      queryClient.invalidateQueries({ queryKey: [SOLICITACOES] }),
    ]);
  };

  return {
    async incluir(candidatosIds: number[]) {
      await http.post(`${SOLICITACOES}/candidato/${solicitacaoId}`, { candidatosIds });
      toastSuccess(TXT.incluidos(candidatosIds.length));
      await atualizar();
    },
    async mover(v: VinculoQuadro, etapa: EtapaRef) {
      await http.post(`${VINCULOS}/${v.id}/etapa`, { etapaSeletivaId: etapa.id });
      toastSuccess(TXT.movido(etapa.nome));
      await atualizar();
    },
    async registrarResultado(v: VinculoQuadro, r: ResultadoInput) {
      await http.put(`${VINCULOS}/${v.id}/resultado`, r);
      toastSuccess(TXT.resultadoSalvo);
      await atualizar();
    },
    /** Hires; when the last vacancy is filled, offers to close the requisition (the existing transition). */
    async contratar(v: VinculoQuadro) {
      if (
        !(await confirmAction({
          message: TXT.confirmaContratar(v.candidato.nome),
          acceptLabel: TXT.contratar,
        }))
      )
        return;
      const r = await http.post<Contratacao>(`${VINCULOS}/${v.id}/contratar`);
      toastSuccess(TXT.contratado);
      await atualizar();
      if (
        r.todasPreenchidas &&
        (await confirmAction({
          message: TXT.todasPreenchidas,
          acceptLabel: TXT.encerrar,
          rejectLabel: TXT.agoraNao,
          icon: 'pi pi-check-circle',
        }))
      ) {
        await http.put(`${SOLICITACOES}/${solicitacaoId}/encerra`, { dataEncerramento: hojeIso() });
        toastSuccess(TXT.encerrada);
        await atualizar();
      }
    },
    async desfazerContratacao(v: VinculoQuadro) {
      if (!(await confirmAction({ message: TXT.confirmaDesfazer(v.candidato.nome) }))) return;
      await http.delete(`${VINCULOS}/${v.id}/contratacao`);
      toastSuccess(TXT.contratacaoDesfeita);
      await atualizar();
    },
    async remover(v: VinculoQuadro) {
      if (!(await confirmAction({ message: TXT.confirmaRemover(v.candidato.nome) }))) return;
      await http.delete(`${VINCULOS}/${v.id}`);
      toastSuccess(TXT.removido);
      await atualizar();
    },
  };
}
export type Movimentos = ReturnType<typeof useMovimentos>;
