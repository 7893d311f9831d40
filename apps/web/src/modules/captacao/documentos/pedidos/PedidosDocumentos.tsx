import { formatDateTime, formatFileSize, isAllowed } from '@ipe/domain';
import { documentosAnexosRh } from '@ipe/domain/resources/captacao/documentos/contratosAnexos';
import {
  aceitarDocumento,
  cancelarPedidoDocumentos,
  type ItemPedido,
  MOTIVO_RECUSA_MAX,
  MSG_PEDIDOS,
  PEDIDO_MENSAGEM_MAX,
  PEDIDOS_DOCUMENTOS_ACCESS,
  type PedidoDocumentos,
  pedidosDocumentos,
  recusaSchema,
  recusarDocumento,
  STATUS_PEDIDO_LABEL,
  solicitarDocumentos,
  tiposDocumentoCandidato,
} from '@ipe/domain/resources/captacao/documentos/pedidos';
import { hojeIso } from '@ipe/domain/salario';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { caminhoDe, chamar } from '../../../../platform/api/chamar.ts';
import { ApiError } from '../../../../platform/api/client.ts';
import { toastInfo, toastSuccess } from '../../../../platform/api/notify.ts';
import { recurso } from '../../../../platform/api/recurso.ts';
import {
  Checkbox,
  confirmAction,
  DateInput,
  FieldShell,
  fieldAria,
} from '../../../../platform/components/index.ts';
import { useSession } from '../../../../platform/session/state.ts';
import { abrirDownload, documentosUrl } from '../api.ts';
import { PrazoPedido, Progresso, StatusItemTag } from './partes.tsx';
import { TXT_PEDIDOS as T } from './texts.ts';
import './pedidos.css';

const chave = (candidatoId: number) => ['pedidos-documentos', candidatoId] as const;

/**
 * 'Documentos solicitados' on HR's documents screen of a candidate (issue 24 §4): 'Solicitar documentos'
 * (types from the company's checklist, a message and a due date), then each request with its progress
 * ('n de m recebidos'), each file to open and accept or refuse with a reason, and the request's cancel.
 */
export function PedidosDocumentos({ candidatoId }: { candidatoId: number }) {
  const queryClient = useQueryClient();
  const { info } = useSession();
  const podeEditar = isAllowed(PEDIDOS_DOCUMENTOS_ACCESS.write, new Set(info?.authorities ?? []));
  const [solicitando, setSolicitando] = useState(false);
  const [recusando, setRecusando] = useState<{ pedido: PedidoDocumentos; item: ItemPedido } | null>(null);
  const lista = useQuery({
    queryKey: chave(candidatoId),
    queryFn: () => chamar(pedidosDocumentos, { params: { candidatoId } }),
  });
  const atualizar = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chave(candidatoId) }),
      // The files sent are the candidate's documents: the list below shows them.
      queryClient.invalidateQueries({ queryKey: [documentosUrl(candidatoId)] }),
    ]);

  const aceitar = async (p: PedidoDocumentos, i: ItemPedido) => {
    await chamar(aceitarDocumento, { params: { candidatoId, pedidoId: p.id, itemId: i.id } });
    toastSuccess(MSG_PEDIDOS.aceito);
    await atualizar();
  };
  const cancelar = async (p: PedidoDocumentos) => {
    if (!(await confirmAction({ message: T.confirmaCancelar, acceptLabel: T.cancelarPedido }))) return;
    await chamar(cancelarPedidoDocumentos, { params: { candidatoId, pedidoId: p.id } });
    toastSuccess(MSG_PEDIDOS.cancelado);
    await atualizar();
  };
  const baixar = (i: ItemPedido) =>
    i.documentoId &&
    abrirDownload(
      `/api${caminhoDe(documentosAnexosRh.baixar.path, { candidatoId, docId: i.documentoId })}`,
      i.nomeArquivo ?? undefined,
    );

  const pedidos = lista.data ?? [];
  return (
    <section className="ipe-pedidos-documentos" aria-labelledby="pedidos-documentos-titulo">
      <div className="ipe-pedidos-cabecalho">
        <h2 id="pedidos-documentos-titulo">{T.titulo}</h2>
        {podeEditar && (
          <Button type="button" label={T.solicitar} icon="pi pi-send" onClick={() => setSolicitando(true)} />
        )}
      </div>
      {lista.isSuccess && pedidos.length === 0 && <p className="ipe-pedidos-vazio">{T.nenhum}</p>}
      {pedidos.map((p) => (
        <article key={p.id} className="ipe-pedido" aria-labelledby={`pedido-${p.id}-titulo`}>
          <header className="ipe-pedido-cabecalho">
            <div>
              <h3 id={`pedido-${p.id}-titulo`}>
                {T.solicitadoEm(formatDateTime(p.criadoEm))}
                {p.solicitante ? T.por(p.solicitante) : ''}
              </h3>
              <p className="ipe-pedido-detalhes">
                <span className={`ipe-pedido-status ipe-pedido-${p.status.toLowerCase()}`}>
                  {STATUS_PEDIDO_LABEL[p.status]}
                </span>
                <PrazoPedido pedido={p} />
              </p>
              {p.mensagem && <p className="ipe-pedido-mensagem">{p.mensagem}</p>}
            </div>
            <div className="ipe-pedido-lado">
              <Progresso pedido={p} />
              {podeEditar && p.status === 'ABERTO' && (
                <Button
                  type="button"
                  label={T.cancelarPedido}
                  icon="pi pi-times"
                  severity="secondary"
                  outlined
                  size="small"
                  onClick={() => void cancelar(p)}
                />
              )}
            </div>
          </header>
          <table className="ipe-pedido-itens">
            <caption className="ipe-sr-only">{T.itensDe(formatDateTime(p.criadoEm))}</caption>
            <thead>
              <tr>
                <th scope="col">{T.documento}</th>
                <th scope="col">{T.situacao}</th>
                <th scope="col">{T.arquivo}</th>
                <th scope="col">{T.acoes}</th>
              </tr>
            </thead>
            <tbody>
              {p.itens.map((i) => (
                <tr key={i.id}>
                  <th scope="row">
                    {i.nome}
                    {!i.obrigatorio && <span className="ipe-pedido-opcional"> {T.opcional}</span>}
                  </th>
                  <td>
                    <StatusItemTag status={i.status} />
                    {i.status === 'RECUSADO' && i.motivoRecusa && (
                      <div className="ipe-pedido-motivo">{T.motivo(i.motivoRecusa)}</div>
                    )}
                  </td>
                  <td>
                    {i.documentoId ? (
                      <button type="button" className="ipe-link-botao" onClick={() => baixar(i)}>
                        <i className="pi pi-download" aria-hidden="true" /> {i.nomeArquivo}
                        {i.tamanho !== null && ` (${formatFileSize(i.tamanho)})`}
                      </button>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="ipe-pedido-acoes">
                    {podeEditar && p.status === 'ABERTO' && i.status === 'ENVIADO' && (
                      <>
                        <Button
                          type="button"
                          label={T.aceitar}
                          icon="pi pi-check"
                          size="small"
                          aria-label={T.aceitarItem(i.nome)}
                          onClick={() => void aceitar(p, i)}
                        />
                        <Button
                          type="button"
                          label={T.recusar}
                          icon="pi pi-ban"
                          size="small"
                          severity="danger"
                          outlined
                          aria-label={T.recusarItem(i.nome)}
                          onClick={() => setRecusando({ pedido: p, item: i })}
                        />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
      {solicitando && (
        <SolicitarDialog
          candidatoId={candidatoId}
          onFechar={() => setSolicitando(false)}
          onFeito={async () => {
            setSolicitando(false);
            await atualizar();
          }}
        />
      )}
      {recusando && (
        <RecusarDialog
          candidatoId={candidatoId}
          {...recusando}
          onFechar={() => setRecusando(null)}
          onFeito={async () => {
            setRecusando(null);
            toastSuccess(MSG_PEDIDOS.recusado);
            await atualizar();
          }}
        />
      )}
    </section>
  );
}

type Erros = Partial<Record<'tiposIds' | 'mensagem' | 'prazo', string>>;
const erroDe = (e: unknown, campo: string) =>
  e instanceof ApiError ? e.entries.find((x) => x.field === campo)?.message : undefined;

/**
 * The request's form: the active types of the checklist (the required ones checked), message and due date.
 * Also opened from the selection board's card menu.
 */
export function SolicitarDialog({
  candidatoId,
  titulo = T.solicitar,
  onFechar,
  onFeito,
}: {
  candidatoId: number;
  /** The dialog's header (the board names the candidate). */
  titulo?: string;
  onFechar: () => void;
  onFeito: () => void;
}) {
  const tipos = useQuery({
    queryKey: ['tipos-documento-candidato', 'ativos'],
    queryFn: () => recurso(tiposDocumentoCandidato).listar({ ativo: true, sort: 'nome' }),
  });
  const [marcados, setMarcados] = useState<number[] | null>(null);
  const [mensagem, setMensagem] = useState('');
  const [prazo, setPrazo] = useState<string | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const [enviando, setEnviando] = useState(false);
  // The required types come checked once the list is in.
  const escolhidos = marcados ?? (tipos.data ?? []).filter((t) => t.obrigatorio).map((t) => t.id);
  const alternar = (id: number, sim: boolean) =>
    setMarcados(sim ? [...escolhidos, id] : escolhidos.filter((x) => x !== id));

  const enviar = async () => {
    if (!escolhidos.length) {
      setErros({ tiposIds: MSG_PEDIDOS.tiposObrigatorios });
      return;
    }
    setErros({});
    setEnviando(true);
    try {
      // In the checklist's order, as the candidate will see them.
      const ordem = (tipos.data ?? []).map((t) => t.id).filter((id) => escolhidos.includes(id));
      const r = await chamar(solicitarDocumentos, {
        params: { candidatoId },
        body: { tiposIds: ordem, mensagem: mensagem || null, prazo },
      });
      if (r.emailEnviado) toastSuccess(MSG_PEDIDOS.criado);
      else toastInfo(MSG_PEDIDOS.criadoSemEmail);
      onFeito();
    } catch (e) {
      setErros({
        tiposIds: erroDe(e, 'tiposIds'),
        mensagem: erroDe(e, 'mensagem'),
        prazo: erroDe(e, 'prazo'),
      });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog
      header={titulo}
      visible
      onHide={onFechar}
      style={{ width: '640px' }}
      breakpoints={{ '700px': '95vw' }}
    >
      <form
        className="ipe-form ipe-solicitar-documentos"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void enviar();
        }}
      >
        <fieldset
          className="ipe-field ipe-solicitar-tipos"
          data-field="tiposIds"
          aria-describedby={erros.tiposIds ? 'tiposIds-error' : undefined}
        >
          <legend>
            {T.quaisDocumentos}
            <span className="ipe-required" aria-hidden="true">
              *
            </span>
          </legend>
          {tipos.isSuccess && tipos.data.length === 0 && <p>{T.semTipos}</p>}
          {(tipos.data ?? []).map((t) => (
            <div key={t.id} className="ipe-solicitar-tipo">
              <Checkbox
                inputId={`tipo-${t.id}`}
                checked={escolhidos.includes(t.id)}
                onChange={(e) => alternar(t.id, !!e.checked)}
              />
              <label htmlFor={`tipo-${t.id}`}>
                {t.nome}
                {!t.obrigatorio && <span className="ipe-pedido-opcional"> {T.opcional}</span>}
              </label>
            </div>
          ))}
          {erros.tiposIds && (
            <small id="tiposIds-error" role="alert" className="ipe-field-error p-error">
              {erros.tiposIds}
            </small>
          )}
        </fieldset>
        <FieldShell id="pedido-mensagem" label={T.mensagem} error={erros.mensagem}>
          <InputTextarea
            {...fieldAria('pedido-mensagem', erros.mensagem)}
            value={mensagem}
            rows={3}
            maxLength={PEDIDO_MENSAGEM_MAX}
            onChange={(e) => setMensagem(e.target.value)}
          />
        </FieldShell>
        <FieldShell id="pedido-prazo" label={T.prazoCampo} error={erros.prazo}>
          <DateInput
            id="pedido-prazo"
            value={prazo}
            onChange={setPrazo}
            invalid={!!erros.prazo}
            describedBy={erros.prazo ? 'pedido-prazo-error' : undefined}
            minDate={hojeIso()}
          />
        </FieldShell>
        <p className="ipe-solicitar-aviso">{T.avisoEmail}</p>
        <div className="ipe-form-actions">
          <Button type="submit" label={T.enviarPedido} icon="pi pi-send" loading={enviando} />
          <Button type="button" label={T.fechar} severity="secondary" outlined onClick={onFechar} />
        </div>
      </form>
    </Dialog>
  );
}

/** 'Recusar' a file: the reason is required and goes to the candidate by e-mail and in the candidate area. */
function RecusarDialog({
  candidatoId,
  pedido,
  item,
  onFechar,
  onFeito,
}: {
  candidatoId: number;
  pedido: PedidoDocumentos;
  item: ItemPedido;
  onFechar: () => void;
  onFeito: () => void;
}) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const recusar = async () => {
    const p = recusaSchema.safeParse({ motivo });
    if (!p.success) {
      setErro(p.error.issues[0]?.message);
      return;
    }
    try {
      await chamar(recusarDocumento, {
        params: { candidatoId, pedidoId: pedido.id, itemId: item.id },
        body: { motivo },
      });
      onFeito();
    } catch (e) {
      setErro(erroDe(e, 'motivo'));
    }
  };
  return (
    <Dialog
      header={T.recusarItem(item.nome)}
      visible
      onHide={onFechar}
      style={{ width: '560px' }}
      breakpoints={{ '600px': '95vw' }}
    >
      <form
        className="ipe-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void recusar();
        }}
      >
        <FieldShell id="recusa-motivo" label={T.motivoCampo} required error={erro}>
          <InputTextarea
            {...fieldAria('recusa-motivo', erro, true)}
            value={motivo}
            rows={3}
            maxLength={MOTIVO_RECUSA_MAX}
            onChange={(e) => setMotivo(e.target.value)}
          />
        </FieldShell>
        <div className="ipe-form-actions">
          <Button type="submit" label={T.recusar} icon="pi pi-ban" severity="danger" />
          <Button type="button" label={T.fechar} severity="secondary" outlined onClick={onFechar} />
        </div>
      </form>
    </Dialog>
  );
}
