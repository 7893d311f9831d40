/** The candidate's special read routes (spec 1 §7 'Candidate'). */
import {
  isAllowed,
  isValidCpf,
  NIVEL_IDIOMA_OPTIONS,
  optionLabel,
  SITUACAO_FORMACAO_OPTIONS,
  TIPO_FORMACAO_OPTIONS,
} from '@ipe/domain';
import {
  candidatosHomonimos,
  empresasPorCpf,
  validaCpf,
} from '@ipe/domain/resources/captacao/candidatos/contratos';
import {
  areasInteresseDoCandidato,
  candidatoCompleto,
  candidatoPorCpf,
  certificadosDoCandidato,
  conhecimentosDoCandidato,
  experienciasDoCandidato,
  formacoesDoCandidato,
  idiomasDoCandidato,
  informacaoDoCandidato,
  pendenciasDoCandidato,
} from '@ipe/domain/resources/captacao/candidatos/contratosConsultas';
import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import { mascararCpf } from '@ipe/domain/resources/captacao/selecao/index';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { comTempo, type Linha, lerCompleto, lerRegistro, verificarPendencias } from './leitura.ts';

const READ = candidatos.access.read;

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
  const opcoes = { config: { access: READ }, schema: { tags } };

  rota(fastify, candidatoCompleto, opcoes, async (req) => {
    const c = await lerCompleto(db, sessionOf(req).empresaId, req.params.id);
    if (req.query.comCargos !== 'true') return c;
    const m = await nomes(db, c.cargosIds as number[], cargo);
    return { ...c, cargos: (c.cargosIds as number[]).map((id) => ({ id, nome: m.get(id) ?? null })) };
  });

  rota(fastify, conhecimentosDoCandidato, opcoes, async (req) => {
    await lerRegistro(db, sessionOf(req).empresaId, req.params.id);
    return db
      .select({ id: conhecimento.id, nome: conhecimento.nome })
      .from(candidatoConhecimento)
      .innerJoin(conhecimento, eq(conhecimento.id, candidatoConhecimento.conhecimentoId))
      .where(eq(candidatoConhecimento.candidatoId, req.params.id))
      .orderBy(asc(conhecimento.nome));
  });

  rota(fastify, areasInteresseDoCandidato, opcoes, async (req) => {
    await lerRegistro(db, sessionOf(req).empresaId, req.params.id);
    return db
      .select({ id: areaInteresse.id, nome: areaInteresse.nome })
      .from(candidatoAreaInteresse)
      .innerJoin(areaInteresse, eq(areaInteresse.id, candidatoAreaInteresse.areaInteresseId))
      .where(eq(candidatoAreaInteresse.candidatoId, req.params.id))
      .orderBy(asc(areaInteresse.nome));
  });

  /** The record's rows of one list. */
  const linhas = async (req: { params: { id: number } } & FastifyRequest, lista: string) =>
    (await lerRegistro(db, sessionOf(req).empresaId, req.params.id))[lista] as Linha[];

  rota(fastify, formacoesDoCandidato, opcoes, async (req) => {
    const rows = await linhas(req, 'formacao');
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

  rota(fastify, certificadosDoCandidato, opcoes, async (req) => linhas(req, 'certificados'));

  rota(fastify, idiomasDoCandidato, opcoes, async (req) => {
    const rows = await linhas(req, 'candidatoIdiomas');
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

  rota(fastify, experienciasDoCandidato, opcoes, async (req) => {
    const rows = await linhas(req, 'experiencias');
    const m = await nomes(db, rows.map((r) => r.cargoId as number).filter(Boolean), cargo);
    return rows.map((r) => ({ ...comTempo(r), cargo: ref(m, r.cargoId) }));
  });

  rota(fastify, informacaoDoCandidato, opcoes, async (req) => {
    const { id } = req.params;
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
      .where(and(eq(candidato.id, id), eq(candidato.empresaId, sessionOf(req).empresaId)));
    if (!row) throw notFound();
    const { temFoto, ...resto } = row;
    return { ...resto, fotoUrl: `${BASE}/${id}/foto`, temFoto };
  });

  rota(fastify, pendenciasDoCandidato, opcoes, async (req) => {
    const s = sessionOf(req);
    await exigirEmpresaVisivel(db, s, req.params.empresaId);
    return verificarPendencias(db, s.empresaId, req.params.id, req.params.empresaId);
  });

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

  // Homonyms: same name ignoring case and accents (a warning in the form, never an error). The CPF is
  // masked as in the candidate list (issue 24 §3) unless the caller registers candidates (the write
  // authority): readers (evaluators, the list's readers) get '***.982.247-**'.
  rota(fastify, candidatosHomonimos, { config: { access: READ }, schema: { tags } }, async (req) => {
    const nome = req.query.nome.replace(/\s+/g, ' ');
    if (!nome) return [];
    const cpfInteiro = isAllowed(candidatos.access.write, sessionOf(req).authorities);
    const linhas = await db
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
    return cpfInteiro ? linhas : linhas.map((l) => ({ ...l, cpf: mascararCpf(l.cpf) }));
  });

  // The company's candidate with this CPF (404 when none).
  rota(fastify, candidatoPorCpf, opcoes, async (req) => {
    const empresaId = sessionOf(req).empresaId;
    const [c] = await db
      .select({ id: candidato.id })
      .from(candidato)
      .where(and(eq(candidato.empresaId, empresaId), eq(candidato.cpf, req.query.cpf)))
      .limit(1);
    if (!c) throw notFound();
    return lerCompleto(db, empresaId, c.id);
  });
}
