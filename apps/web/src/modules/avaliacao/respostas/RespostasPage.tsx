import { formatDate, formatDateTime, isAllowed } from '@ipe/domain';
import {
  imprimirRegistroRespondido,
  listarRegistrosQuestionario,
  type RegistroQuestionario,
} from '@ipe/domain/questionario/colaborador';
import { DONOS_AVALIACAO, respostasDoColaborador } from '@ipe/domain/resources/avaliacao/respostas';
import { ACESSO_RESPOSTAS, ROTA_RESPOSTAS } from '@ipe/domain/resources/avaliacao/caminhos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { DataTable, type DataTableColumn } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { baixar, nomeArquivo } from '../../../platform/questionario/editor/api.ts';
import { QuestionnaireForm } from '../../../platform/questionario/resposta/QuestionnaireForm.tsx';
import { useSession } from '../../../platform/session/state.ts';
import '../../../platform/resource/resource.css';
import '../../../platform/questionario/colaborador/colaborador.css';
import '../acompanhamentos/acompanhamentos.css';

const TXT = {
  titulo: 'Respostas',
  tipo: 'Tipo',
  avaliado: 'Avaliado',
  respondente: 'Respondente',
  prazo: 'Prazo',
  concluidoEm: 'Concluído em',
  ver: 'Ver respostas',
  imprimir: 'Imprimir',
  voltar: 'Voltar',
  naoConcluido: 'Este questionário ainda não foi concluído: as respostas mostradas são um rascunho.',
} as const;
/** The module's owner kinds, each with the authority that reads its records. */
const TIPOS = [
  {
    value: DONOS_AVALIACAO.acompanhamento,
    label: 'Acompanhamento de Experiência',
    leitura: ACESSO_RESPOSTAS.anyOf[0],
  },
  { value: DONOS_AVALIACAO.desempenho, label: 'Avaliação de Desempenho', leitura: ACESSO_RESPOSTAS.anyOf[1] },
];
const TAM = 15;

/**
 * /avaliacao/respostas (spec 2 §2; §7 'Answers'): the answered questionnaires of the module's owner kinds
 * (the experience follow-up, the performance evaluation; the kinds the user reads), and with
 * `?colaboradorQuestionarioId=` one of them read-only (GET /api/avaliacao/respostas/colaborador) with its
 * score and the answered PDF. Who may read a record is the server's: its respondent, HR, the manager of
 * the evaluated talent's area.
 */
export default function RespostasPage() {
  const [params] = useSearchParams();
  const raw = params.get('colaboradorQuestionarioId');
  if (raw === null) return <Lista />;
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <Respostas key={id} id={id} />;
}

const COLUNAS: DataTableColumn<RegistroQuestionario>[] = [
  { field: 'titulo', header: 'Questionário' },
  { field: 'avaliado', header: TXT.avaliado, body: (r) => r.avaliado?.nome ?? '' },
  { field: 'respondente', header: TXT.respondente, body: (r) => r.respondente?.nome ?? '' },
  { field: 'prazo', header: TXT.prazo, body: (r) => (r.prazo ? formatDate(r.prazo) : '') },
  {
    field: 'concluidoEm',
    header: TXT.concluidoEm,
    body: (r) => (r.concluidoEm ? formatDateTime(r.concluidoEm) : ''),
  },
];

function Lista() {
  useDocumentTitle(TXT.titulo);
  const navigate = useNavigate();
  const { info } = useSession();
  // The kinds the user reads (the follow-up first); the server lists only those anyway.
  const tipos = TIPOS.filter((t) => isAllowed(t.leitura, new Set(info?.authorities ?? [])));
  const [donoTipo, setDonoTipo] = useState<string>(tipos[0]?.value ?? DONOS_AVALIACAO.acompanhamento);
  const [page, setPage] = useState(0);
  const query = { page, size: TAM, donoTipo, situacao: 'C' as const };
  const lista = useQuery({
    queryKey: ['avaliacao', 'respostas', query],
    placeholderData: keepPreviousData,
    queryFn: () => chamar(listarRegistrosQuestionario, { query }),
  });
  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TXT.titulo}</h1>
      </div>
      <div className="ipe-acomp-area">
        <label htmlFor="respostas-tipo">{TXT.tipo}</label>
        <Dropdown
          inputId="respostas-tipo"
          value={donoTipo}
          options={tipos}
          onChange={(e) => {
            setDonoTipo(e.value as string);
            setPage(0);
          }}
        />
      </div>
      <DataTable<RegistroQuestionario>
        caption={TXT.titulo}
        value={lista.data?.content ?? []}
        columns={COLUNAS}
        actions={[
          {
            label: TXT.ver,
            icon: 'pi pi-eye',
            onClick: (r) => navigate(`${ROTA_RESPOSTAS}?colaboradorQuestionarioId=${r.id}`),
          },
        ]}
        totalRecords={lista.data?.totalElements ?? 0}
        first={page * TAM}
        rows={TAM}
        loading={lista.isFetching}
        onPage={(e) => setPage(e.page)}
        cartoesNoCelular
      />
    </section>
  );
}

function Respostas({ id }: { id: number }) {
  useDocumentTitle(TXT.titulo);
  const navigate = useNavigate();
  const [imprimindo, setImprimindo] = useState(false);
  const carga = useQuery({
    queryKey: ['avaliacao', 'respostas', id],
    retry: false,
    queryFn: () =>
      chamar(
        respostasDoColaborador,
        { query: { colaboradorQuestionarioId: String(id) } },
        { errors: 'silent' },
      ),
  });
  if (carga.isPending) return <div className="ipe-registros-esqueleto" aria-busy="true" />;
  if (carga.isError) {
    if (carga.error instanceof ApiError && carga.error.status === 404) return <NotFoundPage />;
    return <p className="ipe-note">{carga.error.message}</p>;
  }
  const { registro, questionario, resultado } = carga.data;
  const imprimir = async () => {
    setImprimindo(true);
    try {
      baixar(
        await chamar(imprimirRegistroRespondido, { params: { id } }),
        `${nomeArquivo(registro.titulo)}.pdf`,
      );
    } finally {
      setImprimindo(false);
    }
  };
  return (
    <section className="ipe-page ipe-registro-pagina" aria-labelledby="respostas-titulo">
      <header className="ipe-registro-cabecalho">
        <div>
          <h1 id="respostas-titulo">{registro.titulo}</h1>
          <dl className="ipe-registro-dados">
            <div>
              <dt>{registro.dono}</dt>
            </div>
            {registro.avaliado && (
              <div>
                <dt>{TXT.avaliado}:</dt>
                <dd>{registro.avaliado.nome}</dd>
              </div>
            )}
            {registro.respondente && (
              <div>
                <dt>{TXT.respondente}:</dt>
                <dd>{registro.respondente.nome}</dd>
              </div>
            )}
            {registro.prazo && (
              <div>
                <dt>{TXT.prazo}:</dt>
                <dd>{formatDate(registro.prazo)}</dd>
              </div>
            )}
            {registro.concluidoEm && (
              <div>
                <dt>{TXT.concluidoEm}:</dt>
                <dd>{formatDateTime(registro.concluidoEm)}</dd>
              </div>
            )}
          </dl>
        </div>
        <div className="ipe-registro-botoes">
          {resultado && (
            <Button
              type="button"
              label={TXT.imprimir}
              icon="pi pi-print"
              severity="secondary"
              outlined
              loading={imprimindo}
              onClick={() => void imprimir()}
            />
          )}
          <Button
            type="button"
            label={TXT.voltar}
            icon="pi pi-arrow-left"
            severity="secondary"
            text
            onClick={() => navigate(-1)}
          />
        </div>
      </header>
      {registro.situacao !== 'C' && (
        <p className="ipe-registro-aviso" role="note">
          {TXT.naoConcluido}
        </p>
      )}
      <QuestionnaireForm
        questionario={questionario}
        resultado={resultado}
        readOnly
        onSubmit={async () => {}}
      />
    </section>
  );
}
