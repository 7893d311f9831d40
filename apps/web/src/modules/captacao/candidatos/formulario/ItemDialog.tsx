import { zodResolver } from '@hookform/resolvers/zod';
import { type Field, type ItemsField, MSG, resourceSchema } from '@ipe/domain';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { type ComponentType, type FormEvent, useMemo } from 'react';
import { Controller, type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  alertMessage,
  FieldShell,
  FormGrid,
  firstErrorField,
  focusField,
} from '../../../../platform/components/index.ts';
import { itemDefaults } from '../../../../platform/resource/form.ts';
import { type ItemRow, WIDGETS, type WidgetProps } from '../../../../platform/resource/widgets/index.ts';

type Row = Record<string, unknown>;

/** Behaviour a list gives its dialog beyond the declared sub-fields. */
export interface ItemDialogBehaviour {
  /** Sub-fields that cannot change once the row exists (the language of a language row). */
  bloqueadosAoEditar?: readonly string[];
  /** A value typed into a sub-field, applied to the whole row (a checkbox that clears another field). */
  aoAlterar?: (linha: Row, campo: string, valor: unknown) => Row;
  /** Sub-fields disabled by the row's other values. */
  desabilitado?: (campo: string, linha: Row) => boolean;
  /** Widgets replacing the generic one of a sub-field (a phone with its area code mask). */
  widgets?: Readonly<Record<string, ComponentType<WidgetProps<Field>>>>;
  /** The parsed row as the list keeps it (a masked phone back to its digits). */
  normalizar?: (linha: Row) => Row;
}

export interface ItemDialogProps extends ItemDialogBehaviour {
  /** The declaration's `items` field: its sub-fields and row rules drive the dialog and its schema. */
  field: ItemsField;
  header: string;
  /** The row being edited; null inserts a new one. */
  linha: ItemRow | null;
  onGravar: (linha: ItemRow) => void;
  onCancelar: () => void;
}

/** The shared zod schema of one row (sub-fields and the field's `refine`), as a resolver. */
const resolverDe = (field: ItemsField): Resolver<Row> =>
  zodResolver(
    resourceSchema({ fields: field.fields, refine: field.refine }) as z.ZodType<Row, Row>,
  ) as Resolver<Row>;

/**
 * 'Inserir …' / 'Editar …' of one row of a list of the candidate (language, experience, education,
 * certificate): the row's sub-fields drawn with the generic widgets, validated by the declaration's own
 * row schema, 'Gravar' and 'Cancelar'. Gravar hands the parsed row back; the list keeps it locally and
 * the candidate's save sends it. The form stops its submit: React events bubble from the portal to the
 * candidate form the dialog is rendered in.
 */
export function ItemDialog(props: ItemDialogProps) {
  const { field, header, linha, onGravar, onCancelar } = props;
  const resolver = useMemo(() => resolverDe(field), [field]);
  const defaultValues = useMemo(() => ({ ...itemDefaults(field.fields), ...(linha ?? {}) }), [field, linha]);
  const form = useForm<Row>({ resolver, defaultValues });
  const prefixo = `${field.name}-dialogo`;
  const idDe = (campo: string) => `${prefixo}-${campo}`;
  const ordem = field.fields.map((f) => f.name);
  const valores = form.watch();

  const alertar = async (errors: FieldErrors<Row>) => {
    await alertMessage({ message: MSG.preenchaCamposIndicados, header: MSG.aviso, acceptLabel: MSG.ok });
    const campo = firstErrorField(errors as Record<string, unknown>, ordem);
    if (campo) await focusField(idDe(campo.split('.')[0]));
  };
  const enviar = form.handleSubmit(
    (parsed) =>
      onGravar({ ...(props.normalizar ? props.normalizar(parsed) : parsed), id: linha?.id ?? null }),
    (errors) => void alertar(errors),
  );
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    e.stopPropagation();
    void enviar(e);
  };

  const rodape = (
    <div className="ipe-form-actions">
      <Button type="button" label={MSG.cancelar} severity="secondary" outlined onClick={onCancelar} />
      <Button type="submit" form={prefixo} label={MSG.gravar} icon="pi pi-check" />
    </div>
  );

  return (
    <Dialog
      header={header}
      visible
      modal
      onHide={onCancelar}
      footer={rodape}
      style={{ width: 'min(768px, 95vw)' }}
      className="ipe-candidato-dialogo"
    >
      <FormProvider {...form}>
        <form id={prefixo} noValidate onSubmit={onSubmit}>
          <FormGrid>
            {field.fields.map((sub) => {
              const Widget = (props.widgets?.[sub.name] ?? WIDGETS[sub.kind]) as ComponentType<
                WidgetProps<Field>
              >;
              const bloqueado =
                (!!linha && !!props.bloqueadosAoEditar?.includes(sub.name)) ||
                !!props.desabilitado?.(sub.name, valores);
              return (
                <Controller
                  key={sub.name}
                  name={sub.name}
                  control={form.control}
                  render={({ field: ctl, fieldState }) => (
                    <FieldShell
                      id={idDe(sub.name)}
                      label={sub.label}
                      required={sub.required}
                      error={fieldState.error?.message}
                      span={sub.span ?? 6}
                    >
                      <Widget
                        field={sub}
                        id={idDe(sub.name)}
                        value={ctl.value as never}
                        onChange={(v) => {
                          if (!props.aoAlterar) return ctl.onChange(v);
                          const nova = props.aoAlterar(form.getValues(), sub.name, v);
                          for (const [k, x] of Object.entries(nova))
                            if (x !== form.getValues(k)) form.setValue(k, x, { shouldDirty: true });
                        }}
                        onBlur={ctl.onBlur}
                        error={fieldState.error?.message}
                        disabled={bloqueado || !!sub.readOnly}
                      />
                    </FieldShell>
                  )}
                />
              );
            })}
          </FormGrid>
        </form>
      </FormProvider>
    </Dialog>
  );
}
