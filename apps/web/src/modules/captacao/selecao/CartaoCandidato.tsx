import { formatDate } from '@ipe/domain';
import type { EtapaRef } from '@ipe/domain/resources/captacao/selecao/index';
import { Button } from 'primereact/button';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { VinculoQuadro } from './api.ts';
import { AptoTag } from './AptoTag.tsx';
import { TXT } from './texts.ts';

export interface AcoesCartao {
  /** Writes allowed (authority and a requisition in progress). */
  podeEditar: boolean;
  podeContratar: boolean;
  proxima: (v: VinculoQuadro) => EtapaRef | null;
  onProxima: (v: VinculoQuadro, etapa: EtapaRef) => void;
  onMover: (v: VinculoQuadro) => void;
  onResultado: (v: VinculoQuadro) => void;
  onAvaliar: (v: VinculoQuadro) => void;
  onContratar: (v: VinculoQuadro) => void;
  onDesfazer: (v: VinculoQuadro) => void;
  /**
   * 'Inserir Talento' (issue 24 §4): hiring and talent authorities; opens the pre-filled talent form. On a
   * card hired without its talent ('Só marcar como contratado'); before that, 'Contratar' leads to it.
   */
  onInserirTalento?: (v: VinculoQuadro) => void;
  onRemover: (v: VinculoQuadro) => void;
  /** 'Solicitar documentos' (issue 24 §4): the authority to ask; opens the request's dialog. */
  onSolicitarDocumentos?: (v: VinculoQuadro) => void;
  onHistorico: (v: VinculoQuadro) => void;
  avaliacaoUrl: (v: VinculoQuadro, avaliacaoId: number) => string;
  historicoUrl: (v: VinculoQuadro) => string;
}

/** Whole days from an ISO date (or instant) to today, in the browser's time zone. */
export function diasDesde(iso: string, hoje = new Date()): number {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  const zero = (x: Date) => new Date(x.getFullYear(), x.getMonth(), x.getDate()).getTime();
  return Math.max(0, Math.round((zero(hoje) - zero(d)) / 86_400_000));
}

/**
 * One compact card of the board (issue 24 §3): name, days in the step, source and the result badge, the
 * step's note and evaluations when there are, a selection checkbox and one labelled 'Ações' menu (the
 * board owns the popup; each item calls the same route as the old icon buttons did).
 */
export function CartaoCandidato({
  v,
  a,
  arrastavel,
  selecionavel,
  selecionado,
  onSelecionar,
  onAbrirMenu,
  menuId,
}: {
  v: VinculoQuadro;
  a: AcoesCartao;
  arrastavel: boolean;
  selecionavel: boolean;
  selecionado: boolean;
  onSelecionar: (v: VinculoQuadro, marcado: boolean, shift: boolean) => void;
  onAbrirMenu: (e: MouseEvent<HTMLButtonElement>, v: VinculoQuadro) => void;
  menuId: string;
}) {
  const nome = v.candidato.nome;
  const daEtapa = v.atual ? v.avaliacoes.filter((x) => x.historicoCandidatoId === v.atual?.id) : [];
  const desde = v.atual?.data ?? v.createdAt;
  return (
    <li
      className={`ipe-cartao${selecionado ? ' ipe-cartao-selecionado' : ''}`}
      data-candidato={nome}
      draggable={arrastavel}
      onDragStart={(e) => e.dataTransfer.setData('text/plain', String(v.id))}
    >
      <div className="ipe-cartao-topo">
        {selecionavel && (
          <input
            type="checkbox"
            className="ipe-cartao-check"
            aria-label={TXT.selecionar(nome)}
            checked={selecionado}
            onChange={() => undefined}
            onClick={(e) => onSelecionar(v, e.currentTarget.checked, e.shiftKey)}
          />
        )}
        <h3 title={TXT.cpf(v.candidato.cpf)}>{nome}</h3>
      </div>
      {v.contratado && v.dataContratacao ? (
        <p>{TXT.contratadoEm(formatDate(v.dataContratacao))}</p>
      ) : (
        <p className="ipe-cartao-linha">
          {v.atual && <AptoTag apto={v.atual.apto} />} <span>{TXT.diasNaEtapa(diasDesde(desde))}</span>
        </p>
      )}
      <p className="ipe-cartao-origem">{TXT.origem(v.candidato.origem)}</p>
      {!v.contratado && v.atual?.observacao && (
        <p className="ipe-cartao-obs" title={v.atual.observacao}>
          {v.atual.observacao}
        </p>
      )}
      {daEtapa.length > 0 && (
        <ul className="ipe-cartao-avaliacoes" aria-label={`${TXT.avaliacoes}: ${nome}`}>
          {daEtapa.map((x) => (
            <li key={x.id}>
              <Link to={a.avaliacaoUrl(v, x.id)}>{x.modelo.titulo}</Link>
              {x.status === 'C' ? (x.percentual === null ? '' : ` · ${x.percentual}%`) : ' · em andamento'}
            </li>
          ))}
        </ul>
      )}
      <Button
        type="button"
        className="ipe-cartao-menu"
        label={TXT.acoes}
        icon="pi pi-chevron-down"
        iconPos="right"
        size="small"
        outlined
        aria-label={TXT.acoesDe(nome)}
        aria-haspopup="menu"
        aria-controls={menuId}
        onClick={(e) => onAbrirMenu(e, v)}
      />
    </li>
  );
}

/** The card's actions, in the menu's order, as the old buttons offered them. */
export function itensDoCartao(v: VinculoQuadro, a: AcoesCartao) {
  const proxima = a.proxima(v);
  const ativo = a.podeEditar && !v.contratado;
  const itens: { label: string; icon: string; perigo?: boolean; command: () => void }[] = [];
  if (ativo && proxima)
    itens.push({
      label: `${TXT.proximaEtapa} (${proxima.nome})`,
      icon: 'pi pi-arrow-right',
      command: () => a.onProxima(v, proxima),
    });
  if (ativo) itens.push({ label: TXT.moverPara, icon: 'pi pi-sort-alt', command: () => a.onMover(v) });
  if (ativo && v.atual) {
    itens.push({
      label: TXT.registrarResultado,
      icon: 'pi pi-check-square',
      command: () => a.onResultado(v),
    });
    itens.push({ label: TXT.aplicarAvaliacao, icon: 'pi pi-list-check', command: () => a.onAvaliar(v) });
  }
  if (a.podeContratar && !v.contratado)
    itens.push({ label: TXT.contratar, icon: 'pi pi-briefcase', command: () => a.onContratar(v) });
  if (a.podeContratar && a.onInserirTalento && v.contratado && !v.talentoInserido) {
    const inserir = a.onInserirTalento;
    itens.push({ label: TXT.inserirTalento, icon: 'pi pi-user-plus', command: () => inserir(v) });
  }
  if (a.podeContratar && v.contratado)
    itens.push({ label: TXT.desfazerContratacao, icon: 'pi pi-undo', command: () => a.onDesfazer(v) });
  if (a.onSolicitarDocumentos) {
    const solicitar = a.onSolicitarDocumentos;
    itens.push({ label: TXT.solicitarDocumentos, icon: 'pi pi-send', command: () => solicitar(v) });
  }
  itens.push({ label: TXT.historico, icon: 'pi pi-history', command: () => a.onHistorico(v) });
  if (ativo)
    itens.push({ label: TXT.remover, icon: 'pi pi-times', perigo: true, command: () => a.onRemover(v) });
  return itens;
}
