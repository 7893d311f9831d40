import { Button } from 'primereact/button';
import { type ChangeEvent, useRef, useState } from 'react';
import { toastSuccess } from '../../../../platform/api/notify.ts';
import { TXT } from './texts.ts';

export interface CurriculoOcrProps {
  /**
   * Sends the file to the form's door (HR's or the candidate area's): a saved candidate's résumé is
   * stored with it at once (PUT {id}/ocr), a new one's only read (POST /ocr).
   */
  ler: (arquivo: FormData) => Promise<{ texto: string }>;
  /** The text read, for the form's ocrTexto. */
  onTexto: (texto: string) => void;
  /** A new candidate's résumé file (read, not stored), stored right after the create. */
  onArquivo?: (f: File) => void;
  disabled: boolean;
}

/**
 * 'Currículo (imagem ou PDF)': sends the file to the OCR route and fills the résumé text with what it
 * read. The server checks the file by its content and answers a pt-BR message when it cannot read it;
 * the api client shows that message and the form stays as it was, still savable.
 */
const ENTRADA = 'curriculo-arquivo';
/** The button's id: the registration's light first step gives the focus back to it (PrimeiroPasso.tsx). */
const BOTAO = `${ENTRADA}-botao`;

export function CurriculoOcr({ ler, onTexto, onArquivo, disabled }: CurriculoOcrProps) {
  const input = useRef<HTMLInputElement>(null);
  const [lendo, setLendo] = useState(false);
  const inputId = ENTRADA;

  const enviar = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const form = new FormData();
    form.append('arquivo', file, file.name);
    setLendo(true);
    try {
      const r = await ler(form);
      onTexto(r.texto);
      onArquivo?.(file);
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
        id={BOTAO}
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
