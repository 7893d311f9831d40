import { formatDateTime } from '@ipe/domain/format';
import type { CaixaMensagens, MensagemUsuario } from '@ipe/domain/mensagens';
import { LIMITE_MENSAGENS_CAIXA, MSG_MENSAGENS as M } from '@ipe/domain/mensagensConstantes';
import { useQueryClient } from '@tanstack/react-query';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '../../../platform/components/confirm.tsx';
import { linkDaLista, remover } from './dados.ts';
import { Envelope } from './Envelope.tsx';

/** Written here: the accessible names of the header's controls. */
export const TXT_CAIXA = {
  mover: (titulo: string) => `Mover a caixa ${titulo}`,
  recolher: (titulo: string) => `Recolher a caixa ${titulo}`,
  expandir: (titulo: string) => `Expandir a caixa ${titulo}`,
  abrirTodas: (titulo: string) => `Abrir todas as mensagens de ${titulo}`,
};

/** What the drag-and-drop layer (CaixasArrastaveis, lazy) gives a box; absent until it has loaded. */
export interface Arraste {
  ref: Ref<HTMLElement>;
  style: CSSProperties;
  /** The header's pointer listener: the box is dragged by its header. */
  cabecalho: HTMLAttributes<HTMLElement>;
  /** The grip: the keyboard's handle (Space picks up, arrows move, Space drops, Escape cancels). */
  alca: HTMLAttributes<HTMLElement> & { ref: Ref<HTMLButtonElement> };
  arrastando: boolean;
}

export const idDaAlca = (tipo: string) => `caixa-alca-${tipo}`;

function Linha({ m, onVer }: { m: MensagemUsuario; onVer: (m: MensagemUsuario) => void }) {
  const qc = useQueryClient();
  const removerComConfirmacao = async () => {
    if (await confirmAction({ message: M.confirmaExclusao })) await remover(qc, m);
  };
  return (
    <li className={m.lida ? 'ipe-mensagem lida' : 'ipe-mensagem'}>
      <Envelope aberto={m.lida} />
      <span className="ipe-mensagem-de">{m.remetente}</span>
      <span className="ipe-mensagem-data">{formatDateTime(m.data)}</span>
      <span className="ipe-mensagem-resumo">{m.textoAbreviado}</span>
      <span className="ipe-mensagem-acoes">
        <button type="button" className="p-button p-button-text p-button-sm" onClick={() => onVer(m)}>
          <i className="pi pi-search" aria-hidden="true" />
          <span className="ipe-sr-only">{M.ver}</span>
        </button>
        <button
          type="button"
          className="p-button p-button-text p-button-sm p-button-danger"
          onClick={() => void removerComConfirmacao()}
        >
          <i className="pi pi-trash" aria-hidden="true" />
          <span className="ipe-sr-only">{M.remover}</span>
        </button>
      </span>
    </li>
  );
}

/**
 * One box (spec 3 §2 'Home page'): a header with the grip, the title (a link to the full list), 'N não
 * lida(s)', '1-30 de muitas' beyond 30 unread, the 'open all' icon (a link: it never toggles the box) and
 * the collapse button; then at most 30 rows, or 'Parabéns! …' when empty, and 'Ver todas'.
 */
export function Caixa({
  caixa,
  minimizado,
  onAlternar,
  onVer,
  arraste,
}: {
  caixa: CaixaMensagens;
  minimizado: boolean;
  onAlternar: () => void;
  onVer: (m: MensagemUsuario) => void;
  arraste?: Arraste;
}) {
  const navigate = useNavigate();
  const { tipo, titulo } = caixa;
  const corpoId = `caixa-corpo-${tipo}`;
  const { ref: refAlca, ...alca } = arraste?.alca ?? { ref: undefined };
  return (
    <section
      ref={arraste?.ref}
      style={arraste?.style}
      className={arraste?.arrastando ? 'ipe-caixa arrastando' : 'ipe-caixa'}
      aria-labelledby={`caixa-titulo-${tipo}`}
      data-caixa={tipo}
    >
      <header className="ipe-caixa-cabecalho" {...arraste?.cabecalho}>
        <button
          type="button"
          id={idDaAlca(tipo)}
          ref={refAlca}
          className="ipe-caixa-alca"
          aria-label={TXT_CAIXA.mover(titulo)}
          {...alca}
        >
          <i className="pi pi-bars" aria-hidden="true" />
        </button>
        <h3 id={`caixa-titulo-${tipo}`}>
          <Link to={linkDaLista(tipo)}>{titulo}</Link>
        </h3>
        <span className="ipe-caixa-nao-lidas">{M.naoLidas(caixa.naoLidas)}</span>
        {caixa.naoLidas > LIMITE_MENSAGENS_CAIXA && (
          <span className="ipe-caixa-limite" title={M.limitadaDica}>
            {M.limitada}
            <span className="ipe-sr-only"> ({M.limitadaDica})</span>
          </span>
        )}
        <Link className="ipe-caixa-abrir" to={linkDaLista(tipo)} aria-label={TXT_CAIXA.abrirTodas(titulo)}>
          <i className="pi pi-external-link" aria-hidden="true" />
        </Link>
        <button
          type="button"
          className="ipe-caixa-alternar p-button p-button-text p-button-sm"
          aria-expanded={!minimizado}
          aria-controls={corpoId}
          aria-label={(minimizado ? TXT_CAIXA.expandir : TXT_CAIXA.recolher)(titulo)}
          onClick={onAlternar}
        >
          <i className={minimizado ? 'pi pi-chevron-down' : 'pi pi-chevron-up'} aria-hidden="true" />
        </button>
      </header>
      <div id={corpoId} className="ipe-caixa-corpo" hidden={minimizado}>
        {caixa.mensagens.length ? (
          <ul className="ipe-caixa-mensagens">
            {caixa.mensagens.map((m) => (
              <Linha key={m.usuarioMensagemId} m={m} onVer={onVer} />
            ))}
          </ul>
        ) : (
          <p className="ipe-caixa-vazia">{M.vazia}</p>
        )}
        <div className="ipe-caixa-rodape">
          <button
            type="button"
            className="p-button p-button-text p-button-sm"
            onClick={() => navigate(linkDaLista(tipo))}
          >
            {M.verTodas}
          </button>
        </div>
      </div>
    </section>
  );
}
