import {
  MSG_ACOMPANHAMENTO as M,
  PENDENCIA_FIM_EXPERIENCIA,
} from '@ipe/domain/resources/avaliacao/acompanhamentos';
import { MSG_COLABORADOR_QUESTIONARIO } from '@ipe/domain/questionario/colaborador';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, mensagem, usuarioCom } from '../../platform/questionario/testkit.ts';
import { rows } from '../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../test/harness.ts';
import { areasDoGestor } from '../cargoSalario/index.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../cargoSalario/testkit.ts';

/**
 * The experience follow-up (issue 21 §3) over the demo: talents in their period, the model per period,
 * records for the area manager, answering by the manager and on behalf by HR (partial, then conclusion
 * through the answering record's routes), decision, removal, print, pending work, and who may do what
 * (a manager sees only its areas' talents, another company, a user without the authority).
 */
const API = '/api/avaliacao/acompanhamentos-periodos-experiencia';
const R = '/api/pesquisa/colaborador-respostas';
const PUT_MODELOS = '/api/gestao-talentos/colaboradores-periodos-experienciais-avaliacoes';

let t: TestApp;
let rh: Client;
let filial: Client;
let gestor: Client;
let semAutoridade: Client;
let p45: number;
let p90: number;
let modelo45: number;
let x: number; // a talent of the manager's area, admitted 40 days ago
let z: number; // a talent of another area, admitted 20 days ago
let hoje: string;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const menos = (dias: number) => iso(new Date(Date.now() - dias * 86_400_000));

beforeAll(async () => {
  t = await createTestApp();
  rh = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
  const db = t.database.db;
  const [g] = await rows<{ cpf: string; colaboradorId: number }>(
    db,
    sql`select u.cpf, u.colaborador_id as "colaboradorId" from usuario u
      join usuario_empresa ue on ue.usuario_id = u.id join perfil p on p.id = ue.perfil_id
      where p.nome = ${DEMO_PERFIL_GESTOR} and ue.empresa_id = 1`,
  );
  [{ id: x }] = await rows<{ id: number }>(
    db,
    sql`select id from colaborador where empresa_id = 1 and area_organizacional_id in ${areasDoGestor(g.colaboradorId)}
      and id <> ${g.colaboradorId} and data_desligamento is null order by id limit 1`,
  );
  [{ id: z }] = await rows<{ id: number }>(
    db,
    sql`select id from colaborador where empresa_id = 1 and data_desligamento is null
      and area_organizacional_id not in ${areasDoGestor(g.colaboradorId)} order by id limit 1`,
  );
  // The follow-up's respondent is the first responsible of the talent's area: make it the demo manager.
  await db.execute(sql`delete from area_responsavel where area_organizacional_id =
    (select area_organizacional_id from colaborador where id = ${x}) and colaborador_id <> ${g.colaboradorId}`);
  await db.execute(sql`insert into area_responsavel (area_organizacional_id, colaborador_id)
    select area_organizacional_id, ${g.colaboradorId} from colaborador where id = ${x} on conflict do nothing`);
  await db.execute(sql`update colaborador set data_admissao = ${menos(40)} where id = ${x}`);
  await db.execute(sql`update colaborador set data_admissao = ${menos(20)} where id = ${z}`);
  gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
  semAutoridade = await usuarioCom(t, rh, ['ROLE_CS_COLABORADORES'], 1);
  const periodos = (await rh.get('/api/avaliacao/periodos-experiencia?unpaged=true')).json() as {
    id: number;
    dias: number;
  }[];
  p45 = periodos.find((p) => p.dias === 45)?.id ?? 0;
  p90 = periodos.find((p) => p.dias === 90)?.id ?? 0;
  // The demo's 90-day model leaves the period without an active model ('Não há modelo…' below).
  await db.execute(sql`update modelo_avaliacao set ativo = false
    where empresa_id = 1 and periodo_acompanhamento_experiencia_id = ${p90}`);
  hoje = iso(new Date());
  const modelos = (await rh.get(`${API}/modelos-acompanhamentos-periodo-experiencias`)).json() as {
    id: number;
    periodoExperienciaId: number | null;
  }[];
  modelo45 = modelos.find((m) => m.periodoExperienciaId === p45)?.id ?? 0;
});
afterAll(() => t?.close());

const talentos = (c: Client, q = '') =>
  c.get(`${API}/talentos?dataFim=${hoje}&periodosExperiencias=${p45},${p90}${q}`);
type Talento = {
  id: number;
  fimContrato: string;
  dataAdmissao: string;
  periodos: {
    periodoExperienciaId: number;
    prazo: string;
    registroId: number | null;
    situacao: string | null;
    modelo: { id: number } | null;
    percentual: number | null;
    aprovado: boolean | null;
    decisao: string | null;
  }[];
};

describe('talentos no período de experiência', () => {
  it('lists talents admitted within the longest period, with due dates and the contract end', async () => {
    const res = await talentos(rh);
    expect(res.statusCode, res.body).toBe(200);
    const lista = res.json() as Talento[];
    const tx = lista.find((l) => l.id === x) as Talento;
    expect(tx.fimContrato).toBe(menos(40 - 90));
    expect(tx.periodos.map((p) => [p.periodoExperienciaId, p.prazo])).toEqual([
      [p45, menos(40 - 45)],
      [p90, menos(40 - 90)],
    ]);
    expect(tx.periodos[0].modelo?.id).toBe(modelo45);
    expect(tx.periodos[1].modelo).toBeNull();
    expect(lista.some((l) => l.id === z)).toBe(true);
  });

  it('validates dataFim and 1 to 4 periods with their messages', async () => {
    expect(entries(await rh.get(`${API}/talentos?periodosExperiencias=${p45}`))).toEqual([
      { field: 'dataFim', message: M.dataFim },
    ]);
    expect(entries(await rh.get(`${API}/talentos?dataFim=${hoje}`))).toEqual([
      { field: 'periodosExperiencias', message: M.periodos },
    ]);
    expect(entries(await rh.get(`${API}/talentos?dataFim=${hoje}&periodosExperiencias=1,2,3,4,5`))).toEqual([
      { field: 'periodosExperiencias', message: M.periodos },
    ]);
  });

  it('a manager sees only the talents of its areas; another company none; no authority 403', async () => {
    const doGestor = (await talentos(gestor)).json() as Talento[];
    expect(doGestor.some((l) => l.id === x)).toBe(true);
    expect(doGestor.some((l) => l.id === z)).toBe(false);
    expect((await gestor.get(`${API}/talentos/${z}/colaboradores-questionarios`)).statusCode).toBe(404);
    expect(((await talentos(filial)).json() as Talento[]).some((l) => l.id === x)).toBe(false);
    expect((await filial.get(`${API}/talentos/${x}/colaboradores-questionarios`)).statusCode).toBe(404);
    expect(
      (await semAutoridade.get(`${API}/talentos?dataFim=${hoje}&periodosExperiencias=${p45}`)).statusCode,
    ).toBe(403);
    // Setting models is HR's (write authority): the manager is refused.
    expect((await gestor.put(`${PUT_MODELOS}/${x}`, { periodos: [] })).statusCode).toBe(403);
  });
});

describe('modelo por período, registro, respostas, decisão', () => {
  let registro: number;

  it('PUT sets the model of a period for the talent (validated), used by the record', async () => {
    expect(
      mensagem(
        await rh.put(`${PUT_MODELOS}/${x}`, {
          periodos: [{ periodoExperienciaId: 999999, modeloAvaliacaoId: null }],
        }),
      ),
    ).toBe(M.periodoInvalido);
    expect(
      mensagem(
        await rh.put(`${PUT_MODELOS}/${x}`, {
          periodos: [{ periodoExperienciaId: p90, modeloAvaliacaoId: 999999 }],
        }),
      ),
    ).toBe(M.modeloInvalido);
    expect((await filial.put(`${PUT_MODELOS}/${x}`, { periodos: [] })).statusCode).toBe(404);
    const res = await rh.put(`${PUT_MODELOS}/${x}`, {
      periodos: [{ periodoExperienciaId: p90, modeloAvaliacaoId: modelo45 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = (res.json() as Talento).periodos.find((q) => q.periodoExperienciaId === p90);
    expect(p?.modelo?.id).toBe(modelo45);
  });

  it('POST creates the record for the area manager, due at admission + days; rules and messages', async () => {
    expect(
      mensagem(
        await rh.post(`${API}/talentos/${x}/colaboradores-questionarios`, { periodoExperienciaId: 999999 }),
      ),
    ).toBe(M.periodoInvalido);
    expect(
      (await gestor.post(`${API}/talentos/${z}/colaboradores-questionarios`, { periodoExperienciaId: p45 }))
        .statusCode,
    ).toBe(404);
    const res = await gestor.post(`${API}/talentos/${x}/colaboradores-questionarios`, {
      periodoExperienciaId: p45,
    });
    expect(res.statusCode, res.body).toBe(201);
    const reg = res.json() as {
      id: number;
      prazo: string;
      avaliado: { id: number };
      titulo: string;
      situacao: string;
    };
    registro = reg.id;
    expect(reg.prazo).toBe(menos(40 - 45));
    expect(reg.avaliado.id).toBe(x);
    expect(reg.titulo).toBe('Acompanhamento de experiência – 45 dias');
    expect(reg.situacao).toBe('P');
    expect(
      mensagem(
        await rh.post(`${API}/talentos/${x}/colaboradores-questionarios`, { periodoExperienciaId: p45 }),
      ),
    ).toBe(M.jaExiste);
    // z's area has no follow-up model for the 90-day period.
    expect(
      mensagem(
        await rh.post(`${API}/talentos/${z}/colaboradores-questionarios`, { periodoExperienciaId: p90 }),
      ),
    ).toBe(M.semModelo);
    // The respondent is z's area responsible, named even when that talent has no user.
    const deZ = await rh.post(`${API}/talentos/${z}/colaboradores-questionarios`, {
      periodoExperienciaId: p45,
    });
    expect(deZ.statusCode, deZ.body).toBe(201);
    const [responsavel] = await rows<{ nome: string }>(
      t.database.db,
      sql`select c.nome from area_responsavel ar join colaborador c on c.id = ar.colaborador_id
        where ar.area_organizacional_id = (select area_organizacional_id from colaborador where id = ${z})
        order by c.id limit 1`,
    );
    expect(deZ.json().respondente?.nome).toBe(responsavel.nome.slice(0, 70));
    const um = await rh.get(`${API}/talentos/${x}/colaboradores-questionarios/${registro}`);
    expect(um.statusCode, um.body).toBe(200);
    expect((await rh.get(`${API}/talentos/${z}/colaboradores-questionarios/${registro}`)).statusCode).toBe(
      404,
    );
    expect(
      (await filial.get(`${API}/talentos/${x}/colaboradores-questionarios/${registro}/detail`)).statusCode,
    ).toBe(404);
  });

  it('the manager sees it in its pending records and saves a draft; HR concludes on its behalf', async () => {
    const pend = (await gestor.get(R)).json() as { content?: { id: number }[] } | { id: number }[];
    const lista = Array.isArray(pend) ? pend : (pend.content ?? []);
    expect(lista.some((r) => r.id === registro)).toBe(true);
    const detalhe = (
      await gestor.get(`${API}/talentos/${x}/colaboradores-questionarios/${registro}/detail`)
    ).json() as {
      questionario: { perguntas: { id: number; tipo: number; respostas: { id: number }[] }[] };
    };
    const perguntas = detalhe.questionario.perguntas;
    const rascunho = await gestor.post(`${R}/${registro}`, { respondidoParcialmente: true, respostas: [] });
    expect(rascunho.statusCode, rascunho.body).toBe(200);
    expect(
      (await gestor.get(`${API}/talentos/${x}/colaboradores-questionarios`)).json().periodos[0].situacao,
    ).toBe('A');
    const respostas = perguntas.map((p) =>
      p.tipo === 1
        ? { perguntaId: p.id, respostaId: p.respostas[0].id, comentario: 'Cumpre os prazos.' }
        : p.tipo === 5
          ? { perguntaId: p.id, respostasIds: [p.respostas[0].id] }
          : p.tipo === 4
            ? { perguntaId: p.id, nota: 8 }
            : { perguntaId: p.id, comentario: 'Aprofundar o conhecimento do produto.' },
    );
    const porOutro = await rh.post(`${R}/${registro}`, { respostas });
    expect(porOutro.statusCode, porOutro.body).toBe(200);
    expect(porOutro.json().porOutroUsuario).toBe(true);
    const talento = (await rh.get(`${API}/talentos/${x}/colaboradores-questionarios`)).json() as Talento;
    expect(talento.periodos[0].situacao).toBe('C');
    // The result beside it: the engine's score against the model's minimum (60 %).
    const { percentual, aprovado } = talento.periodos[0];
    expect(percentual).toBe(porOutro.json().resultado.percentual);
    expect(aprovado).toBe((percentual ?? 0) >= 60);
    expect(((await talentos(rh, '&situacao=pendentes')).json() as Talento[]).some((l) => l.id === x)).toBe(
      true,
    );
    // A concluded follow-up is not removed.
    expect(mensagem(await rh.delete(`${API}/talentos/${x}/colaboradores-questionarios/${registro}`))).toBe(
      M.concluido,
    );
  });

  it('decision manter/encerrar next to the result (HR); print the answered follow-up', async () => {
    expect(
      (await gestor.put(`${API}/talentos/${x}/colaboradores-questionarios/${registro}`, { decisao: 'M' }))
        .statusCode,
    ).toBe(403);
    const res = await rh.put(`${API}/talentos/${x}/colaboradores-questionarios/${registro}`, {
      decisao: 'M',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Talento).periodos[0].decisao).toBe('M');
    const pdf = await rh.post(`${API}/imprimir-avaliacao-respondida`, {
      colaboradorQuestionarioId: registro,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(entries(await rh.post(`${API}/imprimir-avaliacao-respondida`, {}))).toEqual([
      { field: 'colaboradorQuestionarioId', message: M.registroObrigatorio },
    ]);
    expect(
      (await filial.post(`${API}/imprimir-avaliacao-respondida`, { colaboradorQuestionarioId: registro }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await semAutoridade.post(`${API}/imprimir-avaliacao-respondida`, {
          colaboradorQuestionarioId: registro,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('DELETE removes an unanswered follow-up (HR only)', async () => {
    const novo = await rh.post(`${API}/talentos/${x}/colaboradores-questionarios`, {
      periodoExperienciaId: p90,
    });
    expect(novo.statusCode, novo.body).toBe(201);
    const id = (novo.json() as { id: number }).id;
    expect((await gestor.delete(`${API}/talentos/${x}/colaboradores-questionarios/${id}`)).statusCode).toBe(
      403,
    );
    expect((await rh.delete(`${API}/talentos/${x}/colaboradores-questionarios/${id}`)).statusCode).toBe(204);
    expect((await rh.get(`${API}/talentos/${x}/colaboradores-questionarios/${id}`)).statusCode).toBe(404);
  });
});

describe('pendências do gestor', () => {
  it('counts its talents whose contract ends within 15 days with no follow-up answered', async () => {
    const db = t.database.db;
    // x's contract ends in 10 days, but x has an answered follow-up: not counted; then unanswered: counted.
    await db.execute(sql`update colaborador set data_admissao = ${menos(80)} where id = ${x}`);
    const conta = async () => {
      const r = (await gestor.get('/api/userinfo/pendencias')).json().itens as {
        codigo: string;
        quantidade: number;
      }[];
      return r.find((p) => p.codigo === PENDENCIA_FIM_EXPERIENCIA.codigo)?.quantidade ?? 0;
    };
    const antes = await conta();
    await db.execute(
      sql`update colaborador_questionario set concluido_em = null where avaliado_colaborador_id = ${x}`,
    );
    expect(await conta()).toBe(antes + 1);
    expect(MSG_COLABORADOR_QUESTIONARIO.naoLiberado).toBeTruthy();
  });
});
