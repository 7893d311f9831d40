import { isAllowed } from '@ipe/domain';
import {
  aplicarDissidioColaboradores,
  aplicarDissidioFaixas,
  aplicarDissidioIndices,
  FORMA_REAJUSTE_OPTIONS,
  MODO_REAJUSTE_OPTIONS,
  tabelasReajustesColaboradores,
} from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { MultiSelect } from 'primereact/multiselect';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { recurso } from '../../../platform/api/recurso.ts';
import { FieldShell, FormGrid } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { useSession } from '../../../platform/session/state.ts';
import { useOpcoes } from '../colaboradores/opcoes.ts';
import { PlanejamentoPainel } from './PlanejamentoPainel.tsx';
import { TXT } from './texts.ts';
import '../../../platform/resource/resource.css';
import './reajustes.css';

type Tipo = 'C' | 'F' | 'I';
const tabelas = recurso(tabelasReajustesColaboradores);

/**
 * The three collective screens (movimentacao-reajuste-coletivo-…): a planning table of the kind, what to
 * adjust (establishments and areas, bands or indices), how (mode, percentage or amount), 'Incluir reajustes'
 * (one call creating every record), then the preview of every record and the payroll before and after,
 * and the apply.
 */
export function ReajusteColetivo({ tipo }: { tipo: Tipo }) {
  useDocumentTitle(TXT.titulos[tipo]);
  const [params, setParams] = useSearchParams();
  const tabelaId = Number(params.get('tabela')) || null;
  const opcoes = useOpcoes();
  const qc = useQueryClient();
  const { info } = useSession();
  const podeAplicar = isAllowed('ROLE_CS_REAJUSTES_APLICAR', new Set(info?.authorities ?? []));
  const lista = useQuery({
    queryKey: [tabelasReajustesColaboradores.path, 'coletivo', tipo],
    queryFn: () => tabelas.listar({ tipoReajuste: tipo }),
  });
  const tabela = lista.data?.find((t) => t.id === tabelaId) ?? null;
  const abertas = (lista.data ?? []).filter((t) => !t.aprovada || t.id === tabelaId);
  const [estabelecimentos, setEstabelecimentos] = useState<number[]>([]);
  const [areas, setAreas] = useState<number[]>([]);
  const [ids, setIds] = useState<number[]>([]);
  const [modo, setModo] = useState<string>('V');
  const [indiceId, setIndice] = useState<number | null>(null);
  const [forma, setForma] = useState<string>('P');
  const [valor, setValor] = useState<number | null>(null);
  const [ocupado, setOcupado] = useState(false);
  // The server's §5 messages by field (the toast says only 'fill in the fields indicated').
  const [erros, setErros] = useState<Record<string, string>>({});

  const incluir = async (e: FormEvent) => {
    e.preventDefault();
    if (!tabelaId) return;
    setOcupado(true);
    setErros({});
    try {
      const ajuste = { tabelaReajusteColaboradorId: tabelaId, forma: forma as 'P' | 'V', valor };
      const r =
        tipo === 'C'
          ? await chamar(aplicarDissidioColaboradores, {
              body: {
                ...ajuste,
                estabelecimentosIds: estabelecimentos,
                areasOrganizacionaisIds: areas,
                modo: modo as 'C' | 'I' | 'V',
                indiceId,
              },
            })
          : tipo === 'F'
            ? await chamar(aplicarDissidioFaixas, { body: { ...ajuste, faixasSalariaisIds: ids } })
            : await chamar(aplicarDissidioIndices, { body: { ...ajuste, indicesIds: ids } });
      toastSuccess(r.message);
      await qc.invalidateQueries({ queryKey: ['planejamento', tabelaId] });
    } catch (e) {
      // The api client already showed the toast; the fields' messages go under them.
      if (!(e instanceof ApiError)) throw e;
      setErros(Object.fromEntries(e.entries.map((x) => [x.field, x.message])));
    } finally {
      setOcupado(false);
    }
  };

  const multi = (
    id: string,
    label: string,
    value: number[],
    options: { value: number; label: string }[],
    set: (v: number[]) => void,
    campo: string,
  ) => (
    <FieldShell id={id} label={label} span={6} required error={erros[campo]}>
      <MultiSelect
        inputId={id}
        value={value}
        options={options}
        filter
        display="chip"
        maxSelectedLabels={5}
        onChange={(e) => set(e.value ?? [])}
      />
    </FieldShell>
  );
  const semValor = tipo === 'C' && modo === 'C';
  return (
    <section className="ipe-page" aria-labelledby="reajuste-coletivo-titulo">
      <h1 id="reajuste-coletivo-titulo">{TXT.titulos[tipo]}</h1>
      <form className="ipe-form ipe-card" onSubmit={incluir} noValidate>
        <FormGrid>
          <FieldShell id="reajuste-tabela" label={TXT.planejamento} span={12} required>
            <Dropdown
              inputId="reajuste-tabela"
              value={tabelaId}
              options={abertas.map((t) => ({ value: t.id, label: t.nome }))}
              emptyMessage={TXT.semPlanejamento}
              onChange={(e) => setParams(e.value ? { tabela: String(e.value) } : {}, { replace: true })}
              filter
            />
          </FieldShell>
          {tipo === 'C' &&
            multi(
              'reajuste-estabelecimentos',
              TXT.estabelecimentos,
              estabelecimentos,
              opcoes.estabelecimentos,
              setEstabelecimentos,
              'estabelecimentosIds',
            )}
          {tipo === 'C' &&
            multi('reajuste-areas', TXT.areas, areas, opcoes.areas, setAreas, 'areasOrganizacionaisIds')}
          {tipo === 'F' &&
            multi('reajuste-faixas', TXT.faixas, ids, opcoes.faixas, setIds, 'faixasSalariaisIds')}
          {tipo === 'I' && multi('reajuste-indices', TXT.indices, ids, opcoes.indices, setIds, 'indicesIds')}
          {tipo === 'C' && (
            <FieldShell id="reajuste-modo" label={TXT.modo} span={4} required error={erros.modo}>
              <Dropdown
                inputId="reajuste-modo"
                value={modo}
                options={[...MODO_REAJUSTE_OPTIONS]}
                onChange={(e) => setModo(e.value)}
              />
            </FieldShell>
          )}
          {tipo === 'C' && modo === 'I' && (
            <FieldShell id="reajuste-indice" label={TXT.indice} span={4} required error={erros.indiceId}>
              <Dropdown
                inputId="reajuste-indice"
                value={indiceId}
                options={opcoes.indices}
                onChange={(e) => setIndice(e.value ?? null)}
                filter
              />
            </FieldShell>
          )}
          {!semValor && (
            <>
              <FieldShell id="reajuste-forma" label={TXT.forma} span={4} required error={erros.forma}>
                <Dropdown
                  inputId="reajuste-forma"
                  value={forma}
                  options={[...FORMA_REAJUSTE_OPTIONS]}
                  onChange={(e) => setForma(e.value)}
                />
              </FieldShell>
              <FieldShell
                id="reajuste-valor"
                label={forma === 'P' ? TXT.valorPercentual : TXT.valor}
                span={4}
                required
                error={erros.valor}
              >
                <InputNumber
                  inputId="reajuste-valor"
                  value={valor}
                  onValueChange={(e) => setValor(e.value ?? null)}
                  mode="decimal"
                  locale="pt-BR"
                  minFractionDigits={forma === 'P' ? 0 : 2}
                  maxFractionDigits={forma === 'P' ? 3 : 2}
                />
              </FieldShell>
            </>
          )}
        </FormGrid>
        <div className="ipe-actions">
          <Button
            type="submit"
            label={TXT.incluir}
            icon="pi pi-plus"
            loading={ocupado}
            disabled={!tabelaId || tabela?.aprovada}
          />
          <Link to={`${tabelasReajustesColaboradores.path}/new`}>{TXT.novoPlanejamento}</Link>
        </div>
      </form>
      {tabela && (
        <PlanejamentoPainel
          tabela={{ id: tabela.id, tipoReajuste: tipo, aprovada: tabela.aprovada === true }}
          podeAplicar={podeAplicar}
          podeEditar
          onAlterada={() => lista.refetch()}
        />
      )}
    </section>
  );
}

export function ReajusteColetivoColaboradoresPage() {
  return <ReajusteColetivo tipo="C" />;
}
export function ReajusteColetivoFaixasPage() {
  return <ReajusteColetivo tipo="F" />;
}
export function ReajusteColetivoIndicesPage() {
  return <ReajusteColetivo tipo="I" />;
}
export default ReajusteColetivoColaboradoresPage;
