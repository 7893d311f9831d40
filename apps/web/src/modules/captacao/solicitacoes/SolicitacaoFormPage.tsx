import { isAllowed } from '@ipe/domain';
import {
  type AcaoSolicitacao,
  acoesPermitidas,
  type ParametrosSolicitacao,
  SITUACAO_LABEL,
  situacaoDe,
  solicitacaoParaEmpresa,
  solicitacoesPessoal as def,
  TAB_SUBSTITUICAO,
} from '@ipe/domain/resources/captacao/solicitacoes/index';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { type BaseSyntheticEvent, useMemo, useState } from 'react';
import { talentosComEstabilidade } from '@ipe/domain/resources/captacao/solicitacoes/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { confirmAction } from '../../../platform/components/index.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { formTabs } from '../../../platform/resource/form.ts';
import { keys } from '../../../platform/resource/options.ts';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';
import { useSession } from '../../../platform/session/state.ts';
import { AcaoDialog } from './AcaoDialog.tsx';
import { AnuncioAtalho } from './AnuncioAtalho.tsx';
import { OpcoesDaSolicitacao } from './OpcoesDaSolicitacao.tsx';
import { useClonarSolicitacao, useParametrosEmpresa } from './api.ts';
import { SubstituidosEditor } from './SubstituidosEditor.tsx';
import { FEITO, TXT } from './texts.ts';
import './solicitacoes.css';

const BOTAO: Record<AcaoSolicitacao, { label: string; icon: string; severity?: 'danger' | 'secondary' }> = {
  libera: { label: TXT.liberar, icon: 'pi pi-check-circle' },
  reprova: { label: TXT.reprovar, icon: 'pi pi-times-circle', severity: 'danger' },
  suspende: { label: TXT.suspender, icon: 'pi pi-pause', severity: 'secondary' },
  reabre: { label: TXT.reabrir, icon: 'pi pi-replay' },
  encerra: { label: TXT.encerrar, icon: 'pi pi-lock', severity: 'secondary' },
  cancela: { label: TXT.cancelar, icon: 'pi pi-ban', severity: 'danger' },
};
const AUTORIDADE: Record<AcaoSolicitacao, string> = {
  libera: 'ROLE_CAP_SOLICITACAO_LIBERAR',
  reprova: 'ROLE_CAP_SOLICITACAO_LIBERAR',
  suspende: def.access.write as string,
  reabre: def.access.write as string,
  encerra: def.access.write as string,
  cancela: def.access.write as string,
};

/** New and edit screen of a personnel requisition: waits for the company's parameters, then the form. */
export default function SolicitacaoFormPage() {
  const { id, mode } = useResource();
  const parametros = useParametrosEmpresa();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  if (!parametros.data) return null;
  return <Formulario id={id} parametros={parametros.data} />;
}

function Formulario({ id, parametros }: { id: number | null; parametros: ParametrosSolicitacao }) {
  const { info } = useSession();
  const queryClient = useQueryClient();
  const held = new Set(info?.authorities ?? []);
  // The form this company shows: hidden fields out, parameter-required fields marked (same messages as the server).
  const view = useMemo(() => solicitacaoParaEmpresa(parametros, { novo: id === null }), [parametros, id]);
  // The substituted talents are edited with their own autocomplete rows, under the 'Substituição' tab.
  const campos = useMemo(
    () => ({ ...view, fields: view.fields.filter((f) => f.name !== 'colaboradoresSubstituidos') }),
    [view],
  );
  const comSubstituidos = campos.fields.length !== view.fields.length;
  // The record is the declaration's (typed by it); the form shows this company's fields.
  const state = useResourceForm(def, id, {
    fields: view.fields,
    // A hidden salary keeps its stored value.
    toBody: (v): Record<string, unknown> =>
      parametros.solPessoalExibirSalario ? v : { ...v, remuneracao: state.row?.remuneracao ?? null },
  });
  const [acao, setAcao] = useState<AcaoSolicitacao | null>(null);
  const { row } = state;
  const situacao = row ? situacaoDe(row) : null;
  const fechada = situacao === 'E' || situacao === 'C';
  const acoes = row
    ? acoesPermitidas(row, { reabrirPermitido: parametros.solPessoalReabrirSolicitacao }).filter((a) =>
        held.has(AUTORIDADE[a]),
      )
    : [];

  // Spec 1 §8: replacing a safety-committee talent who still has stability asks for confirmation first.
  async function submit(e?: BaseSyntheticEvent) {
    e?.preventDefault();
    const subs = (state.form.getValues('colaboradoresSubstituidos') ?? []) as {
      colaboradorId: number | null;
    }[];
    const ids = subs.map((s) => s.colaboradorId).filter((x): x is number => x != null);
    // Only a form that would be saved asks about stability (an invalid one shows its errors first).
    if (ids.length && (await state.form.trigger())) {
      const estaveis = await chamar(talentosComEstabilidade, { query: { colaboradoresIds: ids } });
      if (
        estaveis.length &&
        !(await confirmAction({ message: TXT.estabilidade(estaveis.map((t) => t.nome).join(', ')) }))
      )
        return;
    }
    await state.onSubmit();
  }

  const clonar = useClonarSolicitacao();

  return (
    <>
      <ResourceFormFrame
        def={view}
        state={{ ...state, readOnly: state.readOnly || fechada, onSubmit: submit }}
      >
        {row && situacao && (
          <section className="ipe-solicitacao-status" aria-label={TXT.situacao}>
            <span>
              {TXT.situacao}: <strong data-testid="situacao">{SITUACAO_LABEL[situacao]}</strong>
            </span>
            <div className="ipe-solicitacao-acoes">
              {acoes.map((a) => (
                <Button
                  key={a}
                  type="button"
                  size="small"
                  label={BOTAO[a].label}
                  icon={BOTAO[a].icon}
                  severity={BOTAO[a].severity}
                  onClick={() => setAcao(a)}
                />
              ))}
              <Button
                type="button"
                size="small"
                outlined
                label={TXT.pdf}
                icon="pi pi-file-pdf"
                onClick={() => window.open(`/api${def.path}/${id}/pdf`, '_blank')}
              />
              {id && <AnuncioAtalho solicitacaoId={id} emAndamento={situacao === 'A'} held={held} />}
              {isAllowed(def.access.write, held) && (
                <Button
                  type="button"
                  size="small"
                  outlined
                  label={TXT.clonar}
                  icon="pi pi-copy"
                  loading={clonar.isPending}
                  onClick={() => id && clonar.mutate(id)}
                />
              )}
            </div>
          </section>
        )}
        <OpcoesDaSolicitacao>
          <ResourceFields
            def={campos}
            disabled={state.readOnly || fechada || state.loading}
            tab={state.tab}
            onTabChange={state.setTab}
          />
        </OpcoesDaSolicitacao>
        {comSubstituidos && formTabs(campos)[state.tab]?.title === TAB_SUBSTITUICAO && (
          <SubstituidosEditor disabled={state.readOnly || fechada || state.loading} />
        )}
      </ResourceFormFrame>
      {acao && id && (
        <AcaoDialog
          id={id}
          acao={acao}
          onFechar={() => setAcao(null)}
          onFeito={async () => {
            toastSuccess(TXT.acaoFeita(FEITO[acao]));
            setAcao(null);
            await queryClient.invalidateQueries({ queryKey: keys.all(def) });
          }}
        />
      )}
    </>
  );
}
