import { rotaResultadosDesempenho } from '@ipe/domain/resources/avaliacao/caminhos';
import {
  type Comparativa,
  comparativa,
  comparativaPdf,
} from '@ipe/domain/resources/avaliacao/desempenhoQuestionarios';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { DataTable, type DataTableColumn } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { baixar, nomeArquivo } from '../../../platform/questionario/editor/api.ts';
import { TXT_DESEMPENHO as T } from './texts.ts';
import '../../../platform/resource/resource.css';

type Pergunta = Comparativa['perguntas'][number];
type Competencia = Comparativa['competencias'][number];

const pct = (n: number | null) =>
  n == null ? '—' : `${n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
const nivel = (n: number | null) =>
  n == null ? '—' : n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

const COLUNAS_PERGUNTAS: DataTableColumn<Pergunta>[] = [
  { field: 'texto', header: T.pergunta },
  { field: 'autoavaliacao', header: T.papeis.U, body: (p) => pct(p.autoavaliacao) },
  { field: 'demais', header: T.demais, body: (p) => pct(p.demais) },
];
const COLUNAS_COMPETENCIAS: DataTableColumn<Competencia>[] = [
  { field: 'nome', header: T.competencia },
  { field: 'exigido', header: T.nivelExigido, body: (c) => nivel(c.exigido) },
  { field: 'autoavaliacao', header: T.papeis.U, body: (c) => nivel(c.autoavaliacao) },
  { field: 'demais', header: T.demais, body: (c) => nivel(c.demais) },
];

/**
 * The comparative of one evaluated talent (spec 2 §7 `{id}/{id2}/comparativa[/pdf]`, opened from the
 * results' 'Comparativo'): per question the self-evaluation's percentage against the other evaluators'
 * mean, per competence the level orders (required, self, others). The server withholds what anonymity
 * hides (shown as —).
 */
export default function ComparativaDesempenhoPage() {
  const { id, avaliadoId } = useParams();
  const a = Number(id);
  const c = Number(avaliadoId);
  if (!Number.isInteger(a) || a <= 0 || !Number.isInteger(c) || c <= 0) return <NotFoundPage />;
  return <ComparativaAvaliado id={a} avaliadoId={c} />;
}

function ComparativaAvaliado({ id, avaliadoId }: { id: number; avaliadoId: number }) {
  const carga = useQuery({
    queryKey: ['avaliacao', 'desempenho', 'comparativa', id, avaliadoId],
    queryFn: () => chamar(comparativa, { params: { id: String(id), id2: String(avaliadoId) } }),
  });
  const [baixando, setBaixando] = useState(false);
  const d = carga.data;
  useDocumentTitle(d ? `${T.comparativo}: ${d.avaliado.nome}` : T.comparativo);
  const pdf = async () => {
    setBaixando(true);
    try {
      const blob = await chamar(comparativaPdf, { params: { id: String(id), id2: String(avaliadoId) } });
      baixar(blob, `${nomeArquivo(`Comparativo ${d?.avaliado.nome ?? ''}`)}.pdf`);
    } finally {
      setBaixando(false);
    }
  };
  return (
    <section aria-labelledby="ipe-comparativa-titulo">
      <div className="ipe-page-header">
        <h1 id="ipe-comparativa-titulo">{d ? `${T.comparativo}: ${d.avaliado.nome}` : T.comparativo}</h1>
        <Button
          type="button"
          label={T.pdf}
          icon="pi pi-file-pdf"
          outlined
          loading={baixando}
          disabled={!d}
          onClick={() => void pdf()}
        />
      </div>
      {d && (
        <p>
          <Link to={rotaResultadosDesempenho(id)}>{d.avaliacao.nome}</Link> · {T.avaliadoresExcetoAuto}:{' '}
          {d.avaliadores}
        </p>
      )}
      <DataTable<Pergunta>
        caption={T.perguntas}
        value={d?.perguntas ?? []}
        columns={COLUNAS_PERGUNTAS}
        loading={carga.isFetching}
        cartoesNoCelular
      />
      {d && d.competencias.length > 0 && (
        <DataTable<Competencia>
          caption={T.niveisCompetencia}
          value={d.competencias}
          columns={COLUNAS_COMPETENCIAS}
          cartoesNoCelular
        />
      )}
      <p>
        <small>{T.ocultoComparativa}</small>
      </p>
    </section>
  );
}
