import { TIPO_PERGUNTA_OPTIONS, tipoPerguntaLabel } from '@ipe/domain';
import {
  avaliacoes,
  modelosAcompanhamento,
  modelosAvaliacao,
  TIPO_MODELO,
  TIPOS_MODELO,
} from '@ipe/domain/resources/avaliacao/index';
import {
  bancoDePerguntas,
  type FiltrosBanco,
  PERGUNTAS_PATH,
  type PerguntaDoBanco,
} from '@ipe/domain/resources/avaliacao/perguntas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { chamar } from '../../platform/api/chamar.ts';
import { recurso } from '../../platform/api/recurso.ts';
import {
  DataTable,
  type DataTableColumn,
  FieldShell,
  FormGrid,
  type RowAction,
  SearchFilterPanel,
} from '../../platform/components/index.ts';
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle.ts';
import '../../platform/resource/resource.css';

const TAM = 15;
const TITULO = 'Perguntas';
const TODOS = { value: '', label: 'Todos' };
const tipoModeloLabel = (t: string) => TIPOS_MODELO.find((o) => o.value === t)?.label ?? t;

const COLUNAS: DataTableColumn<PerguntaDoBanco>[] = [
  { field: 'modelo', header: 'Modelo de Avaliação', body: (p) => p.modelo.titulo },
  { field: 'tipoModelo', header: 'Tipo do Modelo', body: (p) => tipoModeloLabel(p.modelo.tipo) },
  { field: 'ordem', header: 'Ordem' },
  {
    field: 'texto',
    header: 'Pergunta',
    body: (p) => (p.opcoes.length ? `${p.texto} (${p.opcoes.join(' · ')})` : p.texto),
  },
  { field: 'tipo', header: 'Tipo', body: (p) => tipoPerguntaLabel(p.tipo) },
  { field: 'aspecto', header: 'Aspecto', body: (p) => p.aspecto ?? '' },
  { field: 'peso', header: 'Peso' },
  { field: 'obrigatoria', header: 'Obrigatória', body: (p) => (p.obrigatoria ? 'Sim' : 'Não') },
];

/**
 * /avaliacao/perguntas (spec 2 §2): the company's question bank, every question of its evaluation models
 * by model and order, searched by text, model, model kind and question type; each row opens its model.
 */
export default function PerguntasPage() {
  useDocumentTitle(TITULO);
  const navigate = useNavigate();
  const [texto, setTexto] = useState('');
  const [modelo, setModelo] = useState<number | ''>('');
  const [tipoModelo, setTipoModelo] = useState('');
  const [tipo, setTipo] = useState('');
  const [filtro, setFiltro] = useState<Omit<FiltrosBanco, 'page' | 'size'>>({});
  const [page, setPage] = useState(0);
  const query = { page, size: TAM, ...filtro };
  const lista = useQuery({
    queryKey: [PERGUNTAS_PATH, query],
    queryFn: () => chamar(bancoDePerguntas, { query }),
    placeholderData: keepPreviousData,
  });
  const modelos = useQuery({
    queryKey: [avaliacoes.path, 'opcoes'],
    queryFn: () => recurso(avaliacoes).opcoes({ sort: 'titulo' }),
  });
  const abrir: RowAction<PerguntaDoBanco> = {
    label: 'Abrir modelo',
    icon: 'pi pi-external-link',
    onClick: (p) =>
      navigate(
        `${(p.modelo.tipo === TIPO_MODELO.acompanhamento ? modelosAcompanhamento : modelosAvaliacao).path}/${p.modelo.id}`,
      ),
  };
  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TITULO}</h1>
      </div>
      <SearchFilterPanel
        onSearch={() => {
          setFiltro({
            q: texto.trim() || undefined,
            avaliacaoId: modelo || undefined,
            tipoModelo: (tipoModelo || undefined) as FiltrosBanco['tipoModelo'],
            tipo: tipo ? (Number(tipo) as FiltrosBanco['tipo']) : undefined,
          });
          setPage(0);
        }}
        onClear={() => {
          setTexto('');
          setModelo('');
          setTipoModelo('');
          setTipo('');
          setFiltro({});
          setPage(0);
        }}
      >
        <FormGrid>
          <FieldShell id="perguntas-q" label="Pergunta" span={6}>
            <InputText id="perguntas-q" value={texto} onChange={(e) => setTexto(e.target.value)} />
          </FieldShell>
          <FieldShell id="perguntas-modelo" label="Modelo de Avaliação" span={6}>
            <Dropdown
              inputId="perguntas-modelo"
              value={modelo}
              options={[
                { value: '', label: 'Todos' },
                ...(modelos.data ?? []).map((m) => ({ value: m.id, label: String(m.titulo) })),
              ]}
              filter
              onChange={(e) => setModelo(e.value as number | '')}
            />
          </FieldShell>
          <FieldShell id="perguntas-tipo-modelo" label="Tipo do Modelo" span={3}>
            <Dropdown
              inputId="perguntas-tipo-modelo"
              value={tipoModelo}
              options={[TODOS, ...TIPOS_MODELO]}
              onChange={(e) => setTipoModelo(e.value as string)}
            />
          </FieldShell>
          <FieldShell id="perguntas-tipo" label="Tipo da Pergunta" span={3}>
            <Dropdown
              inputId="perguntas-tipo"
              value={tipo}
              options={[TODOS, ...TIPO_PERGUNTA_OPTIONS]}
              onChange={(e) => setTipo(e.value as string)}
            />
          </FieldShell>
        </FormGrid>
      </SearchFilterPanel>
      <DataTable<PerguntaDoBanco>
        caption={TITULO}
        value={lista.data?.content ?? []}
        columns={COLUNAS}
        actions={[abrir]}
        totalRecords={lista.data?.totalElements ?? 0}
        first={page * TAM}
        rows={TAM}
        loading={lista.isFetching}
        onPage={(e) => setPage(e.page)}
      />
    </section>
  );
}
