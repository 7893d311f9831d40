import { formatFileSize } from '@ipe/domain';
import { verificarArquivo } from '@ipe/domain/arquivos';
import {
  baixarAnexo,
  documentosAnexos as def,
  MAX_ANEXO_BYTES,
} from '@ipe/domain/resources/geral/documentosAnexos';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { chamar } from '../../platform/api/chamar.ts';
import { FieldShell, FormGrid, Upload } from '../../platform/components/index.ts';
import NotFoundPage from '../../platform/pages/NotFoundPage.tsx';
import { salvarArquivo } from '../../platform/relatorios/download.ts';
import { ResourceFields } from '../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../platform/resource/useResource.ts';
import { useResourceForm } from '../../platform/resource/useResourceForm.ts';

/** The file as the API takes it beside the fields: its name and its bytes in base64. */
async function emBase64(file: File): Promise<{ nome: string; base64: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binario = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { nome: file.name, base64: btoa(binario) };
}

/** Downloads a document's file with its original name. */
export async function baixarDocumento(id: number, nome: string) {
  const blob = await chamar(baixarAnexo, { params: { id } });
  salvarArquivo(blob, nome);
}

/**
 * The attached document's form: the generic fields and the file ('Anexo', required on create, replaced
 * on edit when another is chosen), checked by content before it leaves (the server checks again).
 */
export default function DocumentoAnexoFormPage() {
  const { id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return <Formulario id={id} />;
}

function Formulario({ id }: { id: number | null }) {
  const [anexo, setAnexo] = useState<{ nome: string; base64: string } | null>(null);
  const state = useResourceForm(def, id, {
    extraFieldOrder: ['anexo'],
    toBody: (v) => (anexo ? { ...v, anexo } : v),
  });
  const erro = state.form.formState.errors.anexo?.message;
  const atual = state.row?.nomeArquivo;
  return (
    <ResourceFormFrame def={def} state={state}>
      <ResourceFields
        def={def}
        disabled={state.readOnly || state.loading}
        tab={state.tab}
        onTabChange={state.setTab}
      />
      <FormGrid>
        <FieldShell
          id="documento-anexo"
          label="Anexo"
          required={state.isNew}
          error={typeof erro === 'string' ? erro : undefined}
        >
          <div className="ipe-documento-anexo">
            {!state.readOnly && (
              <Upload
                id="documento-anexo"
                label={`Arquivo (até ${formatFileSize(MAX_ANEXO_BYTES)})`}
                maxBytes={MAX_ANEXO_BYTES}
                check={async (file) => {
                  const r = await verificarArquivo(new Uint8Array(await file.arrayBuffer()), file.name);
                  return r.ok ? null : r.mensagem;
                }}
                onFile={async (file) => {
                  setAnexo(await emBase64(file));
                  state.form.clearErrors('anexo');
                }}
              />
            )}
            {atual && id !== null && (
              <Button
                type="button"
                link
                icon="pi pi-download"
                label={`Baixar ${atual}`}
                onClick={() => void baixarDocumento(id, atual)}
              />
            )}
          </div>
        </FieldShell>
      </FormGrid>
    </ResourceFormFrame>
  );
}
