import { defineResource } from '../../resource.ts';

/**
 * Internal users. The generic routes serve the register; the password and the profile held in each
 * company are special routes of the server's auth module (/api/utilitario/usuarios/{id}/empresas).
 */
export const usuarios = defineResource({
  name: 'usuarios',
  path: '/utilitario/usuarios',
  label: 'Usuário',
  labelPlural: 'Usuários',
  modulo: 'utilitario',
  menu: ['Utilitários', 'Segurança', 'Usuários'],
  access: { read: 'ROLE_UTI_USUARIOS', write: 'ROLE_UTI_USUARIOS_EDITAR' },
  empresaScoped: false,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 70 },
    { name: 'cpf', label: 'CPF', kind: 'cpf', required: true },
    { name: 'email', label: 'E-mail', kind: 'email', max: 120 },
    { name: 'ativo', label: 'Ativo', kind: 'boolean', default: true },
    { name: 'usuarioFortes', label: 'Usuário do fornecedor', kind: 'boolean', default: false },
  ],
  list: { columns: ['nome', 'cpf', 'email', 'ativo'], sort: 'nome', search: ['nome', 'cpf'] },
  resumo: 'nome',
});
