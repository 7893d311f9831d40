import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import {
  celulas,
  esperarSemDados,
  relatorioPdf,
  relatorioXlsx,
  urlRelatorio,
} from '../../../test/relatorios.ts';
import { entries, usuarioCom } from '../solicitacoes/testkit.ts';
import { lotesAvaliacoes } from './avaliacao-candidato.linhas.ts';
import { lotesCandidatoSelecao } from './candidato-selecao.linhas.ts';
import { fontesDeIndicacao, lotesIndicacoes } from './indicacao-candidato.linhas.ts';
import { type Cenario, cenarioMarco2015, MARCO_2015, REQUISICAO } from './selecaoTestkit.ts';

/**
 * The four selection reports (candidato-selecao, analise-etapas-seletivas, avaliacao-candidato,
 * indicacao-candidato) over the March 2015 scenario of selecaoTestkit.ts: filter rules with their
 * messages, the empty answer, the PDF's text and the XLSX's cells.
 */
let t: TestApp;
let admin: Client;
let c: Cenario;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  c = await cenarioMarco2015(t);
});
afterAll(() => t?.close());

const gerar = (id: string, corpo: Record<string, unknown>, cliente = admin) =>
  cliente.post(urlRelatorio(id), corpo);
/** Layout text keeps a row's cells on one line, so a row is asserted as a whole. */
const pdfDe = (id: string, corpo: Record<string, unknown>) => relatorioPdf(admin, id, corpo, true);
const xlsxDe = async (id: string, corpo: Record<string, unknown>) =>
  (await relatorioXlsx(admin, id, corpo)).worksheets.map(celulas);

/** One PDF line holding all these texts in this order (cells separated by spaces). */
const linhaCom = (...partes: string[]) =>
  new RegExp(`^\\s*${partes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+.*?')}`, 'm');

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

const semDados = esperarSemDados;

describe('candidato-selecao', () => {
  const id = 'candidato-selecao';
  const corpo = () => ({ ...MARCO_2015, status: 'T' });

  it('validates the period and the status with the spec messages', async () => {
    expect(entries(await gerar(id, { status: 'T' }))).toEqual(
      expect.arrayContaining([
        { field: 'dataIni', message: 'Data Inicial é obrigatória' },
        { field: 'dataFim', message: 'Data Fim é obrigatória' },
      ]),
    );
    expect(entries(await gerar(id, { dataIni: '2015-03-31', dataFim: '2015-03-01', status: 'X' }))).toEqual(
      expect.arrayContaining([
        { field: 'dataFim', message: 'Data final inferior a data inicial.' },
        { field: 'status', message: 'Status inválido' },
      ]),
    );
  });

  it('answers the info "no data" for a period without selections, and in another company', async () => {
    semDados(await gerar(id, { dataIni: '2001-01-01', dataFim: '2001-12-31' }));
    const filial = await t.login(DEMO_ADMIN, 2);
    semDados(await gerar(id, corpo(), filial));
    // Requisition status E (closed): the March 2015 requisition is running.
    semDados(await gerar(id, { ...corpo(), status: 'E' }));
  });

  it('prints the requisition as a group header and each candidate with step, result and situation', async () => {
    const texto = await pdfDe(id, corpo());
    expect(texto).toContain('Candidatos em Processo Seletivo');
    expect(texto).toContain('01/03/2015 a 31/03/2015');
    expect(texto).toContain(
      `Solicitação: ${c.solicitacaoId} – ${REQUISICAO} (Em andamento) · Aberta em 01/03/2015 · Vagas: 2, preenchidas: 1 · Cargo: ${c.cargo} · Área: ${c.area}`,
    );
    const [e1, e2] = c.etapas.map((e) => e.nome);
    expect(texto).toMatch(
      linhaCom('Ana Relatório Teste', '02/03/2015', e2, '10/03/2015', 'Apto', 'Contratado', '15/03/2015'),
    );
    expect(texto).toMatch(linhaCom('Bruno Relatório Teste', e2, '08/03/2015', 'Não apto', 'Em seleção'));
    expect(texto).toMatch(linhaCom('Caio Relatório Teste', e1, '05/03/2015', 'Pendente', 'Em seleção'));
    expect(texto).toMatch(linhaCom('Diana Relatório Teste', '02/03/2015', 'Sem etapa', 'Removido'));
    expect(texto).not.toContain('Eva Relatório Teste');
    expect(texto).toContain('Total geral: 4 candidato(s)');
    expect(texto).toContain('Página 1 de 1');
  });

  it('filters by requisition and exports the requisition as columns in the XLSX', async () => {
    const [linhas] = await xlsxDe(id, { ...corpo(), solicitacoesIds: [c.solicitacaoId] });
    expect(linhas[0]).toEqual([
      'Solicitação',
      'Cargo',
      'Área Organizacional',
      'Aberta em',
      'Vagas',
      'Preenchidas',
      'Situação da solicitação',
      'Candidato',
      'CPF',
      'Incluído em',
      'Etapa atual',
      'Data da etapa',
      'Resultado',
      'Situação',
      'Contratado em',
    ]);
    expect(linhas).toHaveLength(5);
    const ana = linhas.find((l) => l[7] === 'Ana Relatório Teste');
    expect(ana?.slice(3, 7)).toEqual([utc('2015-03-01'), 2, 1, 'Em andamento']);
    expect(ana?.[8]).toBe('***.982.247-**'); // masked: a report managers run (issue 24 §3)
    expect(ana?.slice(9)).toEqual([
      utc('2015-03-02'),
      c.etapas[1].nome,
      utc('2015-03-10'),
      'Apto',
      'Contratado',
      utc('2015-03-15'),
    ]);
  });
});

describe('analise-etapas-seletivas', () => {
  const id = 'analise-etapas-seletivas';
  const corpo = () => ({ ...MARCO_2015, etapasIds: c.etapas.map((e) => e.id) });

  it('requires at least one step', async () => {
    expect(entries(await gerar(id, { ...MARCO_2015, etapasIds: [] }))).toEqual([
      { field: 'etapasIds', message: 'Selecione ao menos uma Etapa Seletiva' },
    ]);
    expect(entries(await gerar(id, { ...MARCO_2015 })).map((e) => e.field)).toEqual(['etapasIds']);
  });

  it('answers "no data" when nobody went through the chosen steps in the period', async () => {
    semDados(await gerar(id, { dataIni: '2001-01-01', dataFim: '2001-12-31', etapasIds: [c.etapas[0].id] }));
  });

  it("answers at the spec's call (analise-etapas-seletivas) and at the screen's name (analise-etapa-seletiva)", async () => {
    const pdf = await gerar(id, { ...corpo(), pdf: false });
    const alias = await gerar('analise-etapa-seletiva', { ...corpo(), pdf: false });
    expect([pdf.statusCode, alias.statusCode]).toEqual([200, 200]);
    // The file keeps the report's id in its name either way.
    expect(alias.headers['content-disposition']).toBe(pdf.headers['content-disposition']);
    expect(alias.rawPayload.length).toBeGreaterThan(1000);
  });

  it('counts candidates, results, approval rate and days per step, and the totals', async () => {
    const texto = await pdfDe(id, corpo());
    const [e1, e2] = c.etapas.map((e) => e.nome);
    // Step 1: Ana and Bruno apto (6 and 4 days until step 2), Caio pending (not measured).
    expect(texto).toMatch(linhaCom(`1. ${e1}`, '3', '2', '0', '1', '100,0 %', '5,0'));
    // Step 2: Ana apto (5 days until hired), Bruno não apto (did not leave the step).
    expect(texto).toMatch(linhaCom(`2. ${e2}`, '2', '1', '1', '0', '50,0 %', '5,0'));
    // Total: counts added, rate 3 of 4 decided, the steps' averages added up (10 days for both steps).
    expect(texto).toMatch(linhaCom('Total', '5', '3', '1', '1', '75,0 %', '10,0'));
  });

  it('adds a table per requisition, without totals (step averages of different requisitions do not add up)', async () => {
    const texto = await pdfDe(id, { ...corpo(), porSolicitacao: true });
    const [geral, detalhe] = texto.split('Por solicitação de pessoal\n');
    expect(geral).toMatch(linhaCom('Total', '5', '3', '1', '1', '75,0 %', '10,0'));
    expect(detalhe).toContain(`Solicitação: ${c.solicitacaoId} – ${REQUISICAO} (aberta em 01/03/2015)`);
    expect(detalhe).toMatch(linhaCom(`2. ${c.etapas[1].nome}`, '2', '1', '1', '0', '50,0 %', '5,0'));
    expect(detalhe).not.toMatch(/^\s*(Sub)?[Tt]otal/m);
    const [resumo, linhas] = await xlsxDe(id, { ...corpo(), porSolicitacao: true });
    expect(resumo.map((l) => l[0])).toEqual([
      'Etapa seletiva',
      `1. ${c.etapas[0].nome}`,
      `2. ${c.etapas[1].nome}`,
    ]);
    expect(linhas[0]).toEqual([
      'Solicitação',
      'Etapa seletiva',
      'Candidatos',
      'Aptos',
      'Não aptos',
      'Pendentes',
      '% Aprovação',
      'Média de dias na etapa',
    ]);
    expect(linhas.slice(1)).toEqual([
      [
        `${c.solicitacaoId} – ${REQUISICAO} (aberta em 01/03/2015)`,
        `1. ${c.etapas[0].nome}`,
        3,
        2,
        0,
        1,
        1,
        5,
      ],
      [
        `${c.solicitacaoId} – ${REQUISICAO} (aberta em 01/03/2015)`,
        `2. ${c.etapas[1].nome}`,
        2,
        1,
        1,
        0,
        0.5,
        5,
      ],
    ]);
  });
});

describe('avaliacao-candidato', () => {
  const id = 'avaliacao-candidato';

  it('validates the period and the option', async () => {
    expect(entries(await gerar(id, { ...MARCO_2015, opcao: 'C' }))).toEqual([
      { field: 'opcao', message: 'Opção inválida' },
    ]);
    expect(entries(await gerar(id, { dataIni: '2015-13-01', dataFim: '2016-12-31' }))).toEqual([
      { field: 'dataIni', message: 'Data inválida' },
    ]);
  });

  it('answers "no data" when no evaluation was concluded in the period', async () => {
    semDados(await gerar(id, { dataIni: '2001-01-01', dataFim: '2001-12-31' }));
    semDados(await gerar(id, { dataIni: '2001-01-01', dataFim: '2001-12-31', opcao: 'B' }));
  });

  it('option A (the default) lists each evaluation per requisition with score and result', async () => {
    const texto = await pdfDe(id, MARCO_2015);
    const [m1, m2] = c.modelos.map((m) => m.titulo);
    expect(texto).toContain('Analítico por candidato');
    expect(texto).toContain(`Solicitação: ${c.solicitacaoId} – ${REQUISICAO}`);
    expect(texto).toMatch(
      linhaCom('Ana Relatório Teste', m1, '20/03/2015', '40,0', '50,0', '80,0 %', '70,0 %', 'Aprovado', 'RH'),
    );
    expect(texto).toMatch(linhaCom('Bruno Relatório Teste', m1, '60,0 %', '70,0 %', 'Reprovado'));
    expect(texto).toContain('Solicitação: nenhuma (avaliações aplicadas fora de uma seleção)');
    expect(texto).toMatch(linhaCom('Caio Relatório Teste', m2, '65,0 %', '60,0 %', 'Aprovado'));
    // The requisition's subtotal averages its two evaluations; the total all three.
    expect(texto).toMatch(linhaCom('Subtotal: 2 avaliação(ões)', '70,0 %'));
    expect(texto).toMatch(linhaCom('Total geral: 3 avaliação(ões)', '68,3 %'));
  });

  it('option B sums per model: approval rate, average, highest and lowest percentage', async () => {
    const [m1, m2] = c.modelos.map((m) => m.titulo);
    const texto = await pdfDe(id, { ...MARCO_2015, opcao: 'B' });
    expect(texto).toContain('Resumo por modelo de avaliação');
    expect(texto).toMatch(linhaCom(m1, '70,0 %', '2', '1', '1', '50,0 %', '70,0 %', '80,0 %', '60,0 %'));
    expect(texto).toMatch(linhaCom(m2, '60,0 %', '1', '1', '0', '100,0 %', '65,0 %', '65,0 %', '65,0 %'));
    expect(texto).toMatch(linhaCom('Total', '3', '2', '1', '66,7 %', '68,3 %', '80,0 %', '60,0 %'));
    const [linhas] = await xlsxDe(id, { ...MARCO_2015, opcao: 'B', modelosIds: [c.modelos[0].id] });
    expect(linhas).toEqual([
      [
        'Modelo de avaliação',
        'Mínimo',
        'Avaliações',
        'Aprovados',
        'Reprovados',
        '% Aprovação',
        'Média',
        'Maior',
        'Menor',
      ],
      [m1, 0.7, 2, 1, 1, 0.5, 0.7, 0.8, 0.6],
    ]);
  });
});

describe('indicacao-candidato', () => {
  const id = 'indicacao-candidato';

  it('validates the period', async () => {
    expect(entries(await gerar(id, { dataFim: '2015-03-31' }))).toEqual([
      { field: 'dataIni', message: 'Data Inicial é obrigatória' },
    ]);
  });

  it('answers "no data" when nobody referred was registered or selected in the period', async () => {
    semDados(await gerar(id, { dataIni: '2001-01-01', dataFim: '2001-12-31' }));
  });

  it('sums per referrer and lists the referred candidates with their requisitions and outcome', async () => {
    const texto = await pdfDe(id, MARCO_2015);
    expect(texto).toContain('Resumo por quem indicou');
    expect(texto).toMatch(linhaCom('João Referência', '1', '0', '0', '0', '0,0 %'));
    expect(texto).toMatch(linhaCom('Maria Referência', '2', '2', '2', '1', '50,0 %'));
    expect(texto).toMatch(linhaCom('Indicação sem nome informado', '1', '1', '1', '0', '0,0 %'));
    expect(texto).toMatch(linhaCom('Total', '4', '3', '3', '1', '25,0 %'));
    expect(texto).toMatch(linhaCom('Ana Relatório Teste', REQUISICAO, '02/03/2015', 'Apto', 'Contratado'));
    expect(texto).toMatch(linhaCom('Bruno Relatório Teste', REQUISICAO, 'Não apto', 'Em seleção'));
    expect(texto).toMatch(
      linhaCom('Eva Relatório Teste', '20/03/2015', 'Não participou de seleção no período'),
    );
    expect(texto).not.toContain('Diana Relatório Teste');
  });

  it('exports the summary and the candidates as two sheets', async () => {
    const [resumo, detalhe] = await xlsxDe(id, MARCO_2015);
    expect(resumo.slice(1)).toEqual([
      ['João Referência', 1, 0, 0, 0, 0],
      ['Maria Referência', 2, 2, 2, 1, 0.5],
      ['Indicação sem nome informado', 1, 1, 1, 0, 0],
    ]);
    expect(detalhe[0]).toEqual([
      'Indicado por',
      'Candidato',
      'Cadastro',
      'Como ficou sabendo',
      'Solicitação',
      'Incluído em',
      'Etapa atual',
      'Resultado',
      'Situação',
    ]);
    expect(detalhe.map((l) => l[1])).toEqual([
      'Candidato',
      'Eva Relatório Teste',
      'Ana Relatório Teste',
      'Bruno Relatório Teste',
      'Caio Relatório Teste',
    ]);
  });
});

describe('keyset batches', () => {
  /** Every row of a source, and how many batches it came in. */
  async function todas<T>(lotes: AsyncIterable<T[]>) {
    const linhas: T[] = [];
    let n = 0;
    for await (const lote of lotes) {
      n++;
      linhas.push(...lote);
    }
    return { linhas, lotes: n };
  }

  it('pages candidates, evaluations and referrals by key: the same rows in the same order as one batch', async () => {
    const db = t.database.db;
    const sel = { ...MARCO_2015, status: 'T' as const, areasIds: [], solicitacoesIds: [] };
    const umLote = await todas(lotesCandidatoSelecao(db, 1, sel));
    const porDois = await todas(lotesCandidatoSelecao(db, 1, sel, 2));
    expect(umLote.linhas.map((l) => l.candidato)).toEqual([
      'Ana Relatório Teste',
      'Bruno Relatório Teste',
      'Caio Relatório Teste',
      'Diana Relatório Teste',
    ]);
    expect(porDois).toEqual({ linhas: umLote.linhas, lotes: 2 });

    const av = { ...MARCO_2015, opcao: 'A' as const, modelosIds: [], solicitacoesIds: [] };
    const avaliacoes = await todas(lotesAvaliacoes(db, 1, av));
    expect(avaliacoes.linhas.map((l) => l.candidato)).toEqual([
      'Ana Relatório Teste',
      'Bruno Relatório Teste',
      'Caio Relatório Teste',
    ]);
    expect(await todas(lotesAvaliacoes(db, 1, av, 1))).toEqual({ linhas: avaliacoes.linhas, lotes: 3 });

    const fontes = await fontesDeIndicacao(db, 1);
    const indicacoes = await todas(lotesIndicacoes(db, 1, MARCO_2015, fontes));
    expect(indicacoes.linhas.map((l) => [l.indicado_por, l.candidato])).toEqual([
      ['João Referência', 'Eva Relatório Teste'],
      ['Maria Referência', 'Ana Relatório Teste'],
      ['Maria Referência', 'Bruno Relatório Teste'],
      ['', 'Caio Relatório Teste'],
    ]);
    expect(await todas(lotesIndicacoes(db, 1, MARCO_2015, fontes, 1))).toEqual({
      linhas: indicacoes.linhas,
      lotes: 4,
    });
  });
});

describe('company scope', () => {
  it("never reads another company's requisitions, steps, evaluations or candidates, even by their ids", async () => {
    const filial = await t.login(DEMO_ADMIN, 2);
    const pedidos: [string, Record<string, unknown>][] = [
      ['candidato-selecao', { ...MARCO_2015, solicitacoesIds: [c.solicitacaoId] }],
      ['analise-etapas-seletivas', { ...MARCO_2015, etapasIds: c.etapas.map((e) => e.id) }],
      ['avaliacao-candidato', { ...MARCO_2015, modelosIds: c.modelos.map((m) => m.id) }],
      ['avaliacao-candidato', { ...MARCO_2015, opcao: 'B' }],
      ['indicacao-candidato', MARCO_2015],
    ];
    for (const [id, corpo] of pedidos) semDados(await gerar(id, corpo, filial));
  });
});

describe('authority', () => {
  it('needs ROLE_CAP_RELATORIOS', async () => {
    const { client } = await usuarioCom(t, admin, ['ROLE_CAP_SELECAO'], 1);
    for (const id of [
      'candidato-selecao',
      'analise-etapas-seletivas',
      'avaliacao-candidato',
      'indicacao-candidato',
    ]) {
      const r = await gerar(id, MARCO_2015, client);
      expect(r.statusCode, id).toBe(403);
    }
  });
});
