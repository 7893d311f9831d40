import { defineResource } from '../../../resource.ts';
import { PARAMETROS_SISTEMA_ACCESS, PARAMETROS_SISTEMA_PATH } from '../rotas.ts';

/**
 * The installation's parameters (spec 3 §3, §7 'System parameters'): a singleton edited at
 * /utilitario/parametros-sistema (GET and PUT on the root, no list). Declared like a resource for its
 * schema and form, but served by the part's own routes, so it is not in the registry.
 */
export const parametrosSistema = defineResource({
  name: 'parametros-sistema',
  path: PARAMETROS_SISTEMA_PATH,
  label: 'Parâmetros do Sistema',
  labelPlural: 'Parâmetros do Sistema',
  modulo: 'utilitario',
  access: PARAMETROS_SISTEMA_ACCESS,
  empresaScoped: false,
  operations: ['get', 'update'],
  fields: [
    {
      name: 'compartilharCandidatos',
      label: 'Compartilhar candidatos entre as empresas',
      kind: 'boolean',
      tab: 'Compartilhamento',
      span: 12,
    },
    {
      name: 'compartilharColaboradores',
      label: 'Compartilhar talentos entre as empresas',
      kind: 'boolean',
      span: 12,
    },
    { name: 'compartilharCursos', label: 'Compartilhar cursos entre as empresas', kind: 'boolean', span: 12 },
    {
      name: 'aderiuAoESocial',
      label: 'A instalação aderiu ao eSocial',
      kind: 'boolean',
      default: true,
      tab: 'Geral',
      span: 12,
    },
    {
      name: 'inverterEixoResultadoNineBox',
      label: 'Inverter os eixos do resultado da Matriz Nine Box',
      kind: 'boolean',
      tab: 'Geral',
      span: 12,
    },
    {
      name: 'diasAvisoPeriodoExperiencia',
      label: 'Avisar o fim do período de experiência com antecedência de (dias)',
      kind: 'integer',
      required: true,
      min: 0,
      max: 90,
      tab: 'Geral',
    },
    {
      name: 'emailRemetente',
      label: 'E-mail remetente das mensagens do sistema',
      kind: 'email',
      max: 120,
      tab: 'Geral',
    },
    { name: 'linkChat', label: 'Link do chat de atendimento', kind: 'text', max: 255, tab: 'Suporte' },
    {
      name: 'codEmpresaSuporte',
      label: 'Código da empresa no suporte',
      kind: 'text',
      max: 20,
      tab: 'Suporte',
    },
    {
      name: 'codClienteSuporte',
      label: 'Código do cliente no suporte',
      kind: 'text',
      max: 20,
      tab: 'Suporte',
    },
  ],
  list: { columns: ['aderiuAoESocial'], sort: 'id' },
  resumo: 'aderiuAoESocial',
  audit: true,
  refine: (v, ctx) => {
    const link = typeof v.linkChat === 'string' ? v.linkChat.trim() : '';
    if (link && !/^https?:\/\/\S+$/i.test(link))
      ctx.addIssue({
        code: 'custom',
        path: ['linkChat'],
        message: 'Link inválido: use um endereço http(s)://',
      });
  },
});

/** What GET /utilitario/parametros-sistema answers. */
export interface ParametrosSistema {
  compartilharCandidatos: boolean;
  compartilharColaboradores: boolean;
  compartilharCursos: boolean;
  aderiuAoESocial: boolean;
  inverterEixoResultadoNineBox: boolean;
  diasAvisoPeriodoExperiencia: number;
  emailRemetente: string | null;
  linkChat: string | null;
  codEmpresaSuporte: string | null;
  codClienteSuporte: string | null;
  /** Version of the running application (read-only). */
  appVersao: string;
}
