import { formatDate, formatDateTime } from '@ipe/domain';
import type { RespostaDe } from '@ipe/domain/contrato';
import { documentosAnexosExterno } from '@ipe/domain/resources/captacao/documentos/contratosAnexos';
import {
  ACEITA_DOCUMENTOS,
  MAX_DOCUMENTO_BYTES,
  verificarArquivo,
} from '@ipe/domain/resources/captacao/documentos/index';
import {
  enviarDocumentoPedido,
  pedidosDocumentosExterno,
  STATUS_PEDIDO_LABEL,
} from '@ipe/domain/resources/captacao/documentos/pedidos';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { caminhoDe, chamar } from '../../../../platform/api/chamar.ts';
import { http } from '../../../../platform/api/client.ts';
import { Upload } from '../../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../../platform/layout/useDocumentTitle.ts';
import { useCandidato } from '../../../../platform/session/candidato.ts';
import { PrazoPedido, Progresso, StatusItemTag } from './partes.tsx';
import { TXT_PEDIDOS as T } from './texts.ts';

type Pedido = RespostaDe<typeof pedidosDocumentosExterno>[number];
const CHAVE = ['externo', 'pedidos-documentos'] as const;

/** The same content check as the server's, before the upload: a wrong file never leaves the browser. */
async function conferir(file: File) {
  const r = await verificarArquivo(new Uint8Array(await file.arrayBuffer()), file.name);
  return r.ok ? null : r.mensagem;
}

/**
 * The candidate area's /externo/documentos-solicitados (candidate session; the request e-mail links here
 * with `pedido`; the page is modules/externo/candidatos/DocumentosSolicitadosPage.tsx): the
 * documents the company asked of the candidate, each with its status, instructions, the refusal reason,
 * the file sent (downloadable) and the upload, open until the company accepts it.
 */
export function DocumentosSolicitados() {
  useDocumentTitle(T.tituloExterno);
  const queryClient = useQueryClient();
  const { info } = useCandidato();
  const destaque = Number(useSearchParams()[0].get('pedido')) || null;
  const q = useQuery({ queryKey: CHAVE, queryFn: () => chamar(pedidosDocumentosExterno) });
  // The request the e-mail pointed at comes into view.
  useEffect(() => {
    if (q.isSuccess && destaque) document.getElementById(`pedido-${destaque}`)?.scrollIntoView();
  }, [q.isSuccess, destaque]);

  const enviar = async (p: Pedido, itemId: number, file: File) => {
    const corpo = new FormData();
    corpo.append('arquivo', file, file.name);
    // No toast of its own: the chooser already said the file is fine, and the status changes below.
    await http.post(caminhoDe(enviarDocumentoPedido.path, { pedidoId: p.id, itemId }), corpo);
    await queryClient.invalidateQueries({ queryKey: CHAVE });
  };
  const baixar = (docId: number) =>
    info
      ? `/api${caminhoDe(documentosAnexosExterno.baixar.path, { candidatoId: info.candidato.id, docId })}`
      : undefined;

  // Open requests first, each newest first (the server's order).
  const pedidos = [...(q.data ?? [])].sort(
    (a, b) => Number(b.status === 'ABERTO') - Number(a.status === 'ABERTO'),
  );
  return (
    <section className="ipe-candidato-externo ipe-pedidos-documentos" aria-labelledby="solicitados-titulo">
      <h1 id="solicitados-titulo">{T.tituloExterno}</h1>
      <p>{T.introExterno}</p>
      {q.isSuccess && pedidos.length === 0 && <p className="ipe-external-notice">{T.nenhumExterno}</p>}
      {pedidos.map((p) => (
        <article
          key={p.id}
          id={`pedido-${p.id}`}
          className={p.id === destaque ? 'ipe-pedido ipe-pedido-destaque' : 'ipe-pedido'}
          aria-labelledby={`pedido-${p.id}-titulo`}
        >
          <header className="ipe-pedido-cabecalho">
            <div>
              <h2 id={`pedido-${p.id}-titulo`} className="ipe-pedido-titulo-externo">
                {T.solicitadoEm(formatDate(p.criadoEm))}
              </h2>
              <p className="ipe-pedido-detalhes">
                <span className={`ipe-pedido-status ipe-pedido-${p.status.toLowerCase()}`}>
                  {STATUS_PEDIDO_LABEL[p.status]}
                </span>
                <PrazoPedido pedido={p} />
              </p>
              {p.mensagem && (
                <p className="ipe-pedido-mensagem">
                  <strong>{T.mensagemEmpresa}:</strong> {p.mensagem}
                </p>
              )}
            </div>
            <div className="ipe-pedido-lado">
              <Progresso pedido={p} />
            </div>
          </header>
          <ul className="ipe-pedido-externo-itens">
            {p.itens.map((i) => {
              const aberto = p.status === 'ABERTO' && i.status !== 'ACEITO';
              const href = i.documentoId ? baixar(i.documentoId) : undefined;
              return (
                <li key={i.id} className="ipe-pedido-externo-item">
                  <div>
                    <h3>
                      {i.nome}
                      {!i.obrigatorio && <span className="ipe-pedido-opcional"> {T.opcional}</span>}
                    </h3>
                    <StatusItemTag status={i.status} />
                    {i.instrucoes && <p className="ipe-pedido-instrucoes">{i.instrucoes}</p>}
                    {i.status === 'RECUSADO' && i.motivoRecusa && (
                      <p className="ipe-pedido-motivo">{T.motivo(i.motivoRecusa)}</p>
                    )}
                    {href && (
                      <p>
                        <a href={href} download={i.nomeArquivo ?? undefined}>
                          <i className="pi pi-download" aria-hidden="true" /> {i.nomeArquivo}
                        </a>
                        {i.enviadoEm && ` — ${T.enviadoEm(formatDateTime(i.enviadoEm))}`}
                      </p>
                    )}
                  </div>
                  {aberto && (
                    <div className="ipe-pedido-externo-envio">
                      <Upload
                        id={`arquivo-${i.id}`}
                        label={i.documentoId ? T.substituirArquivo(i.nome) : T.enviarArquivo(i.nome)}
                        accept={ACEITA_DOCUMENTOS}
                        maxBytes={MAX_DOCUMENTO_BYTES}
                        check={conferir}
                        onFile={(f) => void enviar(p, i.id, f)}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </article>
      ))}
    </section>
  );
}
