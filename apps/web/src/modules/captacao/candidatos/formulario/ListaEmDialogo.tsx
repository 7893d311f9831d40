import type { Field, ItemsField } from '@ipe/domain';
import { Button } from 'primereact/button';
import { type ReactNode, useContext, useMemo, useState } from 'react';
import { toastSuccess } from '../../../../platform/api/notify.ts';
import { confirmRemove, DataTable } from '../../../../platform/components/index.ts';
import { cellText } from '../../../../platform/resource/cells.tsx';
import { useReferenceOptions } from '../../../../platform/resource/options.ts';
import type { FieldOf, ItemRow } from '../../../../platform/resource/widgets/index.ts';
import { ItemDialog, type ItemDialogBehaviour } from './ItemDialog.tsx';
import { NivelTituloLista } from './nivelTituloLista.ts';
import { TXT } from './texts.ts';

/** The texts of one list (spec 1 §2 and §8). */
export interface TextosLista {
  inserir: string;
  editar: string;
  salvo: string;
  editado: string;
  removido: string;
}

/** A column of the list: a sub-field shown with its pt-BR format, or a text of its own. */
export interface ColunaLista {
  campo: string;
  titulo?: string;
  texto?: (linha: ItemRow) => ReactNode;
}

export interface ListaEmDialogoProps extends ItemDialogBehaviour {
  field: ItemsField;
  id: string;
  value: ItemRow[];
  onChange: (linhas: ItemRow[]) => void;
  textos: TextosLista;
  colunas: readonly ColunaLista[];
  /** The list's own error (a required list left empty), shown under it with a red border. */
  error?: string;
  /** Read-only form. */
  disabled: boolean;
  /** Adding is switched off (first job ticked), editing and removing still work. */
  inserirDesabilitado?: boolean;
  /** Shown beside the add button (why it is disabled). */
  aviso?: ReactNode;
}

/** A reference's label from the field's cached dropdown options (rows just added carry the id only). */
function ReferenciaCelula({ field, value }: { field: FieldOf<'reference'>; value: unknown }) {
  const { data = [] } = useReferenceOptions(field);
  return data.find((o) => o.value === value)?.label ?? '';
}

function textoCelula(field: Field, linha: ItemRow): ReactNode {
  if (field.kind === 'reference') return <ReferenciaCelula field={field} value={linha[field.name]} />;
  return cellText(field, linha);
}

type LinhaTabela = ItemRow & { __indice: number };
type Edicao = { indice: number | null; linha: ItemRow | null } | null;

/**
 * A list of the candidate edited locally in a dialog (spec 1 §4): a table with 'Editar' and 'Remover' per
 * row and 'Inserir …' below. Gravar in the dialog adds or replaces the row with its 3-second toast;
 * removing asks 'Tem certeza que deseja remover?'. Nothing is sent until the candidate is saved.
 */
export function ListaEmDialogo(props: ListaEmDialogoProps) {
  const { field, id, value, onChange, textos, error, disabled } = props;
  const [edicao, setEdicao] = useState<Edicao>(null);
  const nivelTitulo = useContext(NivelTituloLista);
  const linhas = value ?? [];
  const tabela = useMemo<LinhaTabela[]>(() => linhas.map((l, i) => ({ ...l, __indice: i })), [linhas]);
  const colunas = props.colunas.map((c) => {
    const sub = field.fields.find((f) => f.name === c.campo);
    return {
      field: c.campo,
      header: c.titulo ?? sub?.label ?? c.campo,
      body: (l: LinhaTabela) => (c.texto ? c.texto(l) : sub ? textoCelula(sub, l) : ''),
    };
  });

  const gravar = (linha: ItemRow) => {
    const indice = edicao?.indice ?? null;
    if (indice === null) onChange([...linhas, linha]);
    else onChange(linhas.map((l, i) => (i === indice ? linha : l)));
    toastSuccess(indice === null ? textos.salvo : textos.editado);
    setEdicao(null);
  };
  const remover = async (indice: number) => {
    if (!(await confirmRemove())) return;
    onChange(linhas.filter((_, i) => i !== indice));
    toastSuccess(textos.removido);
  };

  const Titulo = `h${nivelTitulo}` as const;
  return (
    <section
      className={`ipe-candidato-lista${error ? ' ipe-candidato-lista-invalida' : ''}`}
      aria-labelledby={`${id}-titulo`}
      data-field={field.name}
    >
      <Titulo id={`${id}-titulo`} className="ipe-items-title">
        {field.label}
        {(field.required || (field.min ?? 0) > 0) && (
          <span className="ipe-required" aria-hidden="true">
            *
          </span>
        )}
      </Titulo>
      <DataTable<LinhaTabela>
        value={tabela}
        dataKey="__indice"
        caption={field.label}
        columns={colunas}
        // On a phone (the registration's step 3) each row is a card: no table scrolling sideways.
        cartoesNoCelular
        actions={
          disabled
            ? []
            : [
                {
                  label: TXT.editar,
                  icon: 'pi pi-pencil',
                  onClick: (l) => setEdicao({ indice: l.__indice, linha: linhas[l.__indice] }),
                },
                {
                  label: TXT.remover,
                  icon: 'pi pi-trash',
                  severity: 'danger',
                  onClick: (l) => void remover(l.__indice),
                },
              ]
        }
      />
      <div className="ipe-items-footer ipe-inline">
        <Button
          type="button"
          id={id}
          icon="pi pi-plus"
          label={textos.inserir}
          outlined
          size="small"
          disabled={disabled || props.inserirDesabilitado}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => setEdicao({ indice: null, linha: null })}
        />
        {props.aviso}
      </div>
      {error && (
        <small id={`${id}-error`} role="alert" className="ipe-field-error p-error">
          {error}
        </small>
      )}
      {edicao && (
        <ItemDialog
          field={field}
          header={edicao.linha ? textos.editar : textos.inserir}
          linha={edicao.linha}
          onGravar={gravar}
          onCancelar={() => setEdicao(null)}
          bloqueadosAoEditar={props.bloqueadosAoEditar}
          aoAlterar={props.aoAlterar}
          desabilitado={props.desabilitado}
          widgets={props.widgets}
          normalizar={props.normalizar}
        />
      )}
    </section>
  );
}
