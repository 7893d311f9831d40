import { detalheEmail } from '@ipe/domain/resources/utilitario/emails';
import { chamar } from '../../../platform/api/chamar.ts';
import { formatDateTime } from '@ipe/domain';
import { EMAILS_PATH, origemEmailLabel, STATUS_REENVIAVEIS } from '@ipe/domain/resources/utilitario/emails';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { TabPanel, TabView } from 'primereact/tabview';
import type { ReactNode } from 'react';
import { useReenviar } from './api.ts';
import { StatusEmailTag } from './StatusEmailTag.tsx';
import { TXT } from './texts.ts';
import './emails.css';

const Linha = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </>
);

/**
 * One outbox mail: who, when, status and its bodies. The HTML body is shown in a sandboxed iframe
 * (srcdoc, no scripts, no same origin), never injected into the page.
 */
export function EmailDetalheDialog({
  id,
  podeReenviar,
  onHide,
}: {
  id: number | null;
  podeReenviar: boolean;
  onHide: () => void;
}) {
  const q = useQuery({
    queryKey: [EMAILS_PATH, 'detalhe', id],
    enabled: id !== null,
    queryFn: () => chamar(detalheEmail, { params: { id: id as number } }),
  });
  const reenviar = useReenviar();
  const d = q.data;
  const reenviavel = !!d && podeReenviar && STATUS_REENVIAVEIS.includes(d.status);
  return (
    <Dialog
      header={d ? d.assunto : TXT.detalheTitulo}
      visible={id !== null}
      onHide={onHide}
      style={{ width: '860px' }}
      breakpoints={{ '900px': '95vw' }}
      footer={
        <>
          {reenviavel && (
            <Button
              type="button"
              label={TXT.reenviar}
              icon="pi pi-send"
              severity="secondary"
              loading={reenviar.isPending}
              onClick={() => reenviar.mutate(d.id)}
            />
          )}
          <Button type="button" label={TXT.fechar} onClick={onHide} />
        </>
      }
    >
      {d && (
        <>
          <dl className="ipe-email-dados">
            <Linha label={TXT.para}>{d.para.join(', ')}</Linha>
            {d.cc?.length ? <Linha label={TXT.cc}>{d.cc.join(', ')}</Linha> : null}
            <Linha label={TXT.status}>
              <StatusEmailTag status={d.status} />
            </Linha>
            <Linha label={TXT.criadoEm}>{formatDateTime(d.createdAt)}</Linha>
            <Linha label={TXT.enviadoEm}>{d.enviadoAt ? formatDateTime(d.enviadoAt) : TXT.semValor}</Linha>
            <Linha label={TXT.tentativas}>{d.tentativas}</Linha>
            {d.ultimoErro && <Linha label={TXT.ultimoErro}>{d.ultimoErro}</Linha>}
            <Linha label={TXT.origem}>{origemEmailLabel(d.origem)}</Linha>
            <Linha label={TXT.usuario}>{d.usuarioNome ?? TXT.semValor}</Linha>
          </dl>
          <TabView>
            {d.html ? (
              <TabPanel header={TXT.abaHtml}>
                <iframe className="ipe-email-corpo" title={TXT.corpoTitulo} sandbox="" srcDoc={d.html} />
              </TabPanel>
            ) : null}
            <TabPanel header={TXT.abaTexto}>
              <pre className="ipe-email-texto">{d.texto || TXT.semCorpo}</pre>
            </TabPanel>
          </TabView>
        </>
      )}
    </Dialog>
  );
}
