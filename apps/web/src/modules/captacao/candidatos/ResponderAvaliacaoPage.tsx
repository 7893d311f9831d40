import { isAllowed, type RespostaPergunta } from '@ipe/domain';
import {
  avaliacaoDoCandidato,
  avaliacoesDoCandidato,
  perguntasDoModelo,
  responderAvaliacaoDoCandidato,
} from '@ipe/domain/resources/captacao/avaliacoes/contratos';
import { AVALIACOES_CANDIDATO_ACCESS } from '@ipe/domain/resources/captacao/avaliacoes/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { toastInfo, toastSuccess } from '../../../platform/api/notify.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { useSession } from '../../../platform/session/state.ts';
import { QuestionnaireForm } from '../../../platform/questionario/resposta/QuestionnaireForm.tsx';
import { type AvaliacaoCompleta, type AvaliacaoResumo, avaliacaoUrl, avaliacoesUrl, chaves } from './api.ts';
import { CandidatoCabecalho } from './CandidatoCabecalho.tsx';
import { TXT } from './texts.ts';
import './candidatos.css';

/** What the page answers: the model's questions, and the evaluation when one exists already. */
type Carga = Pick<AvaliacaoCompleta, 'questionario'> &
  Partial<Pick<AvaliacaoCompleta, 'avaliacao' | 'resultado'>> & { modeloId: number };

const positivo = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const completa = (c: AvaliacaoCompleta): Carga => ({ ...c, modeloId: c.avaliacao.modelo.id });

/**
 * Answers a candidate evaluation. At /…/avaliacoes/responder/{modeloId} it continues the candidate's open
 * evaluation of that model, or starts one; at /…/avaliacoes/{avaliacaoId} it continues or shows that one.
 * 'Salvar rascunho' keeps it open; 'Concluir avaliação' closes it and shows the result.
 */
export default function ResponderAvaliacaoPage() {
  const params = useParams();
  const candidatoId = positivo(params.id);
  const modeloId = positivo(params.modeloId);
  const avaliacaoId = positivo(params.avaliacaoCandidatoId);
  // Applied in a requisition's selection step (the selection board): ?solicitacaoId&historicoCandidatoId,
  // and ?voltar with the page to return to.
  const [busca] = useSearchParams();
  const etapa = {
    solicitacaoId: positivo(busca.get('solicitacaoId') ?? undefined),
    historicoCandidatoId: positivo(busca.get('historicoCandidatoId') ?? undefined),
  };
  const voltar = busca.get('voltar');
  if (candidatoId === null || (modeloId === null && avaliacaoId === null)) return <NotFoundPage />;
  return (
    <Responder
      candidatoId={candidatoId}
      modeloId={modeloId}
      avaliacaoId={avaliacaoId}
      etapa={etapa}
      voltarPara={voltar?.startsWith('/captacao/') ? voltar : null}
    />
  );
}

function Responder({
  candidatoId,
  modeloId,
  avaliacaoId,
  etapa,
  voltarPara,
}: {
  candidatoId: number;
  modeloId: number | null;
  avaliacaoId: number | null;
  etapa: { solicitacaoId: number | null; historicoCandidatoId: number | null };
  voltarPara: string | null;
}) {
  useDocumentTitle(TXT.tituloResponder);
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const { info } = useSession();
  const podeResponder = isAllowed(AVALIACOES_CANDIDATO_ACCESS.write, new Set(info?.authorities ?? []));

  const carga = useQuery({
    queryKey:
      avaliacaoId !== null
        ? chaves.uma(candidatoId, avaliacaoId)
        : [avaliacoesUrl(candidatoId), 'responder', modeloId],
    // Applying a model always asks again which evaluation of it exists (none, open or concluded).
    ...(avaliacaoId === null ? { staleTime: 0, gcTime: 0 } : {}),
    queryFn: async (): Promise<Carga> => {
      if (avaliacaoId !== null)
        return completa(await chamar(avaliacaoDoCandidato, { params: { id: candidatoId, avaliacaoId } }));
      const id = modeloId as number;
      // The model applied before (outside a requisition, or in this one) is continued, or shown when
      // concluded: the server keeps one evaluation per model and requisition.
      const lista = await chamar(avaliacoesDoCandidato, { params: { id: candidatoId } });
      const daqui = (a: AvaliacaoResumo) => a.modelo.id === id && a.solicitacaoId === etapa.solicitacaoId;
      const anterior = lista.find((a) => daqui(a) && a.status === 'A') ?? lista.find(daqui);
      if (anterior) {
        const c = await chamar(avaliacaoDoCandidato, {
          params: { id: candidatoId, avaliacaoId: anterior.id },
        });
        queryClient.setQueryData(chaves.uma(candidatoId, anterior.id), completa(c));
        if (anterior.status === 'C') toastInfo(TXT.jaAplicada);
        navigate(`${avaliacaoUrl(candidatoId, anterior.id)}${search}`, { replace: true });
        return completa(c);
      }
      const questionario = await chamar(perguntasDoModelo, { params: { id } });
      return { questionario, modeloId: id };
    },
  });
  const dados = carga.data;
  const voltar = () => navigate(voltarPara ?? avaliacoesUrl(candidatoId));

  const enviar = async (input: { respostas: RespostaPergunta[]; respondidoParcialmente: boolean }) => {
    if (!dados) return;
    const solicitacaoId = dados.avaliacao?.solicitacaoId ?? etapa.solicitacaoId;
    let salva: AvaliacaoCompleta;
    try {
      salva = await chamar(responderAvaliacaoDoCandidato, {
        params: { id: candidatoId, avaliacaoId: dados.modeloId },
        query: solicitacaoId
          ? { solicitacaoId, historicoCandidatoId: etapa.historicoCandidatoId ?? undefined }
          : undefined,
        body: input,
      });
    } catch (e) {
      // Concluded meanwhile (another tab): show it as it is now.
      if (e instanceof ApiError && e.status === 409) await carga.refetch();
      throw e;
    }
    queryClient.setQueryData(chaves.uma(candidatoId, salva.avaliacao.id), completa(salva));
    await queryClient.invalidateQueries({ queryKey: chaves.lista(candidatoId) });
    const concluida = salva.resultado.status === 'C';
    toastSuccess(concluida ? TXT.concluidaSucesso : TXT.rascunhoSalvo);
    // The address of the evaluation itself: a reload continues (or shows) this one.
    if (avaliacaoId !== salva.avaliacao.id)
      navigate(`${avaliacaoUrl(candidatoId, salva.avaliacao.id)}${search}`, { replace: true });
    if (concluida) requestAnimationFrame(() => document.getElementById('ipe-resultado-titulo')?.focus());
  };

  const resultado = dados?.resultado ?? null;
  const readOnly = !podeResponder || resultado?.status === 'C';
  return (
    <section aria-labelledby="responder-avaliacao-titulo">
      <div className="ipe-page-header">
        <CandidatoCabecalho
          id="responder-avaliacao-titulo"
          titulo={TXT.tituloResponder}
          candidatoId={candidatoId}
        />
        <Button
          type="button"
          label={TXT.voltar}
          icon="pi pi-arrow-left"
          severity="secondary"
          outlined
          onClick={voltar}
        />
      </div>
      {dados && (
        <QuestionnaireForm
          // A new evaluation, a draft or a concluded one: the form starts again from what the server holds.
          key={`${dados.avaliacao?.id ?? 'nova'}-${resultado?.status ?? ''}`}
          questionario={dados.questionario}
          inicial={resultado?.respostas}
          resultado={resultado}
          readOnly={readOnly}
          aprovado={dados.avaliacao?.aprovado}
          percentualMinimoAprovacao={dados.avaliacao?.percentualMinimoAprovacao}
          onSubmit={enviar}
        />
      )}
    </section>
  );
}
