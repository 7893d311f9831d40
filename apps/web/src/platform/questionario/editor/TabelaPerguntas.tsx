import { type Aspecto, type Pergunta, TIPO_PERGUNTA, temOpcoes, tipoPerguntaLabel } from '@ipe/domain';
import { Button } from 'primereact/button';
import { TXT } from './texts.ts';

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** A short description of what the question asks for: its options, or its scale. */
function detalhe(p: Pergunta): string | null {
  if (temOpcoes(p.tipo) && p.respostas.length)
    return p.respostas.map((r) => `${r.texto} (${numero.format(r.peso)})`).join(' · ');
  if (p.tipo === TIPO_PERGUNTA.NOTA && p.notaMinima != null && p.notaMaxima != null)
    return `${p.notaMinima} a ${p.notaMaxima}`;
  return null;
}

function Acao({
  label,
  icon,
  onClick,
  disabled,
  danger,
}: {
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <Button
      type="button"
      icon={icon}
      rounded
      text
      severity={danger ? 'danger' : undefined}
      aria-label={label}
      tooltip={label}
      tooltipOptions={{ position: 'top', showOnDisabled: true }}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

/**
 * The questions in answering order, one row group per aspect (numbered across groups as they are
 * answered and printed). A question moves inside its aspect: up or down swaps it with its neighbour
 * there, by taking that neighbour's ordem.
 */
export function TabelaPerguntas({
  grupos,
  carregando,
  canEdit,
  onEditar,
  onRemover,
  onMover,
}: {
  grupos: { aspecto: Aspecto | null; perguntas: Pergunta[] }[];
  carregando: boolean;
  canEdit: boolean;
  onEditar: (p: Pergunta) => void;
  onRemover: (p: Pergunta) => void;
  onMover: (p: Pergunta, ordem: number) => void;
}) {
  const colunas = canEdit ? 7 : 6;
  let n = 0;
  return (
    <div className="ipe-items-scroll">
      <table className="ipe-perguntas" aria-label={TXT.perguntas} aria-busy={carregando}>
        <thead>
          <tr>
            <th scope="col" className="ipe-perguntas-numero">
              {TXT.numero}
            </th>
            <th scope="col">{TXT.pergunta}</th>
            <th scope="col">{TXT.tipo}</th>
            <th scope="col">{TXT.aspecto}</th>
            <th scope="col" className="ipe-perguntas-peso">
              {TXT.peso}
            </th>
            <th scope="col">{TXT.obrigatoria}</th>
            {canEdit && (
              <th scope="col" className="ipe-perguntas-acoes">
                {TXT.acoes}
              </th>
            )}
          </tr>
        </thead>
        {!carregando && grupos.length === 0 && (
          <tbody>
            <tr>
              <td colSpan={colunas} className="ipe-items-empty">
                {TXT.nenhumaPergunta}
              </td>
            </tr>
          </tbody>
        )}
        {grupos.map((g) => {
          const nomeGrupo = g.aspecto?.nome ?? TXT.semAspecto;
          return (
            <tbody key={g.aspecto?.id ?? 'sem-aspecto'} aria-label={nomeGrupo}>
              <tr className="ipe-perguntas-grupo">
                <th scope="rowgroup" colSpan={colunas}>
                  {nomeGrupo}
                </th>
              </tr>
              {g.perguntas.map((p, i) => {
                n += 1;
                const anterior = g.perguntas[i - 1];
                const proxima = g.perguntas[i + 1];
                const extra = detalhe(p);
                return (
                  <tr key={p.id} data-pergunta={p.id}>
                    <td className="ipe-perguntas-numero">{n}</td>
                    <td className="ipe-perguntas-pergunta">
                      <span className="ipe-perguntas-texto">{p.texto}</span>
                      {extra && <small className="ipe-perguntas-detalhe">{extra}</small>}
                      {p.perguntasRespondidas > 0 && (
                        <small className="ipe-perguntas-detalhe">
                          <i className="pi pi-lock" aria-hidden="true" />{' '}
                          {TXT.respondidas(p.perguntasRespondidas)}
                        </small>
                      )}
                    </td>
                    <td>{tipoPerguntaLabel(p.tipo)}</td>
                    <td>{p.aspecto?.nome ?? ''}</td>
                    <td className="ipe-perguntas-peso">{numero.format(p.peso)}</td>
                    <td>{p.obrigatoria ? TXT.sim : TXT.nao}</td>
                    {canEdit && (
                      <td className="ipe-perguntas-acoes">
                        <div className="ipe-row-actions">
                          <Acao label={TXT.editar} icon="pi pi-pencil" onClick={() => onEditar(p)} />
                          <Acao
                            label={TXT.moverAcima}
                            icon="pi pi-arrow-up"
                            disabled={!anterior}
                            onClick={() => anterior && onMover(p, anterior.ordem)}
                          />
                          <Acao
                            label={TXT.moverAbaixo}
                            icon="pi pi-arrow-down"
                            disabled={!proxima}
                            onClick={() => proxima && onMover(p, proxima.ordem)}
                          />
                          <Acao label={TXT.remover} icon="pi pi-trash" danger onClick={() => onRemover(p)} />
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
