import { formatFileSize, MSG } from '@ipe/domain';
import { Button } from 'primereact/button';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import {
  IMAGE_TXT,
  ImageUpload,
  isImageFile,
  MAX_IMAGE_BYTES,
} from '../../../../platform/components/index.ts';
import { FOTO } from './layout.ts';
import { TXT } from './texts.ts';

export interface FotoCandidatoProps {
  /** API path of the candidate ('/captacao/candidatos'); the photo is `{apiBase}/{id}/foto`. */
  apiBase: string;
  /** The saved candidate, or null for a new one (the file waits for the create). */
  id: number | null;
  /** File chosen for a new candidate, sent right after the create. */
  arquivo: File | null;
  onArquivo: (f: File | null) => void;
  /** Told whether a saved candidate has a stored photo (a company may require one). */
  onStored: (stored: boolean) => void;
  /** 'Foto é obrigatória' after a submit without one. */
  error?: string;
  disabled: boolean;
}

/** A data: URL of the chosen file for the preview (allowed by the page's CSP). */
function useDataUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

/**
 * The candidate's photo above the tabs. A saved candidate uses the shared ImageUpload (sent at once); a
 * new one keeps the chosen file, checked by content here ('O arquivo adicionado não é uma imagem') and
 * again by the server when it is sent, right after the create.
 */
export function FotoCandidato({
  apiBase,
  id,
  arquivo,
  onArquivo,
  onStored,
  error,
  disabled,
}: FotoCandidatoProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problema, setProblema] = useState<string | null>(null);
  const preview = useDataUrl(arquivo);
  const mensagem = problema ?? error;

  const escolher = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) return setProblema(MSG.arquivoMenorQue(formatFileSize(MAX_IMAGE_BYTES)));
    if (!(await isImageFile(file))) return setProblema(MSG.arquivoNaoImagem);
    setProblema(null);
    onArquivo(file);
  };

  return (
    <div className="ipe-candidato-foto" data-field={FOTO}>
      {id !== null ? (
        <ImageUpload
          url={`/api${apiBase}/${id}/foto`}
          alt={TXT.foto}
          shape="round"
          disabled={disabled}
          onStored={onStored}
        />
      ) : (
        <div className="ipe-image-upload">
          <div className="ipe-image-frame ipe-image-round">
            {preview ? (
              <img src={preview} alt={TXT.foto} />
            ) : (
              <span className="ipe-image-empty">
                <span className="pi pi-image" aria-hidden="true" />
                <span className="ipe-sr-only">{`${TXT.foto}: ${IMAGE_TXT.semImagem}`}</span>
              </span>
            )}
          </div>
          <div className="ipe-image-actions">
            <label htmlFor={FOTO} className="ipe-sr-only">
              {TXT.foto}
            </label>
            <input
              ref={input}
              id={`${FOTO}-arquivo`}
              type="file"
              className="ipe-sr-only"
              tabIndex={-1}
              accept="image/png,image/jpeg,image/gif,image/webp"
              disabled={disabled}
              onChange={escolher}
              aria-label={TXT.foto}
            />
            <Button
              type="button"
              id={FOTO}
              icon="pi pi-upload"
              label={IMAGE_TXT.selecionar}
              aria-describedby={mensagem ? `${FOTO}-error` : undefined}
              outlined
              size="small"
              disabled={disabled}
              onClick={() => input.current?.click()}
            />
            {arquivo && (
              <Button
                type="button"
                icon="pi pi-trash"
                label={IMAGE_TXT.remover}
                severity="danger"
                outlined
                size="small"
                disabled={disabled}
                onClick={() => onArquivo(null)}
              />
            )}
          </div>
          {arquivo && <small className="ipe-hint">{TXT.fotoAposGravar}</small>}
        </div>
      )}
      {mensagem && (
        <small id={`${FOTO}-error`} role="alert" className="ipe-field-error p-error">
          {mensagem}
        </small>
      )}
    </div>
  );
}
