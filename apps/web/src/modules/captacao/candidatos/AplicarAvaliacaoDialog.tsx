import { MSG, type ReferenceField } from '@ipe/domain';
import { modelosAvaliacaoCandidato } from '@ipe/domain/resources/captacao/avaliacoes/index';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { FieldShell, FormGrid, fieldAria } from '../../../platform/components/index.ts';
import { useReferenceOptions } from '../../../platform/resource/options.ts';
import { T } from '../../../platform/resource/texts.ts';
import { TXT } from './texts.ts';

/** The one field: a model among the company's active ones, read as any reference dropdown's options. */
const CAMPO_MODELO: ReferenceField = {
  name: 'modeloAvaliacaoId',
  label: TXT.modelo,
  kind: 'reference',
  resource: modelosAvaliacaoCandidato.name,
};
const SO_ATIVOS = { ativo: true };

/** 'Aplicar Avaliação': picks one of the active models; the answering page opens next. */
export function AplicarAvaliacaoDialog({
  visivel,
  onFechar,
  onAplicar,
}: {
  visivel: boolean;
  onFechar: () => void;
  onAplicar: (modeloId: number) => void;
}) {
  // A failed load is an empty list, as for any dropdown.
  const modelos = useReferenceOptions(CAMPO_MODELO, SO_ATIVOS, visivel);
  const [modeloId, setModeloId] = useState<number | null>(null);
  const [erro, setErro] = useState<string | undefined>();
  const opcoes = modelos.data ?? [];

  const aplicar = () => {
    if (modeloId === null) {
      setErro(MSG.obrigatorio(TXT.modelo));
      document.getElementById('modeloAvaliacaoId')?.focus();
      return;
    }
    onAplicar(modeloId);
  };

  return (
    <Dialog
      header={TXT.aplicar}
      visible={visivel}
      onHide={() => {
        setErro(undefined);
        onFechar();
      }}
      style={{ width: 'min(576px, 95vw)' }}
      className="ipe-aplicar-dialog"
    >
      <FormGrid>
        <FieldShell id="modeloAvaliacaoId" label={TXT.modelo} required error={erro}>
          <Dropdown
            {...(({ id, ...rest }) => ({ inputId: id, ...rest }))(fieldAria('modeloAvaliacaoId', erro, true))}
            value={modeloId}
            options={opcoes}
            optionLabel="label"
            optionValue="value"
            placeholder={T.selecione}
            filter={opcoes.length > 10}
            emptyMessage={TXT.semModelos}
            loading={modelos.isFetching}
            invalid={!!erro}
            onChange={(e) => {
              setModeloId((e.value as number | null) ?? null);
              setErro(undefined);
            }}
          />
        </FieldShell>
      </FormGrid>
      {modelos.isSuccess && opcoes.length === 0 && <p className="ipe-hint">{TXT.semModelos}</p>}
      <div className="ipe-form-actions">
        <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={onFechar} />
        <Button
          type="button"
          label={TXT.aplicarBotao}
          icon="pi pi-check"
          disabled={opcoes.length === 0}
          onClick={aplicar}
        />
      </div>
    </Dialog>
  );
}
