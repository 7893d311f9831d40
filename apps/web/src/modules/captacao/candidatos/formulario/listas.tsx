import { type Field, formatPhone, type ItemsField, onlyDigits, type ResourceDef } from '@ipe/domain';
import { InputMask } from 'primereact/inputmask';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { fieldAria } from '../../../../platform/components/index.ts';
import type { ItemRow, WidgetProps } from '../../../../platform/resource/widgets/index.ts';
import { type ColunaLista, ListaEmDialogo, type ListaEmDialogoProps } from './ListaEmDialogo.tsx';
import {
  alternarOutroCargo,
  cargoDesabilitado,
  nomeMercadoDesabilitado,
  podeInserirExperiencia,
} from './primeiroEmprego.ts';
import { TXT } from './texts.ts';

/** The contact phone of an experience: '(99) 99999-9999' (spec 1 §5); the row keeps its digits. */
function TelefoneContatoWidget({ field, id, value, onChange, onBlur, error, disabled }: WidgetProps<Field>) {
  return (
    <InputMask
      {...fieldAria(id, error, field.required)}
      mask="(99) 99999-9999"
      autoClear={false}
      slotChar="_"
      inputMode="numeric"
      value={(value as string | null) ?? ''}
      disabled={disabled}
      invalid={!!error}
      onChange={(e) => onChange((e.value && /\d/.test(e.value) ? e.value : null) as never)}
      onBlur={onBlur}
    />
  );
}

/** '(85) 99999-1234' from the stored digits. */
const telefoneContato = (v: unknown) => {
  const d = onlyDigits(String(v ?? ''));
  return d.length > 2 ? formatPhone(d.slice(0, 2), d.slice(2)) : d;
};

const cargoDaExperiencia = (l: ItemRow) => (l.checkNomeCargo ? String(l.nomeMercado ?? '') : undefined);

type Comportamento = Omit<ListaEmDialogoProps, 'field' | 'id' | 'value' | 'onChange' | 'disabled' | 'error'>;

/** What each list of the candidate shows and how its dialog behaves (spec 1 §2, §4, §5). */
const LISTAS: Record<string, (valores: FieldValues) => Comportamento> = {
  formacao: () => ({
    textos: TXT.formacao,
    colunas: [
      { campo: 'areaFormacaoId' },
      { campo: 'curso' },
      { campo: 'local' },
      { campo: 'tipo' },
      { campo: 'situacao' },
    ],
  }),
  certificados: () => ({
    textos: TXT.certificados,
    colunas: [{ campo: 'titulo' }, { campo: 'organizacao' }, { campo: 'dataInicio' }, { campo: 'dataFim' }],
  }),
  candidatoIdiomas: () => ({
    textos: TXT.idiomas,
    colunas: [{ campo: 'idiomaId' }, { campo: 'nivel' }],
    // The language of a row cannot change: remove it and insert another (spec 1 §5 'Language').
    bloqueadosAoEditar: ['idiomaId'],
  }),
  experiencias: (valores) => ({
    textos: TXT.experiencias,
    colunas: [
      { campo: 'empresa' },
      { campo: 'cargoId', titulo: TXT.cargo },
      { campo: 'dataAdmissao' },
      { campo: 'dataDesligamento' },
      { campo: 'contatoEmpresa', texto: (l) => telefoneContato(l.contatoEmpresa) },
    ] satisfies ColunaLista[],
    inserirDesabilitado: !podeInserirExperiencia(valores.primeiroEmprego as boolean),
    aviso: valores.primeiroEmprego ? <small className="ipe-hint">{TXT.primeiroEmpregoAviso}</small> : null,
    aoAlterar: (linha, campo, valor) =>
      campo === 'checkNomeCargo'
        ? alternarOutroCargo(linha as never, valor === true)
        : { ...linha, [campo]: valor },
    desabilitado: (campo, linha) =>
      (campo === 'cargoId' && cargoDesabilitado(linha as never)) ||
      (campo === 'nomeMercado' && nomeMercadoDesabilitado(linha as never)),
    widgets: { contatoEmpresa: TelefoneContatoWidget },
    normalizar: (l) => ({
      ...l,
      contatoEmpresa: l.contatoEmpresa ? onlyDigits(String(l.contatoEmpresa)) : null,
    }),
  }),
};

export const LISTAS_EM_DIALOGO = Object.keys(LISTAS);

/** The cargo column shows the free-text name of an other-role experience. */
function colunasComCargo(c: Comportamento): Comportamento {
  return {
    ...c,
    colunas: c.colunas.map((col) =>
      col.campo === 'cargoId'
        ? { ...col, texto: (l: ItemRow) => cargoDaExperiencia(l) ?? col.texto?.(l) }
        : col,
    ),
  };
}

/** One of the candidate's lists bound to its form field. */
export function ListaCandidato({
  def,
  nome,
  disabled,
}: {
  def: ResourceDef;
  nome: string;
  disabled: boolean;
}) {
  const form = useFormContext<FieldValues>();
  const field = def.fields.find((f) => f.name === nome) as ItemsField;
  const primeiroEmprego = form.watch('primeiroEmprego') as boolean;
  const comportamento = colunasComCargo(LISTAS[nome]({ primeiroEmprego }));
  return (
    <Controller
      name={nome}
      control={form.control}
      render={({ field: ctl, fieldState }) => (
        <ListaEmDialogo
          {...comportamento}
          field={field}
          id={nome}
          value={(ctl.value as ItemRow[]) ?? []}
          onChange={(v) => {
            ctl.onChange(v);
            ctl.onBlur();
          }}
          error={fieldState.error?.message ?? fieldState.error?.root?.message}
          disabled={disabled}
        />
      )}
    />
  );
}
