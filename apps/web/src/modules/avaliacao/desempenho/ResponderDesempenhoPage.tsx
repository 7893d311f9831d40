import { formatDate } from '@ipe/domain';
import { ROTA_QUESTIONARIOS_DESEMPENHO } from '@ipe/domain/resources/avaliacao/caminhos';
import {
  type CompetenciaDoFormulario,
  type FormularioDesempenho,
  formularioDesempenho,
  respondidaPdf,
  respondidaXls,
  responderDesempenho,
} from '@ipe/domain/resources/avaliacao/desempenhoQuestionarios';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { alertInvalidForm } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { baixar, nomeArquivo } from '../../../platform/questionario/editor/api.ts';
import { QuestionnaireForm } from '../../../platform/questionario/resposta/QuestionnaireForm.tsx';
import { TXT_REGISTRO } from '../../../platform/questionario/colaborador/texts.ts';
import { TXT_DESEMPENHO as T } from './texts.ts';
import '../../../platform/questionario/colaborador/colaborador.css';
import './desempenho.css';

const chave = (c: Pick<CompetenciaDoFormulario, 'tipo' | 'id'>) => `${c.tipo}-${c.id}`;

/**
 * One evaluator's form (spec 2 §2 /avaliacao/avaliacoes-desempenhos-questionarios/:colaboradorQuestionarioId):
 * the model's questions (the engine's QuestionnaireForm) and, per competence of the evaluated talent's
 * band, a level to choose (the required one beside it when the evaluation shows it); 'Salvar e continuar
 * depois' keeps a draft, 'Concluir' needs every answer and level. HR opens it read-only, with the answered
 * PDF and XLS (not for an anonymous evaluation: the server refuses).
 */
export default function ResponderDesempenhoPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <Formulario key={id} id={id} />;
}

function Formulario({ id }: { id: number }) {
  useDocumentTitle(TXT_REGISTRO.tituloPagina);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chaveQuery = ['avaliacao', 'desempenho', 'formulario', id];
  const carga = useQuery({
    queryKey: chaveQuery,
    queryFn: () => chamar(formularioDesempenho, { params: { id } }, { errors: 'silent' }),
    retry: false,
  });
  if (carga.isPending) return <div className="ipe-registros-esqueleto" aria-busy="true" />;
  if (carga.isError) {
    if (carga.error instanceof ApiError && carga.error.status === 404) return <NotFoundPage />;
    return (
      <p className="ipe-note">{carga.error instanceof ApiError ? carga.error.message : TXT_REGISTRO.falha}</p>
    );
  }
  return (
    <Conteudo
      key={`${carga.data.resultado?.id ?? 'novo'}-${carga.data.registro.situacao}`}
      dados={carga.data}
      onSalvo={(f) => {
        queryClient.setQueryData(chaveQuery, f);
        void queryClient.invalidateQueries({ queryKey: ['avaliacao', 'desempenho', 'lista'] });
        void queryClient.invalidateQueries({ queryKey: ['userinfo', 'pendencias'] });
      }}
      onRecarregar={() => void carga.refetch()}
      voltar={() => navigate(ROTA_QUESTIONARIOS_DESEMPENHO)}
    />
  );
}

function Conteudo({
  dados,
  onSalvo,
  onRecarregar,
  voltar,
}: {
  dados: FormularioDesempenho;
  onSalvo: (f: FormularioDesempenho) => void;
  onRecarregar: () => void;
  voltar: () => void;
}) {
  const { registro, resultado, avaliacao } = dados;
  const id = registro.id;
  const readOnly = !dados.podeResponder;
  const [niveis, setNiveis] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(dados.competencias.map((c) => [chave(c), c.nivelCompetenciaId])),
  );
  const [erros, setErros] = useState<Record<string, string>>({});
  const [baixando, setBaixando] = useState<'pdf' | 'xls' | null>(null);

  const enviar = async (input: { respostas: unknown[]; respondidoParcialmente: boolean }) => {
    if (!input.respondidoParcialmente) {
      const faltam = dados.competencias.filter((c) => niveis[chave(c)] == null);
      if (faltam.length) {
        const e = Object.fromEntries(faltam.map((c) => [`competencia-${chave(c)}`, T.nivelObrigatorio]));
        setErros(e);
        await alertInvalidForm(
          Object.fromEntries(Object.entries(e).map(([k, message]) => [k, { message }])),
          { fieldOrder: dados.competencias.map((c) => `competencia-${chave(c)}`) },
        );
        return;
      }
    }
    setErros({});
    try {
      const salvo = await chamar(responderDesempenho, {
        params: { id },
        body: {
          ...(input as { respostas: never[]; respondidoParcialmente: boolean }),
          configsNiveisCompetenciasFaixaSalariais: dados.competencias.map((c) => ({
            tipo: c.tipo,
            competenciaId: c.id,
            nivelCompetenciaId: niveis[chave(c)] ?? null,
          })),
        },
      });
      const concluido = salvo.registro.situacao === 'C';
      toastSuccess(concluido ? TXT_REGISTRO.concluido : TXT_REGISTRO.salvo);
      onSalvo(salvo);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) onRecarregar();
      throw e;
    }
  };

  const baixarArquivo = async (tipo: 'pdf' | 'xls') => {
    setBaixando(tipo);
    try {
      const blob = await chamar(tipo === 'pdf' ? respondidaPdf : respondidaXls, { params: { id } });
      baixar(blob, `${nomeArquivo(registro.titulo)}.${tipo === 'pdf' ? 'pdf' : 'xlsx'}`);
    } finally {
      setBaixando(null);
    }
  };

  const competencias =
    dados.competencias.length > 0 ? (
      <section className="ipe-desempenho-competencias" aria-labelledby="desempenho-competencias">
        <h3 id="desempenho-competencias">{T.niveisCompetencia}</h3>
        {!readOnly && <p className="ipe-hint">{T.competenciasAjuda}</p>}
        {dados.competencias.map((c) => {
          const k = chave(c);
          const inputId = `competencia-${k}`;
          return (
            <div key={k} className="ipe-desempenho-competencia">
              <label htmlFor={inputId}>{c.nome}</label>
              {c.nivelExigido && (
                <span className="ipe-desempenho-exigido">
                  {T.exigido}: {c.nivelExigido.descricao}
                </span>
              )}
              <Dropdown
                inputId={inputId}
                name={inputId}
                value={niveis[k] ?? null}
                options={dados.niveis.map((n) => ({ value: n.id, label: n.descricao }))}
                placeholder={T.nivel}
                disabled={readOnly}
                invalid={!!erros[inputId]}
                aria-describedby={erros[inputId] ? `${inputId}-erro` : undefined}
                onChange={(e) => {
                  setNiveis((prev) => ({ ...prev, [k]: e.value as number }));
                  setErros((prev) => {
                    const { [inputId]: _, ...resto } = prev;
                    return resto;
                  });
                }}
              />
              {erros[inputId] && (
                <small id={`${inputId}-erro`} className="p-error">
                  {erros[inputId]}
                </small>
              )}
            </div>
          );
        })}
      </section>
    ) : undefined;

  return (
    <section className="ipe-page ipe-registro-pagina" aria-labelledby="registro-titulo">
      <header className="ipe-registro-cabecalho">
        <div>
          <h1 id="registro-titulo">{registro.titulo}</h1>
          <dl className="ipe-registro-dados">
            {registro.avaliado && (
              <div>
                <dt>{TXT_REGISTRO.avaliado}:</dt>
                <dd>{registro.avaliado.nome}</dd>
              </div>
            )}
            {registro.prazo && (
              <div>
                <dt>{TXT_REGISTRO.prazo}:</dt>
                <dd>{formatDate(registro.prazo)}</dd>
              </div>
            )}
          </dl>
        </div>
        <div className="ipe-registro-botoes">
          {resultado && (
            <>
              <Button
                type="button"
                label={T.pdf}
                icon="pi pi-file-pdf"
                severity="secondary"
                outlined
                loading={baixando === 'pdf'}
                onClick={() => void baixarArquivo('pdf')}
              />
              <Button
                type="button"
                label={T.xls}
                icon="pi pi-file-excel"
                severity="secondary"
                outlined
                loading={baixando === 'xls'}
                onClick={() => void baixarArquivo('xls')}
              />
            </>
          )}
          <Button
            type="button"
            label={TXT_REGISTRO.voltar}
            icon="pi pi-arrow-left"
            severity="secondary"
            text
            onClick={voltar}
          />
        </div>
      </header>
      {avaliacao.anonima && !dados.porOutroUsuario && (
        <p className="ipe-registro-aviso" role="note">
          {T.anonima}
        </p>
      )}
      <QuestionnaireForm
        questionario={dados.questionario}
        resultado={resultado}
        readOnly={readOnly}
        onSubmit={enviar}
        rotulos={{ rascunho: TXT_REGISTRO.salvarDepois, concluir: TXT_REGISTRO.concluir }}
        extra={competencias}
      />
    </section>
  );
}
