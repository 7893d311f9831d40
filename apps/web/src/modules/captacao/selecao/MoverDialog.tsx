import type { EtapaRef } from '@ipe/domain/resources/captacao/selecao/index';
import { MSG } from '@ipe/domain';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useState } from 'react';
import { FieldShell, FormGrid } from '../../../platform/components/index.ts';
import { T } from '../../../platform/resource/texts.ts';
import type { VinculoQuadro } from './api.ts';
import { TXT } from './texts.ts';

/** 'Mover para etapa': any step but the current one (going back repeats a step; skipping needs apto). */
export function MoverDialog({
  vinculo,
  etapas,
  onFechar,
  onMover,
}: {
  vinculo: VinculoQuadro | null;
  etapas: EtapaRef[];
  onFechar: () => void;
  onMover: (etapa: EtapaRef) => Promise<void>;
}) {
  const [etapaId, setEtapaId] = useState<number | null>(null);
  const [erro, setErro] = useState<string>();
  // A new candidate starts with an empty choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens for another link.
  useEffect(() => {
    setEtapaId(null);
    setErro(undefined);
  }, [vinculo]);
  const opcoes = etapas
    .filter((e) => e.id !== vinculo?.atual?.etapa.id)
    .map((e) => ({ value: e.id, label: `${e.ordem}. ${e.nome}` }));
  const mover = async () => {
    const etapa = etapas.find((e) => e.id === etapaId);
    if (!etapa) {
      setErro(MSG.obrigatoria(TXT.etapa));
      return;
    }
    await onMover(etapa).catch(() => undefined);
  };
  return (
    <Dialog
      header={TXT.moverPara}
      visible={vinculo !== null}
      onHide={onFechar}
      style={{ width: 'min(576px, 95vw)' }}
    >
      <p>{vinculo?.candidato.nome}</p>
      <FormGrid>
        <FieldShell id="mover-etapa" label={TXT.etapa} required error={erro}>
          <Dropdown
            inputId="mover-etapa"
            value={etapaId}
            options={opcoes}
            placeholder={T.selecione}
            invalid={!!erro}
            onChange={(e) => {
              setEtapaId(e.value as number);
              setErro(undefined);
            }}
          />
        </FieldShell>
      </FormGrid>
      <div className="ipe-form-actions">
        <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={onFechar} />
        <Button type="button" label={TXT.mover} icon="pi pi-arrow-right" onClick={mover} />
      </div>
    </Dialog>
  );
}
