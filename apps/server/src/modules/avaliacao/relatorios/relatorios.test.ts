import { RELATORIOS_AVALIACAO } from '@ipe/domain/relatorios/index';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { textoDoPdf } from '../../../test/pdf.ts';
import { celulas, esperarArquivo, esperarSemDados } from '../../../test/relatorios.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../../cargoSalario/testkit.ts';
import { RELATORIOS_AVALIACAO_SERVIDOR } from './routes.ts';

/**
 * The five experience follow-up reports over a small fixture (three demo talents re-admitted in 2001, so no
 * other demo row falls in the periods; the demo's 45/90-day periods and follow-up model, minimum 70 %):
 * Ana 80 % (45 days, Aprovado) and 50 % (90 days, Reprovado), Bia 90 % (45 days), Caio (another area)
 * 60 % (45 days); each rule with its message, the files' content, the area manager's view, attackers.
 */
let t: TestApp;
let admin: Client;
let filial: Client;
let gestor: Client;
const F = {
  areaGestor: 0,
  outraArea: 0,
  modelo: 0,
  p45: 0,
  p90: 0,
  ana: 0,
  bia: 0,
  caio: 0,
};
const url = (id: string) => `/api/avaliacao/relatorios/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
  const [g] = await rows<{ cpf: string; colaborador_id: number; area: number }>(
    db,
    sql`select u.cpf, u.colaborador_id, r.area_organizacional_id as area from usuario u
      join usuario_empresa ue on ue.usuario_id = u.id join perfil p on p.id = ue.perfil_id
      join area_responsavel r on r.colaborador_id = u.colaborador_id
      where p.nome = ${DEMO_PERFIL_GESTOR} limit 1`,
  );
  await rows(
    db,
    sql`update perfil set authorities = authorities || '{ROLE_AVA_RELATORIOS}' where nome = ${DEMO_PERFIL_GESTOR}`,
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
  const periodos = await rows<{ id: number; dias: number }>(
    db,
    sql`select id, dias from periodo_experiencia where empresa_id = 1 and dias in (45, 90) order by dias`,
  );
  [F.p45, F.p90] = periodos.map((p) => p.id);
  const [m] = await rows<{ id: number; questionario_id: number }>(
    db,
    sql`update modelo_avaliacao set percentual_minimo_aprovacao = 70
      where id = (select id from modelo_avaliacao where empresa_id = 1 and tipo = 'A' order by id limit 1)
      returning id, questionario_id`,
  );
  F.modelo = m.id;
  const talentos = await rows<{ id: number }>(
    db,
    sql`select id from colaborador where empresa_id = 1 and situacao = 'A' and id <> ${g.colaborador_id}
      order by id limit 3`,
  );
  [F.ana, F.bia, F.caio] = talentos.map((c) => c.id);
  const talento = (id: number, nome: string, area: number, admissao: string) =>
    rows(
      db,
      sql`update colaborador set nome = ${nome}, matricula = null, area_organizacional_id = ${area},
        data_admissao = ${admissao}, data_desligamento = null where id = ${id}`,
    );
  await talento(F.ana, 'Ana Experiência', F.areaGestor, '2001-01-10');
  await talento(F.bia, 'Bia Experiência', F.areaGestor, '2001-01-20');
  await talento(F.caio, 'Caio Experiência', F.outraArea, '2001-01-15');
  const respondido = async (colaborador: number, periodo: number, percentual: number, dia: string) => {
    const [a] = await rows<{ id: number }>(
      db,
      sql`insert into acompanhamento_experiencia (empresa_id, colaborador_id, periodo_experiencia_id)
        values (1, ${colaborador}, ${periodo}) returning id`,
    );
    const [qr] = await rows<{ id: number }>(
      db,
      sql`insert into questionario_resposta (empresa_id, questionario_id, status, respondido_parcialmente,
          pontuacao, pontuacao_maxima, percentual, concluido_em)
        values (1, ${m.questionario_id}, 'C', false, ${percentual}, 100, ${percentual}, ${`${dia}T15:00:00Z`})
        returning id`,
    );
    await rows(
      db,
      sql`insert into colaborador_questionario (empresa_id, questionario_id, dono_tipo, dono_id,
          respondente_usuario_id, avaliado_colaborador_id, concluido_em, questionario_resposta_id)
        values (1, ${m.questionario_id}, 'acompanhamento-experiencia', ${a.id}, 1, ${colaborador},
          ${`${dia}T15:00:00Z`}, ${qr.id})`,
    );
  };
  await respondido(F.ana, F.p45, 80, '2001-02-24');
  await respondido(F.ana, F.p90, 50, '2001-04-10');
  await respondido(F.bia, F.p45, 90, '2001-03-06');
  await respondido(F.caio, F.p45, 60, '2001-03-01');
});
afterAll(() => t?.close());

const erros = async (id: string, corpo: Record<string, unknown>) => {
  const res = await admin.post(url(id), corpo);
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
const linhaCom = (linhas: string[], texto: string) => linhas.filter((l) => l.includes(texto));
const ANO = { dataIni: '2001-01-01', dataFim: '2001-12-31' };
const todasAreas = () => ({ areasIds: [F.areaGestor, F.outraArea] });

describe('filter rules (spec 2 §5 Evaluation reports)', () => {
  it('pairs each declaration with exactly one server part', () => {
    expect(RELATORIOS_AVALIACAO_SERVIDOR.map((r) => r.def.id).sort()).toEqual(
      RELATORIOS_AVALIACAO.map((d) => d.id).sort(),
    );
    for (const r of RELATORIOS_AVALIACAO_SERVIDOR)
      expect(
        RELATORIOS_AVALIACAO.find((d) => d.id === r.def.id),
        r.def.id,
      ).toBe(r.def);
  });
  it('the screen’s model picker lists only follow-up models (GET avaliacoes?tipo=A)', async () => {
    const res = await admin.get('/api/avaliacao/avaliacoes?tipo=A&unpaged=true&resumido=true');
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { id: number }[]).map((m) => m.id);
    expect(ids).toContain(F.modelo);
    const tipos = await rows<{ tipo: string }>(
      t.database.db,
      sql`select distinct tipo from modelo_avaliacao where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    expect(tipos).toEqual([{ tipo: 'A' }]);
  });
  it('model required, at least one area, end before start', async () => {
    for (const id of ['resultado-avaliacao', 'ranking-performance-periodo-experiencia'])
      expect(await erros(id, { dataIni: '2001-02-01', dataFim: '2001-01-01', areasIds: [] })).toEqual([
        'modeloId: Modelo de Avaliação é obrigatório',
        'areasIds: Selecione ao menos uma Área Organizacional',
        'dataFim: Data final inferior a data inicial.',
      ]);
  });
  it('periods 1 to 6, dates required, at least one talent', async () => {
    for (const id of ['acompanhamento-experiencia-previsto', 'acompanhamento-periodo-experiencia'])
      expect(await erros(id, { areasIds: [1], periodosIds: [1, 2, 3, 4, 5, 6, 7] })).toEqual([
        'dataIni: Data Inicial é obrigatória',
        'dataFim: Data Fim é obrigatória',
        'periodosIds: Selecione no máximo 6 Períodos de Experiência',
      ]);
    expect(
      await erros('cartao-acompanhamento-periodo-experiencia', { colaboradoresIds: [], periodosIds: [] }),
    ).toEqual([
      'colaboradoresIds: Selecione ao menos um Talento',
      'periodosIds: Selecione ao menos um Período de Experiência',
    ]);
  });
});

describe('content', () => {
  it('resultado-avaliacao: the score against the model minimum, by area', async () => {
    const l = await pdfDe(admin, 'resultado-avaliacao', { ...ANO, modeloId: F.modelo, ...todasAreas() });
    expect(linhaCom(l, 'Ana Experiência').map((x) => x.match(/\d+,\d % .*$/)?.[0])).toEqual([
      '80,0 % 70,0 % Aprovado',
      '50,0 % 70,0 % Reprovado',
    ]);
    expect(linhaCom(l, 'Bia Experiência')[0]).toMatch(/90,0 % 70,0 % Aprovado$/);
    expect(linhaCom(l, 'Caio Experiência')[0]).toMatch(/60,0 % 70,0 % Reprovado$/);
    // Only the answers of the period: March leaves Ana's two out.
    const marco = await pdfDe(admin, 'resultado-avaliacao', {
      dataIni: '2001-03-01',
      dataFim: '2001-03-31',
      modeloId: F.modelo,
      ...todasAreas(),
    });
    expect(marco.filter((x) => /(Ana|Bia|Caio) Experiência/.test(x)).length).toBe(2);
  });

  it('ranking: best score first, with its position, and the XLSX', async () => {
    const corpo = { ...ANO, modeloId: F.modelo, ...todasAreas() };
    const l = await pdfDe(admin, 'ranking-performance-periodo-experiencia', corpo);
    const ordem = l
      .filter((x) => x.includes('Experiência '))
      .map((x) => x.match(/^(\d+) (\w+)/)?.slice(1, 3));
    expect(ordem).toEqual([
      ['1', 'Bia'],
      ['2', 'Ana'],
      ['3', 'Caio'],
      ['4', 'Ana'],
    ]);
    const res = await admin.post(url('ranking-performance-periodo-experiencia'), { ...corpo, pdf: false });
    esperarArquivo(res, 'ranking-performance-periodo-experiencia', 'xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cel = celulas(wb.worksheets[0]);
    const bia = cel.find((r) => String(r[1]).startsWith('Bia'));
    expect(bia?.[0]).toBe(1);
    expect(bia).toContain(0.9); // percent cell: 90 % stored exact
  });

  it('acompanhamento-experiencia-previsto: due dates in the period, answered or pending', async () => {
    // Feb–Apr 2001: every 45-day due date (24/02, 06/03, 01/03) and Ana's 90-day one (10/04); Bia's 90 (20/04) is out.
    const l = await pdfDe(admin, 'acompanhamento-experiencia-previsto', {
      dataIni: '2001-02-01',
      dataFim: '2001-04-15',
      periodosIds: [F.p45, F.p90],
      ...todasAreas(),
    });
    const ana = linhaCom(l, 'Ana Experiência');
    expect(ana.length).toBe(2);
    expect(ana[0]).toMatch(/10\/01\/2001 .*24\/02\/2001 Respondido 24\/02\/2001$/);
    expect(linhaCom(l, 'Bia Experiência').length).toBe(1);
    // Pending: a talent's period with no answer.
    await rows(
      t.database.db,
      sql`delete from colaborador_questionario where avaliado_colaborador_id = ${F.caio}`,
    );
    const sem = await pdfDe(admin, 'acompanhamento-experiencia-previsto', {
      dataIni: '2001-02-01',
      dataFim: '2001-04-15',
      periodosIds: [F.p45],
      areasIds: [F.outraArea],
    });
    expect(linhaCom(sem, 'Caio Experiência')[0]).toMatch(/01\/03\/2001 Pendente$/);
  });

  it('acompanhamento-periodo-experiencia and the cartão: each chosen period of the talents', async () => {
    const l = await pdfDe(admin, 'acompanhamento-periodo-experiencia', {
      ...{ dataIni: '2001-01-01', dataFim: '2001-01-31' },
      periodosIds: [F.p45, F.p90],
      areasIds: [F.areaGestor],
    });
    expect(linhaCom(l, 'Ana Experiência').map((x) => x.match(/\d+,\d % .*$/)?.[0])).toEqual([
      '80,0 % 70,0 % Aprovado',
      '50,0 % 70,0 % Reprovado',
    ]);
    expect(linhaCom(l, 'Bia Experiência').length).toBe(2); // the 90-day one unanswered
    const c = await pdfDe(admin, 'cartao-acompanhamento-periodo-experiencia', {
      colaboradoresIds: [F.ana],
      periodosIds: [F.p45, F.p90],
    });
    expect(c.some((x) => x.includes('Ana Experiência') && x.includes('admissão 10/01/2001'))).toBe(true);
    expect(c.filter((x) => /(Aprovado|Reprovado)$/.test(x)).length).toBe(2);
    expect(c.some((x) => x.includes('Bia'))).toBe(false);
  });
});

describe('who sees what', () => {
  it('an area manager sees only its areas’ talents', async () => {
    const l = await pdfDe(gestor, 'resultado-avaliacao', { ...ANO, modeloId: F.modelo, ...todasAreas() });
    expect(linhaCom(l, 'Bia Experiência').length).toBe(1);
    expect(linhaCom(l, 'Caio').length).toBe(0);
    esperarSemDados(
      await gestor.post(url('cartao-acompanhamento-periodo-experiencia'), {
        colaboradoresIds: [F.caio],
        periodosIds: [F.p45],
      }),
    );
  });
  it('another company sees none of it; without the authority: 403; anonymous: 401', async () => {
    esperarSemDados(
      await filial.post(url('resultado-avaliacao'), { ...ANO, modeloId: F.modelo, ...todasAreas() }),
    );
    esperarSemDados(
      await filial.post(url('cartao-acompanhamento-periodo-experiencia'), {
        colaboradoresIds: [F.ana],
        periodosIds: [F.p45],
      }),
    );
    await rows(
      t.database.db,
      sql`update perfil set authorities = array_remove(authorities, 'ROLE_AVA_RELATORIOS') where nome = ${DEMO_PERFIL_GESTOR}`,
    );
    const semPermissao = await t.login({
      cpf: (
        await rows<{ cpf: string }>(
          t.database.db,
          sql`select u.cpf from usuario u join usuario_empresa ue on ue.usuario_id = u.id
            join perfil p on p.id = ue.perfil_id where p.nome = ${DEMO_PERFIL_GESTOR} limit 1`,
        )
      )[0].cpf,
      senha: DEMO_SENHA_COLABORADOR,
    });
    const corpo = { ...ANO, modeloId: F.modelo, ...todasAreas() };
    expect((await semPermissao.post(url('resultado-avaliacao'), corpo)).statusCode).toBe(403);
    expect((await t.anonymous().post(url('resultado-avaliacao'), corpo)).statusCode).toBe(401);
  });
});
