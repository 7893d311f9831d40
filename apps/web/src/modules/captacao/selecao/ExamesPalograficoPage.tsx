import { formatDateTime, isAllowed } from '@ipe/domain';
import { EXAMES_PATH, EXAMES_WRITE } from '@ipe/domain/resources/captacao/selecao/index';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { examesPalograficos, removerExame } from '@ipe/domain/resources/captacao/selecao/contratos';
import { useLocation, useNavigate } from 'react-router';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { chamar } from '../../../platform/api/chamar.ts';
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
import { T } from '../../../platform/resource/texts.ts';
import { useSession } from '../../../platform/session/state.ts';
import { EXAMES_API, type Exame } from './api.ts';
import { ExameDialog } from './ExameDialog.tsx';
import { TXT } from './texts.ts';
import '../../../platform/resource/resource.css';
import './selecao.css';

const TAM = 15;
const resumo = (s: string | null, n = 120) => (s && s.length > n ? `${s.slice(0, n)}…` : (s ?? ''));

/**
 * /captacao/exames-palografico (spec 1 §2): the company's palographic exam records (nome, cpf, the scanned
 * exam's text, the correction notes and the result), searched by name or CPF; register (…/new: the
 * register's form, over the list), edit or remove one.
 */
export default function ExamesPalograficoPage() {
  useDocumentTitle(TXT.tituloExames);
  const queryClient = useQueryClient();
  const { info } = useSession();
  const podeEditar = isAllowed(EXAMES_WRITE, new Set(info?.authorities ?? []));
  const [texto, setTexto] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [editando, setDialogo] = useState<{ exame: Exame | null } | null>(null);
  const navigate = useNavigate();
  const novo = useLocation().pathname === `${EXAMES_PATH}/new`;
  const dialogo = novo ? { exame: null } : editando;
  const fechar = () => (novo ? navigate(EXAMES_PATH) : setDialogo(null));
  const query = { page, size: TAM, q: q || undefined };
  const lista = useQuery({
    queryKey: [EXAMES_API, query],
    queryFn: () => chamar(examesPalograficos, { query }),
    placeholderData: keepPreviousData,
  });
  const columns: DataTableColumn<Exame>[] = [
    { field: 'nome', header: 'Nome' },
    { field: 'cpf', header: 'CPF', body: (r) => TXT.cpf(r.cpf), style: { width: '10rem' } },
    {
      field: 'resultadoExamePalografico',
      header: TXT.resultadoExame,
      body: (r) => resumo(r.resultadoExamePalografico),
    },
    { field: 'ocrTexto', header: TXT.ocrTexto, body: (r) => resumo(r.ocrTexto, 60) },
    {
      field: 'updatedAt',
      header: TXT.atualizadoEm,
      body: (r) => (r.updatedAt ? formatDateTime(r.updatedAt) : ''),
      style: { width: '10rem' },
    },
  ];
  const acoes: RowAction<Exame>[] = [
    {
      label: podeEditar ? T.editar : T.visualizar,
      icon: podeEditar ? 'pi pi-pencil' : 'pi pi-eye',
      onClick: (r) => setDialogo({ exame: r }),
    },
  ];
  if (podeEditar)
    acoes.push({
      label: T.remover,
      icon: 'pi pi-trash',
      severity: 'danger',
      onClick: async (r) => {
        if (!(await confirmRemove())) return;
        await chamar(removerExame, { params: { id: String(r.id) } });
        toastSuccess(TXT.exameRemovido);
        void queryClient.invalidateQueries({ queryKey: [EXAMES_API] });
      },
    });
  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TXT.tituloExames}</h1>
        {podeEditar && (
          <Button
            type="button"
            label={TXT.registrarExame}
            icon="pi pi-plus"
            onClick={() => navigate(`${EXAMES_PATH}/new`)}
          />
        )}
      </div>
      <SearchFilterPanel
        defaultOpen
        onSearch={() => {
          setQ(texto.trim());
          setPage(0);
        }}
        onClear={() => {
          setTexto('');
          setQ('');
          setPage(0);
        }}
      >
        <FormGrid>
          <FieldShell id="exames-q" label={TXT.pesquisa} span={6}>
            <InputText id="exames-q" value={texto} onChange={(e) => setTexto(e.target.value)} />
          </FieldShell>
        </FormGrid>
      </SearchFilterPanel>
      <DataTable
        caption={TXT.tituloExames}
        value={lista.data?.content ?? []}
        columns={columns}
        actions={acoes}
        totalRecords={lista.data?.totalElements ?? 0}
        first={page * TAM}
        rows={TAM}
        loading={lista.isFetching}
        onPage={(e) => setPage(e.page)}
      />
      <ExameDialog
        visivel={dialogo !== null}
        exame={dialogo?.exame ?? null}
        onFechar={fechar}
        onSalvo={() => {
          fechar();
          void queryClient.invalidateQueries({ queryKey: [EXAMES_API] });
        }}
      />
    </section>
  );
}
