import { formatDate, isAllowed } from '@ipe/domain';
import {
  avaliacoesDoCandidato,
  removerAvaliacaoDoCandidato,
} from '@ipe/domain/resources/captacao/avaliacoes/contratos';
import { AVALIACOES_CANDIDATO_ACCESS } from '@ipe/domain/resources/captacao/avaliacoes/index';
import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import {
  confirmRemove,
  DataTable,
  type DataTableColumn,
  type RowAction,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { listUrl } from '../../../platform/resource/form.ts';
import { useSession } from '../../../platform/session/state.ts';
import { fmt } from '../../../platform/questionario/resposta/texts.ts';
import { AplicarAvaliacaoDialog } from './AplicarAvaliacaoDialog.tsx';
import { type AvaliacaoResumo, avaliacaoUrl, chaves, nomeAplicador, responderUrl } from './api.ts';
import { CandidatoCabecalho } from './CandidatoCabecalho.tsx';
import { TXT } from './texts.ts';
import './candidatos.css';

const resultadoDe = (a: AvaliacaoResumo) =>
  a.status !== 'C' || a.aprovado === null ? TXT.semResultado : a.aprovado ? TXT.aprovado : TXT.reprovado;

const COLUNAS: DataTableColumn<AvaliacaoResumo>[] = [
  { field: 'modelo', header: TXT.modelo, body: (a) => a.modelo.titulo },
  { field: 'createdAt', header: TXT.data, body: (a) => formatDate(a.createdAt) },
  { field: 'status', header: TXT.status, body: (a) => (a.status === 'C' ? TXT.concluida : TXT.emAndamento) },
  {
    field: 'pontuacao',
    header: TXT.pontuacao,
    body: (a) =>
      a.pontuacao === null || a.pontuacaoMaxima === null
        ? TXT.semResultado
        : `${fmt(a.pontuacao)} de ${fmt(a.pontuacaoMaxima)}`,
  },
  {
    field: 'percentual',
    header: TXT.percentual,
    body: (a) => (a.percentual === null ? TXT.semResultado : `${fmt(a.percentual)}%`),
  },
  {
    field: 'aprovado',
    header: TXT.resultado,
    body: (a) => <span className={`ipe-avaliacao-resultado-${a.aprovado}`}>{resultadoDe(a)}</span>,
  },
  {
    field: 'aplicadaPor',
    header: TXT.aplicadaPor,
    body: (a) => (a.respondidaPeloCandidato ? TXT.peloCandidato : (nomeAplicador(a.aplicadaPor) ?? '')),
  },
];

/**
 * A candidate's evaluations (spec 1 'Candidato' → Avaliações): each applied model with its status, score,
 * percentage and result; continue an open one, view a concluded one, remove one, or apply a new model.
 */
export default function AvaliacoesCandidatoPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <Avaliacoes candidatoId={id} />;
}

function Avaliacoes({ candidatoId }: { candidatoId: number }) {
  useDocumentTitle(TXT.tituloAvaliacoes);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { info } = useSession();
  const podeAplicar = isAllowed(AVALIACOES_CANDIDATO_ACCESS.write, new Set(info?.authorities ?? []));
  const [aplicando, setAplicando] = useState(false);

  const lista = useQuery({
    queryKey: chaves.lista(candidatoId),
    queryFn: () => chamar(avaliacoesDoCandidato, { params: { id: candidatoId } }),
  });
  const remover = useMutation({
    mutationFn: (a: AvaliacaoResumo) =>
      chamar(removerAvaliacaoDoCandidato, { params: { id: candidatoId, avaliacaoId: a.id } }),
    onSuccess: async () => {
      toastSuccess(TXT.removida);
      await queryClient.invalidateQueries({ queryKey: chaves.todas(candidatoId) });
    },
  });

  const acoes: RowAction<AvaliacaoResumo>[] = [
    {
      label: TXT.continuar,
      icon: 'pi pi-pencil',
      visible: (a) => podeAplicar && a.status === 'A',
      onClick: (a) => navigate(avaliacaoUrl(candidatoId, a.id)),
    },
    {
      label: TXT.visualizar,
      icon: 'pi pi-eye',
      visible: (a) => !podeAplicar || a.status === 'C',
      onClick: (a) => navigate(avaliacaoUrl(candidatoId, a.id)),
    },
  ];
  if (podeAplicar)
    acoes.push({
      label: TXT.remover,
      icon: 'pi pi-trash',
      severity: 'danger',
      onClick: async (a) => {
        if (await confirmRemove()) remover.mutate(a);
      },
    });

  return (
    <section aria-labelledby="avaliacoes-candidato-titulo">
      <div className="ipe-page-header">
        <CandidatoCabecalho
          id="avaliacoes-candidato-titulo"
          titulo={TXT.tituloAvaliacoes}
          candidatoId={candidatoId}
        />
        {podeAplicar && (
          <Button type="button" label={TXT.aplicar} icon="pi pi-plus" onClick={() => setAplicando(true)} />
        )}
      </div>
      <DataTable<AvaliacaoResumo>
        value={lista.data ?? []}
        columns={COLUNAS}
        actions={acoes}
        loading={lista.isFetching}
        caption={TXT.tituloAvaliacoes}
      />
      <div className="ipe-form-actions ipe-candidato-voltar">
        <Button
          type="button"
          label={TXT.voltar}
          icon="pi pi-arrow-left"
          severity="secondary"
          outlined
          onClick={() => navigate(listUrl(candidatos))}
        />
      </div>
      <AplicarAvaliacaoDialog
        visivel={aplicando}
        onFechar={() => setAplicando(false)}
        onAplicar={(modeloId) => navigate(responderUrl(candidatoId, modeloId))}
      />
    </section>
  );
}
