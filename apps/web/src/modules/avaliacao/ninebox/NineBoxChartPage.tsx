import { formatDate, formatNumber } from '@ipe/domain';
import { NIVEIS_EIXO } from '@ipe/domain/resources/avaliacao/ninebox';
import {
  type GraficoNineBox,
  nineboxAvaliacoes,
  nineboxAvaliadoresNaoResponderam,
  nineboxGrafico,
  nineboxGraficoCncc,
  nineboxRelatorio,
  nineboxTalentos,
  ORIGENS_NINEBOX,
  type OrigemNineBox,
  textoTooltip,
} from '@ipe/domain/resources/avaliacao/nineboxGrafico';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { Checkbox } from '../../../platform/components/ChoiceInputs.tsx';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { salvarArquivo } from '../../../platform/relatorios/download.ts';
import './ninebox.css';

const TITULO = 'Nine Box';
const pct = (n: number) => `${formatNumber(n, 2)}%`;
/** Icons drawn in a box before '+N' (view mode without quantities). */
const ICONES_MAX = 8;

/**
 * /avaliacao/ninebox/chart (spec 2 §2 'Nine Box screen'): HR picks an evaluation with answers and the source
 * of the axes; the 3×3 grid (rows from high to low potential, columns from low to high performance) shows
 * icons or counts, each box's description in its tooltip (cut at 200 characters). Clicking boxes selects
 * them: their talents are listed below (photo, name, position, the two percentages) and the page scrolls
 * there (to y=900 after 400 ms, as the spec says). 'Gerar PDF' prints the grid and the lists.
 * `?avaliacao=<id>` opens that evaluation's grid.
 */
export default function NineBoxChartPage() {
  useDocumentTitle(TITULO);
  // ?avaliacao=<id> opens an evaluation's grid directly (a link from elsewhere).
  const [busca] = useSearchParams();
  const [avaliacaoId, setAvaliacaoId] = useState<number | null>(() => Number(busca.get('avaliacao')) || null);
  const [origem, setOrigem] = useState<OrigemNineBox>('resultado');
  const [quantidade, setQuantidade] = useState(true);
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const [pendentesAbertos, setPendentesAbertos] = useState(false);
  const avaliacoes = useQuery({
    queryKey: ['ninebox', 'avaliacoes'],
    queryFn: () => chamar(nineboxAvaliacoes),
  });
  const escolhida = avaliacoes.data?.find((a) => a.id === avaliacaoId);
  const grafico = useQuery({
    queryKey: ['ninebox', 'chart', avaliacaoId, origem],
    enabled: avaliacaoId != null,
    retry: false,
    queryFn: () =>
      chamar(origem === 'cncc' ? nineboxGraficoCncc : nineboxGrafico, {
        params: { id: avaliacaoId as number },
      }),
  });
  const pendentes = useQuery({
    queryKey: ['ninebox', 'pendentes', avaliacaoId],
    enabled: avaliacaoId != null && pendentesAbertos && !grafico.data?.avaliacao.anonima,
    queryFn: () =>
      chamar(nineboxAvaliadoresNaoResponderam, { query: { avaliacaoId: avaliacaoId as number } }),
  });
  const g = grafico.data;

  const alternar = (posicao: number) => {
    setSelecionados((s) => (s.includes(posicao) ? s.filter((p) => p !== posicao) : [...s, posicao].sort()));
    setTimeout(() => window.scrollTo?.({ top: 900, behavior: 'smooth' }), 400);
  };
  const gerarPdf = async () => {
    if (avaliacaoId == null) return;
    const blob = await chamar(nineboxRelatorio, {
      body: { avaliacaoId, origem, boxes: selecionados },
    });
    salvarArquivo(blob as Blob, 'nine-box.pdf');
  };

  return (
    <section aria-labelledby="ipe-list-title" className="ipe-ninebox">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TITULO}</h1>
      </div>
      <div className="ipe-ninebox-filtros">
        <label htmlFor="ninebox-avaliacao">Avaliação de desempenho</label>
        <Dropdown
          inputId="ninebox-avaliacao"
          value={avaliacaoId}
          options={avaliacoes.data ?? []}
          optionLabel="nome"
          optionValue="id"
          onChange={(e) => {
            setAvaliacaoId(e.value ?? null);
            setSelecionados([]);
          }}
          placeholder="Selecione a avaliação"
          emptyMessage="Nenhuma avaliação com respostas"
          filter
        />
        <label htmlFor="ninebox-origem">Eixos</label>
        <Dropdown
          inputId="ninebox-origem"
          value={origem}
          options={Object.entries(ORIGENS_NINEBOX).map(([value, label]) => ({ value, label }))}
          onChange={(e) => {
            setOrigem(e.value);
            setSelecionados([]);
          }}
        />
        <span className="ipe-ninebox-check">
          <Checkbox
            inputId="ninebox-quantidade"
            checked={quantidade}
            onChange={(e) => setQuantidade(!!e.checked)}
          />
          <label htmlFor="ninebox-quantidade">Exibir quantidade</label>
        </span>
      </div>
      {escolhida && origem === 'cncc' && (!escolhida.avaliaModelo || !escolhida.avaliaCompetencias) && (
        <p className="ipe-hint">
          A avaliação escolhida não tem as duas partes: use o resultado da avaliação.
        </p>
      )}
      {grafico.isError && <p className="ipe-ninebox-erro">{(grafico.error as Error).message}</p>}
      {g && (
        <>
          <Cabecalho g={g} />
          <Grade g={g} quantidade={quantidade} selecionados={selecionados} alternar={alternar} />
          <div className="ipe-ninebox-acoes">
            <Button type="button" label="Gerar PDF" icon="pi pi-file-pdf" onClick={gerarPdf} />
            <Button
              type="button"
              label="Avaliadores que não responderam"
              icon="pi pi-users"
              outlined
              onClick={() => setPendentesAbertos((v) => !v)}
              aria-expanded={pendentesAbertos}
            />
          </div>
          {pendentesAbertos && (
            <section aria-label="Avaliadores que não responderam" className="ipe-ninebox-pendentes">
              <h2>Avaliadores que não responderam</h2>
              {g.avaliacao.anonima ? (
                <p>
                  Avaliação anônima: quem respondeu não é mostrado. O lembrete automático e 'Enviar e-mail aos
                  avaliadores' alcançam quem ainda não respondeu.
                </p>
              ) : (
                pendentes.data?.length === 0 && <p>Todos os avaliadores responderam.</p>
              )}
              <ul>
                {pendentes.data?.map((p) => (
                  <li key={`${p.id}-${p.nome}`}>
                    {p.nome}: {p.pendentes} {p.pendentes === 1 ? 'formulário' : 'formulários'}
                    {p.avaliados.length > 0 && ` (${p.avaliados.join(', ')})`}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {selecionados.length > 0 && <TalentosSelecionados g={g} selecionados={selecionados} />}
          {g.naoPosicionados.length > 0 && (
            <details className="ipe-ninebox-fora">
              <summary>Talentos não posicionados ({g.naoPosicionados.length})</summary>
              <ul>
                {g.naoPosicionados.map((n) => (
                  <li key={n.colaboradorId}>
                    {n.nome}: {n.motivo}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}

function Cabecalho({ g }: { g: GraficoNineBox }) {
  const c = g.configuracao;
  return (
    <p className="ipe-ninebox-legenda">
      Data da avaliação {formatDate(g.data)}; configuração {c.data ? `de ${formatDate(c.data)}` : 'padrão'}:
      potencial baixo até {c.percentualBaixoPotencial}% e alto a partir de {c.percentualAltoPotencial}%,
      desempenho baixo até {c.percentualBaixoDesempenho}% e alto a partir de {c.percentualAltoDesempenho}%.
      {c.eixoInvertido && ' Eixos invertidos: o resultado da avaliação é o potencial.'}
    </p>
  );
}

function Grade({
  g,
  quantidade,
  selecionados,
  alternar,
}: {
  g: GraficoNineBox;
  quantidade: boolean;
  selecionados: number[];
  alternar: (posicao: number) => void;
}) {
  const invertido = g.configuracao.eixoInvertido;
  return (
    <div className="ipe-ninebox-area">
      <span className="ipe-ninebox-eixo-y">Potencial{invertido ? ' (resultado da avaliação)' : ''}</span>
      <div className="ipe-ninebox-rotulos-y" aria-hidden="true">
        {(['A', 'M', 'B'] as const).map((n) => (
          <span key={n}>{NIVEIS_EIXO[n]}</span>
        ))}
      </div>
      <ul className="ipe-ninebox-grade" aria-label="Quadrantes do Nine Box">
        {g.boxes.map((b) => {
          const ativo = selecionados.includes(b.posicao);
          const dica = textoTooltip(b.descricao);
          return (
            <li key={b.posicao}>
              <button
                type="button"
                className={`ipe-ninebox-box${ativo ? ' ipe-ninebox-box-ativo' : ''}${b.quantidade ? '' : ' ipe-ninebox-box-vazio'}`}
                aria-pressed={ativo}
                title={dica}
                aria-label={`${b.nomeclatura}: ${b.quantidade} ${b.quantidade === 1 ? 'talento' : 'talentos'}. Potencial ${NIVEIS_EIXO[b.potencial].toLowerCase()}, desempenho ${NIVEIS_EIXO[b.desempenho].toLowerCase()}. ${dica}`}
                onClick={() => alternar(b.posicao)}
              >
                <span className="ipe-ninebox-titulo">{b.nomeclatura}</span>
                {quantidade ? (
                  <span className="ipe-ninebox-quantidade">{b.quantidade}</span>
                ) : (
                  <span className="ipe-ninebox-icones" aria-hidden="true">
                    {b.colaboradorIds.slice(0, ICONES_MAX).map((id) => (
                      <i key={id} className="pi pi-user" />
                    ))}
                    {b.quantidade > ICONES_MAX && <span>+{b.quantidade - ICONES_MAX}</span>}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="ipe-ninebox-rotulos-x" aria-hidden="true">
        {(['B', 'M', 'A'] as const).map((n) => (
          <span key={n}>{NIVEIS_EIXO[n]}</span>
        ))}
      </div>
      <span className="ipe-ninebox-eixo-x">Desempenho{invertido ? ' (competências)' : ''}</span>
    </div>
  );
}

function TalentosSelecionados({ g, selecionados }: { g: GraficoNineBox; selecionados: number[] }) {
  const ids = g.boxes.filter((b) => selecionados.includes(b.posicao)).flatMap((b) => b.colaboradorIds);
  const talentos = useQuery({
    queryKey: ['ninebox', 'talentos', ids],
    enabled: ids.length > 0,
    queryFn: () => chamar(nineboxTalentos, { query: { ids: ids.join(',') } }),
  });
  const posicao = new Map(g.posicoes.map((p) => [p.colaboradorId, p]));
  return (
    <section className="ipe-ninebox-talentos" aria-label="Talentos dos quadrantes selecionados">
      {g.boxes
        .filter((b) => selecionados.includes(b.posicao))
        .map((b) => (
          <div key={b.posicao}>
            <h2>
              {b.nomeclatura} ({b.quantidade})
            </h2>
            <p className="ipe-hint">{b.descricao}</p>
            {b.quantidade === 0 && <p>Nenhum talento neste quadrante.</p>}
            <ul>
              {(talentos.data ?? [])
                .filter((t) => b.colaboradorIds.includes(t.id))
                .map((t) => {
                  const p = posicao.get(t.id);
                  return (
                    <li key={t.id} className="ipe-ninebox-talento">
                      <img src={t.fotoUrl} alt="" width={48} height={48} loading="lazy" />
                      <span>
                        <strong>{t.nome}</strong>
                        <span>{t.cargo ?? 'Sem cargo'}</span>
                        {p && (
                          <span className="ipe-hint">
                            Desempenho {pct(p.desempenho)}, potencial {pct(p.potencial)}
                          </span>
                        )}
                      </span>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
    </section>
  );
}
