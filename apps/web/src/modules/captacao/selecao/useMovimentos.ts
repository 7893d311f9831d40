import type { LoteInput, ResultadoInput, EtapaRef } from '@ipe/domain/resources/captacao/selecao/index';
import { hojeIso } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { useQueryClient } from '@tanstack/react-query';
import {
  acaoEmLote,
  contratarCandidato,
  desfazerContratacao,
  incluirCandidatos,
  moverParaEtapa,
  registrarResultado,
  removerVinculo,
} from '@ipe/domain/resources/captacao/selecao/contratos';
import { TRANSICOES_SOLICITACAO } from '@ipe/domain/resources/captacao/solicitacoes/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { confirmAction } from '../../../platform/components/index.ts';
import { chaves, HISTORICO_API, SOLICITACOES, type VinculoQuadro } from './api.ts';
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
      await chamar(incluirCandidatos, { params: { id: solicitacaoId }, body: { candidatosIds } });
      toastSuccess(TXT.incluidos(candidatosIds.length));
      await atualizar();
    },
    async mover(v: VinculoQuadro, etapa: EtapaRef) {
      await chamar(moverParaEtapa, { params: { id: v.id }, body: { etapaSeletivaId: etapa.id } });
      toastSuccess(TXT.movido(etapa.nome));
      await atualizar();
    },
    async registrarResultado(v: VinculoQuadro, r: ResultadoInput) {
      await chamar(registrarResultado, { params: { id: v.id }, body: r });
      toastSuccess(TXT.resultadoSalvo);
      await atualizar();
    },
    /**
     * Hires (after a confirmation unless `confirmar` is false: the hiring dialog already asked); when the
     * last vacancy is filled, offers to close the requisition (the existing transition).
     */
    async contratar(v: VinculoQuadro, confirmar = true) {
      if (
        confirmar &&
        !(await confirmAction({
          message: TXT.confirmaContratar(v.candidato.nome),
          acceptLabel: TXT.contratar,
        }))
      )
        return;
      const r = await chamar(contratarCandidato, { params: { id: v.id } });
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
        await chamar(TRANSICOES_SOLICITACAO.encerra, {
          params: { id: solicitacaoId },
          body: { dataEncerramento: hojeIso() },
        });
        toastSuccess(TXT.encerrada);
        await atualizar();
      }
    },
    async desfazerContratacao(v: VinculoQuadro) {
      if (!(await confirmAction({ message: TXT.confirmaDesfazer(v.candidato.nome) }))) return;
      await chamar(desfazerContratacao, { params: { id: v.id } });
      toastSuccess(TXT.contratacaoDesfeita);
      await atualizar();
    },
    /** A bulk action: one call, the summary as a toast; the caller shows the refusals. */
    async lote(body: LoteInput) {
      const r = await chamar(acaoEmLote, { params: { id: solicitacaoId }, body });
      toastSuccess(TXT.resumoLote(r.feitos.length, r.recusados.length));
      await atualizar();
      return r;
    },
    async remover(v: VinculoQuadro) {
      if (!(await confirmAction({ message: TXT.confirmaRemover(v.candidato.nome) }))) return;
      await chamar(removerVinculo, { params: { id: v.id } });
      toastSuccess(TXT.removido);
      await atualizar();
    },
  };
}
export type Movimentos = ReturnType<typeof useMovimentos>;
