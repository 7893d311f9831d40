import { formatDate, formatDateTime, type RespostaPergunta } from '@ipe/domain';
import {
  imprimirRegistroRespondido,
  type RegistroParaResponder,
  registroParaResponder,
  responderRegistro,
} from '@ipe/domain/questionario/colaborador';
import { MINHAS_PENDENCIAS_PATH } from '@ipe/domain/painel';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { chamar } from '../../api/chamar.ts';
import { ApiError } from '../../api/client.ts';
import { toastSuccess } from '../../api/notify.ts';
import { useDocumentTitle } from '../../layout/useDocumentTitle.ts';
import NotFoundPage from '../../pages/NotFoundPage.tsx';
import { baixar, nomeArquivo } from '../editor/api.ts';
import { QuestionnaireForm } from '../resposta/QuestionnaireForm.tsx';
import { CHAVES_REGISTRO } from './api.ts';
import { TXT_REGISTRO as T } from './texts.ts';
import './colaborador.css';

const positivo = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Answers one record (spec 2 §2 /pesquisa/colaborador-respostas/{id}, and …/por-outro-usuario when someone
 * answers for the respondent): the owner's title, the evaluated person and the due date over the engine's
 * QuestionnaireForm, with 'Salvar e continuar depois' (a draft) and 'Concluir'. Concluded (or not the
 * reader's to answer), it shows the answers and their result; 'Imprimir' downloads the answered PDF.
 */
export default function ResponderRegistroPage() {
  const id = positivo(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <Responder key={id} id={id} />;
}

function Responder({ id }: { id: number }) {
  useDocumentTitle(T.tituloPagina);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [imprimindo, setImprimindo] = useState(false);
  const carga = useQuery({
    queryKey: CHAVES_REGISTRO.um(id),
    queryFn: () => chamar(registroParaResponder, { params: { id } }, { errors: 'silent' }),
    retry: false,
  });

  if (carga.isPending) return <div className="ipe-registros-esqueleto" aria-busy="true" />;
  if (carga.isError) {
    if (carga.error instanceof ApiError && carga.error.status === 404) return <NotFoundPage />;
    const msg = carga.error instanceof ApiError ? carga.error.message : T.falha;
    return <p className="ipe-note">{msg}</p>;
  }
  const dados = carga.data;
  const { registro, resultado } = dados;

  const enviar = async (input: { respostas: RespostaPergunta[]; respondidoParcialmente: boolean }) => {
    let salvo: RegistroParaResponder;
    try {
      salvo = await chamar(responderRegistro, { params: { id }, body: input });
    } catch (e) {
      // Concluded meanwhile (another tab, someone answering on behalf): show it as it is now.
      if (e instanceof ApiError && e.status === 409) await carga.refetch();
      throw e;
    }
    queryClient.setQueryData(CHAVES_REGISTRO.um(id), salvo);
    void queryClient.invalidateQueries({ queryKey: CHAVES_REGISTRO.meus });
    void queryClient.invalidateQueries({ queryKey: ['userinfo', 'pendencias'] });
    const concluido = salvo.registro.situacao === 'C';
    toastSuccess(concluido ? T.concluido : T.salvo);
    if (concluido) requestAnimationFrame(() => document.getElementById('ipe-resultado-titulo')?.focus());
  };

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

  const readOnly = !dados.podeResponder;
  return (
    <section className="ipe-page ipe-registro-pagina" aria-labelledby="registro-titulo">
      <header className="ipe-registro-cabecalho">
        <div>
          <h1 id="registro-titulo">{registro.titulo}</h1>
          <dl className="ipe-registro-dados">
            <div>
              <dt>{registro.dono}</dt>
            </div>
            {registro.avaliado && (
              <div>
                <dt>{T.avaliado}:</dt>
                <dd>{registro.avaliado.nome}</dd>
              </div>
            )}
            {dados.porOutroUsuario && registro.respondente && (
              <div>
                <dt>{T.respondente}:</dt>
                <dd>{registro.respondente.nome}</dd>
              </div>
            )}
            {registro.prazo && (
              <div>
                <dt>{T.prazo}:</dt>
                <dd>{formatDate(registro.prazo)}</dd>
              </div>
            )}
            {registro.concluidoEm && (
              <div>
                <dt>{T.concluidoEm}:</dt>
                <dd>{formatDateTime(registro.concluidoEm)}</dd>
              </div>
            )}
          </dl>
        </div>
        <div className="ipe-registro-botoes">
          {resultado && (
            <Button
              type="button"
              label={T.imprimir}
              icon="pi pi-print"
              severity="secondary"
              outlined
              loading={imprimindo}
              onClick={() => void imprimir()}
            />
          )}
          <Button
            type="button"
            label={T.voltar}
            icon="pi pi-arrow-left"
            severity="secondary"
            text
            onClick={() => navigate(MINHAS_PENDENCIAS_PATH)}
          />
        </div>
      </header>
      {dados.porOutroUsuario && !readOnly && (
        <p className="ipe-registro-aviso" role="note">
          {T.porOutro(registro.respondente?.nome ?? null)}
        </p>
      )}
      {readOnly && registro.situacao !== 'C' && (
        <p className="ipe-registro-aviso" role="note">
          {T.semPermissao}
        </p>
      )}
      <QuestionnaireForm
        // Remounted after each save so the form starts from what the server kept.
        key={`${resultado?.id ?? 'novo'}-${resultado?.status ?? ''}`}
        questionario={dados.questionario}
        resultado={resultado}
        readOnly={readOnly}
        onSubmit={enviar}
        rotulos={{ rascunho: T.salvarDepois, concluir: T.concluir }}
      />
    </section>
  );
}
