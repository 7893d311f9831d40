import { empresasDoUsuario, empresasGeridas } from '@ipe/domain/resources/utilitario/contratosUsuarios';
import { type ReferenceField, usuarios } from '@ipe/domain';
import { useQuery } from '@tanstack/react-query';
import { Password } from 'primereact/password';
import { useMemo, useRef } from 'react';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { chamar } from '../../platform/api/chamar.ts';
import { FieldShell, FormGrid, fieldAria } from '../../platform/components/index.ts';
import { type RefOption, useReferenceOptions } from '../../platform/resource/options.ts';
import { ResourceFields } from '../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../platform/resource/useResource.ts';
import { useResourceForm } from '../../platform/resource/useResourceForm.ts';
import NotFoundPage from '../../platform/pages/NotFoundPage.tsx';
import { useSession } from '../../platform/session/state.ts';
import { EmpresasPerfis } from './EmpresasPerfis.tsx';
import { type EmpresaAcesso, TXT, usuarioBody, usuarioResolver, usuarioServerField } from './usuarioForm.ts';

const EMPRESA: ReferenceField = {
  name: 'empresaId',
  label: TXT.empresa,
  kind: 'reference',
  resource: 'empresas',
};
const PERFIL: ReferenceField = { name: 'perfilId', label: TXT.perfil, kind: 'reference', resource: 'perfis' };

function PasswordField({
  name,
  label,
  required,
  hint,
}: {
  name: string;
  label: string;
  required: boolean;
  hint?: string;
}) {
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const { id, ...aria } = fieldAria(name, fieldState.error?.message, required);
        return (
          <FieldShell id={name} label={label} required={required} error={fieldState.error?.message} span={6}>
            <Password
              inputId={id}
              {...aria}
              feedback={false}
              toggleMask
              autoComplete="new-password"
              value={(field.value as string | null) ?? ''}
              invalid={!!fieldState.error}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
            />
            {hint && <small className="ipe-hint">{hint}</small>}
          </FieldShell>
        );
      }}
    />
  );
}

/**
 * The user form: the generic fields of `usuarios`, the password (required on create, optional on edit)
 * and the profile held in each company, all sent in the same POST/PUT body (`senha`, `empresas`).
 */
export default function UsuarioFormPage() {
  const { id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return <UsuarioForm id={id} />;
}

function UsuarioForm({ id }: { id: number | null }) {
  const isNew = id === null;
  const { info } = useSession();

  const empresasQuery = useReferenceOptions(EMPRESA);
  const { data: perfis = [] } = useReferenceOptions(PERFIL);
  const links = useQuery({
    queryKey: [usuarios.path, 'empresas', id],
    enabled: !isNew,
    queryFn: () => chamar(empresasDoUsuario, { params: { id: id ?? 0 } }),
  });

  const geridas = useQuery({
    queryKey: [usuarios.path, 'empresas-geridas'],
    queryFn: () => chamar(empresasGeridas, undefined, { errors: 'silent' }),
  });

  // Without access to the company register, the companies of the session are listed; of those, the ones
  // where the session gives access to users and the ones the user already reaches (all if unknown).
  const empresas: RefOption[] = useMemo(() => {
    const todas = empresasQuery.data?.length
      ? empresasQuery.data
      : (info?.empresas ?? []).map((e) => ({ value: e.id, label: e.nome }));
    if (!geridas.data) return todas;
    const mostrar = new Set([...geridas.data, ...(links.data ?? []).map((l) => l.empresaId)]);
    return todas.filter((e) => mostrar.has(e.value));
  }, [empresasQuery.data, info, geridas.data, links.data]);
  const extraReady = empresasQuery.isFetched && geridas.isFetched && (isNew || links.isFetched);
  const extraValues = useMemo(() => {
    const held = new Map((links.data ?? []).map((l) => [l.empresaId, l.perfilId]));
    const rows: EmpresaAcesso[] = empresas.map((e) => ({
      empresaId: e.value,
      acesso: held.has(e.value),
      perfilId: held.get(e.value) ?? null,
    }));
    return { senha: '', confirmacao: '', empresas: rows };
  }, [empresas, links.data]);

  const sentRows = useRef<number[]>([]);
  const resolver = useMemo(() => usuarioResolver(isNew), [isNew]);
  const extraFieldOrder = useMemo(
    () => ['senha', 'confirmacao', ...empresas.map((_, i) => `empresas.${i}.perfilId`)],
    [empresas],
  );
  const state = useResourceForm(usuarios, id, {
    resolver,
    extraValues,
    extraReady,
    extraFieldOrder,
    toBody: (values) => {
      const { body, sentRows: rows } = usuarioBody(values);
      sentRows.current = rows;
      return body;
    },
    serverField: (field) => usuarioServerField(field, sentRows.current),
  });
  const disabled = state.readOnly || state.loading;

  return (
    <ResourceFormFrame def={usuarios} state={state}>
      <ResourceFields def={usuarios} disabled={disabled} />
      {!state.readOnly && (
        <section className="ipe-form-section" aria-labelledby="usuario-senha">
          <h2 id="usuario-senha">{TXT.senhaSecao}</h2>
          <FormGrid>
            <PasswordField
              name="senha"
              label={TXT.senha}
              required={isNew}
              hint={isNew ? undefined : TXT.senhaEdicao}
            />
            <PasswordField name="confirmacao" label={TXT.confirmacao} required={isNew} />
          </FormGrid>
        </section>
      )}
      <section className="ipe-form-section" aria-labelledby="usuario-empresas">
        <h2 id="usuario-empresas">{TXT.empresasPerfis}</h2>
        <EmpresasPerfis empresas={empresas} perfis={perfis} disabled={disabled} />
      </section>
    </ResourceFormFrame>
  );
}
