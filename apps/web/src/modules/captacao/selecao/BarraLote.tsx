import type { EtapaRef, ResultadoLote } from '@ipe/domain/resources/captacao/selecao/index';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { TXT } from './texts.ts';

/**
 * The bulk actions over the selected cards (issue 24 §3): move to a step, mark apto, reject. Shown while
 * at least one card is selected; the page calls the bulk route and shows its per-candidate report.
 */
export function BarraLote({
  quantidade,
  etapas,
  onMover,
  onApto,
  onReprovar,
  onLimpar,
}: {
  quantidade: number;
  etapas: EtapaRef[];
  onMover: (etapa: EtapaRef) => void;
  onApto: () => void;
  onReprovar: () => void;
  onLimpar: () => void;
}) {
  const [etapaId, setEtapaId] = useState<number | null>(null);
  const etapa = etapas.find((e) => e.id === etapaId);
  return (
    <section className="ipe-quadro-lote" aria-label={TXT.acoesEmLote}>
      <p role="status">{TXT.selecionados(quantidade)}</p>
      <label htmlFor="lote-etapa" className="ipe-sr-only">
        {TXT.etapaDestino}
      </label>
      <Dropdown
        inputId="lote-etapa"
        value={etapaId}
        options={etapas.map((e) => ({ value: e.id, label: `${e.ordem}. ${e.nome}` }))}
        placeholder={TXT.etapaDestino}
        onChange={(e) => setEtapaId(e.value as number)}
      />
      <Button
        type="button"
        label={TXT.moverSelecionados}
        icon="pi pi-arrow-right"
        disabled={!etapa}
        onClick={() => etapa && onMover(etapa)}
      />
      <Button type="button" label={TXT.marcarApto} icon="pi pi-check" outlined onClick={onApto} />
      <Button
        type="button"
        label={TXT.reprovar}
        icon="pi pi-ban"
        severity="danger"
        outlined
        onClick={onReprovar}
      />
      <Button type="button" label={TXT.limparSelecao} severity="secondary" text onClick={onLimpar} />
    </section>
  );
}

/** The report of a bulk action when some candidate was refused: who was done, who was not and why. */
export function RelatorioLote({ r, onFechar }: { r: ResultadoLote | null; onFechar: () => void }) {
  return (
    <Dialog
      header={TXT.resultadoLote}
      visible={r !== null}
      onHide={onFechar}
      style={{ width: 'min(576px, 95vw)' }}
    >
      {r && (
        <>
          <p>{TXT.resumoLote(r.feitos.length, r.recusados.length)}</p>
          {r.feitos.length > 0 && (
            <>
              <h3 className="ipe-lote-titulo">{TXT.feitos}</h3>
              <ul>
                {r.feitos.map((f) => (
                  <li key={f.id}>{f.nome}</li>
                ))}
              </ul>
            </>
          )}
          <h3 className="ipe-lote-titulo">{TXT.recusados}</h3>
          <ul>
            {r.recusados.map((f) => (
              <li key={f.id}>
                <strong>{f.nome || `#${f.id}`}</strong>: {f.motivo}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="ipe-form-actions">
        <Button type="button" label={TXT.fechar} onClick={onFechar} />
      </div>
    </Dialog>
  );
}
