/** The candidate's special read routes (spec 1 §7 'Candidate'). */
import {
  isValidCpf,
  NIVEL_IDIOMA_OPTIONS,
  onlyDigits,
  optionLabel,
  SITUACAO_FORMACAO_OPTIONS,
  TIPO_FORMACAO_OPTIONS,
} from '@ipe/domain';
import {
  candidatosHomonimos,
  empresasPorCpf,
  validaCpf,
} from '@ipe/domain/resources/captacao/candidatos/contratos';
import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/index.ts';
import { cargo } from '../../cargoSalario/areas/schema.ts';
import { conhecimento } from '../../cargoSalario/competencias/schema.ts';
import { cidade, estado } from '../../geral/schema.ts';
import { areaFormacao, areaInteresse, idioma } from '../cadastros/schema.ts';
import { candidato } from '../schema.ts';
import { candidatoAreaInteresse, candidatoConhecimento } from './schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { empresasVisiveis, exigirEmpresaVisivel } from '../../../platform/auth/empresasVisiveis.ts';
import { BASE, tags } from './configuracao.ts';
import { comTempo, lerCompleto, lerRegistro, type Registro, verificarPendencias } from './leitura.ts';

const READ = candidatos.access.read;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const cpfQuery = z.string({ error: 'CPF é obrigatório' }).transform(onlyDigits);

/** Names of referenced rows by id (one query). */
async function nomes(db: Db, ids: number[], t: typeof cargo | typeof areaFormacao | typeof idioma) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select({ id: t.id, nome: t.nome }).from(t).where(inArray(t.id, ids));
  return new Map(rows.map((r) => [r.id, r.nome]));
}
const ref = (m: Map<number, string>, id: unknown) =>
  typeof id === 'number' ? { id, nome: m.get(id) ?? null } : null;

/** Escapes LIKE wildcards of a user text. */
const semCuringas = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function registerConsultas(fastify: FastifyInstance, db: Db) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const get = <P extends z.ZodTypeAny>(
    path: string,
    summary: string,
    params: P,
    handler: (p: z.infer<P>, empresaId: number, q: Record<string, string>) => Promise<unknown>,
  ) =>
    app.get(path, { config: { access: READ }, schema: { tags, summary, params } }, async (req) =>
      handler(req.params as z.infer<P>, sessionOf(req).empresaId, req.query as Record<string, string>),
    );

  get(
    `${BASE}/:id/completo`,
    'Candidato completo (com campos extras e tempo de experiência)',
    idParams,
    async (p, e, q) => {
      const c = await lerCompleto(db, e, p.id);
      if (q.comCargos !== 'true') return c;
      const m = await nomes(db, c.cargosIds as number[], cargo);
      return { ...c, cargos: (c.cargosIds as number[]).map((id) => ref(m, id)) };
    },
  );

  get(`${BASE}/:id/conhecimentos`, 'Conhecimentos do candidato', idParams, async (p, e) => {
    await lerRegistro(db, e, p.id);
    return db
      .select({ id: conhecimento.id, nome: conhecimento.nome })
      .from(candidatoConhecimento)
      .innerJoin(conhecimento, eq(conhecimento.id, candidatoConhecimento.conhecimentoId))
      .where(eq(candidatoConhecimento.candidatoId, p.id))
      .orderBy(asc(conhecimento.nome));
  });

  get(`${BASE}/:id/areas-interesses`, 'Áreas de interesse do candidato', idParams, async (p, e) => {
    await lerRegistro(db, e, p.id);
    return db
      .select({ id: areaInteresse.id, nome: areaInteresse.nome })
      .from(candidatoAreaInteresse)
      .innerJoin(areaInteresse, eq(areaInteresse.id, candidatoAreaInteresse.areaInteresseId))
      .where(eq(candidatoAreaInteresse.candidatoId, p.id))
      .orderBy(asc(areaInteresse.nome));
  });

  get(`${BASE}/:id/formacoes`, 'Formação acadêmica do candidato', idParams, async (p, e) => {
    const rows = (await lerRegistro(db, e, p.id)).formacao as Registro[];
    const m = await nomes(
      db,
      rows.map((r) => r.areaFormacaoId as number),
      areaFormacao,
    );
    return rows.map((r) => ({
      ...r,
      areaFormacao: ref(m, r.areaFormacaoId),
      tipoDescricao: optionLabel(TIPO_FORMACAO_OPTIONS, r.tipo as string),
      situacaoDescricao: optionLabel(SITUACAO_FORMACAO_OPTIONS, r.situacao as string),
    }));
  });

  get(`${BASE}/:id/certificados`, 'Cursos e certificados do candidato', idParams, async (p, e) => {
    return (await lerRegistro(db, e, p.id)).certificados;
  });

  get(`${BASE}/:id/idiomas`, 'Idiomas do candidato', idParams, async (p, e) => {
    const rows = (await lerRegistro(db, e, p.id)).candidatoIdiomas as Registro[];
    const m = await nomes(
      db,
      rows.map((r) => r.idiomaId as number),
      idioma,
    );
    return rows.map((r) => ({
      ...r,
      idioma: ref(m, r.idiomaId),
      nivelDescricao: optionLabel(NIVEL_IDIOMA_OPTIONS, r.nivel as string),
    }));
  });

  get(`${BASE}/:id/experiencias`, 'Experiências profissionais do candidato', idParams, async (p, e) => {
    const rows = (await lerRegistro(db, e, p.id)).experiencias as Registro[];
    const m = await nomes(db, rows.map((r) => r.cargoId as number).filter(Boolean), cargo);
    return rows.map((r) => ({ ...comTempo(r), cargo: ref(m, r.cargoId) }));
  });

  get(`${BASE}/:id/informacao`, 'Resumo do candidato (cabeçalhos e cartões)', idParams, async (p, e) => {
    const [row] = await db
      .select({
        id: candidato.id,
        nome: candidato.nome,
        nomeSocial: candidato.nomeSocial,
        cpf: candidato.cpf,
        email: candidato.email,
        dddCelular: candidato.dddCelular,
        foneCelular: candidato.foneCelular,
        dataNascimento: candidato.dataNascimento,
        idade: sql<number | null>`extract(year from age(${candidato.dataNascimento}))::int`,
        cidade: cidade.nome,
        uf: estado.sigla,
        disponivel: candidato.disponivel,
        contratado: candidato.contratado,
        qualificacaoCadastral: candidato.qualificacaoCadastral,
        mensagemQualificacao: candidato.mensagemQualificacao,
        dataCadastro: candidato.dataCadastro,
        dataAtualizacao: candidato.dataAtualizacao,
        temFoto: sql<boolean>`${candidato.foto} is not null`,
      })
      .from(candidato)
      .leftJoin(cidade, eq(cidade.id, candidato.cidadeId))
      .leftJoin(estado, eq(estado.id, candidato.ufId))
      .where(and(eq(candidato.id, p.id), eq(candidato.empresaId, e)));
    if (!row) throw notFound();
    const { temFoto, ...resto } = row;
    return { ...resto, fotoUrl: `${BASE}/${p.id}/foto`, temFoto };
  });

  app.get(
    `${BASE}/:id/empresa/:empresaId/verificar-pendencias`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Pendências do candidato pela configuração de uma empresa',
        params: z.object({
          id: z.coerce.number().int().positive(),
          empresaId: z.coerce.number().int().positive(),
        }),
      },
    },
    async (req) => {
      const s = sessionOf(req);
      await exigirEmpresaVisivel(db, s, req.params.empresaId);
      return verificarPendencias(db, s.empresaId, req.params.id, req.params.empresaId);
    },
  );

  // Duplicate CPF check of the form: another candidate of the company with this CPF (optionally hired).
  rota(fastify, validaCpf, { config: { access: READ }, schema: { tags } }, async (req) => {
    const { cpf, candidatoId, contratado } = req.query;
    const valido = isValidCpf(cpf);
    const [outro] = valido
      ? await db
          .select({ id: candidato.id, nome: candidato.nome, contratado: candidato.contratado })
          .from(candidato)
          .where(
            and(
              eq(candidato.empresaId, sessionOf(req).empresaId),
              eq(candidato.cpf, cpf),
              candidatoId ? ne(candidato.id, candidatoId) : undefined,
              contratado === undefined ? undefined : eq(candidato.contratado, contratado),
            ),
          )
          .limit(1)
      : [];
    return { cpfValido: valido, existe: !!outro, candidato: outro ?? null };
  });

  // Companies (among those the user may see) where this CPF is a candidate; the form asks at 11 digits.
  rota(fastify, empresasPorCpf, { config: { access: READ }, schema: { tags } }, async (req) => {
    const { cpf } = req.query;
    if (cpf.length !== 11) throw badRequest('Cpf inválido.');
    return db
      .selectDistinct({ id: empresa.id, nome: empresa.nome, candidatoId: candidato.id })
      .from(candidato)
      .innerJoin(empresa, eq(empresa.id, candidato.empresaId))
      .where(and(eq(candidato.cpf, cpf), empresasVisiveis(db, sessionOf(req))))
      .orderBy(asc(empresa.nome));
  });

  // Homonyms: same name ignoring case and accents (a warning in the form, never an error).
  rota(fastify, candidatosHomonimos, { config: { access: READ }, schema: { tags } }, async (req) => {
    const nome = req.query.nome.replace(/\s+/g, ' ');
    if (!nome) return [];
    return db
      .select({
        id: candidato.id,
        nome: candidato.nome,
        cpf: candidato.cpf,
        dataNascimento: candidato.dataNascimento,
      })
      .from(candidato)
      .where(
        and(
          eq(candidato.empresaId, sessionOf(req).empresaId),
          sql`ipe_unaccent(${candidato.nome}) ilike ipe_unaccent(${semCuringas(nome)})`,
          req.query.candidatoId ? ne(candidato.id, req.query.candidatoId) : undefined,
        ),
      )
      .orderBy(asc(candidato.id))
      .limit(20);
  });

  // The company's candidate with this CPF (404 when none).
  app.get(
    `${BASE}/candidato-cpf`,
    {
      config: { access: READ },
      schema: { tags, summary: 'Candidato da empresa pelo CPF', querystring: z.object({ cpf: cpfQuery }) },
    },
    async (req) => {
      const [c] = await db
        .select({ id: candidato.id })
        .from(candidato)
        .where(and(eq(candidato.empresaId, sessionOf(req).empresaId), eq(candidato.cpf, req.query.cpf)))
        .limit(1);
      const empresaId = sessionOf(req).empresaId;
      if (!c) throw notFound();
      return lerCompleto(db, empresaId, c.id);
    },
  );
}
