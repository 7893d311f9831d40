import {
  ERROR_CODES,
  MSG,
  type Pergunta,
  type PerguntaDados,
  TIPO_PERGUNTA,
  TIPO_PERGUNTA_OPTIONS,
  temOpcoes,
} from '@ipe/domain';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { type FormEvent, useId, useMemo } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { chamar } from '../../api/chamar.ts';
import { ApiError } from '../../api/client.ts';
import { notify, toastSuccess } from '../../api/notify.ts';
import {
  alertMessage,
  FieldShell,
  FormGrid,
  fieldAria,
  firstErrorField,
  focusField,
} from '../../components/index.ts';
import { AspectoAutoComplete } from './AspectoAutoComplete.tsx';
import type { Conjunto } from './api.ts';
import {
  corpo,
  idDe,
  novaOpcao,
  ORDEM_CAMPOS,
  type PerguntaForm,
  resolverPergunta,
  valoresDe,
  valoresNovos,
} from './form.ts';
import { Caixa, Nota } from './CamposPergunta.tsx';
import { OpcoesResposta } from './OpcoesResposta.tsx';
import { TXT } from './texts.ts';

const TIPOS = TIPO_PERGUNTA_OPTIONS.map((o) => ({ value: Number(o.value), label: o.label }));
/** Paths the server may point at that have a place in the dialog ('respostas.0.texto' counts as respostas). */
const CONHECIDOS = new Set(ORDEM_CAMPOS);

export interface PerguntaDialogProps {
  conjunto: Conjunto;
  /** The question to edit; null inserts a new one. */
  pergunta: Pergunta | null;
  notaMinimaPadrao: number;
  onClose: () => void;
  /** After a successful save, with the saved question. */
  onSaved: (p: Pergunta) => void;
}

/**
 * 'Inserir Pergunta' / 'Editar Pergunta': the question form, validated by the shared perguntaSchema (the
 * server runs the same rules) with the messages under the fields and 'Preencha os campos indicados'.
 * A question that already has answers keeps its type and options (the server refuses changing them).
 *
 * The dialog is a portal, but React events still bubble through the component tree: the form stops its
 * submit so that it never reaches a form the editor may be rendered in.
 */
export function PerguntaDialog({
  conjunto,
  pergunta,
  notaMinimaPadrao,
  onClose,
  onSaved,
}: PerguntaDialogProps) {
  const formId = `${useId()}-pergunta`;
  const valores = useMemo(
    () => (pergunta ? valoresDe(pergunta, notaMinimaPadrao) : valoresNovos(notaMinimaPadrao)),
    [pergunta, notaMinimaPadrao],
  );
  const form = useForm<PerguntaForm, unknown, PerguntaDados>({
    resolver: resolverPergunta,
    defaultValues: valores,
  });
  const { control, watch, setValue, setError, formState } = form;
  const tipo = watch('tipo');
  const exigirComentario = watch('exigirComentario');
  const bloqueada = (pergunta?.perguntasRespondidas ?? 0) > 0;

  /** 'Preencha os campos indicados', then the first failing control of this dialog gets the focus. */
  const alertar = async (errors: FieldErrors | Record<string, unknown>) => {
    await alertMessage({ message: MSG.preenchaCamposIndicados, header: MSG.aviso, acceptLabel: MSG.ok });
    const campo = firstErrorField(errors as Record<string, unknown>, ORDEM_CAMPOS);
    if (campo) await focusField(idDe(campo));
  };

  async function gravar(dados: PerguntaDados) {
    const body = corpo(dados, notaMinimaPadrao);
    const { contratos, ownerId } = conjunto;
    let salva: Pergunta;
    try {
      salva = pergunta
        ? await chamar(contratos.alterarPergunta, { params: { id: ownerId, perguntaId: pergunta.id }, body })
        : await chamar(contratos.incluirPergunta, { params: { id: ownerId }, body });
    } catch (e) {
      if (e instanceof ApiError && e.code === ERROR_CODES.fieldValidation) mostrarErrosDoServidor(e);
      return;
    }
    toastSuccess(TXT.perguntaSalva);
    onSaved(salva);
  }

  /** FIELD_VALIDATION_VIOLATION: each entry under its field; the others in a notice. */
  function mostrarErrosDoServidor(e: ApiError) {
    const mostrados: Record<string, { message: string }> = {};
    const avulsas: string[] = [];
    for (const entry of e.entries) {
      const raiz = entry.field.split('.')[0];
      if (CONHECIDOS.has(raiz)) {
        setError(entry.field as keyof PerguntaForm, { type: 'server', message: entry.message });
        mostrados[entry.field] = { message: entry.message };
      } else avulsas.push(entry.message);
    }
    if (avulsas.length) notify({ severity: 'warn', summary: 'Aviso', detail: e.message, lines: avulsas });
    if (Object.keys(mostrados).length) void alertar(mostrados);
  }

  const enviar = form.handleSubmit(gravar, (errors) => {
    void alertar(errors);
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    e.stopPropagation();
    void enviar(e);
  };

  const trocarTipo = (novo: number | null) => {
    setValue('tipo', novo, { shouldDirty: true });
    // Options come back when the type needs them again.
    if (novo != null && temOpcoes(novo) && form.getValues('respostas').length === 0)
      setValue('respostas', [novaOpcao(), novaOpcao()]);
  };

  const rodape = (
    <div className="ipe-form-actions">
      <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={onClose} />
      <Button
        type="submit"
        form={formId}
        label={TXT.gravar}
        icon="pi pi-check"
        loading={formState.isSubmitting}
      />
    </div>
  );

  return (
    <Dialog
      header={pergunta ? TXT.editarPergunta : TXT.inserirPergunta}
      visible
      onHide={onClose}
      footer={rodape}
      className="ipe-pergunta-dialogo"
      style={{ width: 'min(900px, 95vw)' }}
      modal
      blockScroll
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        {bloqueada && (
          <p className="ipe-hint ipe-pergunta-bloqueada" role="note">
            <i className="pi pi-lock" aria-hidden="true" /> {TXT.bloqueada}
          </p>
        )}
        <FormGrid>
          <Controller
            control={control}
            name="texto"
            render={({ field, fieldState }) => (
              <FieldShell id={idDe('texto')} label={TXT.pergunta} required error={fieldState.error?.message}>
                <InputTextarea
                  {...fieldAria(idDe('texto'), fieldState.error?.message, true)}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  rows={3}
                  autoResize
                  maxLength={2000}
                  invalid={!!fieldState.error}
                  autoFocus
                />
              </FieldShell>
            )}
          />
          <Controller
            control={control}
            name="tipo"
            render={({ field, fieldState }) => {
              const { id, ...aria } = fieldAria(idDe('tipo'), fieldState.error?.message, true);
              return (
                <FieldShell
                  id={idDe('tipo')}
                  label={TXT.tipo}
                  required
                  error={fieldState.error?.message}
                  span={4}
                >
                  <Dropdown
                    inputId={id}
                    {...aria}
                    value={field.value}
                    options={TIPOS}
                    placeholder={TXT.selecione}
                    onChange={(e) => trocarTipo(e.value ?? null)}
                    onBlur={field.onBlur}
                    invalid={!!fieldState.error}
                    disabled={bloqueada}
                  />
                </FieldShell>
              );
            }}
          />
          <Controller
            control={control}
            name="aspecto"
            render={({ field, fieldState }) => (
              <FieldShell id={idDe('aspecto')} label={TXT.aspecto} error={fieldState.error?.message} span={5}>
                <AspectoAutoComplete
                  id={idDe('aspecto')}
                  conjunto={conjunto}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              </FieldShell>
            )}
          />
          <Controller
            control={control}
            name="peso"
            render={({ field, fieldState }) => {
              const { id, ...aria } = fieldAria(idDe('peso'), fieldState.error?.message, true);
              return (
                <FieldShell
                  id={idDe('peso')}
                  label={TXT.peso}
                  required
                  error={fieldState.error?.message}
                  span={3}
                >
                  <InputNumber
                    inputId={id}
                    {...aria}
                    locale="pt-BR"
                    minFractionDigits={0}
                    maxFractionDigits={2}
                    min={0}
                    max={1000}
                    value={field.value}
                    onChange={(e) => field.onChange(e.value ?? null)}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    onBlur={field.onBlur}
                    invalid={!!fieldState.error}
                  />
                </FieldShell>
              );
            }}
          />
          <Caixa control={control} name="obrigatoria" label={TXT.obrigatoria} />
          <Caixa control={control} name="exigirComentario" label={TXT.exigirComentario} />
          {exigirComentario && (
            <Controller
              control={control}
              name="comentario"
              render={({ field, fieldState }) => (
                <FieldShell
                  id={idDe('comentario')}
                  label={TXT.comentario}
                  required
                  error={fieldState.error?.message}
                >
                  <InputText
                    {...fieldAria(idDe('comentario'), fieldState.error?.message, true)}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                    maxLength={500}
                    invalid={!!fieldState.error}
                  />
                </FieldShell>
              )}
            />
          )}
          {tipo === TIPO_PERGUNTA.NOTA && (
            <>
              <Nota control={control} name="notaMinima" label={TXT.notaMinima} min={0} />
              <Nota control={control} name="notaMaxima" label={TXT.notaMaxima} min={1} />
            </>
          )}
        </FormGrid>
        {tipo != null && temOpcoes(tipo) && (
          <OpcoesResposta control={control} conjunto={conjunto} tipo={tipo} disabled={bloqueada} />
        )}
      </form>
    </Dialog>
  );
}
