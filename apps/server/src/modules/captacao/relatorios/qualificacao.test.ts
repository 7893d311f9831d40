import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidato } from '../schema.ts';
import {
  type Client,
  createTestApp,
  DEMO_ADMIN,
  DEMO_CONSULTA,
  type TestApp,
} from '../../../test/harness.ts';
import {
  celulas,
  esperarSemDados,
  relatorioPdf,
  relatorioXlsx,
  urlRelatorio,
} from '../../../test/relatorios.ts';
import { entries, usuarioCom } from '../../../platform/questionario/testkit.ts';

/** '***.982.247-**': the middle six digits only. */
const CPF_MASCARADO = /^\*{3}\.\d{3}\.\d{3}-\*{2}$/;

/**
 * The two registration-quality reports over the demo data: counts read from the database and compared
 * with the PDF's text and the XLSX's cells; company scoping; the filter rules.
 */
const CANDIDATO = 'qualificacao-cadastral-candidato';
const SOLICITACAO = 'qualificacao-cadastral-solicitacao-pessoal';
const fmt = new Intl.NumberFormat('pt-BR');

let t: TestApp;
let admin: Client;
let contagem: Record<string, number>;
let total: number;

async function linhas<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  const r = await linhas<{ q: string; n: number }>(
    sql`select qualificacao_cadastral as q, count(*)::int as n from candidato where empresa_id = 1 group by 1`,
  );
  contagem = Object.fromEntries(r.map((x) => [x.q, x.n]));
  total = r.reduce((s, x) => s + x.n, 0);
});
afterAll(() => t?.close());

describe('qualificação cadastral de candidatos', () => {
  it('requires at least one company and a known qualification', async () => {
    expect(
      entries(await admin.post(urlRelatorio(CANDIDATO), { empresasIds: [], qualificacao: 'X' })),
    ).toEqual([
      { field: 'empresasIds', message: 'Selecione ao menos uma Empresa' },
      { field: 'qualificacao', message: 'Qualificação inválida' },
    ]);
  });

  it("answers 403 for a company the user cannot log into, and without the reports' authority", async () => {
    const soMatriz = await usuarioCom(t, admin, ['ROLE_CAP_RELATORIOS'], 1);
    expect((await soMatriz.post(urlRelatorio(CANDIDATO), { empresasIds: [1, 2] })).statusCode).toBe(403);
    expect((await soMatriz.post(urlRelatorio(CANDIDATO), { empresasIds: [1] })).statusCode).toBe(200);
    const consulta = await t.login(DEMO_CONSULTA, 1);
    expect((await consulta.post(urlRelatorio(CANDIDATO), { empresasIds: [1] })).statusCode).toBe(403);
  });

  it('says there is no data for a company without candidates', async () => {
    const [{ n }] = await linhas<{ n: number }>(
      sql`select count(*)::int as n from candidato where empresa_id = 2`,
    );
    expect(n).toBe(0);
    esperarSemDados(await admin.post(urlRelatorio(CANDIDATO), { empresasIds: [2] }));
  });

  it('prints per category the count and the share of the company, then each candidate with the missing fields', async () => {
    const texto = await relatorioPdf(admin, CANDIDATO, { empresasIds: [1] }, true);
    expect(texto).toContain('Empresas: Ipê Demonstração Ltda');
    const pct = (n: number) =>
      `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round((n * 1000) / total) / 10)} %`;
    for (const [q, rotulo] of [
      ['QUALIFICADO', 'Qualificado'],
      ['DADOS_INCOMPLETOS', 'Dados incompletos'],
      ['NAO_VERIFICADO', 'Não verificado'],
    ] as const)
      expect(texto).toMatch(
        new RegExp(
          `${rotulo}\\s+${fmt.format(contagem[q]).replace('.', '\\.')}\\s+${pct(contagem[q]).replace(',', ',')}`,
        ),
      );
    expect(texto).toMatch(new RegExp(`Total geral\\s+${fmt.format(total).replace('.', '\\.')}\\s+100,0 %`));
    const [incompleto] = await linhas<{ nome: string; mensagem: string }>(
      sql`select nome, mensagem_qualificacao as mensagem from candidato where empresa_id = 1 and qualificacao_cadastral = 'DADOS_INCOMPLETOS' order by nome collate "und-x-icu", id limit 1`,
    );
    const pendencias = incompleto.mensagem.replace(/^[^:]*:\s*/, '').replace(/\.$/, '');
    expect(texto).toMatch(new RegExp(`${incompleto.nome}.*Dados incompletos\\s+${pendencias}`));
    expect(texto).toContain(`Total geral: ${fmt.format(total)} candidato(s)`);
  });

  it('reads only the chosen companies: a candidate of the branch shows only when the branch is chosen', async () => {
    await t.database.db
      .insert(candidato)
      .values({ empresaId: 2, nome: 'Zuleica Exclusiva da Filial', qualificacaoCadastral: 'QUALIFICADO' });
    const soMatriz = await relatorioPdf(admin, CANDIDATO, { empresasIds: [1], qualificacao: 'QUALIFICADO' });
    expect(soMatriz).not.toContain('Zuleica Exclusiva da Filial');
    const ambas = await relatorioPdf(admin, CANDIDATO, { empresasIds: [1, 2], qualificacao: 'QUALIFICADO' });
    expect(ambas).toContain('Zuleica Exclusiva da Filial');
    expect(ambas).toContain('Empresa: Ipê Filial Nordeste');
    expect(ambas).toContain('Subtotal: 1 candidato(s)');
  });

  it('exports the summary and every candidate as typed XLSX cells; Resumido leaves the list out', async () => {
    const wb = await relatorioXlsx(admin, CANDIDATO, { empresasIds: [1] });
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Resumo por empresa', 'Candidatos']);
    const resumo = celulas(wb.worksheets[0]);
    expect(resumo[0]).toEqual(['Empresa', 'Qualificação cadastral', 'Candidatos', '% da empresa']);
    expect(resumo[1]).toEqual([
      'Ipê Demonstração Ltda',
      'Qualificado',
      contagem.QUALIFICADO,
      Number((contagem.QUALIFICADO / total).toPrecision(15)),
    ]);
    const lista = celulas(wb.worksheets[1]);
    expect(lista[0]).toEqual([
      'Empresa',
      'Candidato',
      'CPF',
      'Cidade/UF',
      'Qualificação',
      'Campos pendentes',
      'Atualizado em',
    ]);
    expect(lista).toHaveLength(total + 1);
    expect(lista[1][6]).toBeInstanceOf(Date);
    // A report managers run: the CPF masked (issue 24 §3), never whole.
    const cpfs = lista.slice(1).map((l) => l[2]);
    expect(cpfs.filter(Boolean).length).toBeGreaterThan(0);
    expect(cpfs.filter((c) => c && !CPF_MASCARADO.test(String(c)))).toEqual([]);
    const resumido = await relatorioXlsx(admin, CANDIDATO, { empresasIds: [1], layout: 'RESUMIDO' });
    expect(resumido.worksheets.map((w) => w.name)).toEqual(['Resumo por empresa']);
  });
});

describe('qualificação cadastral por solicitação de pessoal', () => {
  it('checks the period with the spec messages', async () => {
    expect(
      entries(await admin.post(urlRelatorio(SOLICITACAO), { dataIni: '2026-05-01', dataFim: '2026-04-01' })),
    ).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
    expect(entries(await admin.post(urlRelatorio(SOLICITACAO), {}))).toEqual([
      { field: 'dataIni', message: 'Data Inicial é obrigatória' },
      { field: 'dataFim', message: 'Data Fim é obrigatória' },
    ]);
  });

  it('says there is no data for a period without requisitions', async () => {
    esperarSemDados(
      await admin.post(urlRelatorio(SOLICITACAO), { dataIni: '1990-01-01', dataFim: '1990-12-31' }),
    );
  });

  it("lists each requisition with its candidates' qualification, and the candidates under it", async () => {
    const periodo = { dataIni: '2000-01-01', dataFim: '2099-12-31' };
    const [s] = await linhas<{ id: number; descricao: string; n: number; q: number }>(sql`
      select s.id, s.descricao, count(*)::int as n, count(*) filter (where c.qualificacao_cadastral = 'QUALIFICADO')::int as q
      from solicitacao s join candidato_solicitacao cs on cs.solicitacao_id = s.id and cs.removed_at is null
      join candidato c on c.id = cs.candidato_id where s.empresa_id = 1 group by s.id order by count(*) desc, s.id limit 1`);
    const [cand] = await linhas<{ nome: string }>(sql`
      select c.nome from candidato_solicitacao cs join candidato c on c.id = cs.candidato_id
      where cs.solicitacao_id = ${s.id} and cs.removed_at is null order by c.nome collate "und-x-icu", c.id limit 1`);
    const wb = await relatorioXlsx(admin, SOLICITACAO, periodo);
    const sols = celulas(wb.worksheets[0]);
    const [{ total: totalSol }] = await linhas<{ total: number }>(
      sql`select count(*)::int as total from solicitacao where empresa_id = 1`,
    );
    expect(sols).toHaveLength(totalSol + 1);
    const linha = sols.find((l) => l[1] === `${s.id} – ${s.descricao}`);
    expect(linha?.slice(5)).toEqual([
      s.n,
      s.q,
      expect.any(Number),
      expect.any(Number),
      Number((s.q / s.n).toPrecision(15)),
    ]);
    const candidatos = celulas(wb.worksheets[1]);
    expect(candidatos.some((l) => String(l[0]).startsWith(`${s.id} – `) && l[1] === cand.nome)).toBe(true);
    const colunaCpf = candidatos[0].indexOf('CPF');
    expect(colunaCpf).toBeGreaterThan(0);
    const cpfs = candidatos.slice(1).map((l) => l[colunaCpf]);
    expect(cpfs.filter(Boolean).length).toBeGreaterThan(0);
    expect(cpfs.filter((c) => c && !CPF_MASCARADO.test(String(c)))).toEqual([]);
    const texto = await relatorioPdf(admin, SOLICITACAO, periodo);
    expect(texto).toContain(`Solicitação: ${s.id} – ${s.descricao}`);
    expect(texto).toContain(cand.nome);
  });

  it('filters by status as the requisition list: C only cancelled ones', async () => {
    const wb = await relatorioXlsx(admin, SOLICITACAO, {
      dataIni: '2000-01-01',
      dataFim: '2099-12-31',
      status: 'C',
      layout: 'RESUMIDO',
    });
    const sols = celulas(wb.worksheets[0]).slice(1);
    const [{ n }] = await linhas<{ n: number }>(
      sql`select count(*)::int as n from solicitacao where empresa_id = 1 and cancelada`,
    );
    expect(sols).toHaveLength(n);
    expect(new Set(sols.map((l) => l[4]))).toEqual(new Set(['Cancelada']));
  });
});
