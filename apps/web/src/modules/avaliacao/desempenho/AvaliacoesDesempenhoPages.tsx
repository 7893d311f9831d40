import { isAllowed } from '@ipe/domain';
import { rotaResultadosDesempenho } from '@ipe/domain/resources/avaliacao/caminhos';
import {
  avaliacoesDesempenho,
  enviarEmailAvaliacao,
  liberarAvaliacao,
  liberarAvaliacoes,
  MSG_DESEMPENHO_ACOES as M,
  ROTA_PARTICIPANTES_DESEMPENHO,
} from '@ipe/domain/resources/avaliacao/index';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { Steps } from 'primereact/steps';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { recurso } from '../../../platform/api/recurso.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import type { RowAction } from '../../../platform/components/index.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { ClonarDialog } from '../../../platform/questionario/dono/ClonarDialog.tsx';
import { keys } from '../../../platform/resource/options.ts';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { ResourceList } from '../../../platform/resource/ResourceListPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';
import { useSession } from '../../../platform/session/state.ts';
import { ParticipantesMatriz } from './ParticipantesMatriz.tsx';

/**
 * /avaliacao/avaliacoes-desempenho (spec 2 §2): the evaluations with, per row, Participantes, Liberar or
 * Bloquear, Enviar e-mail, Resultados and Clonar (with or without participants); 'Liberar em lote' above.
 * /new and /:id: the two-step wizard, the data (§3, §5) then the participants matrix.
 */
const DEF = avaliacoesDesempenho;
type Linha = { id: number; titulo?: unknown; liberada?: unknown };

export function AvaliacoesDesempenhoLista() {
  const { info } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [clonando, setClonando] = useState<{ id: number; titulo: string } | null>(null);
  const [lote, setLote] = useState(false);
  const podeEditar = isAllowed(DEF.access.write, new Set(info?.authorities ?? []));
  const recarregar = () => void queryClient.invalidateQueries({ queryKey: keys.all(DEF) });

  const liberar = async (r: Linha, flag: boolean) => {
    await chamar(liberarAvaliacao, { params: { id: String(r.id), flag: flag ? 'true' : 'false' } });
    toastSuccess(flag ? M.liberada : M.bloqueada);
    recarregar();
  };
  const acoes: RowAction<Linha>[] = [
    {
      label: 'Participantes',
      icon: 'pi pi-users',
      onClick: (r) => navigate(`${ROTA_PARTICIPANTES_DESEMPENHO}?avaliacaoDesempenhoId=${r.id}`),
    },
    {
      label: 'Resultados',
      icon: 'pi pi-chart-bar',
      onClick: (r) => navigate(rotaResultadosDesempenho(r.id)),
    },
  ];
  if (podeEditar)
    acoes.push(
      {
        label: 'Liberar',
        icon: 'pi pi-lock-open',
        visible: (r) => !r.liberada,
        onClick: (r) => void liberar(r, true),
      },
      {
        label: 'Bloquear',
        icon: 'pi pi-lock',
        visible: (r) => !!r.liberada,
        onClick: (r) => void liberar(r, false),
      },
      {
        label: 'Enviar e-mail aos avaliadores',
        icon: 'pi pi-envelope',
        visible: (r) => !!r.liberada,
        onClick: async (r) => {
          const { enviados } = await chamar(enviarEmailAvaliacao, { params: { id: String(r.id) } });
          toastSuccess(M.emailsEnviados(enviados));
        },
      },
      {
        label: 'Clonar',
        icon: 'pi pi-copy',
        onClick: (r) => setClonando({ id: r.id, titulo: String(r.titulo ?? '') }),
      },
    );

  return (
    <>
      {podeEditar && (
        <div className="ipe-form-actions" style={{ justifyContent: 'flex-end' }}>
          <Button
            type="button"
            label="Liberar em lote"
            icon="pi pi-lock-open"
            outlined
            onClick={() => setLote(true)}
          />
        </div>
      )}
      <ResourceList def={DEF} extraActions={acoes as never} />
      {clonando && (
        <ClonarDialog
          path={DEF.path}
          modelo={clonando}
          opcaoParticipantes
          onFechar={() => setClonando(null)}
          onClonado={() => {
            setClonando(null);
            recarregar();
          }}
        />
      )}
      {lote && (
        <LiberarEmLote
          onFechar={() => setLote(false)}
          onLiberadas={() => {
            setLote(false);
            recarregar();
          }}
        />
      )}
    </>
  );
}

/** PUT /liberacao: the blocked evaluations chosen, all or nothing. */
function LiberarEmLote({ onFechar, onLiberadas }: { onFechar: () => void; onLiberadas: () => void }) {
  const [opcoes, setOpcoes] = useState<{ value: number; label: string }[] | null>(null);
  const [ids, setIds] = useState<number[]>([]);
  const [erro, setErro] = useState<string>();
  if (opcoes === null)
    void recurso(DEF)
      .listar({ unpaged: true, liberada: 'false' })
      .then((l) => setOpcoes(l.map((a) => ({ value: a.id as number, label: String(a.titulo) }))));
  const liberar = async () => {
    if (!ids.length) return setErro(M.selecioneAvaliacao);
    const feitas = await chamar(liberarAvaliacoes, { body: { ids } });
    toastSuccess(M.liberadas(feitas.length));
    onLiberadas();
  };
  return (
    <Dialog
      header="Liberar avaliações"
      visible
      modal
      onHide={onFechar}
      style={{ width: 'min(600px, 95vw)' }}
      footer={
        <div className="ipe-form-actions">
          <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onFechar} />
          <Button type="button" label="Liberar" icon="pi pi-lock-open" onClick={() => void liberar()} />
        </div>
      }
    >
      <label htmlFor="lote-avaliacoes">Avaliações bloqueadas</label>
      <MultiSelect
        inputId="lote-avaliacoes"
        value={ids}
        options={opcoes ?? []}
        display="chip"
        filter
        invalid={!!erro}
        onChange={(e) => setIds(e.value ?? [])}
        className="ipe-references"
      />
      {erro && <small className="p-error">{erro}</small>}
    </Dialog>
  );
}

const ETAPAS = [{ label: 'Dados da avaliação' }, { label: 'Participantes' }];

/** The wizard: step 1 the data (a new evaluation goes on to step 2 once saved), step 2 the matrix. */
export function AvaliacaoDesempenhoWizard() {
  const { id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return <Wizard key={id ?? 'new'} id={id} />;
}

function Wizard({ id }: { id: number | null }) {
  const [params, setParams] = useSearchParams();
  const etapa = id !== null && params.get('etapa') === 'participantes' ? 1 : 0;
  const state = useResourceForm(DEF, id, {
    afterSave: (saved, isNew) =>
      isNew && typeof saved.id === 'number' ? `${DEF.path}/${saved.id}?etapa=participantes` : undefined,
  });
  const row = state.row as { possuiResposta?: boolean; permiteAutoAvaliacao?: boolean } | undefined;
  return (
    <>
      <Steps
        model={ETAPAS}
        activeIndex={etapa}
        readOnly={id === null}
        onSelect={(e) => setParams(e.index === 1 ? { etapa: 'participantes' } : {})}
        aria-label="Etapas da avaliação"
      />
      {etapa === 0 ? (
        <ResourceFormFrame def={DEF} state={state}>
          {id !== null && row && (
            <Message
              severity={row.possuiResposta ? 'error' : 'warn'}
              text={
                row.possuiResposta
                  ? M.alteracaoSignificativa('as datas, o modelo, a autoavaliação nem o anonimato')
                  : M.avisoSignificativa
              }
              style={{ marginBottom: '1rem', width: '100%' }}
            />
          )}
          <ResourceFields
            def={DEF}
            disabled={state.readOnly || state.loading}
            tab={state.tab}
            onTabChange={state.setTab}
          />
        </ResourceFormFrame>
      ) : (
        // Mount point of the participants step (q22-participantes' matrix).
        <section aria-label="Participantes">
          <ParticipantesMatriz
            avaliacaoDesempenhoId={id as number}
            permiteAutoAvaliacao={row?.permiteAutoAvaliacao ?? true}
            somenteLeitura={state.readOnly}
          />
        </section>
      )}
    </>
  );
}
