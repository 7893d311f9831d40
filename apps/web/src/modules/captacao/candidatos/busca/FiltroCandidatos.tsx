import { ESCOLARIDADE_OPTIONS, type ReferenceField } from '@ipe/domain';
import { candidatos as def } from '@ipe/domain/resources/captacao/candidatos/index';
import {
  NIVEL_IDIOMA_BUSCA_OPTIONS,
  QUALIFICACAO_BUSCA_OPTIONS,
  STATUS_CANDIDATO_OPTIONS,
} from '@ipe/domain/resources/captacao/candidatos/busca';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { FieldShell, FormGrid, fieldAria } from '../../../../platform/components/index.ts';
import { type RefField, type RefOption, useReferenceOptions } from '../../../../platform/resource/options.ts';
import { FiltroRef, FiltroSelect } from '../../solicitacoes/FiltroSelect.tsx';
import { TXT_BUSCA as T } from './texts.ts';

/** The filter's values, as they travel in the URL and the list's query string (see server busca.ts). */
export const FILTROS_CANDIDATO = [
  'nome',
  'cpf',
  'texto',
  'status',
  'qualificacao',
  'cargosIds',
  'areasInteresseIds',
  'conhecimentosIds',
  'ufId',
  'cidadeId',
  'escolaridade',
  'idiomaId',
  'nivelIdioma',
  'idadeMin',
  'idadeMax',
] as const;
export type FiltrosCandidato = Record<(typeof FILTROS_CANDIDATO)[number], string>;

const campo = (name: string) => def.fields.find((f) => f.name === name) as RefField;
const IDIOMA: ReferenceField = { name: 'idiomaId', label: T.idioma, kind: 'reference', resource: 'idiomas' };
const ESCOLARIDADES = ESCOLARIDADE_OPTIONS.map((o) => ({ value: o.value as string, label: o.label }));

/** Several values of a list, kept as the comma-separated string of the query. */
function FiltroMulti({
  id,
  label,
  span,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  span: number;
  value: string;
  onChange: (v: string) => void;
  options: { value: string | number; label: string }[];
}) {
  const { id: inputId, ...aria } = fieldAria(id);
  const selected = value ? value.split(',') : [];
  return (
    <FieldShell id={inputId} label={label} span={span}>
      <MultiSelect
        inputId={inputId}
        {...aria}
        options={options.map((o) => ({ value: String(o.value), label: o.label }))}
        optionLabel="label"
        optionValue="value"
        value={selected}
        filter
        display="chip"
        maxSelectedLabels={3}
        placeholder={T.todos}
        onChange={(e) => onChange((e.value as string[]).join(','))}
      />
    </FieldShell>
  );
}

function FiltroMultiRef(props: Omit<Parameters<typeof FiltroMulti>[0], 'options'> & { field: RefField }) {
  const ref = useReferenceOptions(props.field);
  return <FiltroMulti {...props} options={(ref.data ?? []) as RefOption[]} />;
}

/** Cities of the chosen state only (the municipalities are 5,571). */
function FiltroCidade({
  uf,
  value,
  onChange,
}: {
  uf: string;
  value: string;
  onChange: (v: string | null) => void;
}) {
  const ref = useReferenceOptions(campo('cidadeId'), { estadoId: uf }, !!uf);
  const { id, ...aria } = fieldAria('filtro-cidade');
  return (
    <FieldShell id={id} label={T.cidade} span={3}>
      <Dropdown
        inputId={id}
        {...aria}
        options={(ref.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
        optionLabel="label"
        optionValue="value"
        value={value || null}
        disabled={!uf}
        filter
        showClear
        placeholder={T.todos}
        onChange={(e) => onChange((e.value as string | null) ?? null)}
      />
    </FieldShell>
  );
}

function Texto({
  id,
  label,
  span,
  value,
  onChange,
  numerico,
  dica,
}: {
  id: string;
  label: string;
  span: number;
  value: string;
  onChange: (v: string) => void;
  numerico?: boolean;
  dica?: string;
}) {
  return (
    <FieldShell id={id} label={label} span={span}>
      <InputText
        id={id}
        value={value}
        inputMode={numerico ? 'numeric' : undefined}
        title={dica}
        placeholder={dica}
        onChange={(e) => onChange(numerico ? e.target.value.replace(/\D/g, '').slice(0, 3) : e.target.value)}
      />
    </FieldShell>
  );
}

/** The fields of the candidate search filter's panel (the name is the quick search above it). */
export function FiltroCandidatos({
  filtro,
  set,
}: {
  filtro: FiltrosCandidato;
  set: (k: keyof FiltrosCandidato) => (v: string | null) => void;
}) {
  return (
    <FormGrid>
      <Texto id="filtro-cpf" label={T.cpf} span={4} value={filtro.cpf} onChange={set('cpf')} />
      <FiltroSelect
        id="filtro-status"
        label={T.status}
        span={4}
        options={STATUS_CANDIDATO_OPTIONS.map((o) => ({ ...o }))}
        value={filtro.status || 'TODOS'}
        onChange={(v) => set('status')(v === 'TODOS' ? '' : v)}
      />
      <FiltroSelect
        id="filtro-qualificacao"
        label={T.qualificacao}
        span={4}
        options={QUALIFICACAO_BUSCA_OPTIONS.map((o) => ({ ...o }))}
        value={filtro.qualificacao || 'TODOS'}
        onChange={(v) => set('qualificacao')(v === 'TODOS' ? '' : v)}
      />
      <Texto
        id="filtro-texto"
        label={T.texto}
        span={12}
        value={filtro.texto}
        onChange={set('texto')}
        dica={T.textoDica}
      />
      <FiltroMultiRef
        id="filtro-cargos"
        label={T.cargos}
        span={4}
        field={campo('cargosIds')}
        value={filtro.cargosIds}
        onChange={set('cargosIds')}
      />
      <FiltroMultiRef
        id="filtro-areas"
        label={T.areasInteresse}
        span={4}
        field={campo('areasInteresseIds')}
        value={filtro.areasInteresseIds}
        onChange={set('areasInteresseIds')}
      />
      <FiltroMultiRef
        id="filtro-conhecimentos"
        label={T.conhecimentos}
        span={4}
        field={campo('conhecimentosIds')}
        value={filtro.conhecimentosIds}
        onChange={set('conhecimentosIds')}
      />
      <FiltroRef
        id="filtro-uf"
        label={T.estado}
        span={3}
        field={campo('ufId')}
        value={filtro.ufId}
        onChange={(v) => {
          set('ufId')(v);
          set('cidadeId')(null);
        }}
      />
      <FiltroCidade uf={filtro.ufId} value={filtro.cidadeId} onChange={set('cidadeId')} />
      <FiltroMulti
        id="filtro-escolaridade"
        label={T.escolaridade}
        span={6}
        options={ESCOLARIDADES}
        value={filtro.escolaridade}
        onChange={set('escolaridade')}
      />
      <FiltroRef
        id="filtro-idioma"
        label={T.idioma}
        span={3}
        field={IDIOMA}
        value={filtro.idiomaId}
        onChange={set('idiomaId')}
      />
      <FiltroSelect
        id="filtro-nivel"
        label={T.nivelIdioma}
        span={3}
        clear
        options={NIVEL_IDIOMA_BUSCA_OPTIONS.map((o) => ({ ...o }))}
        value={filtro.nivelIdioma}
        onChange={set('nivelIdioma')}
      />
      <Texto
        id="filtro-idade-min"
        label={T.idadeMin}
        span={3}
        numerico
        value={filtro.idadeMin}
        onChange={set('idadeMin')}
      />
      <Texto
        id="filtro-idade-max"
        label={T.idadeMax}
        span={3}
        numerico
        value={filtro.idadeMax}
        onChange={set('idadeMax')}
      />
    </FormGrid>
  );
}
