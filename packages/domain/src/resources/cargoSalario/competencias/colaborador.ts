/**
 * Talents' competence levels (spec 3 /gestao-talentos `configuracoes-niveis-competencia-colaborador`; spec 2
 * §3 'Competence analytics': competenciasColaborador beside competenciasFaixaSalarial): HR records, on a
 * date, the level a talent shows in each competence, a dated history compared with the levels the talent's
 * salary band requires on that date. The potential axis of the Nine Box is computed from them
 * (`percentualCompetencias`, resources/avaliacao/nineboxPosicao.ts). Served by special routes and screens.
 */
import { z } from 'zod';
import { defineContrato, idNome, semConteudo } from '../../../contrato.ts';
import { defineResource } from '../../../resource.ts';
import { MSG_COMPETENCIA as M } from './messages.ts';
import { TIPOS_COMPETENCIA, type TipoCompetencia } from './tipos.ts';

export const NIVEIS_COLABORADOR_PATH =
  '/gestao-talentos/configuracoes-niveis-competencia-colaborador' as const;
const BASE = `/api${NIVEIS_COLABORADOR_PATH}` as const;
/**
 * The records' calls live under /registros: the declaration's own path is reserved for the generic CRUD
 * (which this register does not use, `operations: []`), and the registry test keeps it so.
 */
export const NIVEIS_COLABORADOR_API = `${BASE}/registros` as const;

export const MSG_NIVEIS_COLABORADOR = {
  talentoObrigatorio: 'Talento é obrigatório',
  talentoInexistente: 'Talento não encontrado',
  dataObrigatoria: 'Data é obrigatória',
  semCompetencias: 'Informe o nível de ao menos uma competência',
  dataRepetida: 'Já existe um registro de níveis de competência deste talento nesta data.',
  antesDaAdmissao: 'A data não pode ser anterior à admissão do talento.',
  depoisDoDesligamento: 'A data não pode ser posterior ao desligamento do talento.',
  semHistorico: 'O talento não possui histórico (faixa salarial) nesta data.',
  proprio: 'Não é permitido registrar os próprios níveis de competência.',
} as const;

/** The declaration: menu entry, access rule and the registry's checks (no generic routes). */
export const niveisCompetenciaColaborador = defineResource({
  name: 'configuracoes-niveis-competencia-colaborador',
  path: NIVEIS_COLABORADOR_PATH,
  label: 'Níveis de Competência do Talento',
  labelPlural: 'Níveis de Competência dos Talentos',
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Movimentações', 'Níveis de Competência dos Talentos'],
  access: { read: 'ROLE_CS_NIVEIS_COLABORADOR', write: 'ROLE_CS_NIVEIS_COLABORADOR_EDITAR' },
  empresaScoped: true,
  operations: [],
  fields: [
    { name: 'colaboradorId', label: 'Talento', kind: 'reference', resource: 'colaboradores', required: true },
    { name: 'data', label: 'Data', kind: 'date', required: true, feminine: true },
  ],
  list: { columns: ['colaboradorId', 'data'], sort: 'data,desc' },
  resumo: 'data',
});

const tipo = z.enum(TIPOS_COMPETENCIA.map((t) => t.value) as [TipoCompetencia, ...TipoCompetencia[]]);
const dataValida = z
  .string({ error: MSG_NIVEIS_COLABORADOR.dataObrigatoria })
  .min(1, MSG_NIVEIS_COLABORADOR.dataObrigatoria)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida');

/** POST/PUT body: the talent, the date and the level of each competence. */
export const niveisColaboradorSchema = z
  .object({
    colaboradorId: z
      .number({ error: MSG_NIVEIS_COLABORADOR.talentoObrigatorio })
      .int()
      .positive(MSG_NIVEIS_COLABORADOR.talentoObrigatorio),
    data: dataValida,
    competencias: z
      .array(
        z.object({
          tipo,
          competenciaId: z.number().int().positive(),
          nivelCompetenciaId: z.number({ error: M.nivelObrigatorio }).int().positive(M.nivelObrigatorio),
        }),
        { error: MSG_NIVEIS_COLABORADOR.semCompetencias },
      )
      .min(1, MSG_NIVEIS_COLABORADOR.semCompetencias),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.competencias.forEach((r, i) => {
      const k = `${r.tipo}${r.competenciaId}`;
      if (seen.has(k))
        ctx.addIssue({
          code: 'custom',
          path: ['competencias', i, 'competenciaId'],
          message: M.competenciaRepetida,
        });
      seen.add(k);
    });
  });
export type NiveisColaboradorBody = z.infer<typeof niveisColaboradorSchema>;

const id = z.coerce.number().int().positive();
const nivel = z.object({ id: z.number(), descricao: z.string(), ordem: z.number() });
const talento = z.object({
  id: z.number(),
  nome: z.string(),
  matricula: z.string().nullable(),
  dataAdmissao: z.string(),
});
const faixa = z.object({ id: z.number(), nome: z.string(), cargoNome: z.string() });

/** A competence the band requires on the date: its weight and the required level. */
const exigida = z.object({
  tipo,
  competenciaId: z.number(),
  competencia: idNome,
  competenciaPeso: z.number(),
  nivelCompetencia: nivel,
});

/** A recorded competence with the band's requirement beside it (null when the band does not require it). */
const registrada = z.object({
  tipo,
  competenciaId: z.number(),
  competencia: idNome,
  nivelCompetenciaId: z.number(),
  nivelCompetencia: nivel,
  exigido: z.object({ competenciaPeso: z.number(), nivelCompetencia: nivel }).nullable(),
});

const registro = z.object({
  id: z.number(),
  colaboradorId: z.number(),
  colaborador: talento,
  data: z.string(),
  faixa,
  competencias: z.array(registrada),
  /** Required competences without a recorded level (they count as 0 in the percentage). */
  naoRegistradas: z.array(exigida),
  /** The Nine Box's competence percentage (0–100; null when the band requires no competence). */
  percentualCompetencias: z.number().nullable(),
});
export type RegistroNiveisColaborador = z.infer<typeof registro>;

const linha = z.object({
  id: z.number(),
  data: z.string(),
  colaborador: z.object({ id: z.number(), nome: z.string(), matricula: z.string().nullable() }),
  faixa,
  quantidadeCompetencias: z.number(),
});
export type LinhaNiveisColaborador = z.infer<typeof linha>;

const listaIds = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'Lista de ids inválida')
  .transform((v) => v.split(',').map((x) => Number(x.trim())));

/** The records, newest first: paged, by talent name (q), talent or area (of the talent now). */
export const listarNiveisColaborador = defineContrato(`GET ${NIVEIS_COLABORADOR_API}`, {
  summary: 'Registros de níveis de competência dos talentos',
  query: z.object({
    q: z.string().max(100).optional(),
    colaboradorId: id.optional(),
    areasOrganizacionaisIds: listaIds.optional(),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(15),
  }),
  response: z.object({
    content: z.array(linha),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  }),
});

/**
 * What the form needs for a talent on a date: the talent, the band in force then, the levels (columns), the
 * competences the band requires (rows) and the talent's latest record on or before the date (to start from).
 */
export const infoNiveisColaborador = defineContrato(`GET ${BASE}/info`, {
  summary: 'Talento, faixa, níveis e competências exigidas na data',
  query: z.object({ colaboradorId: id, data: dataValida }),
  response: z.object({
    colaborador: talento,
    faixa: faixa.nullable(),
    niveis: z.array(nivel),
    exigidas: z.array(exigida),
    anterior: z
      .object({
        id: z.number(),
        data: z.string(),
        competencias: z.array(z.object({ tipo, competenciaId: z.number(), nivelCompetenciaId: z.number() })),
      })
      .nullable(),
  }),
});

export const niveisColaborador = defineContrato(`GET ${NIVEIS_COLABORADOR_API}/:id`, {
  summary: 'Registro de níveis de competência do talento, comparado com a faixa',
  params: z.object({ id }),
  response: registro,
});

const corpo = z.custom<z.input<typeof niveisColaboradorSchema>>();

export const incluirNiveisColaborador = defineContrato(`POST ${NIVEIS_COLABORADOR_API}`, {
  summary: 'Registra os níveis de competência do talento numa data',
  body: corpo,
  status: 201,
  response: registro,
});

export const alterarNiveisColaborador = defineContrato(`PUT ${NIVEIS_COLABORADOR_API}/:id`, {
  summary: 'Altera um registro de níveis de competência do talento',
  params: z.object({ id }),
  body: corpo,
  response: registro,
});

export const removerNiveisColaborador = defineContrato(`DELETE ${NIVEIS_COLABORADOR_API}/:id`, {
  summary: 'Remove um registro de níveis de competência do talento',
  params: z.object({ id }),
  response: semConteudo,
});
