/**
 * The CVs of the 40 demo candidates of captacao.ts (the ones with evaluations): personal data, address
 * in the Fortaleza area (their mobiles are 85), positions, knowledge, education, languages and
 * experiences, the required extra field and the privacy consent. Runs after the recruitment registers
 * exist; the qualification comes from the same pendências function as the server's, so a few candidates
 * without a birth date show as DADOS_INCOMPLETOS.
 */
import {
  pendenciasCandidato,
  qualificacaoPorPendencias,
} from '@ipe/domain/resources/captacao/candidatos/index';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { lerFormulario } from '../candidatos/configuracao.ts';
import { areaFormacao, areaInteresse, idioma } from '../cadastros/schema.ts';
import {
  candidatoAreaInteresse,
  candidatoCargo,
  candidatoConhecimento,
  candidatoExperiencia,
  candidatoFormacao,
  candidatoIdioma,
} from '../candidatos/schema.ts';
import { candidato } from '../schema.ts';
import { cargo } from '../../cargoSalario/areas/schema.ts';
import { conhecimento } from '../../cargoSalario/competencias/schema.ts';
import { cidade, estado } from '../../geral/schema.ts';
import { camposExtras } from '../../utilitario/schema.ts';
import { pisValido, prng } from '../../../db/seed/demo/aleatorio.ts';
import { DEMO_FEMININOS } from '../../../db/seed/demo/nomes.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

const CIDADES = ['Fortaleza', 'Caucaia', 'Maracanaú', 'Eusébio', 'Aquiraz'];
const BAIRROS = ['Aldeota', 'Centro', 'Messejana', 'Parangaba', 'Benfica', 'Meireles', 'Montese'];
const RUAS = ['Rua Barão de Aracati', 'Avenida Santos Dumont', 'Rua Padre Valdevino', 'Avenida 13 de Maio'];
const EMPRESAS = ['Comercial Aurora', 'Supermercado Boa Praça', 'Atacadão Nordeste', 'Lojas Jangada'];
const INSTITUICOES = ['Universidade Federal do Ceará', 'Universidade de Fortaleza', 'IFCE', 'Senac Ceará'];
/** Demo date of the registrations and consents: the same demo whatever the day. */
const HOJE = '2026-07-01';

const ids = <T extends { id: number }>(rows: T[]) => rows.map((r) => r.id);

export async function seedDemoCandidatosAvaliados({ tx, matrizId }: DemoCtx): Promise<void> {
  const rng = prng(20261125);
  const [cidades, cargos, areas, formacoes, conhecimentos, idiomas, candidatos, formulario] =
    await Promise.all([
      tx
        .select({ id: cidade.id, ufId: cidade.estadoId })
        .from(cidade)
        .innerJoin(estado, eq(estado.id, cidade.estadoId))
        .where(and(eq(estado.sigla, 'CE'), inArray(cidade.nome, CIDADES))),
      tx
        .select({ id: cargo.id, nome: cargo.nome })
        .from(cargo)
        .where(eq(cargo.empresaId, matrizId))
        .orderBy(asc(cargo.id)),
      tx.select({ id: areaInteresse.id }).from(areaInteresse).where(eq(areaInteresse.empresaId, matrizId)),
      tx
        .select({ id: areaFormacao.id, nome: areaFormacao.nome })
        .from(areaFormacao)
        .where(eq(areaFormacao.empresaId, matrizId)),
      tx.select({ id: conhecimento.id }).from(conhecimento).where(eq(conhecimento.empresaId, matrizId)),
      tx.select({ id: idioma.id }).from(idioma).where(eq(idioma.empresaId, matrizId)),
      tx
        .select({
          id: candidato.id,
          nome: candidato.nome,
          cpf: candidato.cpf,
          email: candidato.email,
          dddCelular: candidato.dddCelular,
          foneCelular: candidato.foneCelular,
        })
        .from(candidato)
        .where(eq(candidato.empresaId, matrizId))
        .orderBy(asc(candidato.id)),
      lerFormulario(tx, matrizId),
    ]);
  if (!cargos.length || !formacoes.length) return;
  const links = {
    cargos: [] as (typeof candidatoCargo.$inferInsert)[],
    areas: [] as (typeof candidatoAreaInteresse.$inferInsert)[],
    conh: [] as (typeof candidatoConhecimento.$inferInsert)[],
  };
  const formacaoRows: (typeof candidatoFormacao.$inferInsert)[] = [];
  const idiomaRows: (typeof candidatoIdioma.$inferInsert)[] = [];
  const expRows: (typeof candidatoExperiencia.$inferInsert)[] = [];

  for (const [i, c] of candidatos.entries()) {
    const feminino = DEMO_FEMININOS.includes(c.nome.split(' ')[0]);
    const ano = rng.int(1975, 2005);
    const primeiroEmprego = ano >= 2003;
    const local = cidades.length ? rng.pick(cidades) : null;
    const cargosDoCandidato = [...new Set([rng.pick(cargos).id, rng.pick(cargos).id])];
    for (const cargoId of cargosDoCandidato) links.cargos.push({ candidatoId: c.id, cargoId });
    if (areas.length) links.areas.push({ candidatoId: c.id, areaInteresseId: rng.pick(ids(areas)) });
    for (const conhecimentoId of new Set([rng.pick(ids(conhecimentos)), rng.pick(ids(conhecimentos))]))
      if (conhecimentoId) links.conh.push({ candidatoId: c.id, conhecimentoId });
    const area = rng.pick(formacoes);
    if (ano < 2001)
      formacaoRows.push({
        candidatoId: c.id,
        areaFormacaoId: area.id,
        curso: area.nome,
        local: rng.pick(INSTITUICOES),
        tipo: 'G',
        situacao: 'C',
        anoConclusao: ano + 23,
      });
    if (idiomas.length && rng.next() < 0.5)
      idiomaRows.push({
        candidatoId: c.id,
        idiomaId: rng.pick(ids(idiomas)),
        nivel: rng.pick(['BASICO', 'INTERMEDIARIO', 'AVANCADO']),
      });
    if (!primeiroEmprego) {
      const inicio = rng.int(Math.max(ano + 18, 1995), 2022);
      const fim = rng.next() < 0.7 ? inicio + rng.int(1, 3) : null;
      expRows.push({
        candidatoId: c.id,
        empresa: rng.pick(EMPRESAS),
        cargoId: cargosDoCandidato[0],
        dataAdmissao: `${inicio}-0${rng.int(1, 9)}-01`,
        dataDesligamento: fim && fim <= 2025 ? `${fim}-0${rng.int(1, 9)}-15` : null,
        motivoSaida: fim ? 'Busca de crescimento profissional' : null,
        salario: rng.int(15, 45) * 100,
      });
    }
    const valoresExtras = { texto1: rng.pick(['P', 'M', 'G', 'GG']), texto2: rng.pick(['Sim', 'Não']) };
    const [extras] = await tx
      .insert(camposExtras)
      .values({ empresaId: matrizId, ...valoresExtras })
      .returning({ id: camposExtras.id });
    // Every eighth candidate has not told the birth date yet: a pending required field.
    const dados = {
      sexo: feminino ? 'F' : 'M',
      dataNascimento:
        i % 8 === 7
          ? null
          : `${ano}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      escolaridade: ano < 2001 ? '09' : '07',
      estadoCivil: rng.pick(['01', '02', '01', '03']),
      naturalidade: 'Fortaleza/CE',
      pis: pisValido(rng),
      possuiParentes: 'N',
      cep: `60${rng.int(100, 899)}${rng.int(100, 999)}`,
      logradouro: rng.pick(RUAS),
      numero: String(rng.int(10, 2500)),
      bairro: rng.pick(BAIRROS),
      ufId: local?.ufId ?? null,
      cidadeId: local?.id ?? null,
      primeiroEmprego,
      pretencaoSalarial: rng.int(15, 50) * 100,
      colocacao: 'E',
      camposExtrasId: extras.id,
      aceitoPoliticaSeguranca: true,
      dataAceitePolitica: HOJE,
      versaoPolitica: formulario.versaoPolitica,
      dataAtualizacao: HOJE,
      // Registered in the first half of 2026, before the CV was completed (HOJE).
      dataCadastro: `2026-0${(i % 6) + 1}-${String((i % 27) + 1).padStart(2, '0')}`,
    };
    const pendencias = pendenciasCandidato(
      {
        ...c,
        ...dados,
        cargosIds: cargosDoCandidato,
        experiencias: primeiroEmprego ? [] : ['experiência'],
        camposExtras: valoresExtras,
      },
      formulario,
    );
    await tx
      .update(candidato)
      .set({ ...dados, ...qualificacaoPorPendencias(pendencias) })
      .where(eq(candidato.id, c.id));
  }
  if (links.cargos.length) await tx.insert(candidatoCargo).values(links.cargos);
  if (links.areas.length) await tx.insert(candidatoAreaInteresse).values(links.areas);
  if (links.conh.length) await tx.insert(candidatoConhecimento).values(links.conh);
  if (formacaoRows.length) await tx.insert(candidatoFormacao).values(formacaoRows);
  if (idiomaRows.length) await tx.insert(candidatoIdioma).values(idiomaRows);
  if (expRows.length) await tx.insert(candidatoExperiencia).values(expRows);
}
