import { formatDate } from '@ipe/domain';
import type { EtapaRef } from '@ipe/domain/resources/captacao/selecao/index';
import { Button } from 'primereact/button';
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
  onRemover: (v: VinculoQuadro) => void;
  avaliacaoUrl: (v: VinculoQuadro, avaliacaoId: number) => string;
  historicoUrl: (v: VinculoQuadro) => string;
}

/** One candidate on the board: name, CPF, the current step's result and evaluations, and the moves. */
export function CartaoCandidato({
  v,
  a,
  arrastavel,
}: {
  v: VinculoQuadro;
  a: AcoesCartao;
  arrastavel: boolean;
}) {
  const nome = v.candidato.nome;
  const proxima = a.proxima(v);
  const daEtapa = v.atual ? v.avaliacoes.filter((x) => x.historicoCandidatoId === v.atual?.id) : [];
  const rotulo = (acao: string) => `${acao}: ${nome}`;
  return (
    <li
      className="ipe-cartao"
      data-candidato={nome}
      draggable={arrastavel}
      onDragStart={(e) => e.dataTransfer.setData('text/plain', String(v.id))}
    >
      <h3>{nome}</h3>
      <p>{TXT.cpf(v.candidato.cpf)}</p>
      {v.contratado && v.dataContratacao && <p>{TXT.contratadoEm(formatDate(v.dataContratacao))}</p>}
      {!v.contratado && v.atual && (
        <p>
          <AptoTag apto={v.atual.apto} /> {formatDate(v.atual.data)}
          {v.atual.responsavel ? ` · ${v.atual.responsavel}` : ''}
        </p>
      )}
      {!v.contratado && v.atual?.observacao && <p className="ipe-cartao-obs">{v.atual.observacao}</p>}
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
      <div className="ipe-cartao-acoes">
        {a.podeEditar && !v.contratado && proxima && (
          <Button
            type="button"
            icon="pi pi-arrow-right"
            label={TXT.proximaEtapa}
            aria-label={rotulo(`${TXT.proximaEtapa} (${proxima.nome})`)}
            tooltip={proxima.nome}
            onClick={() => a.onProxima(v, proxima)}
          />
        )}
        {a.podeEditar && !v.contratado && (
          <Button
            type="button"
            icon="pi pi-sort-alt"
            outlined
            aria-label={rotulo(TXT.moverPara)}
            tooltip={TXT.moverPara}
            onClick={() => a.onMover(v)}
          />
        )}
        {a.podeEditar && !v.contratado && v.atual && (
          <Button
            type="button"
            icon="pi pi-check-square"
            outlined
            aria-label={rotulo(TXT.registrarResultado)}
            tooltip={TXT.registrarResultado}
            onClick={() => a.onResultado(v)}
          />
        )}
        {a.podeEditar && !v.contratado && v.atual && (
          <Button
            type="button"
            icon="pi pi-list-check"
            outlined
            aria-label={rotulo(TXT.aplicarAvaliacao)}
            tooltip={TXT.aplicarAvaliacao}
            onClick={() => a.onAvaliar(v)}
          />
        )}
        {a.podeContratar && !v.contratado && (
          <Button
            type="button"
            icon="pi pi-briefcase"
            severity="success"
            outlined
            aria-label={rotulo(TXT.contratar)}
            tooltip={TXT.contratar}
            onClick={() => a.onContratar(v)}
          />
        )}
        {a.podeContratar && v.contratado && (
          <Button
            type="button"
            icon="pi pi-undo"
            outlined
            label={TXT.desfazerContratacao}
            aria-label={rotulo(TXT.desfazerContratacao)}
            onClick={() => a.onDesfazer(v)}
          />
        )}
        <Link
          className="p-button p-button-outlined p-button-secondary p-button-icon-only"
          to={a.historicoUrl(v)}
          aria-label={rotulo(TXT.historico)}
          title={TXT.historico}
        >
          <span className="p-button-icon pi pi-history" aria-hidden="true" />
        </Link>
        {a.podeEditar && !v.contratado && (
          <Button
            type="button"
            icon="pi pi-times"
            severity="danger"
            outlined
            aria-label={rotulo(TXT.remover)}
            tooltip={TXT.remover}
            onClick={() => a.onRemover(v)}
          />
        )}
      </div>
    </li>
  );
}
