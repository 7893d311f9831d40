import { isAllowed, optionLabel } from '@ipe/domain';
import {
  COMPETENCIAS_PATH,
  competenciasCombinadas,
} from '@ipe/domain/resources/cargoSalario/competencias/contratos';
import {
  conhecimentos,
  RECURSO_DO_TIPO,
  TIPOS_COMPETENCIA,
  type TipoCompetencia,
} from '@ipe/domain/resources/cargoSalario/competencias/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import {
  DataTable,
  type DataTableColumn,
  FieldShell,
  FormGrid,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { QuickSearch } from '../../../platform/resource/QuickSearch.tsx';
import { T } from '../../../platform/resource/texts.ts';
import { useSession } from '../../../platform/session/state.ts';

const TITULO = 'Competências';
interface Linha {
  tipo: TipoCompetencia;
  id: number;
  nome: string;
  solicitarComentario?: boolean;
}
/** The screen of each kind: /cargo-salario/conhecimentos, …/habilidades, …/atitudes. */
const telaDo = (tipo: TipoCompetencia) => `/cargo-salario/${RECURSO_DO_TIPO[tipo]}`;

/**
 * /cargo-salario/competencias (spec 2 §2): knowledge, skills and attitudes in one list (GET …/competencias,
 * paged, by name), filtered by kind and name; a row opens its own form, and 'Inserir' offers the three kinds.
 */
export default function CompetenciasListPage() {
  useDocumentTitle(TITULO);
  const navigate = useNavigate();
  const { info } = useSession();
  const podeEditar = isAllowed(conhecimentos.access.write, new Set(info?.authorities ?? []));
  const [texto, setTexto] = useState('');
  const [tipoRascunho, setTipoRascunho] = useState<TipoCompetencia | null>(null);
  const [filtro, setFiltro] = useState<{ q: string; tipo: TipoCompetencia | null }>({ q: '', tipo: null });
  const [pagina, setPagina] = useState({ page: 0, size: 15 });
  const aplicar = (f: { q: string; tipo: TipoCompetencia | null }) => {
    setFiltro(f);
    setPagina((p) => ({ ...p, page: 0 }));
  };
  const query = {
    q: filtro.q || undefined,
    tipo: filtro.tipo ?? undefined,
    resumido: 'false' as const,
    page: pagina.page,
    size: pagina.size,
  };
  const lista = useQuery({
    queryKey: [COMPETENCIAS_PATH, query],
    queryFn: () => chamar(competenciasCombinadas, { query }),
    placeholderData: keepPreviousData,
  });
  const resposta = lista.data;
  const pag = resposta && !Array.isArray(resposta) ? resposta : null;
  const colunas: DataTableColumn<Linha>[] = [
    { field: 'nome', header: 'Nome' },
    { field: 'tipo', header: 'Tipo', body: (r) => optionLabel(TIPOS_COMPETENCIA, r.tipo) },
    {
      field: 'solicitarComentario',
      header: 'Solicitar comentário',
      body: (r) => (r.solicitarComentario ? 'Sim' : 'Não'),
    },
  ];
  return (
    <section aria-labelledby="ipe-competencias-titulo">
      <div className="ipe-page-header">
        <h1 id="ipe-competencias-titulo">{TITULO}</h1>
        {podeEditar && (
          <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
            {TIPOS_COMPETENCIA.map((t) => (
              <Button
                key={t.value}
                type="button"
                icon="pi pi-plus"
                label={`Inserir ${t.label}`}
                onClick={() => navigate(`${telaDo(t.value)}/new`)}
              />
            ))}
          </div>
        )}
      </div>
      <div className="ipe-list-toolbar">
        <QuickSearch
          label="Pesquisar por nome"
          value={texto}
          onChange={setTexto}
          onSubmit={() => aplicar({ q: texto, tipo: tipoRascunho })}
        />
      </div>
      <SearchFilterPanel
        onSearch={() => aplicar({ q: texto, tipo: tipoRascunho })}
        onClear={() => {
          setTexto('');
          setTipoRascunho(null);
          aplicar({ q: '', tipo: null });
        }}
      >
        <FormGrid>
          <FieldShell id="competencias-tipo" label="Tipo" span={4}>
            <Dropdown
              inputId="competencias-tipo"
              options={[...TIPOS_COMPETENCIA]}
              optionLabel="label"
              optionValue="value"
              showClear
              placeholder={T.todos}
              value={tipoRascunho}
              onChange={(e) => setTipoRascunho((e.value as TipoCompetencia | undefined) ?? null)}
            />
          </FieldShell>
        </FormGrid>
      </SearchFilterPanel>
      <DataTable<Linha>
        caption={TITULO}
        dataKey="chave"
        value={(pag?.content ?? []).map((r) => ({ ...r, chave: `${r.tipo}-${r.id}` }))}
        columns={colunas}
        loading={lista.isFetching}
        totalRecords={pag?.totalElements ?? 0}
        first={pagina.page * pagina.size}
        rows={pagina.size}
        onPage={(e) => setPagina({ page: e.page, size: e.rows })}
        actions={[
          {
            label: podeEditar ? 'Editar' : 'Visualizar',
            icon: podeEditar ? 'pi pi-pencil' : 'pi pi-eye',
            onClick: (r) => navigate(`${telaDo(r.tipo)}/${r.id}`),
          },
        ]}
      />
    </section>
  );
}
