import { formatDate, isAllowed } from '@ipe/domain';
import {
  type AvaliacaoDaEmpresa,
  listarAvaliacoes,
  removerAvaliacao,
} from '@ipe/domain/resources/captacao/avaliacoes/contratos';
import {
  AVALIACOES_CANDIDATO_ACCESS,
  AVALIACOES_PATH,
} from '@ipe/domain/resources/captacao/avaliacoes/index';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import {
  confirmRemove,
  DataTable,
  type DataTableColumn,
  FieldShell,
  FormGrid,
  type RowAction,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { fmt } from '../../../platform/questionario/resposta/texts.ts';
import { useSession } from '../../../platform/session/state.ts';
import { avaliacaoUrl } from '../candidatos/api.ts';
import { TXT as TXT_CANDIDATO } from '../candidatos/texts.ts';
import '../../../platform/resource/resource.css';

const TAM = 15;
const TITULO = 'Avaliações de Candidatos';
const STATUS = [
  { value: '', label: 'Todas' },
  { value: 'A', label: TXT_CANDIDATO.emAndamento },
  { value: 'C', label: TXT_CANDIDATO.concluida },
];
const resultadoDe = (a: AvaliacaoDaEmpresa) =>
  a.status !== 'C' || a.aprovado === null
    ? TXT_CANDIDATO.semResultado
    : a.aprovado
      ? TXT_CANDIDATO.aprovado
      : TXT_CANDIDATO.reprovado;

const COLUNAS: DataTableColumn<AvaliacaoDaEmpresa>[] = [
  { field: 'candidato', header: 'Candidato', body: (a) => a.candidato.nome },
  { field: 'modelo', header: TXT_CANDIDATO.modelo, body: (a) => a.modelo.titulo },
  { field: 'createdAt', header: TXT_CANDIDATO.data, body: (a) => formatDate(a.createdAt) },
  {
    field: 'status',
    header: TXT_CANDIDATO.status,
    body: (a) => (a.status === 'C' ? TXT_CANDIDATO.concluida : TXT_CANDIDATO.emAndamento),
  },
  {
    field: 'percentual',
    header: TXT_CANDIDATO.percentual,
    body: (a) => (a.percentual === null ? TXT_CANDIDATO.semResultado : `${fmt(a.percentual)}%`),
  },
  { field: 'aprovado', header: TXT_CANDIDATO.resultado, body: resultadoDe },
];

/**
 * /captacao/avaliacoes (spec 1 §2): every candidate evaluation applied in the company, newest first,
 * searched by the candidate's name and status; continue, view or remove one (the candidate's own screens).
 */
export default function AvaliacoesListPage() {
  useDocumentTitle(TITULO);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { info } = useSession();
  const podeAplicar = isAllowed(AVALIACOES_CANDIDATO_ACCESS.write, new Set(info?.authorities ?? []));
  const [texto, setTexto] = useState('');
  const [statusEscolhido, setStatusEscolhido] = useState('');
  const [filtro, setFiltro] = useState<{ q?: string; status?: 'A' | 'C' }>({});
  const [page, setPage] = useState(0);
  const query = { page, size: TAM, ...filtro };
  const lista = useQuery({
    queryKey: [AVALIACOES_PATH, query],
    queryFn: () => chamar(listarAvaliacoes, { query }),
    placeholderData: keepPreviousData,
  });
  const remover = useMutation({
    mutationFn: (a: AvaliacaoDaEmpresa) => chamar(removerAvaliacao, { params: { id: a.id } }),
    onSuccess: async () => {
      toastSuccess(TXT_CANDIDATO.removida);
      await queryClient.invalidateQueries({ queryKey: [AVALIACOES_PATH] });
    },
  });
  const abrir = (a: AvaliacaoDaEmpresa) =>
    navigate(`${avaliacaoUrl(a.candidato.id, a.id)}?voltar=${encodeURIComponent(AVALIACOES_PATH)}`);
  const acoes: RowAction<AvaliacaoDaEmpresa>[] = [
    {
      label: TXT_CANDIDATO.continuar,
      icon: 'pi pi-pencil',
      visible: (a) => podeAplicar && a.status === 'A',
      onClick: abrir,
    },
    {
      label: TXT_CANDIDATO.visualizar,
      icon: 'pi pi-eye',
      visible: (a) => !podeAplicar || a.status === 'C',
      onClick: abrir,
    },
  ];
  if (podeAplicar)
    acoes.push({
      label: TXT_CANDIDATO.remover,
      icon: 'pi pi-trash',
      severity: 'danger',
      onClick: async (a) => {
        if (await confirmRemove()) remover.mutate(a);
      },
    });
  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TITULO}</h1>
      </div>
      <SearchFilterPanel
        onSearch={() => {
          setFiltro({
            q: texto.trim() || undefined,
            status: statusEscolhido ? (statusEscolhido as 'A' | 'C') : undefined,
          });
          setPage(0);
        }}
        onClear={() => {
          setTexto('');
          setStatusEscolhido('');
          setFiltro({});
          setPage(0);
        }}
      >
        <FormGrid>
          <FieldShell id="avaliacoes-q" label="Candidato" span={6}>
            <InputText id="avaliacoes-q" value={texto} onChange={(e) => setTexto(e.target.value)} />
          </FieldShell>
          <FieldShell id="avaliacoes-status" label={TXT_CANDIDATO.status} span={3}>
            <Dropdown
              inputId="avaliacoes-status"
              value={statusEscolhido}
              options={STATUS}
              onChange={(e) => setStatusEscolhido(e.value as string)}
            />
          </FieldShell>
        </FormGrid>
      </SearchFilterPanel>
      <DataTable<AvaliacaoDaEmpresa>
        caption={TITULO}
        value={lista.data?.content ?? []}
        columns={COLUNAS}
        actions={acoes}
        totalRecords={lista.data?.totalElements ?? 0}
        first={page * TAM}
        rows={TAM}
        loading={lista.isFetching}
        onPage={(e) => setPage(e.page)}
      />
    </section>
  );
}
