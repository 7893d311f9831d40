import { MSG, SENHA_MINIMO, usuarios } from '@ipe/domain';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import { resourceResolver } from '../../platform/resource/useResourceForm.ts';

type Values = Record<string, unknown>;

/** A company row of the user form: whether the user reaches it and with which profile. */
export interface EmpresaAcesso {
  empresaId: number;
  acesso: boolean;
  perfilId: number | null;
}

/** The profile a user holds in a company, as GET /usuarios/{id}/empresas answers and POST/PUT take. */
export interface UsuarioEmpresa {
  empresaId: number;
  perfilId: number;
}

export const TXT = {
  senha: 'Senha',
  senhaSecao: 'Senha de acesso',
  confirmacao: 'Confirmação da senha',
  senhaEdicao: 'Deixe em branco para manter a senha atual.',
  empresasPerfis: 'Empresas e perfis',
  empresa: 'Empresa',
  acesso: 'Acesso',
  perfil: 'Perfil',
  perfilObrigatorio: MSG.obrigatorio('Perfil'),
  senhaMinimo: MSG.minimo('A senha', SENHA_MINIMO),
} as const;

/** The password and company rules the generic schema does not know; every failing path with its message. */
export function usuarioExtraErrors(values: Values, isNew: boolean): [string, string][] {
  const out: [string, string][] = [];
  const senha = (values.senha as string | null) ?? '';
  const confirmacao = (values.confirmacao as string | null) ?? '';
  if (isNew && !senha) out.push(['senha', MSG.senhaObrigatoria]);
  else if (senha && senha.length < SENHA_MINIMO) out.push(['senha', TXT.senhaMinimo]);
  if (senha !== confirmacao) out.push(['confirmacao', MSG.senhasDevemSerIguais]);
  ((values.empresas as EmpresaAcesso[] | undefined) ?? []).forEach((e, i) => {
    if (e.acesso && !e.perfilId) out.push([`empresas.${i}.perfilId`, TXT.perfilObrigatorio]);
  });
  return out;
}

/**
 * The user form's validation: the shared schema of the resource for its fields and, independently (so an
 * empty form shows every message at once), the password and company rules.
 */
export function usuarioResolver(isNew: boolean): Resolver<Values> {
  const base = resourceResolver(usuarios);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors: FieldErrors = { ...result.errors };
    for (const [path, message] of usuarioExtraErrors(values, isNew))
      set(errors, path, { type: 'validate', message });
    if (Object.keys(errors).length) return { values: {}, errors };
    const { senha, confirmacao, empresas } = values;
    return { values: { ...result.values, senha, confirmacao, empresas }, errors: {} };
  };
}

/** The request body: the generic fields, the new password (if any) and the companies with access. */
export function usuarioBody(values: Values): { body: Values; sentRows: number[] } {
  const { confirmacao: _c, empresas, senha, ...fields } = values;
  const rows = (empresas as EmpresaAcesso[]) ?? [];
  const sentRows = rows.flatMap((e, i) => (e.acesso ? [i] : []));
  return {
    body: {
      ...fields,
      senha: senha || null,
      empresas: sentRows.map((i) => ({ empresaId: rows[i].empresaId, perfilId: rows[i].perfilId })),
    },
    sentRows,
  };
}

/**
 * Form path of a server entry: 'empresas.N.x' counts the sent rows only, the form lists every company; a
 * company refused to the manager shows under that row's profile; the list as a whole ('empresas': none
 * given) has no control and goes to the warning toast.
 */
export function usuarioServerField(field: string, sentRows: number[]): string {
  if (field === 'empresas') return '(empresas)';
  const m = /^empresas\.(\d+)(\..*)?$/.exec(field);
  if (!m) return field;
  const row = sentRows[Number(m[1])];
  const sub = m[2] === '.empresaId' ? '.perfilId' : (m[2] ?? '');
  return row === undefined ? field : `empresas.${row}${sub}`;
}
