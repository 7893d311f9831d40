import { type AcaoSolicitacao, hojeIso } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { TRANSICOES_SOLICITACAO } from '@ipe/domain/resources/captacao/solicitacoes/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { DateInput, FieldShell, fieldAria } from '../../../platform/components/index.ts';
import { TXT } from './texts.ts';

/** Title, note field and required parts of each action's dialog. */
const DIALOGO: Record<AcaoSolicitacao, { titulo: string; nota: string; notaObrigatoria?: boolean }> = {
  libera: { titulo: 'Liberar solicitação', nota: 'observacaoLiberador' },
  reprova: { titulo: 'Reprovar solicitação', nota: 'observacaoLiberador' },
  suspende: { titulo: 'Suspender solicitação', nota: 'observacao' },
  reabre: { titulo: 'Reabrir solicitação', nota: 'observacao' },
  encerra: { titulo: 'Encerrar solicitação', nota: 'obsEncerra' },
  cancela: { titulo: 'Cancelar solicitação', nota: 'obsCancelamento', notaObrigatoria: true },
};

/**
 * The dialog of one status action: a note (required to cancel) and, to close, the closing date. The
 * server's field errors are shown under the fields.
 */
export function AcaoDialog({
  id,
  acao,
  onFechar,
  onFeito,
}: {
  id: number;
  acao: AcaoSolicitacao;
  onFechar: () => void;
  onFeito: () => void;
}) {
  const d = DIALOGO[acao];
  const [nota, setNota] = useState('');
  const [data, setData] = useState<string | null>(acao === 'encerra' ? hojeIso() : null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [ocupado, setOcupado] = useState(false);

  async function confirmar() {
    setOcupado(true);
    setErros({});
    try {
      await chamar(
        TRANSICOES_SOLICITACAO[acao],
        { params: { id }, body: { [d.nota]: nota, dataEncerramento: data } },
        { errors: 'silent' },
      );
      onFeito();
    } catch (e) {
      if (e instanceof ApiError && e.entries.length)
        setErros(
          Object.fromEntries(e.entries.map((x) => [x.field === d.nota ? 'nota' : x.field, x.message])),
        );
      else if (e instanceof ApiError) setErros({ geral: e.message });
    } finally {
      setOcupado(false);
    }
  }

  const notaAria = fieldAria('acao-nota', erros.nota, d.notaObrigatoria);
  return (
    <Dialog
      header={d.titulo}
      visible
      onHide={onFechar}
      modal
      style={{ width: 'min(600px, 95vw)' }}
      footer={
        <div className="ipe-form-actions">
          <Button type="button" label="Voltar" severity="secondary" outlined onClick={onFechar} />
          <Button
            type="button"
            label={TXT.confirmar}
            icon="pi pi-check"
            loading={ocupado}
            onClick={() => void confirmar()}
          />
        </div>
      }
    >
      {erros.geral && (
        <p className="ipe-field-error" role="alert">
          {erros.geral}
        </p>
      )}
      {acao === 'encerra' && (
        <FieldShell id="acao-data" label={TXT.dataEncerramento} required error={erros.dataEncerramento}>
          <DateInput
            id="acao-data"
            value={data}
            onChange={setData}
            required
            invalid={!!erros.dataEncerramento}
            describedBy={erros.dataEncerramento ? 'acao-data-error' : undefined}
          />
        </FieldShell>
      )}
      <FieldShell id="acao-nota" label={TXT.observacao} required={d.notaObrigatoria} error={erros.nota}>
        <InputTextarea
          {...notaAria}
          rows={4}
          value={nota}
          onChange={(e) => setNota(e.target.value)}
          autoResize
        />
      </FieldShell>
    </Dialog>
  );
}
