import type { ContratosCurriculo } from '@ipe/domain/resources/captacao/documentos/contratosCurriculos';
import { Button } from 'primereact/button';
import { type ChangeEvent, useRef, useState } from 'react';
import { chamar } from '../../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../../platform/api/notify.ts';
import { TXT } from './texts.ts';

export interface CurriculoOcrProps {
  /** The résumé routes of the form's door (HR's or the candidate area's). */
  contratos: ContratosCurriculo;
  /** Saved candidate: the résumé is stored with it at once (PUT {id}/ocr); new: only read (POST /ocr). */
  id: number | null;
  /** The text read, for the form's ocrTexto. */
  onTexto: (texto: string) => void;
  /** A new candidate's résumé file, stored right after the create. */
  onArquivo?: (f: File) => void;
  disabled: boolean;
}

/**
 * 'Currículo (imagem ou PDF)': sends the file to the OCR route and fills the résumé text with what it
 * read. The server checks the file by its content and answers a pt-BR message when it cannot read it;
 * the api client shows that message and the form stays as it was, still savable.
 */
export function CurriculoOcr({ contratos, id, onTexto, onArquivo, disabled }: CurriculoOcrProps) {
  const input = useRef<HTMLInputElement>(null);
  const [lendo, setLendo] = useState(false);
  const inputId = 'curriculo-arquivo';

  const enviar = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const form = new FormData();
    form.append('arquivo', file, file.name);
    setLendo(true);
    try {
      const r =
        id === null
          ? await chamar(contratos.ler, { body: form })
          : await chamar(contratos.lerDoCandidato, { params: { id }, body: form });
      onTexto(r.texto);
      if (id === null) onArquivo?.(file);
      toastSuccess(TXT.curriculoLido);
    } catch {
      // The api client showed the server's message; the candidate is not affected.
    } finally {
      setLendo(false);
    }
  };

  return (
    <div className="ipe-candidato-curriculo ipe-inline">
      <label htmlFor={inputId} className="ipe-sr-only">
        {TXT.curriculo}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        className="ipe-sr-only"
        tabIndex={-1}
        accept="image/*,application/pdf"
        disabled={disabled || lendo}
        onChange={enviar}
      />
      <Button
        type="button"
        icon="pi pi-file-import"
        label={TXT.curriculo}
        outlined
        size="small"
        loading={lendo}
        disabled={disabled || lendo}
        onClick={() => input.current?.click()}
      />
      {lendo && <span role="status">{TXT.lendoCurriculo}</span>}
    </div>
  );
}
