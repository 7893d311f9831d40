import { defineResource } from '../../resource.ts';

/** The companies of the installation. The organisation-core issue adds the company parameters. */
export const empresas = defineResource({
  name: 'empresas',
  path: '/utilitario/empresas',
  label: 'Empresa',
  labelPlural: 'Empresas',
  feminine: true,
  modulo: 'utilitario',
  menu: ['Utilitários', 'Cadastros', 'Empresas'],
  access: { read: 'ROLE_UTI_EMPRESAS', write: 'ROLE_UTI_EMPRESAS_EDITAR' },
  empresaScoped: false,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100 },
    { name: 'razaoSocial', label: 'Razão Social', kind: 'text', feminine: true, max: 150 },
    { name: 'cnpj', label: 'CNPJ', kind: 'cnpj' },
    { name: 'corPrincipal', label: 'Cor principal', kind: 'color', feminine: true },
    { name: 'corSecundaria', label: 'Cor secundária', kind: 'color', feminine: true },
    { name: 'emailContato', label: 'E-mail de contato', kind: 'email', max: 120 },
  ],
  list: { columns: ['nome', 'razaoSocial', 'cnpj'], sort: 'nome', search: ['nome', 'razaoSocial'] },
  resumo: 'nome',
});
