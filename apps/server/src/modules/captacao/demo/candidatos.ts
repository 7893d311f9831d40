import { asc, eq } from 'drizzle-orm';
import { areaFormacao, areaInteresse, comoFicouSabendoVaga, idioma } from '../cadastros/schema.ts';
import {
  candidatoAreaInteresse,
  candidatoCargo,
  candidatoCertificado,
  candidatoConhecimento,
  candidatoExperiencia,
  candidatoFormacao,
  candidatoIdioma,
} from '../candidatos/schema.ts';
import { candidato } from '../schema.ts';
import { cargo } from '../../cargoSalario/areas/schema.ts';
import { conhecimento } from '../../cargoSalario/competencias/schema.ts';
import { cidade, estado } from '../../geral/schema.ts';
import type { Db } from '../../../db/client.ts';
import { type CadastrosCandidato, type CandidatoGerado, geradorCandidatos } from './candidatosGerador.ts';
import { hojeDemo } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/** The candidate base of the demo company (beside the 40 of captacao.ts, which carry evaluations). */
export const DEMO_BASE_CANDIDATOS = 2000;
/** The state capitals and a few large cities (IBGE codes): 40 % of the candidates live there. */
export const CIDADES_GRANDES_IBGE = [
  3550308, 3304557, 3106200, 2927408, 2304400, 4106902, 2611606, 4314902, 5300108, 5208707, 1501402, 1302603,
  3509502, 4205407, 3205309, 2111300, 2211001, 2408102, 2507507, 2704302, 2800308,
];
const LOTE = 250;

/** The company's registers and the municipalities the generator draws from (a few queries). */
export async function cadastrosCandidato(tx: Db, empresaId: number): Promise<CadastrosCandidato> {
  const [cidades, cargos, areas, formacoes, conhecimentos, idiomas, fontes] = await Promise.all([
    tx
      .select({
        id: cidade.id,
        ufId: cidade.estadoId,
        nome: cidade.nome,
        uf: estado.sigla,
        ibge: cidade.codigoIbge,
      })
      .from(cidade)
      .innerJoin(estado, eq(estado.id, cidade.estadoId))
      .orderBy(asc(cidade.id)),
    tx
      .select({ id: cargo.id, nome: cargo.nome, nomeMercado: cargo.nomeMercado })
      .from(cargo)
      .where(eq(cargo.empresaId, empresaId))
      .orderBy(asc(cargo.id)),
    tx
      .select({ id: areaInteresse.id, nome: areaInteresse.nome })
      .from(areaInteresse)
      .where(eq(areaInteresse.empresaId, empresaId))
      .orderBy(asc(areaInteresse.id)),
    tx
      .select({ id: areaFormacao.id, nome: areaFormacao.nome })
      .from(areaFormacao)
      .where(eq(areaFormacao.empresaId, empresaId))
      .orderBy(asc(areaFormacao.id)),
    tx
      .select({ id: conhecimento.id })
      .from(conhecimento)
      .where(eq(conhecimento.empresaId, empresaId))
      .orderBy(asc(conhecimento.id)),
    tx
      .select({ id: idioma.id, nome: idioma.nome })
      .from(idioma)
      .where(eq(idioma.empresaId, empresaId))
      .orderBy(asc(idioma.id)),
    tx
      .select({ id: comoFicouSabendoVaga.id })
      .from(comoFicouSabendoVaga)
      .where(eq(comoFicouSabendoVaga.empresaId, empresaId))
      .orderBy(asc(comoFicouSabendoVaga.id)),
  ]);
  if (!cidades.length || !cargos.length) throw new Error('Semente de candidatos: faltam cidades ou cargos.');
  const grandes = new Set(CIDADES_GRANDES_IBGE);
  return {
    cidades,
    cidadesGrandes: cidades.filter((c) => c.ibge !== null && grandes.has(c.ibge)).map((c) => c.id),
    cargos,
    areasInteresse: areas,
    areasFormacao: formacoes,
    conhecimentos: conhecimentos.map((c) => c.id),
    idiomas,
    fontes: fontes.map((f) => f.id),
  };
}

/**
 * Inserts generated candidates of the company with their rows and links, LOTE per statement: one
 * INSERT of candidates, then one per child and link table (the search triggers recompute each
 * candidate's text once per statement).
 */
export async function inserirCandidatos(tx: Db, empresaId: number, gerados: CandidatoGerado[]) {
  for (let i = 0; i < gerados.length; i += LOTE) {
    const lote = gerados.slice(i, i + LOTE);
    const ids = await tx
      .insert(candidato)
      .values(lote.map((g) => ({ ...g.proprio, empresaId }) as typeof candidato.$inferInsert))
      .returning({ id: candidato.id });
    const filhos = <T>(f: (g: CandidatoGerado) => T[]) =>
      lote.flatMap((g, k) => f(g).map((row) => ({ ...row, candidatoId: ids[k].id })));
    const inserir = async (table: Parameters<Db['insert']>[0], rows: object[]) => {
      if (rows.length) await tx.insert(table).values(rows as never);
    };
    await inserir(
      candidatoCargo,
      filhos((g) => g.cargosIds.map((cargoId) => ({ cargoId }))),
    );
    await inserir(
      candidatoAreaInteresse,
      filhos((g) => g.areasInteresseIds.map((areaInteresseId) => ({ areaInteresseId }))),
    );
    await inserir(
      candidatoConhecimento,
      filhos((g) => g.conhecimentosIds.map((conhecimentoId) => ({ conhecimentoId }))),
    );
    await inserir(
      candidatoIdioma,
      filhos((g) => g.candidatoIdiomas),
    );
    await inserir(
      candidatoFormacao,
      filhos((g) => g.formacao),
    );
    await inserir(
      candidatoCertificado,
      filhos((g) => g.certificados),
    );
    await inserir(
      candidatoExperiencia,
      filhos((g) => g.experiencias),
    );
  }
}

/**
 * The demo company's candidate base: 2,000 CVs with experiences, education, certificates and
 * languages (candidatosGerador.ts), deterministic. CPFs already used by the demo's other candidates
 * are skipped (the sequence goes on).
 */
export async function seedDemoCandidatos({ tx, matrizId }: DemoCtx): Promise<void> {
  const cad = await cadastrosCandidato(tx, matrizId);
  // Reference date of the generated ages and registration dates: the seed's day (in Brazil), so the demo's
  // candidates stay within the company's data retention (LGPD purge) and their ages are right. Everything
  // else (names, CPFs, CVs) is the same on every seed.
  const gerar = geradorCandidatos(cad, hojeDemo());
  const usados = new Set(
    (await tx.select({ cpf: candidato.cpf }).from(candidato).where(eq(candidato.empresaId, matrizId)))
      .map((r) => r.cpf)
      .filter(Boolean),
  );
  const gerados: CandidatoGerado[] = [];
  for (let n = 0; gerados.length < DEMO_BASE_CANDIDATOS; n++) {
    const g = gerar(n);
    if (!usados.has(g.proprio.cpf as string)) gerados.push(g);
  }
  await inserirCandidatos(tx, matrizId, gerados);
}
