import { formatDate } from '@ipe/domain';
import {
  ANALYTICS_DESEMPENHO_TITULO,
  opcoesDesempenho,
  painelDesempenho,
  radarCompetencias,
  TIPOS_RADAR,
} from '@ipe/domain/analytics/desempenho';
import { hojeIso } from '@ipe/domain/salario';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import {
  CartaoGrafico,
  GraficoBarras,
  GraficoBarrasSeries,
  GraficoRadar,
  Imprimivel,
} from '../../../platform/charts/index.ts';
import { DateInput } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import './desempenho.css';

type TipoRadar = keyof typeof TIPOS_RADAR;

const AJUDA = {
  radar:
    'Para cada competência exigida pela faixa salarial: o nível exigido e o nível do registro de níveis de competência mais recente do talento até a data (competência sem nível registrado conta 0). Para uma faixa ou uma área, a média dos talentos com registro.',
  distribuicao:
    'Resultado de cada avaliado na avaliação (média do questionário e das competências avaliadas), em faixas de 10 pontos. Resultados ocultos pela regra de anonimato não entram.',
  nineBox:
    'Quantos talentos caem em cada quadrante do Nine Box em cada avaliação com respostas (as seis mais recentes): desempenho pelo resultado da avaliação, potencial pelos níveis de competência.',
};

/**
 * /analytics/desempenho (spec 3 §2 'Analytics charts'): the radar of required × actual competences for a
 * talent, a band or an area on a date (axis 0 to the highest level order, step 1), the distribution of an
 * evaluation's results and the Nine Box over time, both optionally for one area.
 */
export default function AnalyticsDesempenhoPage() {
  useDocumentTitle(ANALYTICS_DESEMPENHO_TITULO);
  const opcoes = useQuery({
    queryKey: ['analytics-desempenho', 'opcoes'],
    queryFn: () => chamar(opcoesDesempenho),
  });
  const [tipo, setTipo] = useState<TipoRadar>('area');
  const [escolhido, setEscolhido] = useState<number | null>(null);
  const [data, setData] = useState<string | null>(hojeIso());
  const [avaliacaoId, setAvaliacaoId] = useState<number | null>(null);
  const [areaId, setAreaId] = useState<number | null>(null);

  const listas = { talento: opcoes.data?.talentos, faixa: opcoes.data?.faixas, area: opcoes.data?.areas };
  // The radar opens on the first choice of the list (the first area) so the page is never empty.
  const id = escolhido ?? listas[tipo]?.[0]?.id ?? null;
  const radar = useQuery({
    queryKey: ['analytics-desempenho', 'radar', tipo, id, data],
    enabled: id != null,
    placeholderData: keepPreviousData,
    queryFn: () => chamar(radarCompetencias, { query: { tipo, id: id as number, data: data ?? undefined } }),
  });
  const painel = useQuery({
    queryKey: ['analytics-desempenho', avaliacaoId, areaId],
    placeholderData: keepPreviousData,
    queryFn: () =>
      chamar(painelDesempenho, {
        query: { avaliacaoId: avaliacaoId ?? undefined, areaId: areaId ?? undefined },
      }),
  });
  const r = radar.data;
  const p = painel.data;
  const nivel = new Map((r?.niveis ?? []).map((n) => [n.ordem, n.descricao]));

  return (
    <Imprimivel titulo={ANALYTICS_DESEMPENHO_TITULO}>
      <div className="ipe-desempenho-filtro-radar ipe-nao-imprime">
        <label htmlFor="radar-tipo">Comparar</label>
        <Dropdown
          inputId="radar-tipo"
          value={tipo}
          options={Object.entries(TIPOS_RADAR).map(([value, label]) => ({ value, label }))}
          onChange={(e) => {
            setTipo(e.value);
            setEscolhido(null);
          }}
        />
        <label htmlFor="radar-id">{TIPOS_RADAR[tipo]}</label>
        <Dropdown
          inputId="radar-id"
          value={id}
          options={listas[tipo] ?? []}
          optionLabel="nome"
          optionValue="id"
          onChange={(e) => setEscolhido(e.value ?? null)}
          filter
          placeholder="Selecione"
        />
        <label htmlFor="radar-data">Data</label>
        <DateInput id="radar-data" value={data} onChange={setData} />
      </div>
      <div className="ipe-graficos">
        <CartaoGrafico
          titulo="Competências exigidas × do talento"
          ajuda={AJUDA.radar}
          vazio={!r?.labels.length}
          altura={380}
          className="ipe-desempenho-radar"
          rodape={
            r && (
              <p className="ipe-analytics-filtros">
                Em {formatDate(r.data)}; {r.talentos} {r.talentos === 1 ? 'talento' : 'talentos'} com registro
                de níveis.
              </p>
            )
          }
        >
          {r && (
            <GraficoRadar
              titulo="Competências exigidas × do talento"
              rotulos={r.labels}
              maximo={r.ordemMaxima}
              rotuloValor={(n) => (n === 0 ? '0' : (nivel.get(n) ?? String(n)))}
              series={[
                { nome: 'Exigido pela faixa salarial', valores: r.competenciasFaixaSalarial },
                {
                  nome: tipo === 'talento' ? 'Do talento' : 'Média dos talentos',
                  valores: r.competenciasColaborador,
                },
              ]}
            />
          )}
        </CartaoGrafico>
      </div>
      <div className="ipe-desempenho-filtro-radar ipe-nao-imprime">
        <label htmlFor="painel-avaliacao">Avaliação</label>
        <Dropdown
          inputId="painel-avaliacao"
          value={avaliacaoId ?? p?.avaliacao?.id ?? null}
          options={opcoes.data?.avaliacoes ?? []}
          optionLabel="nome"
          optionValue="id"
          onChange={(e) => setAvaliacaoId(e.value ?? null)}
          placeholder="A mais recente encerrada"
        />
        <label htmlFor="painel-area">Área</label>
        <Dropdown
          inputId="painel-area"
          value={areaId}
          options={opcoes.data?.areas ?? []}
          optionLabel="nome"
          optionValue="id"
          onChange={(e) => setAreaId(e.value ?? null)}
          placeholder="Todas as áreas"
          showClear
          filter
        />
      </div>
      <div className="ipe-graficos">
        <CartaoGrafico
          titulo={`Distribuição dos resultados${p?.avaliacao ? `: ${p.avaliacao.nome}` : ''}`}
          ajuda={AJUDA.distribuicao}
          vazio={!p?.distribuicao.some((f) => f.valor > 0)}
          rodape={
            p && p.semResultado > 0 ? (
              <p className="ipe-analytics-filtros">Sem resultado exibido: {p.semResultado}</p>
            ) : undefined
          }
        >
          {p && <GraficoBarras titulo="Distribuição dos resultados" itens={p.distribuicao} vertical />}
        </CartaoGrafico>
        <CartaoGrafico
          titulo="Nine Box ao longo do tempo"
          ajuda={AJUDA.nineBox}
          vazio={!p?.nineBoxNoTempo.some((x) => x.quantidades.some((q) => q > 0))}
          altura={320}
        >
          {p && (
            <GraficoBarrasSeries
              titulo="Nine Box ao longo do tempo"
              rotulos={p.nineBoxNoTempo.map((x) => x.avaliacao.nome)}
              series={p.titulos.map((nome, i) => ({
                nome,
                valores: p.nineBoxNoTempo.map((x) => x.quantidades[i]),
              }))}
              empilhado
            />
          )}
        </CartaoGrafico>
      </div>
    </Imprimivel>
  );
}
