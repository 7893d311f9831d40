import type { QuestionarioParaResponder, RespostaPergunta } from '@ipe/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { QuestionnaireForm } from '../../../platform/questionario/resposta/QuestionnaireForm.tsx';
import { avaliacaoParaResponder, chavesAvaliacoes, salvarRespostas } from './api.ts';
import { enderecoAvaliacoes, etapaDoParametro, idDoParametro } from './parametros.ts';
import { AvisoPrazo } from './SolicitacaoAvaliacaoPage.tsx';
import { TXT } from './texts.ts';
import './avaliacoes-externas.css';

/**
 * /externo/avaliacoes?candidatoSolicitacaoId=N&avaliacaoId=M: the candidate answers one evaluation of an
 * application with the questionnaire engine's form. 'Salvar rascunho' keeps it open to continue later;
 * 'Concluir avaliação' closes it for good and goes back to the application's evaluations. A concluded one
 * opens read-only with the candidate's answers (never the points: the result is HR's).
 */
export default function ResponderAvaliacaoExternaPage() {
  useDocumentTitle(TXT.tituloResponder);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const vinculo = idDoParametro(params.get('candidatoSolicitacaoId'));
  const modelo = idDoParametro(params.get('avaliacaoId'));
  const etapa = etapaDoParametro(params.get('utilizarAvaliacoesEtapaSeletiva'));
  const carga = useQuery({
    queryKey: [...chavesAvaliacoes.uma(vinculo ?? 0, modelo ?? 0), etapa],
    queryFn: () => avaliacaoParaResponder(vinculo as number, modelo as number, etapa),
    enabled: vinculo !== null && modelo !== null,
    staleTime: 0,
  });
  const d = carga.data;
  const voltar = () => vinculo && navigate(enderecoAvaliacoes('solicitacao-avaliacao', vinculo, etapa));

  const enviar = async (input: { respostas: RespostaPergunta[]; respondidoParcialmente: boolean }) => {
    if (!vinculo || !modelo) return;
    try {
      const salvo = await salvarRespostas(vinculo, modelo, etapa, input);
      await queryClient.invalidateQueries({ queryKey: chavesAvaliacoes.lista(vinculo) });
      if (salvo.situacao === 'C') {
        toastSuccess(TXT.concluida);
        voltar();
      } else toastSuccess(TXT.rascunhoSalvo);
    } catch (e) {
      // Concluded meanwhile (another tab) or the deadline passed: show it as it is now.
      if (e instanceof ApiError && (e.status === 409 || e.status === 403)) await carga.refetch();
      throw e;
    }
  };

  const concluida = d?.situacao === 'C';
  const expirada = d?.etapa?.expirada ?? false;
  return (
    <section className="ipe-ext-aval" aria-labelledby="ext-responder-titulo">
      <div>
        <h1 id="ext-responder-titulo">{TXT.tituloResponder}</h1>
        {d && <p className="ipe-ext-aval-subtitulo">{d.titulo}</p>}
      </div>
      {(vinculo === null || modelo === null) && <p>{TXT.enderecoInvalido}</p>}
      {d && <AvisoPrazo etapa={d.etapa} />}
      {concluida && <p className="ipe-ext-aval-aviso">{TXT.jaConcluida}</p>}
      {d && (
        <QuestionnaireForm
          key={`${d.modelo.id}-${d.situacao}`}
          // The candidate's questions come without weights (the contract's perguntaDoCandidatoSchema): the
          // form reads weights only to show points with a result, which this page never passes.
          questionario={d.questionario as QuestionarioParaResponder}
          inicial={d.respostas}
          readOnly={concluida || expirada}
          onSubmit={enviar}
        />
      )}
      <div>
        <Button
          type="button"
          label={TXT.voltarAvaliacoes}
          icon="pi pi-arrow-left"
          severity="secondary"
          outlined
          onClick={voltar}
        />
      </div>
    </section>
  );
}
