import { solicitacoesQueAceitamCandidatos } from '@ipe/domain/resources/captacao/selecao/contratos';
import type { ResultadoLote } from '@ipe/domain/resources/captacao/selecao/index';
import { transferirCandidatos } from '@ipe/domain/resources/captacao/selecao/transferencia';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { TXT } from './texts.ts';

/**
 * 'Transferir candidatos' (issue 24 §4): the selected cards go to the board of another requisition in
 * progress, with their history; one call, the per-candidate report as the other bulk actions.
 */
export function TransferirLote({
  solicitacaoId,
  vinculosIds,
  onFeito,
}: {
  solicitacaoId: number;
  vinculosIds: number[];
  onFeito: (r: ResultadoLote) => Promise<void> | void;
}) {
  const [destinoId, setDestinoId] = useState<number | null>(null);
  const abertas = useQuery({
    queryKey: ['solicitacoes-que-aceitam-candidatos'],
    queryFn: () =>
      chamar(solicitacoesQueAceitamCandidatos, { query: {} }, { loading: 'none', errors: 'silent' }),
  });
  const opcoes = (abertas.data ?? [])
    .filter((s) => s.id !== solicitacaoId)
    .map((s) => ({ value: s.id, label: `${s.id} – ${s.descricao}` }));
  const transferir = async () => {
    if (destinoId === null) return;
    const r = await chamar(transferirCandidatos, {
      params: { id: String(solicitacaoId) },
      body: { destinoId, vinculosIds },
    }).catch(() => null);
    if (!r) return;
    toastSuccess(TXT.resumoTransferencia(r.feitos.length, r.recusados.length));
    await onFeito(r);
  };
  return (
    <section className="ipe-quadro-lote" aria-label={TXT.transferirCandidatos}>
      <label htmlFor="lote-destino" className="ipe-sr-only">
        {TXT.solicitacaoDestino}
      </label>
      <Dropdown
        inputId="lote-destino"
        value={destinoId}
        options={opcoes}
        filter
        placeholder={TXT.solicitacaoDestino}
        emptyMessage={TXT.semSolicitacoesAbertas}
        onChange={(e) => setDestinoId(e.value as number)}
      />
      <Button
        type="button"
        label={TXT.transferirSelecionados}
        icon="pi pi-directions"
        outlined
        disabled={destinoId === null}
        onClick={() => void transferir()}
      />
    </section>
  );
}
