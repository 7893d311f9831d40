import { defineResource } from '../../resource.ts';

/**
 * Internal users, a register of the installation. The generic routes serve it; the body also carries
 * the password (`senha`) and the profile held in each company (`empresas`, read back at
 * /api/utilitario/usuarios/{id}/empresas). A manager reaches only the users of its companies and assigns
 * only profiles within its own authorities (docs/architecture.md 'User management').
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
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 70 },
    { name: 'cpf', label: 'CPF', kind: 'cpf', required: true },
    { name: 'email', label: 'E-mail', kind: 'email', max: 120 },
    { name: 'ativo', label: 'Ativo', kind: 'boolean', default: true },
    { name: 'usuarioFortes', label: 'Usuário do fornecedor', kind: 'boolean', default: false },
    { name: 'dataExpiracao', label: 'Acesso válido até', kind: 'date' },
  ],
  list: { columns: ['nome', 'cpf', 'email', 'ativo'], sort: 'nome', search: ['nome', 'cpf'] },
  resumo: 'nome',
});
