import { listarRegistrosQuestionario, type RegistroQuestionario } from '@ipe/domain/questionario/colaborador';
import { isAllowed } from '@ipe/domain';
import {
  ROTA_QUESTIONARIOS_DESEMPENHO,
  rotaComparativaDesempenho,
} from '@ipe/domain/resources/avaliacao/caminhos';
import {
  type ResultadoAvaliado,
  resultadosDesempenho,
} from '@ipe/domain/resources/avaliacao/desempenhoQuestionarios';
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { DataTable, type DataTableColumn } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { useSession } from '../../../platform/session/state.ts';
import { TXT_DESEMPENHO as T } from './texts.ts';
import '../../../platform/resource/resource.css';

const pct = (n: number | null) =>
  n == null ? '—' : `${n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
const numeros = (f: (r: ResultadoAvaliado) => number | null) => (r: ResultadoAvaliado) =>
  r.oculto ? T.oculto : pct(f(r));

const COLUNAS: DataTableColumn<ResultadoAvaliado>[] = [
  { field: 'avaliado', header: T.avaliado, body: (r) => r.avaliado.nome },
  { field: 'avaliadores', header: T.avaliadores, body: (r) => String(r.avaliadores) },
  { field: 'questionario', header: T.questionario, body: numeros((r) => r.questionario) },
  { field: 'competencias', header: T.competencias, body: numeros((r) => r.competencias) },
  { field: 'resultado', header: T.resultado, body: numeros((r) => r.resultado) },
];
const COLUNAS_FORMS: DataTableColumn<RegistroQuestionario>[] = [
  { field: 'avaliado', header: T.avaliado, body: (r) => r.avaliado?.nome ?? '' },
  { field: 'respondente', header: 'Avaliador', body: (r) => r.respondente?.nome ?? '' },
  { field: 'situacao', header: T.situacao, body: (r) => T.situacoes[r.situacao] },
];

/**
 * Results of one performance evaluation (/avaliacao/avaliacoes-desempenho/:id/resultados): per evaluated
 * talent the questionnaire, competence and weighted result (resultadoDesempenho.ts); for HR, the answered
 * forms of a non-anonymous evaluation, each opening read-only with its PDF and XLS, and per talent the
 * 'Comparativo' (ComparativaDesempenhoPage). The evaluated talent
 * sees its own line when the evaluation shows results to the evaluated.
 */
export default function ResultadosDesempenhoPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <Resultados id={id} />;
}

function Resultados({ id }: { id: number }) {
  useDocumentTitle(T.resultados);
  const navigate = useNavigate();
  const { info } = useSession();
  // The comparative is HR's (the evaluated talent reading its own line has no such authority).
  const rh = isAllowed('ROLE_AVA_AVALIACOES_DESEMPENHO', new Set(info?.authorities ?? []));
  const carga = useQuery({
    queryKey: ['avaliacao', 'desempenho', 'resultados', id],
    queryFn: () => chamar(resultadosDesempenho, { params: { id }, query: {} }),
  });
  const anonima = carga.data?.avaliacao.anonima ?? true;
  const forms = useQuery({
    queryKey: ['avaliacao', 'desempenho', 'formularios', id],
    enabled: carga.isSuccess && !anonima,
    queryFn: () =>
      chamar(
        listarRegistrosQuestionario,
        { query: { donoTipo: DONOS_AVALIACAO.desempenho, donoId: id, situacao: 'C', page: 0, size: 100 } },
        { errors: 'silent' },
      ),
  });
  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">
          {T.resultados}
          {carga.data ? `: ${carga.data.avaliacao.nome}` : ''}
        </h1>
      </div>
      <DataTable<ResultadoAvaliado>
        caption={T.resultados}
        value={carga.data?.resultados ?? []}
        columns={COLUNAS}
        loading={carga.isFetching}
        actions={
          rh
            ? [
                {
                  label: T.comparativo,
                  icon: 'pi pi-sliders-h',
                  onClick: (r) => navigate(rotaComparativaDesempenho(id, r.avaliado.id)),
                },
              ]
            : undefined
        }
        cartoesNoCelular
      />
      {forms.data && forms.data.content.length > 0 && (
        <DataTable<RegistroQuestionario>
          caption="Formulários respondidos"
          value={forms.data.content}
          columns={COLUNAS_FORMS}
          actions={[
            {
              label: T.ver,
              icon: 'pi pi-eye',
              onClick: (r) => navigate(`${ROTA_QUESTIONARIOS_DESEMPENHO}/${r.id}`),
            },
          ]}
          cartoesNoCelular
        />
      )}
    </section>
  );
}
