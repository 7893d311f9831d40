import type { ContratosDocumentosAnexos } from '@ipe/domain/resources/captacao/documentos/contratosAnexos';
import { DESCRICAO_MAX, erroDescricao } from '@ipe/domain/resources/captacao/documentos/index';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { FieldShell, fieldAria } from '../../../platform/components/index.ts';
import type { DocumentoAnexo } from './api.ts';
import { TXT } from './texts.ts';

/** 'Editar descrição' of a document (PUT …/{docId}); the file itself is not replaced. */
export function EditarDescricaoDialog({
  documento,
  contratos,
  onFechar,
  onSalvo,
}: {
  documento: DocumentoAnexo | null;
  /** The door's document routes (HR's or the candidate area's). */
  contratos: ContratosDocumentosAnexos;
  onFechar: () => void;
  onSalvo: () => void;
}) {
  const [descricao, setDescricao] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    setDescricao(documento?.descricao ?? '');
    setErro(null);
  }, [documento]);

  const gravar = async () => {
    const e = erroDescricao(descricao);
    setErro(e);
    if (e || !documento) return;
    try {
      const params = { candidatoId: documento.candidatoId, docId: documento.id };
      await chamar(contratos.alterar, { params, body: { descricao } });
      onSalvo();
    } catch (x) {
      if (x instanceof ApiError) setErro(x.entries.find((y) => y.field === 'descricao')?.message ?? null);
    }
  };

  return (
    <Dialog
      header={TXT.editar}
      visible={documento !== null}
      onHide={onFechar}
      style={{ width: '768px' }}
      breakpoints={{ '800px': '95vw' }}
    >
      <form
        className="ipe-form"
        onSubmit={(e) => {
          e.preventDefault();
          void gravar();
        }}
      >
        <FieldShell id="editar-descricao" label={TXT.descricao} required error={erro ?? undefined}>
          <InputText
            {...fieldAria('editar-descricao', erro, true)}
            value={descricao}
            maxLength={DESCRICAO_MAX}
            onChange={(e) => setDescricao(e.target.value)}
          />
        </FieldShell>
        <div className="ipe-form-actions">
          <Button type="submit" label={TXT.gravar} icon="pi pi-check" />
          <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={onFechar} />
        </div>
      </form>
    </Dialog>
  );
}
