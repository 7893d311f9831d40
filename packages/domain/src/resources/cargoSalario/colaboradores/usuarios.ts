/**
 * The employee as a user (issue 19): users created from talents in bulk, the printable first-access
 * letters, the built-in 'Colaborador' profile and 'Atualizar Meus Dados' (the employee's own contact data).
 */
import { z } from 'zod';
import { arquivo, defineContrato } from '../../../contrato.ts';
import type { MenuEntry } from '../../../menu.ts';
import { resourceSchema } from '../../../resource.ts';
import { ACESSO_USUARIOS_COLABORADORES, USUARIOS_COLABORADORES_PATH } from '../caminhos.ts';
import { colaboradores } from './colaboradores.ts';

export const MSG_USUARIOS_COLABORADORES = {
  semCpf: 'Talento sem CPF.',
  jaPossuiUsuario: 'Talento já possui usuário.',
  cpfDeOutroUsuario: 'O CPF já pertence a outro usuário.',
  nenhumSelecionado: 'Selecione ao menos um usuário.',
  usuarioNaoEncontrado: 'Usuário de talento não encontrado.',
  cartaJaUsada: 'Este usuário já definiu a própria senha: a carta não é mais necessária.',
  semColaborador: 'Seu usuário não está ligado a um talento: não há dados pessoais para atualizar.',
  dadosAtualizados: 'Dados atualizados com sucesso.',
} as const;

/** Why a talent got no user (the bulk creation's report). */
export const MOTIVOS_IGNORADO = {
  semCpf: MSG_USUARIOS_COLABORADORES.semCpf,
  jaPossuiUsuario: MSG_USUARIOS_COLABORADORES.jaPossuiUsuario,
  cpfDeOutroUsuario: MSG_USUARIOS_COLABORADORES.cpfDeOutroUsuario,
} as const;

/** Key of the built-in profile (perfil.chave) and its name. */
export const PERFIL_COLABORADOR = { chave: 'COLABORADOR', nome: 'Colaborador' } as const;
/**
 * The self-service authorities the 'Colaborador' profile holds (and nothing else): later modules add
 * theirs here (answering evaluations, surveys, class evaluations).
 */
export const AUTORIDADES_AUTOSERVICO: readonly string[] = ['ROLE_CAD_INFO_PESSOAL'];

export { ACESSO_USUARIOS_COLABORADORES, USUARIOS_COLABORADORES_PATH } from '../caminhos.ts';
export const MENU_USUARIOS_COLABORADORES: MenuEntry[] = [
  {
    breadcrumb: ['Cargos & Salários', 'Cadastros', 'Acesso dos Talentos'],
    spaUrl: USUARIOS_COLABORADORES_PATH,
    access: ACESSO_USUARIOS_COLABORADORES,
  },
];

const BASE = '/api/cargo-salario/colaboradores/usuarios';
const idOpcional = z.number().int().positive().nullish();

export const criarUsuariosColaboradoresSchema = z.object({
  /** Talents of this establishment only (none: every establishment). */
  estabelecimentoId: idOpcional,
  /** Talents of this area and its sub-areas only (none: every area). */
  areaOrganizacionalId: idOpcional,
});

/** How the new user gets its first password: an e-mailed link, or a printed letter with a code. */
export const ACESSO_INICIAL = ['EMAIL', 'CARTA'] as const;

export const criarUsuariosColaboradores = defineContrato(`POST ${BASE}`, {
  summary: 'Cria, em uma transação, usuários (perfil Colaborador) para os talentos ativos escolhidos',
  body: criarUsuariosColaboradoresSchema,
  response: z.object({
    criados: z.array(
      z.object({
        usuarioId: z.number(),
        colaboradorId: z.number(),
        nome: z.string(),
        acesso: z.enum(ACESSO_INICIAL),
      }),
    ),
    ignorados: z.array(z.object({ colaboradorId: z.number(), nome: z.string(), motivo: z.string() })),
  }),
});

export const cartasPrimeiroAcesso = defineContrato(`POST ${BASE}/cartas`, {
  summary: 'Cartas de primeiro acesso (PDF) com um código de uso único para cada usuário escolhido',
  body: z.object({
    usuariosIds: z
      .array(z.number().int().positive())
      .min(1, MSG_USUARIOS_COLABORADORES.nenhumSelecionado)
      .max(500),
  }),
  response: arquivo('application/pdf'),
});

/** The contact fields an employee edits in 'Atualizar Meus Dados', with the talent form's rules. */
export const CAMPOS_MEUS_DADOS = [
  'email',
  'dddCelular',
  'celular',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'estadoId',
  'cidadeId',
] as const;
export const camposMeusDados = colaboradores.fields.filter((f) =>
  (CAMPOS_MEUS_DADOS as readonly string[]).includes(f.name),
);
export const meusDadosSchema = resourceSchema({ fields: camposMeusDados });

const meusDadosResposta = z.object({
  nome: z.string(),
  cpf: z.string().nullable(),
  email: z.string().nullable(),
  dddCelular: z.string().nullable(),
  celular: z.string().nullable(),
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  estadoId: z.number().nullable(),
  cidadeId: z.number().nullable(),
});

export const lerMeusDados = defineContrato('GET /api/userinfo/meus-dados', {
  summary: 'Os dados de contato do talento ligado ao usuário da sessão',
  response: meusDadosResposta,
});

export const salvarMeusDados = defineContrato('PUT /api/userinfo/meus-dados', {
  summary: 'Atualiza e-mail, celular e endereço do próprio talento (nunca o de outro)',
  body: z.custom<z.input<typeof meusDadosSchema>>(),
  response: z.object({ message: z.string(), dados: meusDadosResposta }),
});
