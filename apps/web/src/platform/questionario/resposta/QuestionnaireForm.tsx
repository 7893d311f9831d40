import {
  agruparPorAspecto,
  ERROR_CODES,
  type QuestionarioParaResponder,
  type RespostaPergunta,
  type ResultadoQuestionario,
  respondida,
  validarRespostas,
} from '@ipe/domain';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { type ReactNode, useMemo, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { alertInvalidForm } from '../../components/index.ts';
import { PerguntaResposta } from './PerguntaResposta.tsx';
import { ResultadoResumo } from './ResultadoResumo.tsx';
import {
  type CampoResposta,
  campo,
  corpoRespostas,
  type Erros,
  errosDasPerguntas,
  pontosMaximos,
  type Respostas,
  respostasIniciais,
  semErrosDe,
} from './respostasForm.ts';
import { TXT } from './texts.ts';
import './resposta.css';

export interface QuestionnaireFormProps {
  questionario: QuestionarioParaResponder;
  /** Answers to start from (a draft being continued, or the answers to show). Read once, on mount. */
  inicial?: RespostaPergunta[];
  /** The stored answering: in read-only mode its points and summary are shown. */
  resultado?: ResultadoQuestionario | null;
  readOnly?: boolean;
  /** Approval shown in the summary, when the owner knows it. */
  aprovado?: boolean | null;
  percentualMinimoAprovacao?: number | null;
  /**
   * Sends the answers. A rejected promise with a FIELD_VALIDATION_VIOLATION ApiError puts its entries
   * ('respostas.<perguntaId>.<campo>') under the questions; other errors were already shown by the client.
   */
  onSubmit(input: { respostas: RespostaPergunta[]; respondidoParcialmente: boolean }): Promise<void>;
  /** The buttons' labels, when the owner words them otherwise ('Salvar e continuar depois'). */
  rotulos?: { rascunho?: string; concluir?: string };
  /** The owner's own part of the form, after the questions (a performance evaluation's competences). */
  extra?: ReactNode;
}

/**
 * The answering screen of any question set (candidate evaluations, surveys, the external area): the
 * title and observation, the questions grouped by aspect and numbered, 'N de M respondidas', and the
 * buttons 'Salvar rascunho' (no required checks) and 'Concluir avaliação' (the engine's rules first, here,
 * with the errors under each question). Read-only, it shows the answers, their points and the result.
 */
export function QuestionnaireForm({
  questionario,
  inicial,
  resultado,
  readOnly = false,
  aprovado,
  percentualMinimoAprovacao,
  onSubmit,
  rotulos,
  extra,
}: QuestionnaireFormProps) {
  const perguntas = questionario.perguntas;
  const grupos = useMemo(() => agruparPorAspecto(perguntas), [perguntas]);
  // Screen order: the numbering and the focus of the first failing question follow it.
  const ordem = useMemo(() => grupos.flatMap((g) => g.perguntas), [grupos]);
  const [respostas, setRespostas] = useState<Respostas>(() =>
    respostasIniciais(inicial ?? resultado?.respostas),
  );
  const [erros, setErros] = useState<Erros>({});
  const [enviando, setEnviando] = useState<'rascunho' | 'concluir' | null>(null);

  const pontosDe = useMemo(
    () => new Map((resultado?.respostas ?? []).map((r) => [r.perguntaId, r.pontos])),
    [resultado],
  );
  const respondidas = ordem.filter((p) => respondida(p, respostas[p.id])).length;

  const alterar = (perguntaId: number, nome: CampoResposta, patch: Partial<RespostaPergunta>) => {
    setRespostas((prev) => ({ ...prev, [perguntaId]: { ...prev[perguntaId], perguntaId, ...patch } }));
    setErros((prev) => semErrosDe(prev, perguntaId, nome));
  };

  /** Errors under their questions, then 'Preencha os campos indicados' and the first one focused. */
  const mostrarErros = async (entries: readonly { field: string; message: string }[]) => {
    const porCampo = errosDasPerguntas(ordem, entries);
    setErros(porCampo);
    if (Object.keys(porCampo).length === 0) return;
    await alertInvalidForm(
      Object.fromEntries(Object.entries(porCampo).map(([k, message]) => [k, { message }])),
      { fieldOrder: ordem.map((p) => campo(p.id)) },
    );
  };

  const enviar = async (parcial: boolean) => {
    const lista = corpoRespostas(ordem, respostas);
    const falhas = validarRespostas(ordem, lista, parcial);
    if (falhas.length) {
      await mostrarErros(falhas);
      return;
    }
    setErros({});
    setEnviando(parcial ? 'rascunho' : 'concluir');
    try {
      await onSubmit({ respostas: lista, respondidoParcialmente: parcial });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // Other errors were shown by the API client (toast).
      if (e.code === ERROR_CODES.fieldValidation) await mostrarErros(e.entries);
    } finally {
      setEnviando(null);
    }
  };

  let numero = 0;
  return (
    <div className="ipe-questionario">
      <header className="ipe-questionario-cabecalho">
        <h2>{questionario.titulo}</h2>
        {questionario.observacao && <p className="ipe-questionario-observacao">{questionario.observacao}</p>}
      </header>
      {readOnly && resultado && (
        <ResultadoResumo
          resultado={resultado}
          aprovado={aprovado}
          percentualMinimoAprovacao={percentualMinimoAprovacao}
        />
      )}
      {perguntas.length === 0 && !extra && <p className="ipe-hint">{TXT.semPerguntas}</p>}
      <form
        noValidate
        aria-busy={enviando !== null}
        onSubmit={(e) => {
          e.preventDefault();
          void enviar(false);
        }}
      >
        {grupos.map((g) => {
          const tituloId = g.aspecto ? `aspecto-${g.aspecto.id}` : undefined;
          return (
            <section
              key={g.aspecto?.id ?? 'sem-aspecto'}
              className="ipe-questionario-aspecto"
              aria-labelledby={tituloId}
            >
              {g.aspecto && <h3 id={tituloId}>{g.aspecto.nome}</h3>}
              {g.perguntas.map((p) => {
                numero += 1;
                const maximo = pontosMaximos(p);
                return (
                  <PerguntaResposta
                    key={p.id}
                    pergunta={p}
                    numero={numero}
                    resposta={respostas[p.id]}
                    erros={erros}
                    readOnly={readOnly}
                    onChange={(nome, patch) => alterar(p.id, nome, patch)}
                    pontos={
                      readOnly && resultado
                        ? { ganhos: maximo === null ? null : (pontosDe.get(p.id) ?? 0), maximo }
                        : undefined
                    }
                  />
                );
              })}
            </section>
          );
        })}
        {extra}
        {!readOnly && (
          <div className="ipe-questionario-acoes">
            <div className="ipe-questionario-progresso">
              <span id="ipe-questionario-progresso">{TXT.progresso(respondidas, perguntas.length)}</span>
              <ProgressBar
                value={perguntas.length ? Math.round((respondidas / perguntas.length) * 100) : 0}
                showValue={false}
                aria-labelledby="ipe-questionario-progresso"
              />
            </div>
            <div className="ipe-questionario-botoes">
              <Button
                type="button"
                label={rotulos?.rascunho ?? TXT.salvarRascunho}
                icon="pi pi-save"
                severity="secondary"
                outlined
                loading={enviando === 'rascunho'}
                disabled={enviando !== null || (perguntas.length === 0 && !extra)}
                onClick={() => void enviar(true)}
              />
              <Button
                type="submit"
                label={rotulos?.concluir ?? TXT.concluir}
                icon="pi pi-check"
                loading={enviando === 'concluir'}
                disabled={enviando !== null || (perguntas.length === 0 && !extra)}
              />
            </div>
          </div>
        )}
      </form>
    </div>
  );
}
