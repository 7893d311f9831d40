import {
  CAMPOS_CANDIDATO,
  CAMPOS_CANDIDATO_FIXOS,
  type CampoExtraVisivel,
  type CamposExtrasEmpresa,
  camposExtrasEmpresaSchema,
  completarCamposCandidato,
  completarCamposExtras,
  type EntidadeCampoExtra,
  ENTIDADES_CAMPO_EXTRA,
  MSG_ORG,
  obrigatoriosOcultos,
  visivelPadrao,
} from '@ipe/domain/resources/utilitario/organizacao/index';
import {
  alterarCamposCandidatoDaEmpresa,
  alterarCamposExtrasDaEmpresa,
  camposCandidatoDaEmpresa,
  camposCandidatoObrigatorios,
  camposExtrasDaEmpresa,
  camposExtrasVisiveis,
  configuracoesCamposExtras,
  valoresCamposExtras,
} from '@ipe/domain/resources/utilitario/organizacao/contratosCampos';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/index.ts';
import { campoCandidatoConfig, campoExtraConfig, camposExtras } from '../schema.ts';
import { auditar } from '../../../platform/audit.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { exigirEmpresaVisivel } from '../../../platform/auth/empresasVisiveis.ts';
import { type OpcoesRota, rota } from '../../../platform/http/rota.ts';

const tags = ['utilitario'];

const campoCandidatoSchema = z.array(
  z.object({
    campo: z.string().refine((c) => CAMPOS_CANDIDATO.some((d) => d.campo === c), {
      error: (iss) => MSG_ORG.campoDesconhecido(String(iss.input)),
    }),
    obrigatorio: z.boolean(),
    /** Omitted: the stored choice stays (the company screen edits only the required ones). */
    visivel: z.boolean().optional(),
  }),
);
type CamposCandidatoBody = z.infer<typeof campoCandidatoSchema>;

/** Body parts a company PUT/POST may carry beside its fields (the company screen saves them together). */
const extrasDaEmpresa = z.object({
  camposExtras: camposExtrasEmpresaSchema.optional(),
  camposCandidato: campoCandidatoSchema.optional(),
});

function checarNome(rows: CamposCandidatoBody, prefix = '') {
  const entries = rows.flatMap((r, i) =>
    CAMPOS_CANDIDATO_FIXOS.includes(r.campo) && !r.obrigatorio
      ? [{ field: `${prefix}${i}.obrigatorio`, message: MSG_ORG.nomeSempreObrigatorio }]
      : [],
  );
  return entries;
}

// ---- reads ---------------------------------------------------------------------------------------------

export async function lerCamposExtras(db: Db, empresaId: number): Promise<CamposExtrasEmpresa> {
  const rows = await db.select().from(campoExtraConfig).where(eq(campoExtraConfig.empresaId, empresaId));
  const of = (e: EntidadeCampoExtra) => completarCamposExtras(rows.filter((r) => r.entidade === e));
  return { candidato: of('candidato'), colaborador: of('colaborador') };
}

/**
 * The catalogue with the company's choice: required and shown to external candidates. A row holds a
 * field the company set apart from the defaults (required, or visibility other than the catalogue's).
 */
export async function lerCamposCandidato(db: Db, empresaId: number) {
  const rows = await db
    .select({
      campo: campoCandidatoConfig.campo,
      obrigatorio: campoCandidatoConfig.obrigatorio,
      visivel: campoCandidatoConfig.visivel,
    })
    .from(campoCandidatoConfig)
    .where(eq(campoCandidatoConfig.empresaId, empresaId));
  const obrigatorios = new Set(rows.filter((r) => r.obrigatorio).map((r) => r.campo));
  return completarCamposCandidato(obrigatorios, new Map(rows.map((r) => [r.campo, r.visivel]))).map(
    ({ campo, label, grupo, fixo, obrigatorio, visivel }) => ({
      campo,
      label,
      grupo,
      ...(fixo ? { fixo } : {}),
      obrigatorio,
      visivel,
    }),
  );
}

/** A company's choice for every catalogue field (what gravarEscolhaCandidato stores). */
export type EscolhaCampo = { campo: string; obrigatorio: boolean; visivel: boolean };

/**
 * Stores the choice (only the fields apart from the defaults) with its audit row, after refusing a
 * required field hidden from external candidates. Used by the company screen and by Recruitment's
 * configuration screen (PUT /captacao/candidatos/configuracao-campos).
 */
export async function gravarEscolhaCandidato(tx: Db, s: Session, empresaId: number, escolha: EscolhaCampo[]) {
  const ocultos = obrigatoriosOcultos(escolha);
  if (ocultos.length)
    throw fieldErrors(
      ocultos.map((d) => ({ field: 'visiveis', message: MSG_ORG.obrigatorioOculto(d.label) })),
    );
  const resumo = (l: EscolhaCampo[]) => ({
    obrigatorios: l.filter((c) => c.obrigatorio).map((c) => c.campo),
    ocultos: l.filter((c) => !c.visivel).map((c) => c.campo),
  });
  const antes = await lerCamposCandidato(tx, empresaId);
  await tx.delete(campoCandidatoConfig).where(eq(campoCandidatoConfig.empresaId, empresaId));
  const rows = escolha
    .filter((c) => !CAMPOS_CANDIDATO_FIXOS.includes(c.campo))
    .filter((c) => c.obrigatorio || c.visivel !== visivelPadrao(c.campo))
    .map((c) => ({ empresaId, campo: c.campo, obrigatorio: c.obrigatorio, visivel: c.visivel }));
  if (rows.length) await tx.insert(campoCandidatoConfig).values(rows);
  const depois = await lerCamposCandidato(tx, empresaId);
  await auditar(tx, s, {
    entidade: 'campos-candidato',
    entidadeId: empresaId,
    acao: 'ALTERAR',
    descricao: 'Campos obrigatórios do candidato',
    antes: resumo(antes),
    depois: resumo(depois),
  });
  return depois;
}

/** Visible extra fields of the company for an entity; none while the company parameter is off. */
export async function visiveis(
  db: Db,
  empresaId: number,
  entidade: EntidadeCampoExtra,
): Promise<CampoExtraVisivel[]> {
  const [e] = await db
    .select({ candidato: empresa.campoExtraCandidato, colaborador: empresa.campoExtraColaborador })
    .from(empresa)
    .where(eq(empresa.id, empresaId));
  if (!e?.[entidade]) return [];
  return (await lerCamposExtras(db, empresaId))[entidade]
    .filter((c) => c.visivel)
    .map(({ campo, tipo, label, obrigatorio }) => ({ campo, tipo, label, obrigatorio }));
}

// ---- writes --------------------------------------------------------------------------------------------

type CamposExtrasBody = z.infer<typeof camposExtrasEmpresaSchema>;

async function gravarCamposExtras(tx: Db, s: Session, empresaId: number, body: CamposExtrasBody) {
  const antes = await lerCamposExtras(tx, empresaId);
  const enviadas = ENTIDADES_CAMPO_EXTRA.filter((e) => body[e] !== undefined);
  if (!enviadas.length) return antes;
  await tx
    .delete(campoExtraConfig)
    .where(and(eq(campoExtraConfig.empresaId, empresaId), inArray(campoExtraConfig.entidade, enviadas)));
  const rows = enviadas.flatMap((entidade) =>
    (body[entidade] ?? []).map((c) => ({
      empresaId,
      entidade,
      campo: c.campo,
      label: c.label,
      visivel: c.visivel,
      obrigatorio: c.obrigatorio,
    })),
  );
  // The last entry of a repeated field wins.
  const unique = [...new Map(rows.map((r) => [`${r.entidade}.${r.campo}`, r])).values()];
  if (unique.length) await tx.insert(campoExtraConfig).values(unique);
  const depois = await lerCamposExtras(tx, empresaId);
  await auditar(tx, s, {
    entidade: 'campos-extras',
    entidadeId: empresaId,
    acao: 'ALTERAR',
    descricao: 'Campos extras',
    antes,
    depois,
  });
  return depois;
}

async function gravarCamposCandidato(tx: Db, s: Session, empresaId: number, body: CamposCandidatoBody) {
  const antes = new Map((await lerCamposCandidato(tx, empresaId)).map((c) => [c.campo, c]));
  const enviados = new Map(body.map((c) => [c.campo, c]));
  // Fields left out of the body are not required (as before visibility existed); visibility left out stays.
  // A field made required here is shown to the candidates too (this screen does not edit visibility).
  const escolha = CAMPOS_CANDIDATO.map(({ campo }) => {
    const obrigatorio = enviados.get(campo)?.obrigatorio ?? false;
    const visivel =
      enviados.get(campo)?.visivel ?? (obrigatorio || (antes.get(campo)?.visivel ?? visivelPadrao(campo)));
    return { campo, obrigatorio, visivel };
  });
  return gravarEscolhaCandidato(tx, s, empresaId, escolha);
}

/** Hooks that save the extra-field and candidate-form configuration sent with the company itself. */
export const empresaCamposHooks = {
  validate(body: unknown) {
    const parsed = extrasDaEmpresa.safeParse(body ?? {});
    if (!parsed.success) return zodEntries(parsed.error.issues);
    return checarNome(parsed.data.camposCandidato ?? [], 'camposCandidato.');
  },
  async afterSave({ db: tx, session, id, body }: { db: Db; session: Session; id: number; body: unknown }) {
    const parsed = extrasDaEmpresa.safeParse(body ?? {});
    if (!parsed.success) throw fieldErrors(zodEntries(parsed.error.issues));
    if (parsed.data.camposExtras) await gravarCamposExtras(tx, session, id, parsed.data.camposExtras);
    if (parsed.data.camposCandidato)
      await gravarCamposCandidato(tx, session, id, parsed.data.camposCandidato);
  },
};

/** Extra fields (campos extras) and the candidate form's required fields, per company. */
export function registerCampos(app: FastifyInstance, db: Db) {
  const ler: OpcoesRota = { config: { access: 'ROLE_UTI_EMPRESAS' }, schema: { tags } };
  const editar: OpcoesRota = { config: { access: 'ROLE_UTI_EMPRESAS_EDITAR' }, schema: { tags } };
  const sessao: OpcoesRota = { config: { access: 'authenticated' }, schema: { tags } };

  rota(app, camposExtrasDaEmpresa, ler, async (req) => {
    await exigirEmpresaVisivel(db, sessionOf(req), req.params.id);
    return lerCamposExtras(db, req.params.id);
  });

  rota(app, alterarCamposExtrasDaEmpresa, editar, async (req) => {
    const s = sessionOf(req);
    const parsed = camposExtrasEmpresaSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw fieldErrors(zodEntries(parsed.error.issues));
    await exigirEmpresaVisivel(db, s, req.params.id);
    return db.transaction((t) => gravarCamposExtras(t as unknown as Db, s, req.params.id, parsed.data));
  });

  rota(app, camposExtrasVisiveis, sessao, async (req) =>
    visiveis(db, sessionOf(req).empresaId, req.params.entidade),
  );

  // Every extra field of the session's company for an entity, hidden ones too (report columns, forms).
  rota(
    app,
    configuracoesCamposExtras,
    sessao,
    async (req) => (await lerCamposExtras(db, sessionOf(req).empresaId))[req.query.entidade],
  );

  // The extra-field values of one candidate or talent (they point at the row), of the session's company.
  rota(app, valoresCamposExtras, sessao, async (req) => {
    const [row] = await db
      .select()
      .from(camposExtras)
      .where(and(eq(camposExtras.id, req.params.id), eq(camposExtras.empresaId, sessionOf(req).empresaId)));
    if (!row) throw notFound();
    const { empresaId: _e, ...values } = row;
    return values;
  });

  rota(app, camposCandidatoDaEmpresa, ler, async (req) => {
    await exigirEmpresaVisivel(db, sessionOf(req), req.params.id);
    return lerCamposCandidato(db, req.params.id);
  });

  rota(app, alterarCamposCandidatoDaEmpresa, editar, async (req) => {
    const s = sessionOf(req);
    const parsed = campoCandidatoSchema.safeParse(req.body);
    if (!parsed.success) throw fieldErrors(zodEntries(parsed.error.issues));
    const nome = checarNome(parsed.data);
    if (nome.length) throw fieldErrors(nome);
    await exigirEmpresaVisivel(db, s, req.params.id);
    return db.transaction((t) => gravarCamposCandidato(t as unknown as Db, s, req.params.id, parsed.data));
  });

  // What the candidate forms require in the session's company.
  rota(app, camposCandidatoObrigatorios, sessao, async (req) =>
    (await lerCamposCandidato(db, sessionOf(req).empresaId)).filter((c) => c.obrigatorio).map((c) => c.campo),
  );
}
