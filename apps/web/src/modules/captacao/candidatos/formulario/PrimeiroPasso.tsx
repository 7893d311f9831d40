import { InputTextarea } from 'primereact/inputtextarea';
import { type ReactNode, useRef } from 'react';
import { FieldShell, fieldAria } from '../../../../platform/components/FieldShell.tsx';
import { useDocumentTitle } from '../../../../platform/layout/useDocumentTitle.ts';
import { CurriculoOcr } from './CurriculoOcr.tsx';
import { PASSO_CONSENTIMENTO, PASSO_CURRICULO, PASSO_OBRIGATORIOS, PASSO_OPCIONAIS } from './nomesPassos.ts';
import { AcoesPassos, PassosCandidato } from './PassosCandidato.tsx';
import { TXT } from './texts.ts';
// The full form's styles (its frame, grid and steps), so step 1 looks the same before and after.
import '../../../../platform/resource/resource.css';
import './formulario.css';

/**
 * What the light first step hands to the full form (CandidatoForm's `inicio`) when it takes over: the
 * résumé's text (read from the file, or typed), the file to store after the create, and whether the
 * candidate already pressed 'Continuar'.
 */
export interface InicioCadastro {
  texto: string;
  /** The text came from the file (it then pre-fills the form, as a file read in the form does). */
  lido: boolean;
  arquivo: File | null;
  continuar: boolean;
  /** Id of the element that had the focus, given back once the form is on screen. */
  foco?: string;
}

/**
 * The declaration's words the light step writes without loading it (primeiroPasso.test.ts checks them
 * against the candidate declaration and the generic form's title).
 */
export const DECLARADOS = { titulo: 'Novo Candidato', ocrTexto: 'Texto do Currículo' } as const;

/** Step 1 holds only the résumé text: no company configuration hides it (primeiroPasso.test.ts). */
const CAMPO = 'ocrTexto';

/** Whether the company requires the résumé text (camposMarcados: no other setting marks it). */
export const curriculoObrigatorio = (obrigatorios: readonly string[]) => obrigatorios.includes(CAMPO);

const PASSOS = [PASSO_CURRICULO, PASSO_OBRIGATORIOS, PASSO_OPCIONAIS, PASSO_CONSENTIMENTO].map(
  (titulo, i) => {
    const campos = i === 0 ? [CAMPO] : [];
    return { titulo, campos, secoes: i === 0 ? [{ campos }] : [] };
  },
);

/**
 * Step 1 of the candidate area's phone registration drawn without the full form (issue 24 §1, the
 * first screen under 250 KB of JavaScript; docs/arquitetura/build-peso.md): the same title, progress,
 * résumé upload, résumé text and buttons as CandidatoForm's first step, with none of its schemas,
 * widgets or form library. The page swaps in the full form (`inicio`) when the résumé is read or the
 * candidate continues; `onInteracao` tells it when to start loading it.
 */
export function PrimeiroPasso(props: {
  cabecalho: ReactNode;
  /** Reads the résumé file on the server (the candidate area's POST /ocr). */
  ler: (arquivo: FormData) => Promise<{ texto: string }>;
  obrigatorio: boolean;
  texto: string;
  onTexto: (texto: string) => void;
  /** The résumé was read: its text and file. */
  onLido: (texto: string, arquivo: File) => void;
  onContinuar: () => void;
  sair: () => void;
  /** The first touch, focus or key in the step. */
  onInteracao: () => void;
  /** The full form is loading: 'Continuar' waits for it. */
  carregando: boolean;
}) {
  useDocumentTitle(DECLARADOS.titulo);
  // CurriculoOcr tells the text, then the file.
  const lido = useRef('');
  const campo = (nome: string): ReactNode =>
    nome === CAMPO && [
      <div key="curriculo" className="ipe-candidato-largo ipe-passo-curriculo">
        <p>{TXT.passoCurriculoIntro}</p>
        <CurriculoOcr
          ler={props.ler}
          disabled={false}
          onTexto={(t) => {
            lido.current = t;
          }}
          onArquivo={(arquivo) => props.onLido(lido.current, arquivo)}
        />
      </div>,
      <FieldShell key={CAMPO} id={CAMPO} label={DECLARADOS.ocrTexto} required={props.obrigatorio}>
        <InputTextarea
          {...fieldAria(CAMPO, undefined, props.obrigatorio)}
          value={props.texto}
          rows={4}
          autoResize
          onChange={(e) => props.onTexto(e.target.value)}
        />
      </FieldShell>,
    ];
  return (
    <section className="ipe-resource-form" aria-labelledby="ipe-form-title">
      <h1 id="ipe-form-title">{DECLARADOS.titulo}</h1>
      <form
        noValidate
        aria-busy={props.carregando}
        onSubmit={(e) => e.preventDefault()}
        onPointerDownCapture={props.onInteracao}
        onFocusCapture={props.onInteracao}
        onKeyDownCapture={props.onInteracao}
      >
        {props.cabecalho}
        <PassosCandidato passos={PASSOS} atual={0} campo={campo} />
        <AcoesPassos
          atual={0}
          total={PASSOS.length}
          salvando={false}
          carregando={props.carregando}
          voltar={() => {}}
          sair={props.sair}
          continuar={props.onContinuar}
        />
      </form>
    </section>
  );
}
