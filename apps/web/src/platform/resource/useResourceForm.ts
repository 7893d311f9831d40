import { zodResolver } from '@hookform/resolvers/zod';
import {
  ERROR_CODES,
  type Field,
  isAllowed,
  type ResourceDef,
  resourceDefaults,
  resourceSchema,
} from '@ipe/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../api/client.ts';
import { notify, toastSuccess } from '../api/notify.ts';
import { type RegistroLido, recurso } from '../api/recurso.ts';
import { alertInvalidForm } from '../components/index.ts';
import { useSession } from '../session/state.ts';
import { fieldOrder, hasOperation, listUrl, rowToValues, tabIndexOf } from './form.ts';
import { keys } from './options.ts';
import { T } from './texts.ts';

type Values = Record<string, unknown>;

/** The resource's shared zod schema as a react-hook-form resolver (values come out parsed). */
export const resourceResolver = (def: ResourceDef): Resolver<Values> =>
  zodResolver(resourceSchema(def) as z.ZodType<Values, Values>) as Resolver<Values>;

export interface ResourceFormOptions<D extends ResourceDef = ResourceDef> {
  /**
   * The form's fields when they depend on run-time data (a company's parameters hide some or make them
   * required): schema, defaults, order and tabs follow them; the record stays typed by the declaration.
   */
  fields?: readonly Field[];
  /** Validation of the whole form (default: zodResolver of the resource's schema). */
  resolver?: Resolver<Values>;
  /** Values of extra form parts (special forms), merged over the resource's defaults or row. */
  extraValues?: Values;
  /** False while the extra values are still loading: the form waits to reset. */
  extraReady?: boolean;
  /** Extra field paths, after the resource's, in screen order (focus of the first failing one). */
  extraFieldOrder?: string[];
  /** Request body from the validated values (default: the values themselves). */
  toBody?: (values: Values) => Values;
  /** Form path of a server entry's field (default: the same name). */
  serverField?: (field: string) => string;
  /** Field paths in screen order, replacing the declaration's (a special form with its own tab layout). */
  fieldOrder?: string[];
  /** Tab index of a field path, replacing the declaration's tabs (a special form with its own layout). */
  tabOf?: (field: string) => number | undefined;
  /** Asked with the validated values before saving; false cancels (a confirmation the user declined). */
  confirmSave?: (values: Values) => Promise<boolean> | boolean;
  /** Work after a successful save, awaited before the toast and the return (files sent to the new row). */
  onSaved?: (saved: RegistroLido<D>, isNew: boolean) => Promise<void> | void;
  /** Where to go after a successful save, from the saved row (default: back to the list). */
  afterSave?: (saved: RegistroLido<D>, isNew: boolean) => string | undefined;
}

/**
 * The generic form's machinery, shared by ResourceFormPage and the special forms: react-hook-form with
 * the shared zod schema, loading of the row, save (POST or PUT) with the success toast, server field
 * errors mapped onto the fields, the invalid-form alert, read-only mode and the return to the list.
 * The row and the saved record are typed by the declaration (`RegistroLido<D>`, platform/api/recurso.ts).
 */
export function useResourceForm<const D extends ResourceDef>(
  def: D,
  id: number | null,
  opts: ResourceFormOptions<D> = {},
) {
  const { info } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useMemo(() => recurso(def), [def]);
  const [tab, setTab] = useState(0);
  const isNew = id === null;
  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));
  const readOnly = !canWrite || !hasOperation(def, isNew ? 'create' : 'update');
  // The fields the form shows (the declaration's, or the run-time ones of `opts.fields`).
  const campos = useMemo(() => (opts.fields ? { ...def, fields: opts.fields } : def), [def, opts.fields]);
  const resolver = useMemo(() => opts.resolver ?? resourceResolver(campos), [opts.resolver, campos]);

  const rowQuery = useQuery({
    queryKey: keys.row(def, id),
    enabled: !isNew,
    queryFn: () => api.obter(id as number),
  });
  const row = rowQuery.data;
  const { extraValues, extraReady = true } = opts;
  const initial = useMemo(
    () => ({ ...(row ? rowToValues(campos, row) : resourceDefaults(campos)), ...extraValues }),
    [campos, row, extraValues],
  );

  const form = useForm<Values>({
    resolver,
    defaultValues: initial,
  });
  const ready = (isNew || !!row) && extraReady;
  // The form is loading until the record (and the extra values) are in its fields: until then the
  // screens show a skeleton instead of the fields, so nothing typed early is lost or mixed with them.
  const [filledFor, setFilledFor] = useState<number | null | undefined>(ready ? id : undefined);
  const { reset } = form;
  useEffect(() => {
    if (!ready) return;
    reset(initial);
    setFilledFor(id);
  }, [ready, initial, reset, id]);

  const order = useMemo(
    () => opts.fieldOrder ?? [...fieldOrder(campos), ...(opts.extraFieldOrder ?? [])],
    [campos, opts.fieldOrder, opts.extraFieldOrder],
  );
  const tabOf = opts.tabOf ?? ((f: string) => tabIndexOf(campos, f));
  const alert = (errors: FieldErrors | Record<string, unknown>) =>
    alertInvalidForm(errors, { fieldOrder: order, tabOf, setTab });

  const save = useMutation({
    mutationFn: (body: Values) => (id === null ? api.criar(body) : api.alterar(id, body)),
  });

  async function onValid(values: Values) {
    if (opts.confirmSave && !(await opts.confirmSave(values))) return;
    let saved: RegistroLido<D>;
    try {
      saved = await save.mutateAsync(opts.toBody ? opts.toBody(values) : values);
    } catch (e) {
      if (e instanceof ApiError && e.code === ERROR_CODES.fieldValidation) showServerErrors(e);
      return;
    }
    await opts.onSaved?.(saved, isNew);
    toastSuccess(T.salvo(def));
    await queryClient.invalidateQueries({ queryKey: keys.all(def) });
    navigate(opts.afterSave?.(saved, isNew) ?? listUrl(def));
  }

  /** FIELD_VALIDATION_VIOLATION: each entry under its field; entries of no field of the form as a toast. */
  function showServerErrors(e: ApiError) {
    const known = new Set(order);
    const orphans: string[] = [];
    // The errors just set, by path ('historicos.1.valor'): `form.formState` is the last render's snapshot.
    const shown: Record<string, { message: string }> = {};
    for (const entry of e.entries) {
      const path = opts.serverField ? opts.serverField(entry.field) : entry.field;
      if (known.has(path) || known.has(path.split('.')[0])) {
        form.setError(path, { type: 'server', message: entry.message });
        shown[path] = { message: entry.message };
      } else orphans.push(entry.message);
    }
    if (orphans.length) notify({ severity: 'warn', summary: 'Aviso', detail: e.message, lines: orphans });
    if (orphans.length < e.entries.length) void alert(shown);
  }

  // The alert is not awaited: react-hook-form shows the errors only once the invalid handler returns, and
  // they should be on screen behind the dialog.
  const onSubmit = form.handleSubmit(onValid, (errors) => {
    void alert(errors);
  });

  return {
    form,
    isNew,
    readOnly,
    /** The record or the extra values are not in the form yet: no field is shown. */
    loading: !ready || filledFor !== id,
    /** The row could not be loaded (the api client already told why). */
    failed: rowQuery.isError,
    row,
    tab,
    setTab,
    saving: save.isPending,
    onSubmit,
    back: () => navigate(listUrl(def)),
  };
}
