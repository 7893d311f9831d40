import { ALL_AUTHORITIES } from '@ipe/domain';
import { RELATORIOS_CAPTACAO } from '@ipe/domain/relatorios/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { estruturaDoPdf, infoDoPdf, palavrasDoPdf } from '../../../test/pdf.ts';
import { relatorioPdfBytes, relatorioXlsx } from '../../../test/relatorios.ts';
import { RELATORIOS_CAPTACAO_SERVIDOR } from './index.ts';
import { type Cenario, cenarioMarco2015, MARCO_2015 } from './selecaoTestkit.ts';
import { type CenarioVagas, cenarioVagas2016 } from './vagasTestkit.ts';

/**
 * The files of every recruitment report, once per layout, over the two small scenarios (March 2015
 * selection, 2016 vacancies) whose names were stretched to their columns' limits (long words, accents):
 * each PDF is read back with `pdftotext -bbox` and no word may leave the page's margins and the PDF is tagged (H1, tables with TH); each XLSX has one
 * sheet per table named as the table declares it. A report added to the registry without a case here
 * fails the first test.
 */
let t: TestApp;
let admin: Client;
let vagas: CenarioVagas;
let selecao: Cenario;
const ANO_2016 = { dataIni: '2016-01-01', dataFim: '2016-12-31' };
const LONGO =
  ' Departamento de Integração Tecnológica Supercalifragilísticoexpialidocioso e Administração Geral de Recursos Humanos Ltda';

/** Appends LONGO to a text column, cut at the column's length (distinct prefixes stay distinct). */
const alongar = (tabela: string, coluna: string, n: number, onde = sql`true`) =>
  t.database.db.execute(
    sql`update ${sql.identifier(tabela)} set ${sql.identifier(coluna)} = left(${sql.identifier(coluna)} || ${LONGO}, ${n}) where ${onde}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  selecao = await cenarioMarco2015(t);
  vagas = await cenarioVagas2016(t);
  // The company header, and the names every report prints, at their limits.
  await alongar('empresa', 'nome', 100, sql`id = 1`);
  await alongar('area_organizacional', 'nome', 60);
  await alongar('cargo', 'nome', 100);
  await alongar('cargo', 'nome_mercado', 100);
  await alongar('grupo_ocupacional', 'descricao', 100);
  await alongar('solicitacao', 'descricao', 100);
  await alongar('etapa_seletiva', 'nome', 100);
  await alongar('motivo_solicitacao', 'descricao', 100);
  await alongar('como_ficou_sabendo_vaga', 'nome', 100);
  await alongar('estabelecimento', 'nome', 100);
  await alongar('modelo_avaliacao_candidato', 'titulo', 250);
  await alongar('anuncio', 'titulo', 100);
  await alongar('candidato', 'nome', 100, sql`data_cadastro < '2017-01-01'`);
  await alongar('candidato', 'indicado_por', 100, sql`indicado_por is not null`);
  admin = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

/** The filters each report runs with: every layout and option that changes the tables. */
const casos = (): Record<string, Record<string, unknown>[]> => ({
  'candidato-selecao': [{ ...MARCO_2015, status: 'T' }],
  'analise-etapas-seletivas': [
    { ...MARCO_2015, etapasIds: selecao.etapas.map((e) => e.id), porSolicitacao: false },
    { ...MARCO_2015, etapasIds: selecao.etapas.map((e) => e.id), porSolicitacao: true },
  ],
  'avaliacao-candidato': [
    { ...MARCO_2015, opcao: 'A' },
    { ...MARCO_2015, opcao: 'B' },
  ],
  'indicacao-candidato': [{ dataIni: '2014-01-01', dataFim: '2015-12-31' }],
  'divulgacao-vaga': [
    { ...ANO_2016, layout: 'DETALHADO' },
    { ...ANO_2016, layout: 'RESUMIDO' },
  ],
  'vaga-motivo': [{ ano: 2016 }],
  'duracao-vaga': [ANO_2016],
  cargo: [
    { ...ANO_2016, filtrarPor: 1, areasIds: [vagas.areaA.id, vagas.areaB.id] },
    { ...ANO_2016, filtrarPor: 2, gruposOcupacionaisIds: [vagas.grupo.id] },
  ],
  'qualificacao-cadastral-candidato': [
    { empresasIds: [1], qualificacao: 'NAO_VERIFICADO', layout: 'DETALHADO' },
    { empresasIds: [1, 2], qualificacao: 'TODOS', layout: 'RESUMIDO' },
  ],
  'qualificacao-cadastral-solicitacao-pessoal': [
    { ...MARCO_2015, status: 'T', layout: 'DETALHADO' },
    { ...ANO_2016, status: 'T', layout: 'RESUMIDO' },
  ],
});

describe('arquivos de todos os relatórios', () => {
  it('has a case for every declared report', () => {
    expect(Object.keys(casos()).sort()).toEqual(RELATORIOS_CAPTACAO.map((r) => r.id).sort());
  });

  it.each(RELATORIOS_CAPTACAO.map((r) => r.id))('%s keeps every word inside the margins', async (id) => {
    for (const filtro of casos()[id]) {
      const pdf = await relatorioPdfBytes(admin, id, filtro);
      const { largura, altura, palavras } = await palavrasDoPdf(pdf);
      const fora = palavras.filter(
        (p) => p.xMin < 41 || p.xMax > largura - 41 || p.yMin < 0 || p.yMax > altura - 10,
      );
      expect(
        fora.map((p) => `p${p.pagina} ${p.texto} ${p.xMin}-${p.xMax}`),
        JSON.stringify(filtro),
      ).toEqual([]);
      expect(
        palavras.some((p) => p.texto.includes('Supercalifragil')),
        `${id} ${JSON.stringify(filtro)}`,
      ).toBe(true);
      // Tagged for screen readers: the title as H1, each table with its header row of TH.
      expect((await infoDoPdf(pdf)).Tagged).toBe('yes');
      const estrutura = await estruturaDoPdf(pdf);
      expect(estrutura).toMatch(/^ {2}H1 \(block\)$/m);
      expect(estrutura).toMatch(/^ {2}Table \(block\)\n {4}TR\n {6}TH$/m);
    }
  });
});

/** The sheet names a report declares for a filter: its tables' `planilha`, from its own `gerar`. */
async function planilhasDeclaradas(id: string, filtro: Record<string, unknown>) {
  const r = RELATORIOS_CAPTACAO_SERVIDOR.find((x) => x.def.id === id);
  if (!r) throw new Error(`sem servidor: ${id}`);
  const session = {
    tokenHash: '',
    usuarioId: 1,
    empresaId: 1,
    usuarioNome: 'Administrador',
    usuarioFortes: false,
    authorities: new Set<string>(ALL_AUTHORITIES),
    expiraEm: new Date(Date.now() + 60_000),
  };
  const g = await r.gerar(r.def.filtro.parse(filtro), { db: t.database.db, session, pdf: false });
  return g.tabelas.map((tabela) => tabela.planilha);
}

describe('planilhas', () => {
  it.each(RELATORIOS_CAPTACAO.filter((r) => r.xlsx).map((r) => r.id))(
    '%s names each sheet as its table declares, within 31 characters',
    async (id) => {
      for (const filtro of casos()[id]) {
        const nomes = (await relatorioXlsx(admin, id, filtro)).worksheets.map((ws) => ws.name);
        expect(nomes, JSON.stringify(filtro)).toEqual(await planilhasDeclaradas(id, filtro));
        for (const n of nomes) expect(n.length, n).toBeLessThanOrEqual(31);
      }
    },
  );
});
