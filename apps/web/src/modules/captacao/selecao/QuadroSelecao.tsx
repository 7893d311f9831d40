import { type Coluna, colunaDe, type EtapaRef } from '@ipe/domain/resources/captacao/selecao/index';
import type { VinculoQuadro } from './api.ts';
import { type AcoesCartao, CartaoCandidato } from './CartaoCandidato.tsx';
import { TXT } from './texts.ts';

/**
 * The requisition's candidates by selection step: 'Inscritos', one column per step in ordem, 'Contratados'.
 * Moving is done with the card's buttons (keyboard and screen-reader friendly) or by dragging a card onto
 * a step's column (or onto 'Contratados' to hire); the server checks each move.
 */
export function QuadroSelecao({
  etapas,
  candidatos,
  acoes,
}: {
  etapas: EtapaRef[];
  candidatos: VinculoQuadro[];
  acoes: AcoesCartao;
}) {
  const colunas: { chave: Coluna; titulo: string }[] = [
    { chave: 'inscritos', titulo: TXT.inscritos },
    ...etapas.map((e) => ({ chave: e.id as Coluna, titulo: `${e.ordem}. ${e.nome}` })),
    { chave: 'contratados', titulo: TXT.contratados },
  ];
  const por = new Map<Coluna, VinculoQuadro[]>(colunas.map((c) => [c.chave, []]));
  const arrastavel = (v: VinculoQuadro) => acoes.podeEditar && !v.contratado;
  const soltar = (chave: Coluna, id: number) => {
    const v = candidatos.find((x) => x.id === id);
    if (!v || !arrastavel(v)) return;
    if (chave === 'contratados') {
      if (acoes.podeContratar) acoes.onContratar(v);
      return;
    }
    const etapa = etapas.find((e) => e.id === chave);
    if (etapa && etapa.id !== v.atual?.etapa.id) acoes.onProxima(v, etapa);
  };
  for (const v of candidatos)
    por
      .get(
        colunaDe({
          contratado: v.contratado,
          etapaAtual: v.atual && { ...v.atual.etapa, apto: v.atual.apto },
        }),
      )
      ?.push(v);
  return (
    <div className="ipe-quadro">
      {colunas.map((c) => {
        const lista = por.get(c.chave) ?? [];
        const id = `coluna-${c.chave}`;
        return (
          <section
            key={c.chave}
            className="ipe-quadro-coluna"
            aria-labelledby={id}
            data-coluna={c.titulo}
            onDragOver={(e) => {
              if (c.chave !== 'inscritos' && acoes.podeEditar) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              soltar(c.chave, Number(e.dataTransfer.getData('text/plain')));
            }}
          >
            <h2 id={id}>
              <span>{c.titulo}</span>
              <span>
                {lista.length}
                <span className="ipe-sr-only"> candidatos</span>
              </span>
            </h2>
            {lista.length ? (
              <ul>
                {lista.map((v) => (
                  <CartaoCandidato key={v.id} v={v} a={acoes} arrastavel={arrastavel(v)} />
                ))}
              </ul>
            ) : (
              <p className="ipe-quadro-vazio">{TXT.semCandidatos}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
