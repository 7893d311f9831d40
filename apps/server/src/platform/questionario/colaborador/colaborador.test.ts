import { TIPO_PERGUNTA, type Pergunta } from '@ipe/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { areasDoGestor } from '../../../modules/cargoSalario/index.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../../../modules/cargoSalario/testkit.ts';
import { infoDoPdf, textoDoPdf } from '../../../test/pdf.ts';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { iniciarSmtpTeste, type SmtpTeste } from '../../../test/smtp.ts';
import { diaDeHoje } from '../../auth/sessions.ts';
import {
  entries,
  mensagem,
  novaPergunta,
  novoModelo,
  objetiva,
  questionarioDe,
  usuarioCom,
} from '../testkit.ts';
import { JOB_LEMBRETES } from './lembretes.ts';
import { criarRegistros, liberarRegistros, removerRegistros } from './registros.ts';
import { moduloDeTeste } from './testkit.ts';

/**
 * The shared answering record (docs/questionario.md 'Registro de resposta') through a module manifest
 * fixture declaring two owner kinds: respondent-only access, answering on behalf, partial save then
 * conclusion, the engine's messages, re-answering, removing answers, pending work, the reminder job (one
 * message and one e-mail, never twice, through a real SMTP server) and the answered PDF.
 */

const R = '/api/pesquisa/colaborador-respostas';
const CQ = '/api/pesquisa/colaboradores-questionarios';
const hoje = diaDeHoje();
const dia = (n: number) =>
  new Date(Date.parse(`${hoje}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let smtp: SmtpTeste;
let t: TestApp;
let admin: Client;
let ana: Client; // employee A (respondent)
let bruno: Client; // employee B
let gestor: Client; // the demo area manager
let ids: {
  anaUsuario: number;
  anaTalento: number;
  brunoTalento: number;
  gestorTalento: number;
  x: number;
  z: number;
};
let questionarioId: number;
let ps: Pergunta[];
const reg: Record<string, number> = {};

const emTx = <T>(f: (tx: Db) => Promise<T>) => t.database.db.transaction((tx) => f(tx as unknown as Db));
const pendentes = async (c: Client) =>
  ((await c.get('/api/userinfo/pendencias')).json().itens as { codigo: string; quantidade: number }[]).find(
    (i) => i.codigo === 'questionarios-a-responder',
  )?.quantidade;

/** Every required question answered. */
const completas = () => ({
  respondidoParcialmente: false,
  respostas: [
    { perguntaId: ps[0].id, respostaId: ps[0].respostas[0].id },
    { perguntaId: ps[1].id, nota: 8 },
    { perguntaId: ps[2].id, comentario: 'Aprende rápido.' },
    { perguntaId: ps[3].id, respostasIds: [ps[3].respostas[0].id, ps[3].respostas[2].id] },
  ],
});

beforeAll(async () => {
  smtp = await iniciarSmtpTeste();
  t = await createTestApp(
    { smtpUrl: smtp.url, appUrl: 'https://rh.exemplo.com.br' },
    { modulos: [moduloDeTeste] },
  );
  admin = await t.login(DEMO_ADMIN, 1);
  const db = t.database.db;
  const [g] = await rows<{ id: number; cpf: string; colaboradorId: number }>(
    db,
    sql`select u.id, u.cpf, u.colaborador_id as "colaboradorId" from usuario u
      join usuario_empresa ue on ue.usuario_id = u.id join perfil p on p.id = ue.perfil_id
      where p.nome = ${DEMO_PERFIL_GESTOR} and ue.empresa_id = 1`,
  );
  // The manager may answer on behalf (write authority of the fixture's kind), within their areas.
  await db.execute(
    sql`update perfil set authorities = array_append(authorities, 'ROLE_CS_COLABORADORES_EDITAR') where nome = ${DEMO_PERFIL_GESTOR}`,
  );
  const empregados = await rows<{ id: number; cpf: string; colaboradorId: number }>(
    db,
    sql`select u.id, u.cpf, u.colaborador_id as "colaboradorId" from usuario u
      where u.colaborador_id is not null and u.id <> ${g.id} order by u.id limit 2`,
  );
  await db.execute(sql`update usuario set email = 'ana@exemplo.com.br' where id = ${empregados[0].id}`);
  await db.execute(sql`update usuario set email = 'bruno@exemplo.com.br' where id = ${empregados[1].id}`);
  const [x] = await rows<{ id: number }>(
    db,
    sql`select id from colaborador where empresa_id = 1 and area_organizacional_id in ${areasDoGestor(g.colaboradorId)}
      and id <> ${g.colaboradorId} order by id limit 1`,
  );
  const [z] = await rows<{ id: number }>(
    db,
    sql`select id from colaborador where empresa_id = 1 and area_organizacional_id not in ${areasDoGestor(g.colaboradorId)}
      order by id limit 1`,
  );
  ids = {
    anaUsuario: empregados[0].id,
    anaTalento: empregados[0].colaboradorId,
    brunoTalento: empregados[1].colaboradorId,
    gestorTalento: g.colaboradorId,
    x: x.id,
    z: z.id,
  };
  ana = await t.login({ cpf: empregados[0].cpf, senha: DEMO_SENHA_COLABORADOR });
  bruno = await t.login({ cpf: empregados[1].cpf, senha: DEMO_SENHA_COLABORADOR });
  gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });

  // The question set: a candidate evaluation model's (any owner's set will do).
  const modelo = await novoModelo(admin, 'Acompanhamento de 45 dias');
  ps = [
    await novaPergunta(
      admin,
      modelo,
      objetiva('Cumpre os horários?', [
        ['Sim', 10],
        ['Às vezes', 5],
        ['Não', 0],
      ]),
    ),
    await novaPergunta(admin, modelo, {
      texto: 'Nota geral',
      tipo: TIPO_PERGUNTA.NOTA,
      notaMinima: 0,
      notaMaxima: 10,
    }),
    await novaPergunta(admin, modelo, { texto: 'Pontos fortes', tipo: TIPO_PERGUNTA.SUBJETIVA }),
    await novaPergunta(admin, modelo, {
      texto: 'Competências demonstradas',
      tipo: TIPO_PERGUNTA.MULTIPLA_ESCOLHA,
      respostas: [
        { texto: 'Comunicação', peso: 5 },
        { texto: 'Liderança', peso: 5 },
        { texto: 'Organização', peso: 5 },
      ],
      exigirComentario: true,
    }),
  ];
  questionarioId = (await questionarioDe(t, modelo)) as number;

  // Created in bulk by the owner, inside its transaction.
  const acompanhamento = { empresaId: 1, donoTipo: 'teste-acompanhamento', donoId: 45, questionarioId };
  const criados = await emTx((tx) =>
    criarRegistros(tx, {
      ...acompanhamento,
      prazo: dia(3),
      itens: [
        { respondenteColaboradorId: ids.anaTalento, avaliadoColaboradorId: ids.x },
        { respondenteColaboradorId: ids.anaTalento, avaliadoColaboradorId: ids.z, prazo: hoje },
        { respondenteColaboradorId: ids.brunoTalento, avaliadoColaboradorId: ids.x, prazo: dia(2) },
      ],
    }),
  );
  [reg.r1, reg.r2, reg.r4] = criados.map((c) => c.id);
  const [p] = await emTx((tx) =>
    criarRegistros(tx, {
      empresaId: 1,
      donoTipo: 'teste-pesquisa',
      donoId: 7,
      questionarioId,
      prazo: dia(10),
      itens: [{ respondenteUsuarioId: ids.anaUsuario }],
    }),
  );
  reg.r3 = p.id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('creating records', () => {
  it('creates in bulk once: the same items again add nothing', async () => {
    const again = await emTx((tx) =>
      criarRegistros(tx, {
        empresaId: 1,
        donoTipo: 'teste-acompanhamento',
        donoId: 45,
        questionarioId,
        prazo: dia(3),
        itens: [{ respondenteColaboradorId: ids.anaTalento, avaliadoColaboradorId: ids.x }],
      }),
    );
    expect(again).toEqual([]);
  });
});

describe("the respondent's own records", () => {
  it('lists the open ones by due date, with titles, and counts them as pending work', async () => {
    const res = await ana.get(R);
    expect(res.statusCode, res.body).toBe(200);
    const lista = res.json() as {
      id: number;
      titulo: string;
      prazo: string;
      dono: string;
      situacao: string;
    }[];
    expect(lista.map((r) => r.id)).toEqual([reg.r2, reg.r1, reg.r3]);
    expect(lista[0]).toMatchObject({
      titulo: 'Acompanhamento de teste nº 45',
      dono: 'Acompanhamento de teste',
      prazo: hoje,
      situacao: 'P',
    });
    expect(await pendentes(ana)).toBe(3);
    expect(await pendentes(bruno)).toBe(1);
    expect(await pendentes(admin)).toBe(0);
  });

  it('reads one record with its questions; nobody else does', async () => {
    const res = await ana.get(`${R}/${reg.r1}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.questionario.perguntas.map((p: Pergunta) => p.id)).toEqual(ps.map((p) => p.id));
    expect(body).toMatchObject({ resultado: null, porOutroUsuario: false, podeResponder: true });
    expect(body.registro.avaliado.id).toBe(ids.x);
    // Another employee, another company, a malformed id: as if it did not exist.
    expect((await bruno.get(`${R}/${reg.r1}`)).statusCode).toBe(404);
    expect((await bruno.post(`${R}/${reg.r1}`, completas())).statusCode).toBe(404);
    const filial = await t.login(DEMO_ADMIN, 2);
    expect((await filial.get(`${R}/${reg.r1}`)).statusCode).toBe(404);
    expect((await ana.get(`${R}/abc`)).statusCode).toBe(404);
    // The area manager sees a record about their area's talent, not one about someone outside it.
    expect((await gestor.get(`${R}/${reg.r1}`)).statusCode).toBe(200);
    expect((await gestor.get(`${R}/${reg.r2}`)).statusCode).toBe(404);
  });
});

describe('answering', () => {
  it('saves partially, then concludes with every rule of the engine, then refuses another answer', async () => {
    const parcial = await ana.post(`${R}/${reg.r1}`, {
      respondidoParcialmente: true,
      respostas: [{ perguntaId: ps[1].id, nota: 7 }],
    });
    expect(parcial.statusCode, parcial.body).toBe(200);
    expect(parcial.json().registro).toMatchObject({ situacao: 'A', respondidoParcialmente: true });
    expect((await ana.get(`${CQ}/${reg.r1}/respondido-parcialmente`)).json()).toEqual({
      respondidoParcialmente: true,
    });
    expect(await pendentes(ana)).toBe(3);

    // Concluding with nothing answered: every required question's message, by question.
    const vazio = entries(await ana.post(`${R}/${reg.r1}`, { respondidoParcialmente: false, respostas: [] }));
    expect(Object.fromEntries(vazio.map((e) => [e.field, e.message]))).toEqual({
      [`respostas.${ps[0].id}.respostaId`]: 'Selecione uma opção de resposta',
      [`respostas.${ps[1].id}.nota`]: 'Informe a nota',
      [`respostas.${ps[2].id}.comentario`]: 'Resposta é obrigatória',
      [`respostas.${ps[3].id}.respostasIds`]: 'Selecione pelo menos uma opção de resposta',
    });
    const semJustificativa = entries(await ana.post(`${R}/${reg.r1}`, completas()));
    expect(semJustificativa).toEqual([
      { field: `respostas.${ps[3].id}.comentario`, message: 'Justificativa é obrigatória' },
    ]);
    const foraDaEscala = completas();
    foraDaEscala.respostas[1] = { perguntaId: ps[1].id, nota: 11 };
    expect(entries(await ana.post(`${R}/${reg.r1}`, foraDaEscala))).toContainEqual({
      field: `respostas.${ps[1].id}.nota`,
      message: 'A nota deve estar entre 0 e 10',
    });

    const corpo = completas();
    corpo.respostas[3] = { ...corpo.respostas[3], comentario: 'Comunica bem e é organizada.' } as never;
    const fim = await ana.post(`${R}/${reg.r1}`, corpo);
    expect(fim.statusCode, fim.body).toBe(200);
    expect(fim.json().registro).toMatchObject({ situacao: 'C', respondidoParcialmente: false });
    expect(fim.json().resultado).toMatchObject({ status: 'C', pontuacao: 28, pontuacaoMaxima: 35 });
    expect(fim.json().podeResponder).toBe(false);
    expect((await ana.get(`${CQ}/${reg.r1}/respondido-parcialmente`)).json()).toEqual({
      respondidoParcialmente: false,
    });
    expect(await pendentes(ana)).toBe(2);
    expect(mensagem(await ana.post(`${R}/${reg.r1}`, corpo), 409)).toBe(
      'Esta avaliação já foi concluída e não pode ser respondida novamente.',
    );
    expect((await ana.get(`${R}?situacao=concluidos`)).json().map((r: { id: number }) => r.id)).toEqual([
      reg.r1,
    ]);
  });

  it('answers on behalf only where the owner kind allows it', async () => {
    // The area manager, for a talent of their area (the respondent is Bruno).
    const res = await gestor.post(`${R}/${reg.r4}`, { respondidoParcialmente: true, respostas: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ porOutroUsuario: true, podeResponder: true });
    // HR holding only the read authority: may read, may not answer.
    const leitor = await usuarioCom(t, admin, ['ROLE_CS_COLABORADORES'], 1);
    expect((await leitor.get(`${R}/${reg.r4}`)).statusCode).toBe(200);
    expect(
      mensagem(await leitor.post(`${R}/${reg.r4}`, { respondidoParcialmente: true, respostas: [] }), 403),
    ).toBe('Você não pode responder este questionário por outro usuário.');
    // HR without any authority of the kind: not even there.
    const outro = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 1);
    expect((await outro.get(`${R}/${reg.r4}`)).statusCode).toBe(404);
    // The anonymous survey is answered by its respondent only, even by HR with the write authority.
    expect(
      mensagem(await admin.post(`${R}/${reg.r3}`, { respondidoParcialmente: true, respostas: [] }), 403),
    ).toBe('Você não pode responder este questionário por outro usuário.');
  });
});

describe("HR's list and removing answers", () => {
  it('lists by question set and talent, hiding the respondent of anonymous kinds', async () => {
    const res = await admin.get(`${CQ}?questionarioId=${questionarioId}`);
    expect(res.statusCode, res.body).toBe(200);
    const lista = res.json().content as { id: number; respondente: { nome: string } | null }[];
    expect(lista.map((r) => r.id).sort()).toEqual([reg.r1, reg.r2, reg.r3, reg.r4].sort());
    expect(lista.find((r) => r.id === reg.r1)?.respondente?.nome).toBeTruthy();
    expect(lista.find((r) => r.id === reg.r3)?.respondente).toBeNull();
    const porTalento = await admin.get(`${CQ}?colaboradorId=${ids.brunoTalento}`);
    expect(porTalento.json().content.map((r: { id: number }) => r.id)).toEqual([reg.r4]);
    // The manager sees the follow-ups about their areas' talents only (the kind's scope; r2 is outside),
    // and the survey, whose kind declares no scope; an employee without the authority, nothing.
    const doGestor = await gestor.get(`${CQ}?questionarioId=${questionarioId}`);
    expect(
      doGestor
        .json()
        .content.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([reg.r1, reg.r3, reg.r4].sort());
    expect((await ana.get(CQ)).statusCode).toBe(403);
  });

  it('removes answers: the respondent their draft, HR a concluded one only where the kind reopens', async () => {
    expect((await ana.delete(`${CQ}/${reg.r1}/respostas`)).statusCode).toBe(403);
    expect(mensagem(await admin.delete(`${CQ}/${reg.r1}/respostas`))).toBe(
      'As respostas deste questionário já foram concluídas e não podem ser removidas.',
    );
    expect(mensagem(await ana.delete(`${CQ}/${reg.r3}/respostas`))).toBe(
      'Este questionário ainda não foi respondido.',
    );
    expect((await ana.post(`${R}/${reg.r3}`, completasComJustificativa())).statusCode).toBe(200);
    expect((await admin.delete(`${CQ}/${reg.r3}/respostas`)).statusCode).toBe(204);
    const de_novo = await ana.get(`${R}/${reg.r3}`);
    expect(de_novo.json()).toMatchObject({
      resultado: null,
      podeResponder: true,
      registro: { situacao: 'P' },
    });
    expect(
      (await ana.post(`${R}/${reg.r3}`, { respondidoParcialmente: true, respostas: [] })).statusCode,
    ).toBe(200);
    expect((await ana.delete(`${CQ}/${reg.r3}/respostas`)).statusCode).toBe(204);
  });

  it('a blocked record is neither counted nor answered; the owner removes unanswered ones', async () => {
    const filtro = { empresaId: 1, donoTipo: 'teste-pesquisa', donoId: 7 };
    await emTx((tx) => liberarRegistros(tx, { ...filtro, liberado: false }));
    expect(await pendentes(ana)).toBe(1);
    expect(mensagem(await ana.post(`${R}/${reg.r3}`, completasComJustificativa()))).toBe(
      'Este questionário não está liberado para resposta no momento.',
    );
    await emTx((tx) => liberarRegistros(tx, { ...filtro, liberado: true }));
    const extra = await emTx((tx) =>
      criarRegistros(tx, {
        ...filtro,
        donoId: 8,
        questionarioId,
        itens: [{ respondenteUsuarioId: ids.anaUsuario }],
      }),
    );
    expect(await pendentes(ana)).toBe(3);
    expect(await emTx((tx) => removerRegistros(tx, { ...filtro, donoId: 8 }))).toBe(1);
    expect((await ana.get(`${R}/${extra[0].id}`)).statusCode).toBe(404);
  });
});

describe('reminders', () => {
  it('posts one message to the box and one e-mail per record and reminder, never twice', async () => {
    const antes = smtp.mensagens.length;
    await t.app.jobs.executarAgora(JOB_LEMBRETES);
    // r2 is due today (the reminder of the day), r4 in two days (the one before); r1 is concluded, r3 far.
    await t.app.mailer.processarAgora();
    const mails = await smtp.aguardar(antes + 2);
    const novos = mails.slice(antes);
    expect(novos.map((m) => m.para[0]).sort()).toEqual(['ana@exemplo.com.br', 'bruno@exemplo.com.br']);
    const paraAna = novos.find((m) => m.para[0] === 'ana@exemplo.com.br');
    expect(paraAna?.assunto).toContain('Lembrete: Acompanhamento de teste nº 45');
    expect(paraAna?.texto).toContain('termina hoje');
    expect(paraAna?.html).toContain(`https://rh.exemplo.com.br/pesquisa/colaborador-respostas/${reg.r2}`);
    const caixa = (await ana.get('/api/userinfo/mensagens?tipo=A')).json();
    const textos = (caixa.content ?? caixa).map((m: { texto: string }) => m.texto);
    expect(textos.filter((x: string) => x.includes('Acompanhamento de teste nº 45'))).toHaveLength(1);

    await t.app.jobs.executarAgora(JOB_LEMBRETES);
    await t.app.mailer.processarAgora();
    expect(smtp.mensagens.length).toBe(antes + 2);
    const [{ n }] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from usuario_mensagem um join mensagem m on m.id = um.mensagem_id
        where m.link like '/pesquisa/colaborador-respostas/%'`,
    );
    expect(n).toBe(2);
  });
});

describe('the answered PDF', () => {
  it('prints the answers, tagged, for the respondent and HR; not for others', async () => {
    const res = await admin.get(`${R}/${reg.r1}/imprimir`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect((await infoDoPdf(pdf)).Tagged).toBe('yes');
    const texto = await textoDoPdf(pdf);
    expect(texto).toContain('Acompanhamento de teste nº 45');
    expect(texto).toContain('◉ Sim');
    expect(texto).toContain('Nota: 8 (de 0 a 10)');
    expect(texto).toContain('Aprende rápido.');
    expect(texto).toContain('☒ Comunicação');
    expect(texto).toMatch(/Concluído em \d\d\/\d\d\/\d{4}/);
    if (process.env.PDF_PNG) {
      const { paginaPng } = await import('../../../test/pdf.ts');
      console.log(await paginaPng(pdf, 1, 'respondido'));
    }
    expect((await ana.get(`${R}/${reg.r1}/imprimir`)).statusCode).toBe(200);
    expect((await bruno.get(`${R}/${reg.r1}/imprimir`)).statusCode).toBe(404);
  });
});

function completasComJustificativa() {
  const c = completas();
  c.respostas[3] = { ...c.respostas[3], comentario: 'Sim.' } as never;
  return c;
}
