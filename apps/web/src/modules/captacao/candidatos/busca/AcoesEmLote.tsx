import {
  removerCandidatosEmLote,
  verificarPendenciasEmLote,
} from '@ipe/domain/resources/captacao/candidatos/contratosConsultas';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { chamar } from '../../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../../platform/api/notify.ts';
import { confirmAction } from '../../../../platform/components/index.ts';
import { TXT_BUSCA as T } from './texts.ts';

/**
 * The batch actions on the list's selected rows: 'Verificar pendências' (stores each candidate's
 * qualification under the company's required fields) and 'Remover selecionados' (after a confirmation;
 * all or none: the server names each candidate that cannot be removed, shown by the API client).
 */
export function AcoesEmLote({
  selecionados,
  onConcluido,
}: {
  selecionados: { id: number }[];
  /** After an action: `removidos` tells whether the selected rows are gone. */
  onConcluido: (removidos: boolean) => void;
}) {
  const ids = selecionados.map((s) => s.id);
  const verificar = useMutation({
    mutationFn: () => chamar(verificarPendenciasEmLote, { body: { ids } }),
    onSuccess: (r) => {
      toastSuccess(T.pendenciasVerificadas(r.verificados, r.qualificados, r.dadosIncompletos));
      onConcluido(false);
    },
  });
  const remover = useMutation({
    mutationFn: () => chamar(removerCandidatosEmLote, { body: { ids } }),
    onSuccess: (r) => {
      toastSuccess(r.mensagem);
      onConcluido(true);
    },
  });
  const n = ids.length;
  const ocupado = verificar.isPending || remover.isPending;
  return (
    <div className="ipe-busca-lote" role="toolbar" aria-label={T.selecionados(n)}>
      <span className="ipe-busca-lote-contagem">{T.selecionados(n)}</span>
      <Button
        type="button"
        label={T.verificarPendencias}
        icon="pi pi-check-square"
        outlined
        size="small"
        disabled={!n || ocupado}
        onClick={() => verificar.mutate()}
      />
      <Button
        type="button"
        label={T.removerSelecionados}
        icon="pi pi-trash"
        severity="danger"
        outlined
        size="small"
        disabled={!n || ocupado}
        onClick={async () => {
          if (await confirmAction({ message: T.confirmaRemocaoLote(n) })) remover.mutate();
        }}
      />
    </div>
  );
}
