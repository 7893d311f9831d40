import {
  COMENTARIO_PADRAO,
  type Pergunta,
  type RespostaPergunta,
  respondida,
  TIPO_PERGUNTA,
} from '@ipe/domain';
import { Checkbox, RadioButton } from '../../components/ChoiceInputs.tsx';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ReactNode } from 'react';
import { fieldAria } from '../../components/index.ts';
import {
  type CampoResposta,
  campo,
  campoPrincipal,
  type Erros,
  escala,
  MAX_BOTOES_NOTA,
} from './respostasForm.ts';
import { TXT } from './texts.ts';

export interface PerguntaRespostaProps {
  pergunta: Pergunta;
  /** Position on the screen, 1-based. */
  numero: number;
  resposta: RespostaPergunta | undefined;
  erros: Erros;
  readOnly: boolean;
  onChange: (nome: CampoResposta, patch: Partial<RespostaPergunta>) => void;
  /** Points earned, shown in read-only mode ('Pontos: 2 de 3'); undefined hides the line. */
  pontos?: { ganhos: number | null; maximo: number | null };
}

const textoId = (p: Pergunta) => `pergunta-${p.id}-texto`;

/** Visual '*' (hidden from assistive technology, which reads aria-required or the text below). */
function Marcador({ texto }: { texto?: boolean }) {
  return (
    <>
      <span className="ipe-required" aria-hidden="true">
        *
      </span>
      {texto && <span className="ipe-sr-only"> {TXT.obrigatoria}</span>}
    </>
  );
}

function Erro({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <small id={`${id}-error`} role="alert" className="ipe-field-error p-error">
      {message}
    </small>
  );
}

/**
 * One question of the answering screen with the input of its type: options (radio) for objective
 * questions, checkboxes for multiple choice, a row of score buttons (a radio group; a number input for
 * long scales) for 'Nota', a text box for subjective ones; plus the justification when the question asks
 * for one. The control's id is the field path, so errors are focused like in the other forms.
 */
export function PerguntaResposta({
  pergunta: p,
  numero,
  resposta: r,
  erros,
  readOnly,
  onChange,
  pontos,
}: PerguntaRespostaProps) {
  const principal = campo(p.id, campoPrincipal(p));
  const erro = erros[principal] ?? erros[campo(p.id)];
  const comentarioId = campo(p.id, 'comentario');
  const erroComentario = p.tipo === TIPO_PERGUNTA.SUBJETIVA ? undefined : erros[comentarioId];
  // A label of its own for single controls; groups are named by aria-labelledby.
  const rotuloDireto =
    p.tipo === TIPO_PERGUNTA.SUBJETIVA || (p.tipo === TIPO_PERGUNTA.NOTA && escalaLonga(p));
  const enunciado = (
    <>
      <span className="ipe-questao-numero">{numero}.</span> {p.texto}
      {p.obrigatoria && <Marcador texto={!rotuloDireto && p.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA} />}
    </>
  );
  const comentarioExigido = p.exigirComentario && p.tipo !== TIPO_PERGUNTA.SUBJETIVA;

  return (
    <div className="ipe-questao" data-field={campo(p.id)}>
      {rotuloDireto ? (
        <label id={textoId(p)} htmlFor={principal} className="ipe-questao-texto">
          {enunciado}
        </label>
      ) : (
        <div id={textoId(p)} className="ipe-questao-texto">
          {enunciado}
        </div>
      )}
      <Entrada p={p} r={r} erro={erro} readOnly={readOnly} onChange={onChange} />
      {readOnly && !respondida(p, r) && <p className="ipe-hint">{TXT.semResposta}</p>}
      <Erro id={principal} message={erro} />
      {comentarioExigido && (
        <div className="ipe-questao-comentario">
          <label htmlFor={comentarioId}>
            {p.comentario || COMENTARIO_PADRAO}
            {(p.obrigatoria || respondida(p, r)) && <Marcador />}
          </label>
          <InputTextarea
            {...fieldAria(comentarioId, erroComentario, p.obrigatoria || respondida(p, r))}
            value={r?.comentario ?? ''}
            rows={2}
            autoResize
            maxLength={5000}
            readOnly={readOnly}
            onChange={(e) => onChange('comentario', { comentario: e.target.value })}
          />
          <Erro id={comentarioId} message={erroComentario} />
        </div>
      )}
      {pontos && (
        <p className="ipe-questao-pontos">
          {pontos.ganhos === null || pontos.maximo === null
            ? TXT.naoPontuada
            : TXT.pontos(pontos.ganhos, pontos.maximo)}
        </p>
      )}
    </div>
  );
}

const escalaLonga = (p: Pergunta) => {
  const { min, max } = escala(p);
  return max - min + 1 > MAX_BOTOES_NOTA;
};

function Entrada({
  p,
  r,
  erro,
  readOnly,
  onChange,
}: {
  p: Pergunta;
  r: RespostaPergunta | undefined;
  erro: string | undefined;
  readOnly: boolean;
  onChange: PerguntaRespostaProps['onChange'];
}): ReactNode {
  const id = campo(p.id, campoPrincipal(p));
  const aria = fieldAria(id, erro, p.obrigatoria);
  const grupo = {
    id,
    'aria-labelledby': textoId(p),
    'aria-invalid': aria['aria-invalid'],
    'aria-describedby': aria['aria-describedby'],
  };
  const nome = `pergunta-${p.id}`;

  if (p.tipo === TIPO_PERGUNTA.OBJETIVA)
    return (
      <div
        role="radiogroup"
        aria-required={p.obrigatoria || undefined}
        className="ipe-questao-opcoes"
        {...grupo}
      >
        {p.respostas.map((o) => {
          const oid = `${nome}-opcao-${o.id}`;
          return (
            <div key={o.id} className="ipe-questao-opcao">
              <RadioButton
                inputId={oid}
                name={nome}
                value={o.id}
                checked={r?.respostaId === o.id}
                disabled={readOnly}
                onChange={() => onChange('respostaId', { respostaId: o.id })}
              />
              <label htmlFor={oid}>{o.texto}</label>
            </div>
          );
        })}
      </div>
    );

  if (p.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA) {
    const marcadas = r?.respostasIds ?? [];
    return (
      <fieldset className="ipe-fieldset ipe-questao-opcoes" {...grupo}>
        {p.respostas.map((o) => {
          const oid = `${nome}-opcao-${o.id}`;
          const marcada = marcadas.includes(o.id);
          return (
            <div key={o.id} className="ipe-questao-opcao">
              <Checkbox
                inputId={oid}
                checked={marcada}
                disabled={readOnly}
                onChange={() =>
                  onChange('respostasIds', {
                    respostasIds: marcada ? marcadas.filter((x) => x !== o.id) : [...marcadas, o.id],
                  })
                }
              />
              <label htmlFor={oid}>{o.texto}</label>
            </div>
          );
        })}
      </fieldset>
    );
  }

  if (p.tipo === TIPO_PERGUNTA.NOTA) {
    const { min, max } = escala(p);
    if (escalaLonga(p))
      return (
        <InputNumber
          inputId={id}
          className="ipe-questao-nota-numero"
          value={r?.nota ?? null}
          min={min}
          max={max}
          useGrouping={false}
          maxFractionDigits={0}
          placeholder={TXT.notaEscala(min, max)}
          readOnly={readOnly}
          invalid={!!erro}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
          aria-required={aria['aria-required']}
          onChange={(e) => onChange('nota', { nota: e.value ?? null })}
          onValueChange={(e) => onChange('nota', { nota: e.value ?? null })}
        />
      );
    const notas = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    return (
      <div
        role="radiogroup"
        aria-required={p.obrigatoria || undefined}
        className="ipe-questao-notas"
        {...grupo}
      >
        {notas.map((n) => (
          <label key={n} className="ipe-questao-nota">
            <input
              type="radio"
              name={nome}
              value={n}
              checked={r?.nota === n}
              disabled={readOnly}
              onChange={() => onChange('nota', { nota: n })}
            />
            <span>{n}</span>
          </label>
        ))}
      </div>
    );
  }

  return (
    <InputTextarea
      {...aria}
      value={r?.comentario ?? ''}
      rows={4}
      autoResize
      maxLength={5000}
      readOnly={readOnly}
      invalid={!!erro}
      onChange={(e) => onChange('comentario', { comentario: e.target.value })}
    />
  );
}
