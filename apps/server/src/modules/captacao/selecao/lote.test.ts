import { MSG_LOTE, MSG_SELECAO as M } from '@ipe/domain/resources/captacao/selecao/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../../db/schema/index.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { entries, usuarioCom } from '../solicitacoes/testkit.ts';
import {
  etapas,
  mover,
  novoCandidato,
  SOLICITACOES,
  solicitacaoAberta,
  solicitacaoDireta,
  vincular,
} from './testkit.ts';

/** Issue 24 §3: the board's bulk actions and the masked CPF. One app for the file. */
let t: TestApp;
let admin: Client;
let E: { id: number; ordem: number; nome: string }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  E = await etapas(t, 1);
});
afterAll(() => t?.close());

const lote = (c: Client, s: number, body: object) => c.post(`${SOLICITACOES}/${s}/candidatos/lote`, body);

describe('bulk actions on the board', () => {
  it('moves several candidates in one call and reports each refusal with the rule message', async () => {
    const s = await solicitacaoAberta(t, admin, 2);
    const a = await novoCandidato(t, 1, 'Lote Ana');
    const b = await novoCandidato(t, 1, 'Lote Bruno');
    const c = await novoCandidato(t, 1, 'Lote Carla');
    const [va, vb, vc] = [
      await vincular(admin, a.id, s),
      await vincular(admin, b.id, s),
      await vincular(admin, c.id, s),
    ];
    // Carla is already in step 1 without a result: moving on to step 2 is refused for her alone.
    expect((await mover(admin, vc, E[0].id)).statusCode).toBe(201);
    const r1 = await lote(admin, s, { acao: 'mover', etapaSeletivaId: E[0].id, vinculosIds: [va, vb, vc] });
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json()).toEqual({
      feitos: [
        { id: va, nome: a.nome },
        { id: vb, nome: b.nome },
      ],
      recusados: [{ id: vc, nome: c.nome, motivo: M.mesmaEtapa(E[0].nome) }],
    });
    // Each candidate moved has its own audit row, as with the single action.
    const audit = await t.database.db
      .select({ id: auditoria.id })
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'MOVER ETAPA'), eq(auditoria.entidadeId, va)));
    expect(audit).toHaveLength(1);

    // Result apto for two, then moving on: only the apto ones advance.
    const r2 = await lote(admin, s, { acao: 'resultado', apto: 'S', vinculosIds: [va, vb] });
    expect(r2.json().feitos).toHaveLength(2);
    const r3 = await lote(admin, s, { acao: 'mover', etapaSeletivaId: E[1].id, vinculosIds: [va, vb, vc] });
    expect(r3.json().feitos.map((x: { id: number }) => x.id)).toEqual([va, vb]);
    expect(r3.json().recusados).toEqual([{ id: vc, nome: c.nome, motivo: M.avancarSemApto(E[0].nome) }]);

    // Rejecting: não apto in the current step, with the note; a candidate without a step is refused.
    const d = await novoCandidato(t, 1, 'Lote Diego');
    const vd = await vincular(admin, d.id, s);
    const r4 = await lote(admin, s, {
      acao: 'reprovar',
      observacao: 'Perfil distante da vaga',
      vinculosIds: [vc, vd],
    });
    expect(r4.json()).toEqual({
      feitos: [{ id: vc, nome: c.nome }],
      recusados: [{ id: vd, nome: d.nome, motivo: M.semEtapa }],
    });
    const quadro = (await admin.get(`${SOLICITACOES}/${s}/candidato`)).json();
    const carla = quadro.candidatos.find((x: { id: number }) => x.id === vc);
    expect(carla.atual).toMatchObject({ apto: 'N', observacao: 'Perfil distante da vaga' });
  });

  it('validates the body with pt-BR messages', async () => {
    const s = await solicitacaoAberta(t, admin);
    expect(
      entries(await lote(admin, s, { acao: 'mover', etapaSeletivaId: E[0].id, vinculosIds: [] })),
    ).toEqual([{ field: 'vinculosIds', message: M.candidatosObrigatorios }]);
    expect(entries(await lote(admin, s, { vinculosIds: [1] }))[0].message).toBe(MSG_LOTE.acaoObrigatoria);
    const muitos = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(entries(await lote(admin, s, { acao: 'reprovar', vinculosIds: muitos }))).toEqual([
      { field: 'vinculosIds', message: MSG_LOTE.maximo },
    ]);
  });

  it('attackers: read-only users, other companies and links of other requisitions', async () => {
    const s = await solicitacaoAberta(t, admin);
    const outra = await solicitacaoAberta(t, admin);
    const a = await novoCandidato(t, 1);
    const va = await vincular(admin, a.id, s);
    const vo = await vincular(admin, (await novoCandidato(t, 1)).id, outra);
    // Without the editing authority: 403, nothing moved.
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_SELECAO'], 1);
    expect(
      (await lote(leitor.client, s, { acao: 'mover', etapaSeletivaId: E[0].id, vinculosIds: [va] }))
        .statusCode,
    ).toBe(403);
    // Another company's session: the requisition is not found.
    const filial = await t.login(DEMO_ADMIN, 2);
    expect(
      (await lote(filial, s, { acao: 'mover', etapaSeletivaId: E[0].id, vinculosIds: [va] })).statusCode,
    ).toBe(404);
    // A filial requisition with a link of the matrix's requisition smuggled in: refused without the name.
    const sf = await solicitacaoDireta(t, 2);
    const r = await lote(filial, sf, { acao: 'reprovar', vinculosIds: [va] });
    expect(r.json()).toEqual({
      feitos: [],
      recusados: [{ id: va, nome: '', motivo: MSG_LOTE.foraDaSolicitacao }],
    });
    // A link of another requisition of the same company: refused, untouched.
    const r2 = await lote(admin, s, { acao: 'mover', etapaSeletivaId: E[0].id, vinculosIds: [vo, va] });
    expect(r2.json().recusados).toEqual([{ id: vo, nome: '', motivo: MSG_LOTE.foraDaSolicitacao }]);
    const q = (await admin.get(`${SOLICITACOES}/${outra}/candidato`)).json();
    expect(q.candidatos[0].atual).toBeNull();
    // A step of another company: the rule's message.
    const r3 = await lote(admin, s, { acao: 'mover', etapaSeletivaId: 2_000_000, vinculosIds: [va] });
    expect(r3.statusCode).toBeLessThan(500);
  });
});

describe('masked CPF on the board', () => {
  it('never sends the full CPF in the board or the candidates to include, even to a manager', async () => {
    const s = await solicitacaoAberta(t, admin);
    const c = await novoCandidato(t, 1, 'Cpf Mascarado Teste');
    await vincular(admin, c.id, s);
    const d = c.cpf as string;
    const mascara = `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
    const gestor = await usuarioCom(t, admin, ['ROLE_CAP_SELECAO', 'ROLE_CAP_SELECAO_EDITAR'], 1);
    for (const who of [admin, gestor.client]) {
      const quadro = await who.get(`${SOLICITACOES}/${s}/candidato`);
      expect(quadro.body).not.toContain(d);
      expect(quadro.body).not.toContain(`${d.slice(0, 3)}.${d.slice(3, 6)}`);
      const cand = quadro
        .json()
        .candidatos.find((x: { candidato: { id: number } }) => x.candidato.id === c.id);
      expect(cand.candidato.cpf).toBe(mascara);
      // The search still finds by the whole CPF, and answers it masked.
      const outra = await solicitacaoAberta(t, admin);
      const disp = await who.get(`${SOLICITACOES}/${outra}/candidatos-disponiveis?q=${d}`);
      expect(disp.body).not.toContain(d);
      expect(disp.json()).toEqual([{ id: c.id, nome: c.nome, cpf: mascara }]);
    }
    // The candidates' history list, once the candidate has a step.
    const [v] = (await admin.get(`${SOLICITACOES}/${s}/candidato`)).json().candidatos;
    await lote(admin, s, { acao: 'mover', etapaSeletivaId: E[0].id, vinculosIds: [v.id] });
    const hist = await gestor.client.get(`/api/captacao/historico-candidatos?candidatoId=${c.id}`);
    expect(hist.body).not.toContain(d);
    expect(hist.json().content[0].candidato.cpf).toBe(mascara);
  });
});
