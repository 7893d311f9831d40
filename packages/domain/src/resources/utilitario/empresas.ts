import type { z } from 'zod';
import { defineResource } from '../../resource.ts';
import { coletarErros } from './organizacao/erros.ts';
import { MSG_ORG } from './organizacao/mensagens.ts';

/** Form tabs of the company (the extra-field tabs are added by the company screen). */
export const ABAS_EMPRESA = {
  dados: 'Dados da Empresa',
  recrutamento: 'Recrutamento & Seleção',
  cargos: 'Cargos & Salários e Talentos',
  sst: 'SST',
  desenvolvimento: 'Desenvolvimento',
} as const;

/** Models of the training certificate (spec 3 §9: up to 4 logos per model, JPEG or PNG). */
export const MODELOS_CERTIFICADO = [
  { value: 'RETRATO', label: 'Retrato simples' },
  { value: 'PAISAGEM', label: 'Paisagem simples' },
  { value: 'PAISAGEM_MOLDURA', label: 'Paisagem com moldura' },
  { value: 'PAISAGEM_LOGOS', label: 'Paisagem com logos' },
] as const;

/** Rules across the company's fields: what becomes required when a parameter is on. */
export function regrasEmpresa(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  const vazio = (x: unknown) => x == null || (typeof x === 'string' && x.trim() === '');
  if (v.acIntegra === true && vazio(v.codigoAC))
    ctx.addIssue({ code: 'custom', path: ['codigoAC'], message: MSG_ORG.codigoACObrigatorio });
  if (v.exigirAceitePsi === true && vazio(v.politicaSeguranca))
    ctx.addIssue({ code: 'custom', path: ['politicaSeguranca'], message: MSG_ORG.politicaObrigatoria });
  if (v.certificado === true && vazio(v.modeloCertificado))
    ctx.addIssue({
      code: 'custom',
      path: ['modeloCertificado'],
      message: MSG_ORG.modeloCertificadoObrigatorio,
    });
}

/**
 * The same rules as field entries: zod skips an object's refinements while a field has a type error, so
 * the form and the API also call this to show every message at once.
 */
export const errosEmpresa = (v: Record<string, unknown>) => coletarErros(v, regrasEmpresa);

/** Default of 'Máximo de cargos por candidato' for a new company. */
export const MAX_CANDIDATA_CARGO_PADRAO = 10;

/**
 * The companies of the installation: company data and the company parameters of spec 3 §3
 * ('Session/system parameters', per company). Changes go to the log.
 */
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
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100, tab: ABAS_EMPRESA.dados },
    { name: 'razaoSocial', label: 'Razão Social', kind: 'text', feminine: true, max: 150 },
    { name: 'cnpj', label: 'CNPJ', kind: 'cnpj' },
    { name: 'emailContato', label: 'E-mail de contato', kind: 'email', max: 120 },
    { name: 'corPrincipal', label: 'Cor principal', kind: 'color', feminine: true },
    { name: 'corSecundaria', label: 'Cor secundária', kind: 'color', feminine: true },
    { name: 'acIntegra', label: 'Integrada ao Fortes Pessoal (folha de pagamento)', kind: 'boolean' },
    { name: 'codigoAC', label: 'Código no Fortes Pessoal', kind: 'text', max: 12 },
    {
      name: 'maxCandidataCargo',
      label: 'Máximo de cargos por candidato',
      kind: 'integer',
      required: true,
      default: 10,
      min: 1,
      max: 99,
      tab: ABAS_EMPRESA.recrutamento,
    },
    {
      name: 'tempoExclusaoCandidato',
      label: 'Excluir candidatos sem atualização há (meses)',
      kind: 'integer',
      min: 1,
      max: 240,
      tab: ABAS_EMPRESA.recrutamento,
    },
    {
      name: 'campoExtraCandidato',
      label: 'Habilitar campos extras no cadastro de candidatos',
      kind: 'boolean',
      tab: ABAS_EMPRESA.recrutamento,
    },
    {
      name: 'exigirAceitePsi',
      label: 'Exigir aceite da política de segurança da informação pelo candidato',
      kind: 'boolean',
      tab: ABAS_EMPRESA.recrutamento,
    },
    {
      name: 'politicaSeguranca',
      label: 'Política de segurança da informação',
      kind: 'textarea',
      feminine: true,
      max: 20000,
      span: 12,
      tab: ABAS_EMPRESA.recrutamento,
    },
    {
      name: 'solPessoalExibirSalario',
      label: 'Solicitação de pessoal: exibir salário',
      kind: 'boolean',
      tab: ABAS_EMPRESA.recrutamento,
    },
    {
      name: 'solPessoalExibirColabSubstituido',
      label: 'Solicitação de pessoal: exibir talento substituído',
      kind: 'boolean',
      tab: ABAS_EMPRESA.recrutamento,
    },
    {
      name: 'solPessoalObrigarDadosComplementares',
      label: 'Solicitação de pessoal: obrigar dados complementares',
      kind: 'boolean',
      tab: ABAS_EMPRESA.recrutamento,
    },
    {
      name: 'solPessoalReabrirSolicitacao',
      label: 'Solicitação de pessoal: permitir reabrir solicitação encerrada',
      kind: 'boolean',
      tab: ABAS_EMPRESA.recrutamento,
    },
    {
      name: 'exibirSalario',
      label: 'Exibir salário dos talentos',
      kind: 'boolean',
      default: true,
      tab: ABAS_EMPRESA.cargos,
    },
    {
      name: 'campoExtraColaborador',
      label: 'Habilitar campos extras no cadastro de talentos',
      kind: 'boolean',
      tab: ABAS_EMPRESA.cargos,
    },
    {
      name: 'obrigarAmbienteFuncao',
      label: 'Obrigar ambiente e função no cadastro de talentos',
      kind: 'boolean',
      tab: ABAS_EMPRESA.sst,
    },
    {
      name: 'certificado',
      label: 'Emitir certificado de participação nos cursos',
      kind: 'boolean',
      tab: ABAS_EMPRESA.desenvolvimento,
    },
    {
      name: 'modeloCertificado',
      label: 'Modelo do certificado',
      kind: 'enum',
      options: MODELOS_CERTIFICADO,
      tab: ABAS_EMPRESA.desenvolvimento,
    },
  ],
  list: {
    columns: ['nome', 'razaoSocial', 'cnpj', 'acIntegra'],
    sort: 'nome',
    search: ['nome', 'razaoSocial'],
  },
  resumo: 'nome',
  refine: (v, ctx) => regrasEmpresa(v, ctx),
});
