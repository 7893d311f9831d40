import { formatFileSize, MSG } from '@ipe/domain';
import { Button } from 'primereact/button';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { toastSuccess } from '../api/notify.ts';
import './components.css';

/** Text of the button that opens the file chooser. Not in MSG: defined here. */
export const SELECIONAR_ARQUIVO = 'Selecionar arquivo';

export interface UploadProps {
  label: string;
  /** The input's accept attribute (a hint to the chooser; size and type are checked here anyway). */
  accept?: string;
  maxBytes: number;
  onFile: (file: File) => void;
  /** Only '.txt' files (spec 1 §5): another type warns 'Selecione um arquivo com a extensão: txt'. */
  textOnly?: boolean;
  /**
   * A further check of the chosen file (its content, say): a message refuses it like the size check does,
   * without the success notice; null accepts it.
   */
  check?: (file: File) => Promise<string | null> | string | null;
  /** Id of the native file input (default generated). */
  id?: string;
  disabled?: boolean;
}

type Outcome = { kind: 'error' | 'warning' | 'success'; text: string } | null;

/**
 * File chooser: a labelled native file input (visually hidden, reached through the button) that checks
 * the file before handing it over. A file above `maxBytes` shows 'O arquivo deve ser menor que {limit}',
 * a non-.txt file with `textOnly` the type warning; a good one 'Arquivo {name} carregado com sucesso.' (also
 * as a success toast). The server checks again: this only saves the round trip.
 */
export function Upload({ label, accept, maxBytes, onFile, textOnly, id, disabled, check }: UploadProps) {
  const autoId = useId();
  const inputId = id ?? `upload${autoId}`;
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so choosing the same file again fires change again.
    e.target.value = '';
    if (!file) return;
    if (textOnly && !file.name.toLowerCase().endsWith('.txt')) {
      setOutcome({ kind: 'warning', text: MSG.selecioneExtensao('txt') });
      return;
    }
    if (file.size > maxBytes) {
      setOutcome({ kind: 'error', text: MSG.arquivoMenorQue(formatFileSize(maxBytes)) });
      return;
    }
    const refused = check ? await check(file) : null;
    if (refused) {
      setFileName(null);
      setOutcome({ kind: 'error', text: refused });
      return;
    }
    const text = MSG.arquivoCarregado(file.name);
    setFileName(file.name);
    setOutcome({ kind: 'success', text });
    toastSuccess(text);
    onFile(file);
  };

  const messageId = `${inputId}-message`;
  return (
    <div className="ipe-upload">
      <label htmlFor={inputId}>{label}</label>
      <div className="ipe-upload-row">
        <input
          ref={input}
          id={inputId}
          type="file"
          className="ipe-sr-only"
          tabIndex={-1}
          accept={accept ?? (textOnly ? '.txt,text/plain' : undefined)}
          disabled={disabled}
          aria-describedby={outcome ? messageId : undefined}
          aria-invalid={outcome?.kind === 'error' || outcome?.kind === 'warning'}
          onChange={onChange}
        />
        <Button
          type="button"
          icon="pi pi-upload"
          label={SELECIONAR_ARQUIVO}
          outlined
          disabled={disabled}
          aria-label={`${SELECIONAR_ARQUIVO}: ${label}`}
          aria-describedby={outcome ? messageId : undefined}
          onClick={() => input.current?.click()}
        />
        {fileName && <span className="ipe-upload-name">{fileName}</span>}
      </div>
      {outcome && (
        <small
          id={messageId}
          role={outcome.kind === 'success' ? 'status' : 'alert'}
          className={`ipe-upload-${outcome.kind}`}
        >
          {outcome.text}
        </small>
      )}
    </div>
  );
}
