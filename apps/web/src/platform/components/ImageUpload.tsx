import { formatFileSize, MSG } from '@ipe/domain';
import { Button } from 'primereact/button';
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { baixar, http } from '../api/client.ts';
import { toastSuccess } from '../api/notify.ts';
import { confirmRemove } from './confirm.tsx';
import './components.css';
import './ImageUpload.css';

/** Texts of the component the spec leaves to us. */
export const IMAGE_TXT = {
  selecionar: 'Selecionar imagem',
  remover: MSG.remover,
  semImagem: 'Sem imagem',
  removida: 'Imagem removida com sucesso.',
} as const;

/** Same limit and types as the server (platform/images.ts). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The stored image is never SVG: an SVG answer is the server's initials avatar (no image stored). */
const FALLBACK_TYPE = 'image/svg+xml';

export interface ImageUploadProps {
  /** URL of the image as served by `registerImageRoutes`: '/api/cargo-salario/colaboradores/5/foto'. */
  url: string;
  /** Alternative text of the image, also the accessible name of the file input ('Foto do colaborador'). */
  alt: string;
  /** Called after an image was stored (and after one was removed). */
  onUploaded?: () => void;
  disabled?: boolean;
  /** A photo (round) or a logo (square, the default). */
  shape?: 'round' | 'square';
  /** Told after each load whether an image is stored (a form that requires one checks it). */
  onStored?: (stored: boolean) => void;
}

/** Whether the first bytes are those of a PNG, JPEG, GIF or WebP (what the server accepts). */
export async function isImageFile(file: Blob): Promise<boolean> {
  const b = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const at = (sig: number[] | string, from = 0) =>
    [...sig].every((x, i) => b[from + i] === (typeof x === 'string' ? x.charCodeAt(0) : x));
  return (
    at([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    at([0xff, 0xd8, 0xff]) ||
    at('GIF87a') ||
    at('GIF89a') ||
    (at('RIFF') && at('WEBP', 8))
  );
}

/** A data: URL of a blob (allowed by the page's CSP; object URLs are not available everywhere). */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

type Shown = { src: string; stored: boolean } | null;

/**
 * An image kept by the server (company logo, talent photo): shows the current one (or the server's
 * initials avatar; nothing when there is neither), 'Selecionar imagem' sends a new one and 'Remover'
 * deletes it after 'Tem certeza que deseja remover?'. A file above 2 MB or that is not a PNG, JPEG, GIF or
 * WebP is refused here with the server's messages; the server checks again. Only for saved records: the
 * URL needs the row's id.
 */
export function ImageUpload({
  url,
  alt,
  onUploaded,
  disabled,
  shape = 'square',
  onStored,
}: ImageUploadProps) {
  const inputId = `imagem${useId()}`;
  const messageId = `${inputId}-message`;
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<Shown>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const apiPath = url.replace(/^\/api(?=\/)/, '');

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const blob = await baixar(apiPath, { loading: 'none', errors: 'silent', signal });
        const src = await dataUrlOf(blob);
        if (!signal?.aborted) setShown({ src, stored: !blob.type.startsWith(FALLBACK_TYPE) });
      } catch {
        // No image and no avatar (404), or the server unreachable: the empty frame.
        if (!signal?.aborted) setShown(null);
      } finally {
        if (!signal?.aborted) setLoaded(true);
      }
    },
    [apiPath],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    void load(ctrl.signal);
    return () => ctrl.abort();
  }, [load]);

  const stored = loaded ? !!shown?.stored : null;
  useEffect(() => {
    if (stored !== null) onStored?.(stored);
  }, [stored, onStored]);

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so choosing the same file again fires change again.
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) return setProblem(MSG.arquivoMenorQue(formatFileSize(MAX_IMAGE_BYTES)));
    if (!(await isImageFile(file))) return setProblem(MSG.arquivoNaoImagem);
    setProblem(null);
    setBusy(true);
    try {
      const form = new FormData();
      form.append('arquivo', file, file.name);
      await http.put(apiPath, form);
      toastSuccess(MSG.arquivoCarregado(file.name));
      await load();
      onUploaded?.();
    } catch {
      // The api client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!(await confirmRemove())) return;
    setBusy(true);
    try {
      await http.delete(apiPath);
      toastSuccess(IMAGE_TXT.removida);
      await load();
      onUploaded?.();
    } catch {
      // Shown by the api client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ipe-image-upload" aria-busy={busy || !loaded}>
      <div className={`ipe-image-frame ipe-image-${shape}`}>
        {shown ? (
          <img src={shown.src} alt={alt} />
        ) : (
          loaded && (
            <span className="ipe-image-empty">
              <span className="pi pi-image" aria-hidden="true" />
              <span className="ipe-sr-only">{`${alt}: ${IMAGE_TXT.semImagem}`}</span>
            </span>
          )
        )}
      </div>
      <div className="ipe-image-actions">
        <label htmlFor={inputId} className="ipe-sr-only">
          {alt}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="ipe-sr-only"
          tabIndex={-1}
          accept={ACCEPT}
          disabled={disabled || busy}
          aria-invalid={!!problem}
          aria-describedby={problem ? messageId : undefined}
          onChange={onChange}
        />
        <Button
          type="button"
          icon="pi pi-upload"
          label={IMAGE_TXT.selecionar}
          aria-label={`${IMAGE_TXT.selecionar}: ${alt}`}
          aria-describedby={problem ? messageId : undefined}
          outlined
          size="small"
          loading={busy}
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
        />
        {shown?.stored && (
          <Button
            type="button"
            icon="pi pi-trash"
            label={IMAGE_TXT.remover}
            aria-label={`${IMAGE_TXT.remover}: ${alt}`}
            severity="danger"
            outlined
            size="small"
            disabled={disabled || busy}
            onClick={remove}
          />
        )}
      </div>
      {problem && (
        <small id={messageId} role="alert" className="ipe-field-error p-error">
          {problem}
        </small>
      )}
    </div>
  );
}
