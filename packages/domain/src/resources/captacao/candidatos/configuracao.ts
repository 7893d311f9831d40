/**
 * The company's rules for the candidate form (spec 1 §5 'Candidate, full form' and 'simplified forms'):
 * which catalogue fields it requires (CAMPOS_CANDIDATO of the company screen), its visible extra fields,
 * the most cargos a candidate may pick and the privacy-policy acceptance. One pure function checks a
 * candidate against it for the form, the API and the pending-data checks.
 */
import { z } from 'zod';
import type { Field } from '../../../resource.ts';
import { SENHA_MINIMO } from '../../../session.ts';
import {
  CAMPOS_CANDIDATO,
  type CampoExtraVisivel,
  camposExtrasValoresSchema,
} from '../../utilitario/organizacao/index.ts';
import { candidatos } from './candidatos.ts';
import { MSG_CANDIDATO as M } from './mensagens.ts';

/** GET /api/captacao/candidatos/formulario: what the candidate forms (internal and external) need. */
export interface FormularioCandidato {
  /** Catalogue fields (CAMPOS_CANDIDATO[].campo) the company requires; 'nome' always. */
  obrigatorios: string[];
  /**
   * Catalogue fields external candidates see (issue 24 §4); the candidate area leaves the others out
   * (camposOcultosAoCandidato) and its API keeps their stored values. Required ones are always in it.
   */
  visiveis: string[];
  /** Visible extra fields of the company (empty while its parameter campoExtraCandidato is off). */
  camposExtras: CampoExtraVisivel[];
  maxCandidataCargo: number;
  exigirAceitePsi: boolean;
  politicaSeguranca: string | null;
  /** Version of politicaSeguranca stored with an acceptance (a hash of its text), null without one. */
  versaoPolitica: string | null;
}

/** The part of FormularioCandidato the rules use. */
export type ConfiguracaoCandidato = Pick<
  FormularioCandidato,
  'obrigatorios' | 'camposExtras' | 'maxCandidataCargo' | 'exigirAceitePsi'
>;

/** GET/PUT /api/captacao/candidatos/configuracao-campos: the catalogue with the company's choice. */
export const configuracaoCampoCandidato = z.object({
  campo: z.string(),
  label: z.string(),
  grupo: z.string(),
  fixo: z.boolean(),
  obrigatorio: z.boolean(),
  /** Shown to external candidates (always, when required or sempreVisivel). */
  visivel: z.boolean(),
});
export type ConfiguracaoCampoCandidato = z.output<typeof configuracaoCampoCandidato>;
const campoDoCatalogo = z.enum(CAMPOS_CANDIDATO.map((c) => c.campo) as [string, ...string[]], {
  error: (iss) => `Campo desconhecido: ${String(iss.input)}`,
});
/**
 * PUT body: the required fields and (optional; omitted: unchanged) the fields shown to external
 * candidates. A required field must be shown (MSG_ORG.obrigatorioOculto).
 */
export const configuracaoCamposSchema = z.object({
  obrigatorios: z.array(campoDoCatalogo),
  visiveis: z.array(campoDoCatalogo).optional(),
});

/**
 * Which form is being saved (body field `formulario` of POST/PUT /api/captacao/candidatos):
 * - completo (default): the company's required fields, extra fields, cargos limit and policy;
 * - simplificado: nome and at least 1 cargo;
 * - simplificado-curriculo: nome, at least 1 cargo, the essential pessoal fields and ocrTexto.
 */
export const FORMULARIOS_CANDIDATO = ['completo', 'simplificado', 'simplificado-curriculo'] as const;
export type FormularioTipo = (typeof FORMULARIOS_CANDIDATO)[number];
/** The pessoal fields the résumé variant of the simplified form requires. */
export const PESSOAL_SIMPLIFICADO = ['cpf', 'dataNascimento', 'sexo', 'escolaridade'] as const;

/** Facts about the stored candidate the body does not carry. */
export interface Armazenado {
  temFoto?: boolean;
  temSenha?: boolean;
}

type Valores = Record<string, unknown>;
interface Regra {
  /** Declared fields that must be filled (the message goes to each missing one). */
  campos?: readonly string[];
  /** Custom check: the failing entries. */
  checar?: (v: Valores, a: Armazenado) => { field: string; message: string }[];
}

const vazio = (v: unknown) =>
  v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const fieldByName = new Map<string, Field>(candidatos.fields.map((f) => [f.name, f]));
/**
 * A field the company made required: '{label} é obrigatório', or 'obrigatória' when the declaration marks
 * the label feminine (`feminine: true`, as the generic resources word it): 'Escolaridade é obrigatória'.
 * Foto and Senha have their own checks below.
 */
export function mensagemObrigatorio(field: string): string {
  const f = fieldByName.get(field);
  return (f?.feminine ? M.obrigatoria : M.obrigatorio)(f?.label ?? field);
}

/** How each catalogue entry is satisfied: its declared fields, or a check of its own. */
const REGRAS: Record<string, Regra> = {
  foto: {
    checar: (_v, a) => (a.temFoto ? [] : [{ field: 'foto', message: M.obrigatoria('Foto') }]),
  },
  senha: {
    checar: (v, a) =>
      a.temSenha || !vazio(v.senha) ? [] : [{ field: 'senha', message: M.obrigatoria('Senha') }],
  },
  // Indiferente is no answer for a person.
  sexo: {
    checar: (v) =>
      vazio(v.sexo) || v.sexo === 'I' ? [{ field: 'sexo', message: mensagemObrigatorio('sexo') }] : [],
  },
  // "possuiParentes requires a value or the relatives text".
  parentesAmigos: {
    checar: (v) =>
      vazio(v.possuiParentes) && vazio(v.parentesAmigos)
        ? [{ field: 'possuiParentes', message: M.possuiParentesObrigatorio }]
        : [],
  },
  tituloEleitoral: { campos: ['titEleitNumero', 'titEleitZona', 'titEleitSecao'] },
  // The military certificate concerns men only.
  certificadoMilitar: {
    checar: (v) =>
      v.sexo === 'F' || !vazio(v.certMilNumero)
        ? []
        : [{ field: 'certMilNumero', message: mensagemObrigatorio('certMilNumero') }],
  },
  ctps: { campos: ['ctpsNumero', 'ctpsSerie', 'ctpsUfId'] },
  uf: { campos: ['ufId'] },
  cidade: { campos: ['cidadeId'] },
  foneFixo: { campos: ['ddd', 'foneFixo'] },
  foneCelular: { campos: ['dddCelular', 'foneCelular'] },
  habilitacao: { campos: ['numeroHab', 'categoriaHab'] },
  cargos: { campos: ['cargosIds'] },
  areasInteresse: { campos: ['areasInteresseIds'] },
  conhecimentos: { campos: ['conhecimentosIds'] },
  comoFicouSabendoVaga: { campos: ['comoFicouSabendoVagaId'] },
  // Pension details when the candidate pays one (the yes/no answers always have a value).
  socioEconomica: {
    checar: (v) =>
      v.pagaPensao === true
        ? (['quantidadePensao', 'valorPensao'] as const)
            .filter((c) => vazio(v[c]))
            .map((c) => ({ field: c, message: mensagemObrigatorio(c) }))
        : [],
  },
  // "Work experience may be empty only if first job is ticked."
  experiencias: {
    checar: (v) =>
      v.primeiroEmprego === true || !vazio(v.experiencias)
        ? []
        : [{ field: 'experiencias', message: M.experienciasObrigatorias }],
  },
};

function checarCampo(campo: string, v: Valores, a: Armazenado) {
  const r = REGRAS[campo] ?? { campos: [campo] };
  if (r.checar) return r.checar(v, a);
  return (r.campos ?? [])
    .filter((c) => vazio(v[c]))
    .map((c) => ({ field: c, message: mensagemObrigatorio(c) }));
}

/** How validarConfigurado is applied. */
export interface OpcoesValidacao {
  formulario?: FormularioTipo;
  armazenado?: Armazenado;
  /**
   * The candidate fills the form (external area, issue 7): the policy must be accepted when the company
   * requires it. HR registering a candidate records an acceptance but cannot give it for them.
   */
  peloCandidato?: boolean;
}

/**
 * The rules of the company's configuration for one form: required fields, extra fields, the cargos
 * limit, the password confirmation and (filled by the candidate) the policy acceptance. Entries point
 * at form paths ('cpf', 'camposExtras.texto1'). The declaration's own rules (formats, rows, phones, PIS)
 * are checked by its schema, not here.
 */
export function validarConfigurado(
  v: Valores,
  config: ConfiguracaoCandidato,
  { formulario = 'completo', armazenado = {}, peloCandidato = false }: OpcoesValidacao = {},
): { field: string; message: string }[] {
  const entries: { field: string; message: string }[] = [];
  const cargos = (v.cargosIds as unknown[] | undefined) ?? [];
  if (formulario !== 'completo') {
    if (!cargos.length) entries.push({ field: 'cargosIds', message: mensagemObrigatorio('cargosIds') });
    if (formulario === 'simplificado-curriculo') {
      for (const c of PESSOAL_SIMPLIFICADO) entries.push(...checarCampo(c, v, armazenado));
      if (vazio(v.ocrTexto)) entries.push({ field: 'ocrTexto', message: M.ocrTextoObrigatorio });
    }
  } else {
    // In screen (catalogue) order, whatever the configuration's order.
    for (const { campo } of CAMPOS_CANDIDATO)
      if (campo !== 'nome' && config.obrigatorios.includes(campo))
        entries.push(...checarCampo(campo, v, armazenado));
    const extras = camposExtrasValoresSchema(config.camposExtras).safeParse(v.camposExtras ?? {});
    if (!extras.success)
      for (const i of extras.error.issues)
        entries.push({ field: ['camposExtras', ...i.path].join('.'), message: i.message });
  }
  if (peloCandidato && config.exigirAceitePsi && v.aceitoPoliticaSeguranca !== true)
    entries.push({ field: 'aceitoPoliticaSeguranca', message: M.aceitePoliticaObrigatorio });
  if (cargos.length > config.maxCandidataCargo)
    entries.push({ field: 'cargosIds', message: M.maximoCargos(config.maxCandidataCargo) });
  const senha = v.senha;
  if ((!vazio(senha) || !vazio(v.confirmaSenha)) && senha !== v.confirmaSenha)
    entries.push({ field: 'confirmaSenha', message: M.senhasDevemSerIguais });
  // Repeated entries (a field required twice) are reported once.
  return [...new Map(entries.map((e) => [e.field, e])).values()];
}

/**
 * Labels of the required data a candidate lacks under a company's configuration (the pending-data
 * checks, 'verificar pendências'): catalogue labels and extra-field labels, in screen order.
 */
export function pendenciasCandidato(
  candidato: Valores & Armazenado,
  configuracao: Pick<ConfiguracaoCandidato, 'obrigatorios' | 'camposExtras'>,
): string[] {
  const labels: string[] = [];
  if (vazio(candidato.nome)) labels.push('Nome');
  for (const c of CAMPOS_CANDIDATO)
    if (
      c.campo !== 'nome' &&
      configuracao.obrigatorios.includes(c.campo) &&
      checarCampo(c.campo, candidato, candidato).length
    )
      labels.push(c.label);
  const extras = (candidato.camposExtras ?? {}) as Valores;
  for (const e of configuracao.camposExtras)
    if (e.obrigatorio && vazio(extras[e.campo])) labels.push(e.label);
  return labels;
}

/** The qualification a candidate's pending data gives, with its message. */
export function qualificacaoPorPendencias(pendencias: string[]): {
  qualificacaoCadastral: 'QUALIFICADO' | 'DADOS_INCOMPLETOS';
  mensagemQualificacao: string | null;
} {
  return pendencias.length
    ? { qualificacaoCadastral: 'DADOS_INCOMPLETOS', mensagemQualificacao: M.dadosIncompletos(pendencias) }
    : { qualificacaoCadastral: 'QUALIFICADO', mensagemQualificacao: null };
}

/** Body parts of POST/PUT beside the declared fields (validated here, stored by the server's hooks). */
export const candidatoExtrasSchema = z.object({
  formulario: z.enum(FORMULARIOS_CANDIDATO).default('completo'),
  senha: z
    .string()
    .max(100, 'Senha deve ter no máximo 100 caracteres')
    .refine(
      (v) => v === '' || v.length >= SENHA_MINIMO,
      `A senha deve ter no mínimo ${SENHA_MINIMO} caracteres`,
    )
    .nullish(),
  confirmaSenha: z.string().max(100).nullish(),
  camposExtras: z.record(z.string(), z.unknown()).nullish(),
});

/** The screen that edits the company's required fields (/captacao/candidatos/configuracao). */
export { CONFIGURACAO_CANDIDATO_ACCESS, CONFIGURACAO_CANDIDATO_PATH } from '../rotas.ts';
export const CONFIGURACAO_CANDIDATO_TITULO = 'Campos do Formulário de Candidato';
