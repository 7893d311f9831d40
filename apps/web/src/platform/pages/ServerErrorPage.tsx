// Contracts by type only (chamarRota): the first internal screen loads no zod (pesoDaPrimeiraTela.test.ts).
import type { relatarErro } from '@ipe/domain/sessaoContratos';
import { chamarRota } from '../api/chamar.ts';
import { MSG } from '@ipe/domain/messages';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PlainLayout } from '../layout/PlainLayout.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { readStoredError, type ServerErrorInfo, uuid } from './serverError.ts';

/** Written here: texts the spec describes for the 500 page but does not give. */
const TITULO = 'Erro interno do servidor';
const VER_DETALHES = 'Ver detalhes';
const ENVIADO = 'Relatório de erro enviado. Obrigado!';
const SEM_DETALHES = 'O erro não deixou detalhes nesta aba.';
const codigo = (id: string) => `Código do erro: ${id}`;

/** Previous entry of this app in the tab's history (react-router keeps its index in history.state). */
function hasAppHistory(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}

/**
 * Spec 1 §2: 'ERRO 500 - ERRO INTERNO DO SERVIDOR', an offer to send the problem report to the provider,
 * the details in a popup, Voltar and Enviar. Used by the /500 route and by the error boundary.
 */
export function ServerErrorContent({ error }: { error: ServerErrorInfo | null }) {
  useDocumentTitle(TITULO);
  const navigate = useNavigate();
  const info = useMemo<ServerErrorInfo>(
    () => error ?? { id: uuid(), message: MSG.erro, details: SEM_DETALHES, url: window.location.href },
    [error],
  );
  const [showDetails, setShowDetails] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const send = async () => {
    setSending(true);
    try {
      const answer = await chamarRota<typeof relatarErro>('POST /api/erros', {
        body: {
          erroId: info.id,
          mensagem: info.message.slice(0, 2000),
          detalhes: info.details.slice(0, 20000),
          url: info.url.slice(0, 2000),
        },
      });
      setSent(answer?.message ?? ENVIADO);
    } catch {
      // The api client already showed the failure as a toast; the button stays available to retry.
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="ipe-error-page" aria-labelledby="ipe-erro-titulo">
      <i className="pi pi-exclamation-circle ipe-error-icon ipe-error-icon-500" aria-hidden="true" />
      <h1 id="ipe-erro-titulo">{MSG.erro500}</h1>
      <p>{MSG.erro500Detalhe}</p>
      <p className="ipe-error-id">{codigo(info.id)}</p>
      <div role="status" className="ipe-error-status">
        {sent && (
          <p className="ipe-success-text">
            <i className="pi pi-check-circle" aria-hidden="true" /> {sent}
          </p>
        )}
      </div>
      <div className="ipe-error-actions">
        <Button label={VER_DETALHES} icon="pi pi-search" link onClick={() => setShowDetails(true)} />
        <Button
          label={MSG.voltar}
          icon="pi pi-arrow-left"
          severity="secondary"
          outlined
          onClick={() => (hasAppHistory() ? navigate(-1) : navigate('/'))}
        />
        <Button label={MSG.enviar} icon="pi pi-send" onClick={send} loading={sending} disabled={!!sent} />
      </div>
      <Dialog
        header={MSG.detalhesErro}
        visible={showDetails}
        onHide={() => setShowDetails(false)}
        style={{ width: '768px', maxWidth: '95vw' }}
        footer={<Button label={MSG.ok} onClick={() => setShowDetails(false)} autoFocus />}
      >
        <p>
          <strong>{info.message}</strong>
        </p>
        <p className="ipe-error-id">{codigo(info.id)}</p>
        <p className="ipe-error-id">{info.url}</p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
        <pre className="ipe-error-stack" tabIndex={0}>
          {info.details}
        </pre>
      </Dialog>
    </section>
  );
}

/** The /500 route: shows the error kept by navigateTo500 (or a generic one). */
export default function ServerErrorPage() {
  const stored = useMemo(readStoredError, []);
  return (
    <PlainLayout>
      <ServerErrorContent error={stored} />
    </PlainLayout>
  );
}
