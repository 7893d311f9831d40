import { Button } from 'primereact/button';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormGrid } from '../../../../platform/components/FieldShell.tsx';
import { NivelTituloLista } from './nivelTituloLista.ts';
import type { PassoCandidato } from './passos.ts';
import { TXT } from './texts.ts';

/**
 * The registration's steps (issue 24 §1): the progress ('Passo 2 de 4') with every step's name, the
 * current step's fields (the others stay mounted, hidden, so nothing typed is lost) and, below, the
 * way back and on. The steps' own validation is the caller's (`continuar`).
 */
export function PassosCandidato({
  passos,
  atual,
  campo,
}: {
  passos: PassoCandidato[];
  atual: number;
  campo: (nome: string) => ReactNode;
}) {
  const titulo = useRef<HTMLHeadingElement>(null);
  const anterior = useRef(atual);
  // Moving to a step puts the reader at its title (not on the first render), unless the cursor is
  // already in the step: the error summary's link opened it to put the cursor in one of its fields.
  useEffect(() => {
    if (anterior.current === atual) return;
    anterior.current = atual;
    const secao = titulo.current?.parentElement;
    if (secao?.contains(document.activeElement) && document.activeElement !== secao) return;
    titulo.current?.focus();
  }, [atual]);
  return (
    <div className="ipe-passos">
      <ol className="ipe-passos-progresso" aria-label={TXT.progresso}>
        {passos.map((p, i) => (
          <li
            key={p.titulo}
            className={i === atual ? 'atual' : i < atual ? 'feito' : undefined}
            aria-current={i === atual ? 'step' : undefined}
          >
            <span className="ipe-passos-numero" aria-hidden="true">
              {i + 1}
            </span>
            <span className="ipe-passos-nome">{p.titulo}</span>
          </li>
        ))}
      </ol>
      {passos.map((p, i) => (
        <section key={p.titulo} hidden={i !== atual} aria-labelledby={`ipe-passo-${i}`}>
          <h2 id={`ipe-passo-${i}`} ref={i === atual ? titulo : undefined} tabIndex={-1}>
            {TXT.passoDe(i + 1, passos.length)} {p.titulo}
          </h2>
          {p.secoes.map((s, k) => (
            <div key={s.titulo ?? k} className="ipe-passos-secao">
              {s.titulo && <h3>{s.titulo}</h3>}
              <NivelTituloLista.Provider value={s.titulo ? 4 : 3}>
                <FormGrid>{s.campos.map(campo)}</FormGrid>
              </NivelTituloLista.Provider>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The buttons under the steps: back, on (checking the step) or, on the last one, the submit. */
export function AcoesPassos(props: {
  atual: number;
  total: number;
  salvando: boolean;
  carregando: boolean;
  voltar: () => void;
  sair: () => void;
  continuar: () => void;
}) {
  const ultimo = props.atual === props.total - 1;
  return (
    <div className="ipe-form-actions">
      <Button
        type="button"
        label={props.atual === 0 ? TXT.sair : TXT.voltarPasso}
        icon="pi pi-arrow-left"
        severity="secondary"
        outlined
        onClick={props.atual === 0 ? props.sair : props.voltar}
      />
      {ultimo ? (
        // Distinct keys: React must not turn the clicked 'Continuar' into this submit button (the
        // click's default action would then submit the form).
        <Button
          key="concluir"
          type="submit"
          label={TXT.concluirCadastro}
          icon="pi pi-check"
          loading={props.salvando}
          disabled={props.carregando}
        />
      ) : (
        <Button
          key="continuar"
          type="button"
          label={TXT.continuar}
          icon="pi pi-arrow-right"
          iconPos="right"
          disabled={props.carregando}
          onClick={props.continuar}
        />
      )}
    </div>
  );
}
