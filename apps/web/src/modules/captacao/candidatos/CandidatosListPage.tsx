import { formatCpf, formatPhone, isAllowed, optionLabel, QUALIFICACAO_CADASTRAL_OPTIONS } from '@ipe/domain';
import { maisDeRegistros, type PaginaCandidatos } from '@ipe/domain/resources/captacao/candidatos/busca';
import { candidatos as def } from '@ipe/domain/resources/captacao/candidatos/index';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { http } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import {
  confirmRemove,
  DataTable,
  type DataTableColumn,
  type RowAction,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { rememberListSearch } from '../../../platform/resource/form.ts';
import { keys } from '../../../platform/resource/options.ts';
import { PAGE_SIZE } from '../../../platform/resource/ResourceListPage.tsx';
import { T } from '../../../platform/resource/texts.ts';
import { useSession } from '../../../platform/session/state.ts';
import { avaliacoesUrl } from './api.ts';
import { AcoesEmLote } from './busca/AcoesEmLote.tsx';
import { FILTROS_CANDIDATO, FiltroCandidatos, type FiltrosCandidato } from './busca/FiltroCandidatos.tsx';
import { TXT_BUSCA as TXT } from './busca/texts.ts';
import './busca/busca.css';

export interface LinhaCandidato {
  id: number;
  nome: string;
  cpf: string | null;
  dddCelular: string | null;
  foneCelular: string | null;
  disponivel: boolean;
  contratado: boolean;
  qualificacaoCadastral: string;
  mensagemQualificacao: string | null;
  cidade: { id: number; nome: string } | null;
  uf: { id: number; sigla: string } | null;
}

const vazio = Object.fromEntries(FILTROS_CANDIDATO.map((f) => [f, ''])) as FiltrosCandidato;
const situacao = (r: LinhaCandidato) =>
  r.contratado ? TXT.contratado : r.disponivel ? TXT.disponivel : TXT.indisponivel;

/**
 * The candidate base (/captacao/candidatos): the search filter (status, qualification, name, CPF,
 * positions, areas, knowledge, place, schooling, language, age and the free text of the CV, ordered by
 * relevance), the server-paged list with the row actions (form, evaluations, documents, history, remove)
 * and the batch actions on the selected rows. Filters and page live in the URL.
 */
export default function CandidatosListPage() {
  const { info } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(def.labelPlural);
  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));

  const page = Math.max(0, Number(params.get('page')) || 0);
  const aplicados = Object.fromEntries(
    FILTROS_CANDIDATO.map((f) => [f, params.get(f) ?? '']),
  ) as FiltrosCandidato;
  const [filtro, setFiltro] = useState<FiltrosCandidato>(aplicados);
  const [selecionados, setSelecionados] = useState<LinhaCandidato[]>([]);
  const chave = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL is the source; re-read it when it changes.
  useEffect(() => setFiltro(aplicados), [chave]);
  useEffect(() => {
    rememberListSearch(def, location.search);
  }, [location.search]);

  const query = {
    page,
    size: PAGE_SIZE,
    ...Object.fromEntries(Object.entries(aplicados).filter(([, v]) => v)),
  };
  const list = useQuery({
    queryKey: keys.list(def, query),
    queryFn: () => http.get<PaginaCandidatos<LinhaCandidato>>(def.path, { query }),
    placeholderData: keepPreviousData,
  });

  const pesquisar = (f: FiltrosCandidato) => {
    setSelecionados([]);
    setParams(new URLSearchParams(Object.entries(f).filter(([, v]) => v) as [string, string][]));
  };
  const set = (k: keyof FiltrosCandidato) => (v: string | null) => setFiltro((f) => ({ ...f, [k]: v ?? '' }));
  const recarregar = () => queryClient.invalidateQueries({ queryKey: keys.all(def) });

  const remove = useMutation({
    mutationFn: (r: LinhaCandidato) => http.delete(`${def.path}/${r.id}`),
    onSuccess: async () => {
      toastSuccess(T.removido(def));
      setSelecionados([]);
      await recarregar();
    },
  });

  const columns: DataTableColumn<LinhaCandidato>[] = [
    { field: 'nome', header: TXT.nome },
    { field: 'cpf', header: TXT.cpf, body: (r) => formatCpf(r.cpf), style: { width: '9.5rem' } },
    {
      field: 'cidade',
      header: TXT.cidadeUf,
      body: (r) => (r.cidade ? `${r.cidade.nome}${r.uf ? `/${r.uf.sigla}` : ''}` : ''),
    },
    { field: 'foneCelular', header: TXT.celular, body: (r) => formatPhone(r.dddCelular, r.foneCelular) },
    {
      field: 'qualificacaoCadastral',
      header: TXT.qualificacao,
      body: (r) => (
        <span title={r.mensagemQualificacao ?? undefined}>
          {optionLabel(QUALIFICACAO_CADASTRAL_OPTIONS, r.qualificacaoCadastral)}
        </span>
      ),
    },
    { field: 'situacao', header: TXT.situacao, body: situacao },
  ];
  const actions: RowAction<LinhaCandidato>[] = [
    {
      label: canWrite ? T.editar : T.visualizar,
      icon: canWrite ? 'pi pi-pencil' : 'pi pi-eye',
      onClick: (r) => navigate(`${def.path}/${r.id}`),
    },
    { label: TXT.avaliacoes, icon: 'pi pi-list-check', onClick: (r) => navigate(avaliacoesUrl(r.id)) },
    {
      label: TXT.documentos,
      icon: 'pi pi-paperclip',
      onClick: (r) => navigate(`${def.path}/${r.id}/documentos-anexos`),
    },
    {
      label: TXT.historico,
      icon: 'pi pi-history',
      onClick: (r) => navigate(`${def.path}/${r.id}/historico`),
    },
  ];
  if (canWrite)
    actions.push({
      label: T.remover,
      icon: 'pi pi-trash',
      severity: 'danger',
      onClick: async (r) => {
        if (await confirmRemove()) remove.mutate(r);
      },
    });

  const pagina = list.data;
  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{def.labelPlural}</h1>
        {canWrite && (
          <Button
            type="button"
            label={T.novoBotao}
            icon="pi pi-plus"
            onClick={() => navigate(`${def.path}/new`)}
          />
        )}
      </div>
      <SearchFilterPanel defaultOpen onSearch={() => pesquisar(filtro)} onClear={() => pesquisar(vazio)}>
        <FiltroCandidatos filtro={filtro} set={set} />
      </SearchFilterPanel>
      {canWrite && (
        <AcoesEmLote
          selecionados={selecionados}
          onConcluido={async (removidos) => {
            setSelecionados(removidos ? [] : selecionados);
            await recarregar();
          }}
        />
      )}
      {aplicados.texto && <p className="ipe-busca-relevancia">{TXT.ordenadoPorRelevancia}</p>}
      <DataTable
        caption={def.labelPlural}
        value={pagina?.content ?? []}
        columns={columns}
        actions={actions}
        totalRecords={pagina?.totalElements ?? 0}
        footer={pagina?.totalLimitado ? maisDeRegistros(pagina.totalElements) : undefined}
        first={page * PAGE_SIZE}
        rows={PAGE_SIZE}
        loading={list.isFetching}
        selection={canWrite ? selecionados : undefined}
        onSelectionChange={canWrite ? setSelecionados : undefined}
        onPage={(e) =>
          setParams((prev) => {
            const n = new URLSearchParams(prev);
            n.set('page', String(e.page));
            return n;
          })
        }
      />
    </section>
  );
}
