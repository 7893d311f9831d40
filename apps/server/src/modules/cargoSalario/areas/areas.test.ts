import { ERROR_CODES } from '@ipe/domain';
import { MSG_AREAS } from '@ipe/domain/resources/cargoSalario/areas/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, empresa } from '../../../db/schema/index.ts';
import { areaOrganizacional } from './schema.ts';
import { type Client, createTestApp, type TestApp } from '../../../test/harness.ts';
import { completarHierarquias } from './areaDados.ts';
import {
  AREAS,
  alterarArea,
  criarArea,
  criarCargo,
  criarTalento,
  fieldsOf,
  unico,
  usuarioCom,
} from './fixtures.ts';

/** Organisational areas: the rules of spec 2 §4, the hierarchy, responsibles and the calls of §7. */

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());

describe('areas-organizacionais: register', () => {
  it('creates an area under a parent and keeps the hierarchy description of the whole subtree', async () => {
    const dir = await criarArea(admin, { nome: 'Diretoria X' });
    expect(dir).toMatchObject({
      nome: 'Diretoria X',
      descricaoHierarquia: 'Diretoria X',
      ativo: true,
      exibirOrganograma: true,
    });
    const com = await criarArea(admin, { nome: 'Comercial X', areaMaeId: dir.id });
    const ven = await criarArea(admin, { nome: 'Vendas X', areaMaeId: com.id });
    expect(ven.descricaoHierarquia).toBe('Diretoria X > Comercial X > Vendas X');
    expect(ven.areaMae).toEqual({ id: com.id, descricaoHierarquia: 'Diretoria X > Comercial X' });

    expect((await alterarArea(admin, dir.id, { nome: 'Presidência X' })).statusCode).toBe(200);
    expect((await admin.get(`${AREAS}/${ven.id}`)).json().descricaoHierarquia).toBe(
      'Presidência X > Comercial X > Vendas X',
    );
    // Moving a branch rewrites it too.
    expect((await alterarArea(admin, com.id, { areaMaeId: null })).statusCode).toBe(200);
    expect((await admin.get(`${AREAS}/${ven.id}`)).json().descricaoHierarquia).toBe('Comercial X > Vendas X');
  });

  it('fills the hierarchy of areas inserted straight into the table (seeds, imports) at start-up', async () => {
    const db = t.database.db;
    const [raiz] = await db
      .insert(areaOrganizacional)
      .values({ empresaId: 1, nome: 'Importada' })
      .returning();
    const [filha] = await db
      .insert(areaOrganizacional)
      .values({ empresaId: 1, nome: 'Filha importada', areaMaeId: raiz.id })
      .returning();
    await completarHierarquias(db);
    expect((await admin.get(`${AREAS}/${filha.id}`)).json().descricaoHierarquia).toBe(
      'Importada > Filha importada',
    );
  });

  it('lists in tree order, filters by ativo and searches the hierarchy', async () => {
    const raiz = await criarArea(admin, { nome: 'Árvore Lista' });
    const b = await criarArea(admin, { nome: 'B filha', areaMaeId: raiz.id });
    await criarArea(admin, { nome: 'A filha', areaMaeId: raiz.id, ativo: true });
    await alterarArea(admin, b.id, { ativo: false });
    const all = (await admin.get(`${AREAS}?q=arvore lista&unpaged=true&ativo=todos`)).json() as {
      descricaoHierarquia: string;
    }[];
    expect(all.map((a) => a.descricaoHierarquia)).toEqual([
      'Árvore Lista',
      'Árvore Lista > A filha',
      'Árvore Lista > B filha',
    ]);
    // Active ones by default: the inactive 'B filha' only with the filter.
    const ativas = (await admin.get(`${AREAS}?q=arvore lista&unpaged=true`)).json() as { id: number }[];
    expect(ativas.map((a) => a.id)).not.toContain(b.id);
    expect(ativas).toHaveLength(2);
    const inativas = (await admin.get(`${AREAS}?q=arvore lista&ativo=false`)).json() as { id: number }[];
    expect(inativas.map((a) => a.id)).toEqual([b.id]);
    const page = (await admin.get(`${AREAS}?page=0&size=2&q=arvore&ativo=todos`)).json();
    expect(page).toMatchObject({ totalElements: 3, size: 2 });
    const resumido = (await admin.get(`${AREAS}?resumido=true&q=arvore lista`)).json();
    expect(resumido[0]).toEqual({ id: raiz.id, descricaoHierarquia: 'Árvore Lista' });
  });

  it('validates Descrição (required, max 60) and the notification e-mails', async () => {
    const vazio = await admin.post(AREAS, { nome: '  ' });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().code).toBe(ERROR_CODES.fieldValidation);
    expect(fieldsOf(vazio)).toEqual(['nome: Descrição é obrigatória']);
    expect(fieldsOf(await admin.post(AREAS, { nome: 'x'.repeat(61) }))).toEqual([
      'nome: Descrição deve ter no máximo 60 caracteres',
    ]);
    const emails = await admin.post(AREAS, {
      nome: 'Com e-mails',
      email: 'area@',
      emailsNotificacoes: [{ email: 'ok@empresa.com.br' }, { email: 'ruim' }],
    });
    expect(fieldsOf(emails)).toEqual([
      'email: E-mail inválido',
      'emailsNotificacoes.1.email: E-mail inválido',
    ]);
    const ok = await criarArea(admin, {
      emailsNotificacoes: [{ email: 'b@empresa.com.br' }, { email: 'a@empresa.com.br' }],
      codigoAC: '001',
    });
    expect(ok.emailsNotificacoes).toEqual([
      { id: expect.any(Number), email: 'b@empresa.com.br' },
      { id: expect.any(Number), email: 'a@empresa.com.br' },
    ]);
  });

  it('refuses a parent of another company or unknown', async () => {
    const [outra] = await t.database.db
      .insert(areaOrganizacional)
      .values({ empresaId: 2, nome: 'Da filial' })
      .returning();
    for (const areaMaeId of [outra.id, 999999])
      expect(fieldsOf(await admin.post(AREAS, { nome: 'Órfã', areaMaeId }))).toEqual([
        'areaMaeId: Área mãe não encontrada.',
      ]);
    expect((await admin.get(`${AREAS}/${outra.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${AREAS}/${outra.id}/talentos`)).statusCode).toBe(404);
  });

  it('answers possui dependências when removing an area with children or positions', async () => {
    const mae = await criarArea(admin);
    const filha = await criarArea(admin, { areaMaeId: mae.id });
    const del = await admin.delete(`${AREAS}/${mae.id}`);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe('A área organizacional possui dependências em Áreas Organizacionais.');
    await criarCargo(admin, [filha.id]);
    expect((await admin.delete(`${AREAS}/${filha.id}`)).json().message).toBe(
      'A área organizacional possui dependências em Cargos.',
    );
    const livre = await criarArea(admin, { emailsNotificacoes: [{ email: 'x@y.com.br' }] });
    expect((await admin.delete(`${AREAS}/${livre.id}`)).statusCode).toBe(204);
  });
});

describe('areas-organizacionais: activation rules (spec 2 §4)', () => {
  it('refuses to inactivate an area with active children, then allows it once they are inactive', async () => {
    const mae = await criarArea(admin);
    const filha = await criarArea(admin, { areaMaeId: mae.id });
    const res = await alterarArea(admin, mae.id, { ativo: false });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([`ativo: ${MSG_AREAS.inativarComFilhasAtivas}`]);
    expect(fieldsOf(res)).toEqual([
      'ativo: Não é possível inativar a área organizacional, pois ela possui áreas filhas ativas.',
    ]);
    expect((await admin.get(`${AREAS}/${mae.id}`)).json().ativo).toBe(true);

    expect((await alterarArea(admin, filha.id, { ativo: false })).statusCode).toBe(200);
    expect((await alterarArea(admin, mae.id, { ativo: false })).statusCode).toBe(200);
  });

  it('refuses to activate an area, or create an active one, under an inactive parent', async () => {
    const mae = await criarArea(admin);
    const filha = await criarArea(admin, { areaMaeId: mae.id, ativo: false });
    await alterarArea(admin, mae.id, { ativo: false });
    expect(fieldsOf(await alterarArea(admin, filha.id, { ativo: true }))).toEqual([
      'ativo: Não é possível ativar a área organizacional, pois a área mãe está inativa.',
    ]);
    expect(fieldsOf(await admin.post(AREAS, { nome: 'Nova ativa', areaMaeId: mae.id }))).toEqual([
      `ativo: ${MSG_AREAS.ativarComMaeInativa}`,
    ]);
    // An inactive area may be created there, and edited while its status stays.
    const inativa = await criarArea(admin, { areaMaeId: mae.id, ativo: false });
    expect((await alterarArea(admin, inativa.id, { nome: 'Renomeada inativa' })).statusCode).toBe(200);
  });

  it('refuses to inactivate an area whose parent is inactive', async () => {
    const mae = await criarArea(admin);
    const filha = await criarArea(admin, { areaMaeId: mae.id });
    // Legacy data: an active child under an inactive parent (the rules never let it happen through the API).
    await t.database.db
      .update(areaOrganizacional)
      .set({ ativo: false })
      .where(eq(areaOrganizacional.id, mae.id));
    expect(fieldsOf(await alterarArea(admin, filha.id, { ativo: false }))).toEqual([
      'ativo: Não é possível inativar a área organizacional, pois a área mãe está inativa.',
    ]);
  });

  it('refuses to move an active area under an inactive parent', async () => {
    const inativa = await criarArea(admin, { ativo: false });
    const area = await criarArea(admin);
    expect(fieldsOf(await alterarArea(admin, area.id, { areaMaeId: inativa.id }))).toEqual([
      `ativo: ${MSG_AREAS.maeInativa}`,
    ]);
  });

  it('writes the activation, the change and its before/after to the audit log in the same transaction', async () => {
    const area = await criarArea(admin, { nome: 'Auditada' });
    await alterarArea(admin, area.id, { ativo: false });
    const log = await t.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'areas-organizacionais'), eq(auditoria.entidadeId, area.id)))
      .orderBy(auditoria.id);
    expect(log.map((l) => l.acao)).toEqual(['INSERIR', 'INATIVAR', 'ALTERAR']);
    expect(log[0]).toMatchObject({ usuarioId: 1, empresaId: 1, descricao: 'Auditada' });
    expect(log[2].antes).toMatchObject({ ativo: true, nome: 'Auditada' });
    expect(log[2].depois).toMatchObject({ ativo: false });
    // A refused change leaves no trace.
    const mae = await criarArea(admin);
    await criarArea(admin, { areaMaeId: mae.id });
    await alterarArea(admin, mae.id, { ativo: false });
    const maeLog = await t.database.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'areas-organizacionais'), eq(auditoria.entidadeId, mae.id)));
    expect(maeLog.map((l) => l.acao)).toEqual(['INSERIR']);
  });
});

describe('areas-organizacionais: parent rules', () => {
  it('refuses an area as its own parent or under one of its descendants', async () => {
    const a = await criarArea(admin);
    const b = await criarArea(admin, { areaMaeId: a.id });
    const c = await criarArea(admin, { areaMaeId: b.id });
    expect(fieldsOf(await alterarArea(admin, a.id, { areaMaeId: a.id }))).toEqual([
      `areaMaeId: ${MSG_AREAS.ciclo}`,
    ]);
    expect(fieldsOf(await alterarArea(admin, a.id, { areaMaeId: c.id }))).toEqual([
      'areaMaeId: A área mãe não pode ser a própria área organizacional nem uma de suas áreas filhas.',
    ]);
  });

  it('locks the parent while the company is integrated with payroll', async () => {
    const a = await criarArea(admin);
    const b = await criarArea(admin);
    const db = t.database.db;
    await db.update(empresa).set({ acIntegra: true }).where(eq(empresa.id, 1));
    try {
      expect(fieldsOf(await alterarArea(admin, b.id, { areaMaeId: a.id }))).toEqual([
        'areaMaeId: A área mãe não pode ser alterada, pois a empresa está integrada com a folha de pagamento.',
      ]);
      expect((await admin.get(`${AREAS}/${b.id}`)).json().podeEditar).toBe(false);
      // Other changes are fine.
      expect((await alterarArea(admin, b.id, { nome: 'Renomeada integrada' })).statusCode).toBe(200);
    } finally {
      await db.update(empresa).set({ acIntegra: false }).where(eq(empresa.id, 1));
    }
  });

  it('locks the parent of an area used by a talent history', async () => {
    const a = await criarArea(admin);
    const b = await criarArea(admin);
    expect((await admin.get(`${AREAS}/${b.id}`)).json().podeEditar).toBe(true);
    const talento = await criarTalento(t.database.db, { areaId: b.id });
    expect(fieldsOf(await alterarArea(admin, b.id, { areaMaeId: a.id }))).toEqual([
      'areaMaeId: A área mãe não pode ser alterada, pois a área organizacional é utilizada no histórico de talentos.',
    ]);
    expect((await admin.get(`${AREAS}/${b.id}`)).json().podeEditar).toBe(false);
    const hist = (await admin.get(`${AREAS}/${b.id}/historicos-colaboradores-vinculados`)).json();
    expect(hist).toEqual([
      { id: expect.any(Number), data: '2020-01-02', colaborador: { id: talento.id, nome: talento.nome } },
    ]);
  });
});

describe('areas-organizacionais: responsibles', () => {
  it('keeps responsibles and co-responsibles, names them, and replicates them to every descendant on request', async () => {
    const mae = await criarArea(admin, { nome: 'Com responsáveis' });
    const filha = await criarArea(admin, { areaMaeId: mae.id });
    const neta = await criarArea(admin, { areaMaeId: filha.id });
    const ana = await criarTalento(t.database.db, { areaId: mae.id, nome: 'Ana Responsável' });
    const bia = await criarTalento(t.database.db, { areaId: mae.id, nome: 'Bia Corresponsável' });
    const carla = await criarTalento(t.database.db, { areaId: filha.id, nome: 'Carla Antiga' });
    await alterarArea(admin, neta.id, { responsaveisIds: [carla.id] });

    const res = await alterarArea(admin, mae.id, {
      responsaveisIds: [ana.id],
      coResponsaveisIds: [bia.id, ana.id],
      replicarResponsaveis: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      responsaveisIds: [ana.id],
      nomeResponsaveis: 'Ana Responsável',
      nomeCoResponsaveis: 'Ana Responsável, Bia Corresponsável',
    });
    for (const id of [filha.id, neta.id]) {
      const row = (await admin.get(`${AREAS}/${id}`)).json();
      expect(row.responsaveisIds).toEqual([ana.id]);
      // Only what was asked is replicated.
      expect(row.coResponsaveisIds).toEqual([]);
    }
    const listed = (await admin.get(`${AREAS}?q=com responsaveis&unpaged=true`)).json();
    expect(listed[0]).toMatchObject({ nomeResponsaveis: 'Ana Responsável' });

    await alterarArea(admin, mae.id, { replicarCoResponsaveis: true });
    expect((await admin.get(`${AREAS}/${neta.id}`)).json().nomeCoResponsaveis).toBe(
      'Ana Responsável, Bia Corresponsável',
    );

    const resp = (await admin.get(`${AREAS}/responsaveis?id=${mae.id}`)).json();
    expect(resp).toEqual({
      id: mae.id,
      responsaveis: [{ id: ana.id, nome: 'Ana Responsável' }],
      coResponsaveis: [
        { id: ana.id, nome: 'Ana Responsável' },
        { id: bia.id, nome: 'Bia Corresponsável' },
      ],
    });
    const log = await t.database.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(and(eq(auditoria.entidadeId, mae.id), eq(auditoria.acao, 'REPLICAR_RESPONSAVEIS')));
    expect(log).toHaveLength(2);
  });

  it('refuses responsibles who are not talents of the company', async () => {
    const daFilial = await criarArea(admin); // any area for the talent's required columns
    const [outraArea] = await t.database.db
      .insert(areaOrganizacional)
      .values({ empresaId: 2, nome: 'Área filial' })
      .returning();
    const estranho = await criarTalento(t.database.db, { empresaId: 2, areaId: outraArea.id });
    expect(daFilial.id).toBeGreaterThan(0);
    expect(
      fieldsOf(
        await admin.post(AREAS, {
          nome: 'X',
          responsaveisIds: [estranho.id],
          coResponsaveisIds: [estranho.id],
        }),
      ),
    ).toEqual(['responsaveisIds: Talento não encontrado.', 'coResponsaveisIds: Talento não encontrado.']);
  });

  it('lists the active areas without responsibles, grouped by company', async () => {
    const sem = await criarArea(admin, { nome: unico('Sem responsável') });
    const groups = (await admin.get(`${AREAS}/agrupadas-sem-responsaveis`)).json();
    expect(groups).toHaveLength(1);
    expect(groups[0].empresa).toEqual({ id: 1, nome: 'Ipê Demonstração Ltda' });
    expect(groups[0].areas).toContainEqual({ id: sem.id, nome: sem.nome, descricaoHierarquia: sem.nome });
  });
});

describe('areas-organizacionais: calls of spec 2 §7', () => {
  it('areas-maes: active areas except the area and its descendants, plus its current parent', async () => {
    const raiz = await criarArea(admin, { nome: unico('Mães') });
    const filha = await criarArea(admin, { areaMaeId: raiz.id });
    const neta = await criarArea(admin, { areaMaeId: filha.id });
    const inativa = await criarArea(admin, { ativo: false });
    const ids = async (qs: string) =>
      ((await admin.get(`${AREAS}/areas-maes${qs}`)).json() as { id: number }[]).map((a) => a.id);
    const semFilha = await ids(`?areaId=${filha.id}&areaMaeId=${raiz.id}`);
    expect(semFilha).toContain(raiz.id);
    expect(semFilha).not.toContain(filha.id);
    expect(semFilha).not.toContain(neta.id);
    expect(semFilha).not.toContain(inativa.id);
    expect(await ids(`?areaMaeId=${inativa.id}`)).toContain(inativa.id);
    const resumido = (await admin.get(`${AREAS}/areas-maes?resumido=true`)).json();
    expect(Object.keys(resumido[0]).sort()).toEqual(['descricaoHierarquia', 'id']);
  });

  it('organogramas: the tree with responsibles, inactive areas on request, hidden areas skipped', async () => {
    const raiz = await criarArea(admin, { nome: 'Organo Raiz' });
    const oculta = await criarArea(admin, {
      nome: 'Organo Oculta',
      areaMaeId: raiz.id,
      exibirOrganograma: false,
    });
    const sobOculta = await criarArea(admin, { nome: 'Organo Sob Oculta', areaMaeId: oculta.id });
    const inativa = await criarArea(admin, { nome: 'Organo Inativa', areaMaeId: raiz.id, ativo: false });
    const resp = await criarTalento(t.database.db, { areaId: raiz.id, nome: 'Chefe Organo' });
    await alterarArea(admin, raiz.id, { responsaveisIds: [resp.id] });

    const ativas = (
      await admin.get(`${AREAS}/organogramas?ativa=true&areaOrganizacionalId=${raiz.id}`)
    ).json();
    expect(ativas).toEqual([
      {
        id: raiz.id,
        nome: 'Organo Raiz',
        ativo: true,
        responsaveis: [{ id: resp.id, nome: 'Chefe Organo' }],
        coResponsaveis: [],
        filhas: [
          {
            id: sobOculta.id,
            nome: 'Organo Sob Oculta',
            ativo: true,
            responsaveis: [],
            coResponsaveis: [],
            filhas: [],
          },
        ],
      },
    ]);
    const todas = (await admin.get(`${AREAS}/organogramas?areaOrganizacionalId=${raiz.id}`)).json();
    expect(todas[0].filhas.map((f: { id: number }) => f.id).sort()).toEqual(
      [inativa.id, sobOculta.id].sort(),
    );
    const empresaToda = (await admin.get(`${AREAS}/organogramas`)).json() as { nome: string }[];
    expect(empresaToda.map((n) => n.nome)).toContain('Diretoria Geral');
    expect((await admin.get(`${AREAS}/organogramas?areaOrganizacionalId=999999`)).statusCode).toBe(404);
  });

  it('{id}/faixas-salariais, {id}/talentos, {id}/quantidade-talentos, {id}/areasOrganizacionais-vinculadas, {id}/solicitacoes-vinculadas', async () => {
    const area = await criarArea(admin, { nome: unico('Chamadas') });
    const filha = await criarArea(admin, { nome: 'Filha', areaMaeId: area.id });
    const c = await criarCargo(admin, [area.id], { nomeMercado: 'Cargo das Chamadas' });
    const tal = await criarTalento(t.database.db, {
      areaId: area.id,
      cargoId: c.id,
      nome: 'Talento Chamadas',
    });
    const faixas = (await admin.get(`${AREAS}/${area.id}/faixas-salariais`)).json();
    expect(faixas).toEqual([
      {
        id: tal.faixaId,
        nome: expect.any(String),
        cargo: { id: c.id, nome: c.nome, nomeMercado: 'Cargo das Chamadas' },
      },
    ]);
    expect((await admin.get(`${AREAS}/${area.id}/talentos`)).json()).toEqual([
      { id: tal.id, nome: 'Talento Chamadas', situacao: 'A' },
    ]);
    // Talents of the area and below it (whose hierarchy a move changes), for the form's warning.
    await criarTalento(t.database.db, { areaId: filha.id, cargoId: c.id });
    expect((await admin.get(`${AREAS}/${area.id}/quantidade-talentos`)).json()).toEqual({ quantidade: 2 });
    expect((await admin.get(`${AREAS}/${filha.id}/quantidade-talentos`)).json()).toEqual({ quantidade: 1 });
    expect((await admin.get(`${AREAS}/${area.id}/areasOrganizacionais-vinculadas`)).json()).toEqual([
      {
        id: filha.id,
        nome: 'Filha',
        descricaoHierarquia: `${area.nome} > Filha`,
        areaMaeId: area.id,
        ativo: true,
      },
    ]);
    expect((await admin.get(`${AREAS}/${area.id}/solicitacoes-vinculadas`)).json()).toEqual([]);
  });

  it('podeEditarStatusAtivo tells whether ativo can be toggled now', async () => {
    const mae = await criarArea(admin);
    const filha = await criarArea(admin, { areaMaeId: mae.id });
    expect((await admin.get(`${AREAS}/${mae.id}`)).json().podeEditarStatusAtivo).toBe(false);
    expect((await admin.get(`${AREAS}/${filha.id}`)).json().podeEditarStatusAtivo).toBe(true);
  });
});

describe('areas-organizacionais: authorities', () => {
  it("answers 404 to another company's area on every read of it, the talent count included", async () => {
    const area = await criarArea(admin);
    const daOutra = await t.login(undefined, 2);
    for (const sufixo of ['', '/talentos', '/quantidade-talentos', '/faixas-salariais']) {
      expect((await daOutra.get(`${AREAS}/${area.id}${sufixo}`)).statusCode, sufixo).toBe(404);
    }
  });

  it('reads with ROLE_CS_AREAS, writes only with ROLE_CS_AREAS_EDITAR, and nothing without them', async () => {
    const area = await criarArea(admin);
    const leitor = await usuarioCom(t, admin, ['ROLE_CS_AREAS']);
    for (const url of [
      AREAS,
      `${AREAS}/${area.id}`,
      `${AREAS}/areas-maes`,
      `${AREAS}/organogramas`,
      `${AREAS}/responsaveis?id=${area.id}`,
      `${AREAS}/agrupadas-sem-responsaveis`,
      `${AREAS}/${area.id}/talentos`,
      `${AREAS}/${area.id}/quantidade-talentos`,
      `${AREAS}/${area.id}/faixas-salariais`,
      `${AREAS}/${area.id}/historicos-colaboradores-vinculados`,
      `${AREAS}/${area.id}/areasOrganizacionais-vinculadas`,
      `${AREAS}/${area.id}/solicitacoes-vinculadas`,
    ]) {
      expect((await leitor.get(url)).statusCode, url).toBe(200);
    }
    expect((await leitor.post(AREAS, { nome: 'Não pode' })).statusCode).toBe(403);
    expect((await leitor.put(`${AREAS}/${area.id}`, { nome: 'Não pode' })).statusCode).toBe(403);
    expect((await leitor.delete(`${AREAS}/${area.id}`)).statusCode).toBe(403);

    const editor = await usuarioCom(t, admin, ['ROLE_CS_AREAS', 'ROLE_CS_AREAS_EDITAR']);
    expect((await editor.post(AREAS, { nome: unico('Do editor') })).statusCode).toBe(201);

    const outro = await usuarioCom(t, admin, ['ROLE_GERAL_BAIRROS']);
    for (const url of [AREAS, `${AREAS}/organogramas`, `${AREAS}/${area.id}/talentos`])
      expect((await outro.get(url)).statusCode, url).toBe(403);
    expect((await t.anonymous().get(`${AREAS}/organogramas`)).statusCode).toBe(401);
  });
});

describe('demo data', () => {
  it('has the area tree of the demo company, three levels deep', async () => {
    const areas = (await admin.get(`${AREAS}/organogramas?ativa=true`)).json() as {
      nome: string;
      filhas: unknown[];
    }[];
    const diretoria = areas.find((a) => a.nome === 'Diretoria Geral') as {
      filhas: { nome: string; filhas: { nome: string }[] }[];
    };
    expect(diretoria.filhas.map((f) => f.nome).sort()).toEqual(
      ['Administrativo', 'Comercial', 'Financeiro', 'Operações', 'Recursos Humanos'].sort(),
    );
    const comercial = diretoria.filhas.find((f) => f.nome === 'Comercial');
    expect(comercial?.filhas.map((f) => f.nome).sort()).toEqual(['Marketing', 'Vendas']);
  });
});
