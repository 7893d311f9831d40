import { z } from 'zod';
import { defineResource } from '../../../resource.ts';
import { MSG_AREAS } from './regras.ts';

/**
 * Organisational areas of a company, a tree through `areaMaeId` (spec 2 §3). `descricaoHierarquia`
 * ('Diretoria > Comercial > Vendas') is kept by the server for the area and its descendants on every
 * save, so lists sort in tree order and references show the whole path. The activation rules of
 * spec 2 §4 live in regras.ts. Responsibles and co-responsibles are talents of the company; the form's
 * 'replicar' options (not stored) copy them to every descendant in the same transaction.
 */
export const areasOrganizacionais = defineResource({
  name: 'areas-organizacionais',
  path: '/cargo-salario/areas-organizacionais',
  label: 'Área Organizacional',
  labelPlural: 'Áreas Organizacionais',
  feminine: true,
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Cadastros', 'Áreas Organizacionais'],
  access: { read: 'ROLE_CS_AREAS', write: 'ROLE_CS_AREAS_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    {
      name: 'nome',
      label: 'Descrição',
      kind: 'text',
      required: true,
      feminine: true,
      max: 60,
      tab: 'Dados Gerais',
    },
    {
      name: 'areaMaeId',
      label: 'Área Mãe',
      kind: 'reference',
      resource: 'areas-organizacionais',
      feminine: true,
    },
    {
      name: 'descricaoHierarquia',
      label: 'Hierarquia',
      kind: 'text',
      feminine: true,
      readOnly: true,
      span: 12,
    },
    { name: 'ativo', label: 'Ativo', kind: 'boolean', default: true, span: 3 },
    { name: 'exibirOrganograma', label: 'Exibir no organograma', kind: 'boolean', default: true, span: 3 },
    { name: 'email', label: 'E-mail', kind: 'email', max: 120 },
    { name: 'codigoAC', label: 'Código na folha de pagamento', kind: 'text', max: 12 },
    {
      name: 'responsaveisIds',
      label: 'Responsáveis',
      kind: 'references',
      resource: 'colaboradores',
      tab: 'Responsáveis',
      span: 12,
    },
    {
      name: 'coResponsaveisIds',
      label: 'Corresponsáveis',
      kind: 'references',
      resource: 'colaboradores',
      tab: 'Responsáveis',
      span: 12,
    },
    {
      name: 'emailsNotificacoes',
      label: 'E-mails para notificações',
      kind: 'items',
      itemLabel: 'E-mail',
      tab: 'Notificações',
      span: 12,
      fields: [{ name: 'email', label: 'E-mail', kind: 'email', required: true, max: 120 }],
    },
  ],
  list: {
    columns: ['descricaoHierarquia', 'nome', 'responsaveisIds', 'ativo'],
    sort: 'descricaoHierarquia',
    search: ['descricaoHierarquia'],
    filters: ['ativo'],
  },
  resumo: 'descricaoHierarquia',
  // Computed by the server for every answered row (cargoSalario/areas/areaRoutes.ts).
  computed: {
    nomeResponsaveis: z.string().describe('Nomes dos responsáveis, separados por vírgula'),
    nomeCoResponsaveis: z.string().describe('Nomes dos co-responsáveis, separados por vírgula'),
    podeEditar: z
      .boolean()
      .describe('A área mãe pode ser alterada (empresa não integrada à folha, área fora de históricos)'),
    podeEditarStatusAtivo: z.boolean().describe('O campo Ativo pode ser alterado'),
  },
});

/** A reference to one organisational area (a requisition's, a talent's history row…). */
export const CAMPO_AREA_ORGANIZACIONAL = {
  name: 'areaOrganizacionalId',
  label: 'Área Organizacional',
  kind: 'reference',
  resource: 'areas-organizacionais',
  feminine: true,
} as const;

/** The areas a position or a competence belongs to: at least one. */
export const CAMPO_AREAS_ORGANIZACIONAIS = {
  name: 'areasOrganizacionaisIds',
  label: 'Áreas Organizacionais',
  kind: 'references',
  resource: 'areas-organizacionais',
  feminine: true,
  required: true,
  min: 1,
  minMessage: MSG_AREAS.selecioneAoMenosUmaArea,
  span: 12,
} as const;
