import { agruparPorAspecto, type Pergunta } from '@ipe/domain';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { chamar } from '../../api/chamar.ts';
import { toastSuccess } from '../../api/notify.ts';
import { confirmAction, confirmRemove } from '../../components/index.ts';
import { AspectosDialog } from './AspectosDialog.tsx';
import { conjuntoDe, imprimir, usePerguntas, usePerguntasCache } from './api.ts';
import { PerguntaDialog } from './PerguntaDialog.tsx';
import { TabelaPerguntas } from './TabelaPerguntas.tsx';
import { TXT } from './texts.ts';
import './editor.css';

export interface QuestionSetEditorProps {
  /** The owner's resource path, under which the set's routes are mounted ('/captacao/modelos-avaliacao-candidato'). */
  base: `/${string}`;
  /** The owner's id (the model, survey, evaluation… whose questions these are). */
  ownerId: number;
  /** False: the questions are only shown (no insert, edit, remove, reorder nor aspects). */
  canEdit: boolean;
  /** Default minimum of a 'Nota' question: 1 in evaluation forms, 0 in the evaluation-model question. */
  notaMinimaPadrao: number;
  /** The owner's title: the printed questionnaire's file name. */
  titulo?: string;
}

type Dialogo = { tipo: 'pergunta'; pergunta: Pergunta | null } | { tipo: 'aspectos' } | null;

/**
 * The question set of an owner (spec 2 §3, §7 'Evaluation aspects and questions'): the questions grouped
 * by aspect in answering order, each editable, removable and movable inside its aspect; insert, random
 * order, print and the aspects. Reused by every owner of a questionnaire: only `base` changes.
 *
 * Render it outside the owner's own <form>: it has forms of its own (in dialogs).
 */
export function QuestionSetEditor({
  base,
  ownerId,
  canEdit,
  notaMinimaPadrao,
  titulo,
}: QuestionSetEditorProps) {
  const conjunto = useMemo(() => conjuntoDe(base, ownerId), [base, ownerId]);
  const { contratos } = conjunto;
  const doDono = { id: ownerId };
  const perguntas = usePerguntas(conjunto);
  const cache = usePerguntasCache(conjunto);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [imprimindo, setImprimindo] = useState(false);
  const lista = perguntas.data ?? [];
  const grupos = agruparPorAspecto(lista);

  const remover = async (p: Pergunta) => {
    if (!(await confirmRemove())) return;
    try {
      await chamar(contratos.removerPergunta, { params: { ...doDono, perguntaId: p.id } });
    } catch {
      return; // the client already showed why (e.g. the question was answered)
    }
    toastSuccess(TXT.perguntaRemovida);
    await cache.refresh();
  };

  /** Moves a question to `ordem` (the position of the neighbour it swaps with); the answer is the new order. */
  const mover = async (p: Pergunta, ordem: number) => {
    try {
      cache.set(
        await chamar(contratos.ordenar, { params: { ...doDono, perguntaId: p.id }, body: { ordem } }),
      );
    } catch {
      await cache.refresh();
    }
  };

  const ordemAleatoria = async () => {
    if (!(await confirmAction({ message: TXT.confirmaOrdemAleatoria }))) return;
    try {
      cache.set(await chamar(contratos.embaralhar, { params: doDono }));
    } catch {
      return;
    }
    toastSuccess(TXT.ordemAlterada);
  };

  const imprimirPdf = async () => {
    setImprimindo(true);
    try {
      await imprimir(conjunto, titulo ?? TXT.perguntas);
    } catch {
      // the client already showed the error
    } finally {
      setImprimindo(false);
    }
  };

  return (
    <section className="ipe-form-section ipe-questionario" aria-labelledby="ipe-perguntas-titulo">
      <div className="ipe-questionario-cabecalho">
        <h2 id="ipe-perguntas-titulo">
          {TXT.perguntas}
          {perguntas.isSuccess && (
            <>
              {' '}
              <span className="ipe-questionario-total">({TXT.quantidade(lista.length)})</span>
            </>
          )}
        </h2>
        <div className="ipe-questionario-acoes" role="toolbar" aria-label={TXT.perguntas}>
          {canEdit && (
            <>
              <Button
                type="button"
                label={TXT.inserirPergunta}
                icon="pi pi-plus"
                onClick={() => setDialogo({ tipo: 'pergunta', pergunta: null })}
              />
              <Button
                type="button"
                label={TXT.ordemAleatoria}
                icon="pi pi-sort-alt"
                outlined
                disabled={lista.length < 2}
                onClick={() => void ordemAleatoria()}
              />
              <Button
                type="button"
                label={TXT.aspectos}
                icon="pi pi-tags"
                outlined
                onClick={() => setDialogo({ tipo: 'aspectos' })}
              />
            </>
          )}
          <Button
            type="button"
            label={TXT.imprimir}
            icon="pi pi-print"
            outlined
            loading={imprimindo}
            disabled={lista.length === 0}
            onClick={() => void imprimirPdf()}
          />
        </div>
      </div>
      <TabelaPerguntas
        grupos={grupos}
        carregando={perguntas.isPending}
        canEdit={canEdit}
        onEditar={(p) => setDialogo({ tipo: 'pergunta', pergunta: p })}
        onRemover={(p) => void remover(p)}
        onMover={(p, ordem) => void mover(p, ordem)}
      />
      {dialogo?.tipo === 'pergunta' && (
        <PerguntaDialog
          conjunto={conjunto}
          pergunta={dialogo.pergunta}
          notaMinimaPadrao={notaMinimaPadrao}
          onClose={() => setDialogo(null)}
          onSaved={() => {
            setDialogo(null);
            void cache.refresh();
          }}
        />
      )}
      {dialogo?.tipo === 'aspectos' && (
        <AspectosDialog conjunto={conjunto} onClose={() => setDialogo(null)} />
      )}
    </section>
  );
}
