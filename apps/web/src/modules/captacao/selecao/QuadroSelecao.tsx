import { type Coluna, colunaDe, type EtapaRef } from '@ipe/domain/resources/captacao/selecao/index';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { type MouseEvent, useId, useRef, useState } from 'react';
import type { VinculoQuadro } from './api.ts';
import { type AcoesCartao, CartaoCandidato, itensDoCartao } from './CartaoCandidato.tsx';
import { TXT } from './texts.ts';

/** Selection of cards for the bulk actions: the links' ids. */
export interface Selecao {
  ids: ReadonlySet<number>;
  alterar: (ids: number[], marcado: boolean) => void;
}

/**
 * The requisition's candidates by selection step: 'Inscritos', one column per step in ordem, 'Contratados',
 * in one horizontally scrolling row at any width (issue 24 §3). Moving is done with the card's 'Ações'
 * menu (keyboard and screen-reader friendly), the bulk actions over the selected cards, or by dragging a
 * card onto a step's column (or onto 'Contratados' to hire); the server checks each move.
 */
export function QuadroSelecao({
  etapas,
  candidatos,
  acoes,
  selecao,
}: {
  etapas: EtapaRef[];
  candidatos: VinculoQuadro[];
  acoes: AcoesCartao;
  selecao?: Selecao;
}) {
  const menu = useRef<Menu>(null);
  const menuId = `${useId()}-acoes-cartao`;
  const [itens, setItens] = useState<MenuItem[]>([]);
  // The last card ticked, for shift-click ranges inside its column.
  const ultimo = useRef<number | null>(null);
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
  const abrirMenu = (e: MouseEvent<HTMLButtonElement>, v: VinculoQuadro) => {
    setItens(
      itensDoCartao(v, acoes).map(({ perigo, ...i }) => ({
        ...i,
        className: perigo ? 'ipe-menu-danger' : undefined,
      })),
    );
    menu.current?.toggle(e);
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
  const selecionar = (lista: VinculoQuadro[]) => (v: VinculoQuadro, marcado: boolean, shift: boolean) => {
    if (!selecao) return;
    const de = lista.findIndex((x) => x.id === ultimo.current);
    const ate = lista.findIndex((x) => x.id === v.id);
    ultimo.current = v.id;
    if (shift && de >= 0) {
      const [i, j] = de < ate ? [de, ate] : [ate, de];
      selecao.alterar(
        lista.slice(i, j + 1).map((x) => x.id),
        marcado,
      );
    } else selecao.alterar([v.id], marcado);
  };
  return (
    // The row scrolls sideways: focusable so the keyboard can scroll it too (axe scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard.
    <section className="ipe-quadro" aria-label={TXT.quadroEtapas} tabIndex={0}>
      {colunas.map((c) => {
        const lista = por.get(c.chave) ?? [];
        const id = `coluna-${c.chave}`;
        const selecionaveis = selecao && acoes.podeEditar && c.chave !== 'contratados' ? lista : [];
        const todos = selecionaveis.length > 0 && selecionaveis.every((v) => selecao?.ids.has(v.id));
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
            <div className="ipe-quadro-cabecalho">
              {selecionaveis.length > 0 && (
                <input
                  type="checkbox"
                  aria-label={TXT.selecionarTodos(c.titulo)}
                  title={TXT.selecionarTodos(c.titulo)}
                  checked={todos}
                  onChange={(e) =>
                    selecao?.alterar(
                      selecionaveis.map((v) => v.id),
                      e.currentTarget.checked,
                    )
                  }
                />
              )}
              <h2 id={id}>
                <span>{c.titulo}</span>
                <span>
                  {lista.length}
                  <span className="ipe-sr-only"> candidatos</span>
                </span>
              </h2>
            </div>
            {lista.length ? (
              <ul>
                {lista.map((v) => (
                  <CartaoCandidato
                    key={v.id}
                    v={v}
                    a={acoes}
                    arrastavel={arrastavel(v)}
                    selecionavel={selecionaveis.length > 0}
                    selecionado={selecao?.ids.has(v.id) ?? false}
                    onSelecionar={selecionar(lista)}
                    onAbrirMenu={abrirMenu}
                    menuId={menuId}
                  />
                ))}
              </ul>
            ) : (
              <p className="ipe-quadro-vazio">{TXT.semCandidatos}</p>
            )}
          </section>
        );
      })}
      <Menu model={itens} popup ref={menu} id={menuId} aria-label={TXT.acoes} />
    </section>
  );
}
