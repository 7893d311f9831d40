import { percentualCompetencias } from '@ipe/domain/resources/avaliacao/nineboxPosicao';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logCapture, rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { textoDoPdf } from '../../../test/pdf.ts';
import { celulas, esperarArquivo, esperarSemDados } from '../../../test/relatorios.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../../cargoSalario/testkit.ts';

/**
 * The performance evaluation reports (issue 23) over one data set: a model with an objective and a score
 * question; Ana (the manager's area) and Beto (another area) evaluated in two evaluations, `aberta` (not
 * anonymous) and `anonima`. aberta: Ana by Edu (100 %, Sempre, 8, level 3), Fia (50 %, Nunca, 3, level 1)
 * and herself; Beto by Edu (80 %). anonima: Ana by Edu, Fia, Gil and herself, each with a secret comment;
 * Beto by Edu alone (withheld). Each report: its rules with their messages, its content, anonymity (no
 * evaluator's name or answer isolated), the manager's areas and attackers.
 */
let t: TestApp;
const log = logCapture();
let rh: Client;
let filial: Client;
let gestor: Client;
let colaborador: Client;
const F = { areaGestor: 0, outraArea: 0, aberta: 0, anonima: 0, conh: 0 };
const P = { objetiva: 0, sempre: 0, nunca: 0, nota: 0, questionario: 0 };
const C = { ana: 0, beto: 0, edu: 0, fia: 0, gil: 0 };
let niveis: { id: number; ordem: number; descricao: string }[];
const url = (id: string) => `/api/avaliacao/relatorios/${id}`;
const SEGREDO = (quem: string) => `Comentário secreto de ${quem}`;

/**
 * A concluded form in one statement: its answering record, answers, participant cell and chosen level of
 * the knowledge (the evaluated talent's row exists: `avaliados`).
 */
async function formulario(
  avaliacao: number,
  avaliador: number,
  avaliado: number,
  papel: string,
  r: { pct: number; opcao: number; nota: number; nivel: number; comentario?: string },
) {
  await t.database.db.execute(sql`
    with qr as (
      insert into questionario_resposta (empresa_id, questionario_id, status, respondido_parcialmente,
          pontuacao, pontuacao_maxima, percentual, concluido_em)
        values (1, ${P.questionario}, 'C', false, ${r.pct}, 100, ${r.pct}, '2026-03-10T15:00:00Z') returning id),
    r1 as (insert into resposta (questionario_resposta_id, pergunta_id, resposta_id, comentario)
        select id, ${P.objetiva}, ${r.opcao}, ${r.comentario ?? null} from qr),
    r2 as (insert into resposta (questionario_resposta_id, pergunta_id, nota) select id, ${P.nota}, ${r.nota} from qr),
    cq as (insert into colaborador_questionario (empresa_id, questionario_id, dono_tipo, dono_id,
          respondente_colaborador_id, avaliado_colaborador_id, concluido_em, questionario_resposta_id)
        select 1, ${P.questionario}, 'avaliacao-desempenho', ${avaliacao}, ${avaliador}, ${avaliado},
          '2026-03-10T15:00:00Z', id from qr returning id),
    pa as (insert into participante_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, avaliado_id,
          avaliado_colaborador_id, avaliador_colaborador_id, papel, colaborador_questionario_id)
        select 1, ${avaliacao}, v.id, ${avaliado}, ${avaliador}, ${papel}, cq.id
          from avaliado_avaliacao_desempenho v, cq
         where v.avaliacao_desempenho_id = ${avaliacao} and v.colaborador_id = ${avaliado})
    insert into resposta_competencia_desempenho (empresa_id, colaborador_questionario_id, avaliacao_desempenho_id,
        avaliado_colaborador_id, tipo_competencia, competencia_id, peso, nivel_exigido_id, nivel_competencia_id)
      select 1, id, ${avaliacao}, ${avaliado}, 'C', ${F.conh}, 2, ${niveis[1].id}, ${niveis[r.nivel - 1].id} from cq`);
}

beforeAll(async () => {
  t = await createTestApp({}, { logStream: log.stream });
  const db = t.database.db;
  rh = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
  await rows(
    db,
    sql`update perfil set authorities = authorities || '{ROLE_AVA_RELATORIOS}' where nome = ${DEMO_PERFIL_GESTOR}`,
  );
  const [g] = await rows<{ cpf: string; colaborador_id: number; area: number }>(
    db,
    sql`select u.cpf, u.colaborador_id, r.area_organizacional_id as area from usuario u
      join usuario_empresa ue on ue.usuario_id = u.id join perfil p on p.id = ue.perfil_id
      join area_responsavel r on r.colaborador_id = u.colaborador_id
      where p.nome = ${DEMO_PERFIL_GESTOR} limit 1`,
  );
  gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
  F.areaGestor = g.area;
  [{ id: F.outraArea }] = await rows<{ id: number }>(
    db,
    sql`select id from area_organizacional where empresa_id = 1 and id <> ${g.area}
      and id not in (with recursive s(id) as (select ${g.area}::int union
        select a.id from area_organizacional a join s on a.area_mae_id = s.id) select id from s)
      order by id limit 1`,
  );
  const [u] = await rows<{ cpf: string; colaborador_id: number }>(
    db,
    sql`select u.cpf, u.colaborador_id from usuario u join usuario_empresa ue on ue.usuario_id = u.id
      join perfil p on p.id = ue.perfil_id where p.chave = 'COLABORADOR' and ue.empresa_id = 1
      and u.colaborador_id is not null order by u.id limit 1`,
  );
  colaborador = await t.login({ cpf: u.cpf, senha: DEMO_SENHA_COLABORADOR });
  const talentos = await rows<{ id: number }>(
    db,
    sql`select id from colaborador where empresa_id = 1 and situacao = 'A'
      and id not in (${g.colaborador_id}, ${u.colaborador_id}) order by id limit 5`,
  );
  [C.ana, C.beto, C.edu, C.fia, C.gil] = talentos.map((x) => x.id);
  const nomes: [number, string, number][] = [
    [C.ana, 'Ana Desempenho', F.areaGestor],
    [C.beto, 'Beto Desempenho', F.outraArea],
    [C.edu, 'Edu Avaliador', F.outraArea],
    [C.fia, 'Fia Avaliadora', F.outraArea],
    [C.gil, 'Gil Avaliador', F.outraArea],
  ];
  for (const [id, nome, area] of nomes)
    await db.execute(
      sql`update colaborador set nome = ${nome}, matricula = null, area_organizacional_id = ${area} where id = ${id}`,
    );
  niveis = await rows(
    db,
    sql`select id, ordem, descricao from nivel_competencia where empresa_id = 1 order by ordem`,
  );
  expect(niveis.length).toBeGreaterThanOrEqual(3);
  [{ id: F.conh }] = await rows<{ id: number }>(
    db,
    sql`insert into conhecimento (empresa_id, nome) values (1, 'Excel Relatórios') returning id`,
  );
  const m = await rh.post('/api/avaliacao/modelos-avaliacao', { titulo: 'Modelo relatórios de desempenho' });
  const modelo = m.json().id as number;
  const o = await rh.post(`/api/avaliacao/avaliacoes/${modelo}/perguntas`, {
    texto: 'Colabora com a equipe?',
    tipo: 1,
    respostas: [
      { texto: 'Sempre', peso: 10 },
      { texto: 'Nunca', peso: 0 },
    ],
  });
  expect(o.statusCode, o.body).toBe(201);
  const n = await rh.post(`/api/avaliacao/avaliacoes/${modelo}/perguntas`, { texto: 'Nota geral', tipo: 4 });
  Object.assign(P, {
    objetiva: o.json().id,
    sempre: o.json().respostas[0].id,
    nunca: o.json().respostas[1].id,
    nota: n.json().id,
  });
  [{ q: P.questionario }] = await rows<{ q: number }>(
    db,
    sql`select questionario_id as q from modelo_avaliacao where id = ${modelo}`,
  );
  const avaliacao = async (titulo: string, anonima: boolean) => {
    const res = await rh.post('/api/avaliacao/avaliacoes-desempenho', {
      titulo,
      dataIni: '2026-01-01',
      dataFim: '2026-06-30',
      tipo: '1.0',
      modeloAvaliacaoId: modelo,
      permiteAutoAvaliacao: true,
      anonima,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  F.aberta = await avaliacao('Desempenho Aberta R', false);
  F.anonima = await avaliacao('Desempenho Anônima R', true);
  await db.execute(sql`insert into avaliado_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, colaborador_id)
    select 1, a, c from unnest(${`{${F.aberta},${F.aberta},${F.anonima},${F.anonima}}`}::int[],
      ${`{${C.ana},${C.beto},${C.ana},${C.beto}}`}::int[]) as x(a, c)`);
  const boa = { opcao: P.sempre, pct: 100, nota: 8, nivel: 3 };
  const ruim = { opcao: P.nunca, pct: 50, nota: 3, nivel: 1 };
  await formulario(F.aberta, C.edu, C.ana, 'R', { ...boa, comentario: 'Ótima colega' });
  await formulario(F.aberta, C.fia, C.ana, 'P', ruim);
  await formulario(F.aberta, C.ana, C.ana, 'U', { ...boa, pct: 90, nivel: 2 });
  await formulario(F.aberta, C.edu, C.beto, 'R', { ...boa, pct: 80, nivel: 2 });
  await formulario(F.anonima, C.edu, C.ana, 'R', { ...boa, comentario: SEGREDO('Edu') });
  await formulario(F.anonima, C.fia, C.ana, 'P', { ...ruim, comentario: SEGREDO('Fia') });
  await formulario(F.anonima, C.gil, C.ana, 'P', { ...boa, nivel: 2, comentario: SEGREDO('Gil') });
  await formulario(F.anonima, C.ana, C.ana, 'U', { ...ruim, comentario: SEGREDO('Ana') });
  await formulario(F.anonima, C.edu, C.beto, 'R', { ...ruim, comentario: SEGREDO('Edu sobre Beto') });
});
afterAll(() => {
  if (process.env.DEBUG_LOG) console.log(log.lines.filter((l) => l.includes('falhou')).join('\n'));
  return t?.close();
});

const erros = async (c: Client, id: string, corpo: Record<string, unknown>) => {
  const res = await c.post(url(id), corpo);
  expect(res.statusCode, res.body).toBe(400);
  return (res.json().entries as { field: string; message: string }[]).map((e) => `${e.field}: ${e.message}`);
};
const pdfDe = async (c: Client, id: string, corpo: Record<string, unknown>) => {
  const res = await c.post(url(id), { ...corpo, pdf: true });
  esperarArquivo(res, id, 'pdf');
  return (await textoDoPdf(res.rawPayload, { layout: true }))
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
};
const xlsxDe = async (c: Client, id: string, corpo: Record<string, unknown>) => {
  const res = await c.post(url(id), { ...corpo, pdf: false });
  esperarArquivo(res, id, 'xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return celulas(wb.worksheets[0]);
};
const com = (ls: string[], texto: string) => ls.filter((l) => l.includes(texto));
/** No evaluator's name nor a lone comment of the anonymous evaluation. */
const semAvaliadores = (texto: string) => {
  for (const nome of ['Edu Avaliador', 'Fia Avaliadora', 'Gil Avaliador']) expect(texto).not.toContain(nome);
  expect(texto).not.toContain(SEGREDO('Edu sobre Beto'));
};
const pct = (n: number) =>
  `${n.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 2 })} %`;
const max = () => niveis[niveis.length - 1].ordem;
const competencias = (media: number) =>
  percentualCompetencias([{ peso: 2, exigida: niveis[1].ordem, registrada: media }], max()) as number;

describe('rules (spec 2 §5 Evaluation reports)', () => {
  it('evaluation required; of the company; detailed at most 4 evaluators; general mean unless summarised', async () => {
    expect(await erros(rh, 'resultado-avaliacao-desempenho', {})).toEqual([
      'avaliacaoId: Avaliação de Desempenho é obrigatória',
    ]);
    expect(await erros(filial, 'resultado-avaliacao-desempenho', { avaliacaoId: F.aberta })).toEqual([
      'avaliacaoId: Avaliação de Desempenho não encontrada',
    ]);
    const talento = { avaliacaoId: F.aberta, avaliadoId: C.ana };
    expect(
      await erros(rh, 'analise-desempenho-competencia-talento', {
        layout: 'DETALHADO',
        avaliadoresIds: [1, 2, 3, 4, 5],
        mediaGeral: true,
      }),
    ).toEqual([
      'avaliacaoId: Avaliação de Desempenho é obrigatória',
      'avaliadoId: Avaliado é obrigatório',
      'avaliadoresIds: Relatório detalhado, deve conter no máximo 4 avaliadores selecionados',
    ]);
    expect(
      await erros(rh, 'analise-desempenho-competencia-talento', { ...talento, layout: 'DETALHADO' }),
    ).toEqual(['mediaGeral: Informe se o relatório exibe a média geral das competências']);
    // Summarised: neither the general mean nor evaluators are needed.
    esperarArquivo(
      await rh.post(url('analise-desempenho-competencia-talento'), { ...talento, layout: 'RESUMIDO' }),
      'analise-desempenho-competencia-talento',
      'pdf',
    );
  });

  it('anonymous: at least 2 evaluators (detailed), 2 evaluated with 1 evaluator or the reverse, no situation', async () => {
    const base = { avaliacaoId: F.anonima, avaliadoId: C.ana, mediaGeral: false };
    expect(
      await erros(rh, 'analise-desempenho-competencia-talento', {
        ...base,
        layout: 'DETALHADO',
        avaliadoresIds: [C.edu],
      }),
    ).toEqual(['avaliadoresIds: A avaliação é anônima e deve conter pelo menos 2 avaliadores selecionados']);
    const anonimaResp =
      'avaliadosIds: A avaliação é anônima: selecione no mínimo 2 avaliados e 1 avaliador, ou 2 avaliadores e 1 avaliado';
    for (const sel of [
      { avaliadosIds: [C.ana], avaliadoresIds: [C.edu] },
      { avaliadosIds: [C.ana, C.beto], avaliadoresIds: [] },
      { avaliadosIds: [], avaliadoresIds: [C.edu, C.fia] },
    ])
      expect(await erros(rh, 'avaliacao-desempenho-respondidas', { avaliacaoId: F.anonima, ...sel })).toEqual(
        [anonimaResp],
      );
    expect(
      await erros(rh, 'avaliacao-desempenho-respondidas', { avaliacaoId: F.aberta, avaliadoresIds: [C.edu] }),
    ).toEqual(['avaliadosIds: Selecione no mínimo 1 avaliado']);
    expect(
      await erros(rh, 'avaliacao-desempenho-avaliadores-avaliados', {
        avaliacaoId: F.anonima,
        avaliadoresIds: [C.edu],
        situacao: 'N',
      }),
    ).toEqual(['situacao: A avaliação é anônima: a situação das respostas de cada avaliador não é exibida']);
    expect(
      await erros(rh, 'comparativo-performance-talento', {
        dataIni: '2026-01-01',
        dataFim: '2026-12-31',
        colaboradoresIds: [],
      }),
    ).toEqual(['colaboradoresIds: Selecione ao menos um candidato']);
  });
});

describe('content (not anonymous)', () => {
  it('resultado-avaliacao-desempenho: each evaluated talent by area; XLSX typed', async () => {
    const l = await pdfDe(rh, 'resultado-avaliacao-desempenho', { avaliacaoId: F.aberta });
    // Ana: questionnaire mean (100 + 50 + 90) / 3, competences from the mean level (3 + 1 + 2) / 3.
    const q = 80;
    const c = competencias((niveis[2].ordem + niveis[0].ordem + niveis[1].ordem) / 3);
    expect(com(l, 'Ana Desempenho')[0]).toContain(
      `3 ${pct(q)} ${pct(c)} ${pct(Math.round(((q + c) / 2) * 100) / 100)}`,
    );
    expect(com(l, 'Beto Desempenho')[0]).toContain(`1 ${pct(80)}`);
    const x = await xlsxDe(rh, 'resultado-avaliacao-desempenho', {
      avaliacaoId: F.aberta,
      areasIds: [F.areaGestor],
    });
    expect(x[0]).toEqual([
      'Área Organizacional',
      'Avaliado',
      'Cargo',
      'Avaliadores',
      'Questionário',
      'Competências',
      'Resultado',
    ]);
    expect(x.slice(1).map((r) => [r[1], r[3], r[4]])).toEqual([['Ana Desempenho', 3, 0.8]]);
  });

  it('resultado-avaliacao-agrupado-faixa: grouped by band with its mean', async () => {
    const l = await pdfDe(rh, 'resultado-avaliacao-agrupado-faixa', { avaliacaoId: F.aberta });
    expect(l.some((x) => /— média \d/.test(x))).toBe(true);
    expect(l.some((x) => x.startsWith('Total geral · média'))).toBe(true);
  });

  it('analise-desempenho-competencia-talento: one column per chosen evaluator, the mean, the general mean', async () => {
    const l = await pdfDe(rh, 'analise-desempenho-competencia-talento', {
      avaliacaoId: F.aberta,
      avaliadoId: C.ana,
      avaliadoresIds: [C.edu, C.fia],
      layout: 'DETALHADO',
      mediaGeral: true,
    });
    expect(l.join('\n')).toContain('Edu Avaliador');
    expect(l.join('\n')).toContain('Fia Avaliadora');
    const linha = com(l, 'Excel Relatórios')[0];
    expect(linha).toContain(`${niveis[2].descricao} ${niveis[0].descricao}`);
    expect(linha).toContain(pct(competencias((niveis[2].ordem + niveis[0].ordem) / 2)));
  });

  it('analise-desempenho-competencia-organizacional: per competence over the talents', async () => {
    const x = await xlsxDe(rh, 'analise-desempenho-competencia-organizacional', { avaliacaoId: F.aberta });
    expect(x[1].slice(0, 3)).toEqual(['Excel Relatórios', 'Conhecimento', 2]);
  });

  it('comparativo-performance-talento: each evaluation with its result, withheld ones withheld', async () => {
    const x = await xlsxDe(rh, 'comparativo-performance-talento', {
      dataIni: '2026-01-01',
      dataFim: '2026-12-31',
      colaboradoresIds: [C.beto],
    });
    expect(x.slice(1).map((r) => [r[1], r[6]])).toEqual([
      ['Desempenho Aberta R', expect.any(Number)],
      ['Desempenho Anônima R', 'Menos de 2 avaliadores'],
    ]);
  });

  it('avaliadores-avaliados and respondidas: who evaluates whom, the situation and the answers', async () => {
    const l = await pdfDe(rh, 'avaliacao-desempenho-avaliadores-avaliados', {
      avaliacaoId: F.aberta,
      avaliadoresIds: [C.edu],
      situacao: 'R',
    });
    expect(com(l, 'Ana Desempenho')[0]).toMatch(/Avaliador Respondida$/);
    expect(com(l, 'Beto Desempenho')).toHaveLength(1);
    const r = await pdfDe(rh, 'avaliacao-desempenho-respondidas', {
      avaliacaoId: F.aberta,
      avaliadosIds: [C.ana],
      avaliadoresIds: [C.edu],
    });
    expect(r.join('\n')).toContain('avaliado por Edu Avaliador (Avaliador)');
    expect(r.join('\n')).toContain('Comentário: Ótima colega');
    expect(r.join('\n')).not.toContain('Fia Avaliadora');
  });

  it('pesquisa: options counted and the score mean per question', async () => {
    const x = await xlsxDe(rh, 'pesquisa', { avaliacaoId: F.aberta });
    expect(x.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['Colabora com a equipe?', 4, 'Sempre: 3 · Nunca: 1'],
      ['Nota geral', 4, 'Média 6,75 (4 nota(s))'],
    ]);
  });
});

describe('anonymity: no report links an answer to its evaluator', () => {
  const anon = { avaliacaoId: F.anonima };
  it('results, band, comparison: a talent with fewer than 2 evaluators is withheld', async () => {
    for (const id of ['resultado-avaliacao-desempenho', 'resultado-avaliacao-agrupado-faixa']) {
      const l = await pdfDe(rh, id, { avaliacaoId: F.anonima });
      expect(com(l, 'Beto Desempenho')[0], id).toContain('Menos de 2 avaliadores');
      expect(com(l, 'Ana Desempenho')[0], id).not.toContain('Menos de 2');
      semAvaliadores(l.join('\n'));
    }
    expect(anon).toBeDefined();
  });

  it('analysis by talent: levels counted over every form, whichever evaluators are chosen', async () => {
    const corpo = { avaliacaoId: F.anonima, avaliadoId: C.ana, layout: 'DETALHADO', mediaGeral: true };
    const a = await xlsxDe(rh, 'analise-desempenho-competencia-talento', {
      ...corpo,
      avaliadoresIds: [C.edu, C.fia],
    });
    const b = await xlsxDe(rh, 'analise-desempenho-competencia-talento', {
      ...corpo,
      avaliadoresIds: [C.edu, C.gil],
    });
    expect(a).toEqual(b);
    expect(a[0]).toContain('Níveis escolhidos');
    semAvaliadores(JSON.stringify(a));
    // Beto (one evaluator): withheld.
    const beto = await xlsxDe(rh, 'analise-desempenho-competencia-talento', {
      ...corpo,
      avaliadoId: C.beto,
      avaliadoresIds: [C.edu, C.fia],
    });
    expect(JSON.stringify(beto)).toContain('Menos de 2 avaliadores');
    expect(JSON.stringify(beto)).not.toContain(niveis[0].descricao);
  });

  it('organisation and survey: narrowing to a withheld talent gives no data', async () => {
    esperarSemDados(
      await rh.post(url('analise-desempenho-competencia-organizacional'), {
        avaliacaoId: F.anonima,
        areasIds: [F.outraArea],
      }),
    );
    esperarSemDados(await rh.post(url('pesquisa'), { avaliacaoId: F.anonima, areasIds: [F.outraArea] }));
    const x = await xlsxDe(rh, 'pesquisa', { avaliacaoId: F.anonima });
    expect(x[1].slice(0, 3)).toEqual(['Colabora com a equipe?', 4, 'Sempre: 2 · Nunca: 2']);
  });

  it('evaluators and evaluated: the pairs without the situation', async () => {
    const l = await pdfDe(rh, 'avaliacao-desempenho-avaliadores-avaliados', {
      avaliacaoId: F.anonima,
      avaliadoresIds: [C.edu],
      situacao: 'T',
    });
    expect(l.join('\n')).not.toMatch(/Respondida|Pendente|Respondendo/);
    expect(com(l, 'Ana Desempenho')).toHaveLength(1);
  });

  it('answered evaluations: gathered per evaluated talent, comments sorted, never one form', async () => {
    const l = await pdfDe(rh, 'avaliacao-desempenho-respondidas', {
      avaliacaoId: F.anonima,
      avaliadosIds: [C.ana, C.beto],
      avaliadoresIds: [C.edu],
    });
    const texto = l.join('\n');
    semAvaliadores(texto);
    expect(texto).toContain('Sempre: 2 · Nunca: 2');
    const comentarios = l.filter((x) => x.includes('Comentário secreto'));
    expect(comentarios.map((x) => x.replace(/.*“|”.*/g, ''))).toEqual(
      ['Ana', 'Edu', 'Fia', 'Gil'].map(SEGREDO),
    );
    expect(com(l, 'Menos de 2 avaliadores')).toHaveLength(1);
  });
});

describe('access', () => {
  it("the manager sees only its areas' evaluated talents", async () => {
    const x = await xlsxDe(gestor, 'resultado-avaliacao-desempenho', { avaliacaoId: F.aberta });
    expect(x.slice(1).map((r) => r[1])).toEqual(['Ana Desempenho']);
    esperarSemDados(
      await gestor.post(url('analise-desempenho-competencia-talento'), {
        avaliacaoId: F.aberta,
        avaliadoId: C.beto,
        layout: 'RESUMIDO',
      }),
    );
    esperarSemDados(
      await gestor.post(url('comparativo-performance-talento'), {
        dataIni: '2026-01-01',
        dataFim: '2026-12-31',
        colaboradoresIds: [C.beto],
      }),
    );
    const p = await pdfDe(gestor, 'avaliacao-desempenho-avaliadores-avaliados', {
      avaliacaoId: F.aberta,
      avaliadoresIds: [C.edu],
      situacao: 'T',
    });
    expect(com(p, 'Beto Desempenho')).toEqual([]);
    esperarSemDados(
      await gestor.post(url('avaliacao-desempenho-respondidas'), {
        avaliacaoId: F.aberta,
        avaliadosIds: [C.beto],
      }),
    );
  });

  it('without the authority: 403; anonymous: 401', async () => {
    for (const id of ['resultado-avaliacao-desempenho', 'pesquisa'])
      expect((await colaborador.post(url(id), { avaliacaoId: F.aberta })).statusCode).toBe(403);
    expect((await t.anonymous().post(url('pesquisa'), { avaliacaoId: F.aberta })).statusCode).toBe(401);
  });
});
