import { ADMINISTRADOR_INSTALACAO_ID, formatDateTime } from '@ipe/domain';
import {
  executarTarefaAgendada,
  listarTarefasAgendadas,
  TAREFAS_AGENDADAS_EDIT_ACCESS,
  TAREFAS_AGENDADAS_PATH,
  type TarefaAgendadaLinha,
} from '@ipe/domain/resources/utilitario/tarefasAgendadas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { DataTable } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import ForbiddenPage from '../../../platform/pages/ForbiddenPage.tsx';
import { hasAuthority, useSession } from '../../../platform/session/state.ts';
import { formatDuracao, TXT } from './texts.ts';
import '../../../platform/resource/resource.css';

const data = (iso: string | null) => (iso ? formatDateTime(iso) : TXT.semValor);

function situacao(t: TarefaAgendadaLinha): string {
  if (!t.ativa) return TXT.desligada;
  if (t.executando) return TXT.executando(t.executandoEm);
  if (!t.ultimoInicio) return TXT.nuncaExecutada;
  return t.ultimaFalhou ? TXT.falhou : TXT.concluida;
}

/**
 * /utilitario/tarefas-agendadas: the installation's background jobs (read-only), refreshed every 15 s;
 * 'Executar agora' (edit authority) makes one due at once. Only the installation's administrator sees
 * them (the server answers 403 to anyone else; the menu hides the entry): others get 'Acesso Negado'.
 */
export default function TarefasAgendadasPage() {
  const { info } = useSession();
  if (info?.usuario.id !== ADMINISTRADOR_INSTALACAO_ID) return <ForbiddenPage />;
  return <TarefasAgendadas />;
}

function TarefasAgendadas() {
  useDocumentTitle(TXT.titulo);
  const { info } = useSession();
  const podeExecutar = hasAuthority(info, TAREFAS_AGENDADAS_EDIT_ACCESS);
  const queryClient = useQueryClient();
  const lista = useQuery({
    queryKey: [TAREFAS_AGENDADAS_PATH],
    queryFn: () => chamar(listarTarefasAgendadas),
    refetchInterval: 15_000,
  });
  const executar = useMutation({
    mutationFn: (nome: string) => chamar(executarTarefaAgendada, { params: { nome } }),
    onSuccess: () => {
      toastSuccess(TXT.solicitada);
      void queryClient.invalidateQueries({ queryKey: [TAREFAS_AGENDADAS_PATH] });
    },
  });

  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TXT.titulo}</h1>
      </div>
      <DataTable<TarefaAgendadaLinha>
        caption={TXT.titulo}
        dataKey="nome"
        value={lista.data ?? []}
        loading={lista.isFetching && !lista.data}
        columns={[
          { field: 'descricao', header: TXT.tarefa },
          { field: 'agenda', header: TXT.agenda },
          { field: 'situacao', header: TXT.situacao, body: situacao },
          { field: 'ultimoInicio', header: TXT.ultimaExecucao, body: (t) => data(t.ultimoInicio) },
          { field: 'ultimaDuracaoMs', header: TXT.duracao, body: (t) => formatDuracao(t.ultimaDuracaoMs) },
          { field: 'ultimoResultado', header: TXT.resultado, body: (t) => t.ultimoResultado ?? TXT.semValor },
          {
            field: 'proximaExecucao',
            header: TXT.proximaExecucao,
            body: (t) => (t.ativa ? data(t.proximaExecucao) : TXT.semValor),
          },
          {
            field: 'ultimoErro',
            header: TXT.ultimoErro,
            body: (t) => (t.ultimoErro ? `${data(t.ultimoErroEm)}: ${t.ultimoErro}` : TXT.semValor),
          },
        ]}
        actions={[
          {
            label: TXT.executarAgora,
            icon: 'pi pi-play',
            visible: () => podeExecutar,
            disabled: (t) => executar.isPending || t.executando,
            onClick: (t) => executar.mutate(t.nome),
          },
        ]}
      />
    </section>
  );
}
