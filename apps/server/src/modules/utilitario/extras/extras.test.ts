import { type MenuItem, MSG } from '@ipe/domain';
import { MSG_EXTRAS, MSG_LIMITE_SO_ADMINISTRADOR } from '@ipe/domain/resources/utilitario/extras/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_CONSULTA, type TestApp } from '../../../test/harness.ts';
import { entriesOf, usuarioCom } from '../organizacao/test-helpers.ts';

/**
 * Extra menus and their links, improvement suggestions and the collaborator limit (spec 3 §2 Utilities,
 * §3, §5, §7): every call, rule and permission, with the company isolation of each.
 */

const MENU = '/api/utilitario/menu-extra';
const SUGESTAO = '/api/utilitario/sugestao-de-melhoria';
const LIMITE = '/api/utilitario/configuracoes-limite-colaborador';
const TALENTOS = '/api/cargo-salario/colaboradores';
let t: TestApp;
let admin: Client;
let consulta: Client;
/** A manager of the branch (company 2) holding every authority of these screens there. */
let filial: Client & { id: number };
let menuDemo: number;

const grupoExtras = async (c: Client) => {
  const menu = (await c.get('/api/userinfo')).json().menu as MenuItem[];
  return menu.find((m) => m.label === 'Menu Extras');
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  consulta = await t.login(DEMO_CONSULTA);
  filial = await usuarioCom(
    t,
    admin,
    [
      'ROLE_UTI_MENU_EXTRA',
      'ROLE_UTI_MENU_EXTRA_EDITAR',
      'ROLE_UTI_SUGESTOES_MELHORIA',
      'ROLE_UTI_LIMITE_COLABORADOR',
      'ROLE_UTI_LIMITE_COLABORADOR_EDITAR',
    ],
    [2],
    719000000,
  );
  const menus = (await admin.get(MENU)).json() as { id: number; nome: string }[];
  menuDemo = menus.find((m) => m.nome === 'Portal do Colaborador')?.id as number;
});
afterAll(() => t?.close());

describe('extra menus', () => {
  it("shows the company's extra menus under 'Menu Extras' to every user of the company, and only to them", async () => {
    // Maria Consulta holds none of these authorities: the group is the company's, not a screen.
    expect(await grupoExtras(consulta)).toEqual({
      label: 'Menu Extras',
      items: [
        {
          label: 'Portal do Colaborador',
          items: [
            { label: 'Calendário de feriados', externalUrl: 'https://www.gov.br/pt-br/feriados' },
            { label: 'Código de conduta', externalUrl: 'https://iperh.com.br/codigo-de-conduta' },
          ],
        },
      ],
    });
    expect(await grupoExtras(filial)).toBeUndefined();
  });

  it('refuses a link that is not an http or https address, in the form and in the link calls', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://arquivos.exemplo.com', 'www.exemplo.com']) {
      const res = await admin.post(MENU, { nome: 'Ruim', links: [{ nome: 'X', url }] });
      expect(res.statusCode).toBe(400);
      expect(entriesOf(res.body)).toEqual({ 'links.0.url': MSG_EXTRAS.urlInvalida });
      const link = await admin.post(`${MENU}/${menuDemo}/links`, { nome: 'X', url });
      expect(entriesOf(link.body)).toEqual({ url: MSG_EXTRAS.urlInvalida });
    }
    const vazio = await admin.post(`${MENU}/${menuDemo}/links`, { nome: '', url: '' });
    expect(entriesOf(vazio.body)).toEqual({ nome: 'Descrição é obrigatória', url: 'Endereço é obrigatório' });
  });

  it('serves the links of a menu one by one (GET, POST, GET one, PUT, DELETE), same tab when novaAba is off', async () => {
    const criado = await admin.post(MENU, {
      nome: 'Benefícios',
      links: [{ nome: 'Plano de saúde', url: 'https://saude.exemplo.com.br' }],
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const id = criado.json().id as number;
    const links = `${MENU}/${id}/links`;
    const novo = await admin.post(links, {
      nome: 'Vale-refeição',
      url: 'http://vr.exemplo.com.br/',
      novaAba: false,
    });
    expect(novo.statusCode, novo.body).toBe(201);
    const link = novo.json();
    expect(link).toMatchObject({ menuExtraId: id, nome: 'Vale-refeição', novaAba: false });
    expect((await admin.get(links)).json().map((l: { nome: string }) => l.nome)).toEqual([
      'Plano de saúde',
      'Vale-refeição',
    ]);
    expect((await admin.get(`${links}/${link.id}`)).json()).toEqual(link);
    const alterado = await admin.put(`${links}/${link.id}`, { nome: 'VR', url: 'https://vr.exemplo.com.br' });
    expect(alterado.json()).toMatchObject({ id: link.id, nome: 'VR', novaAba: true });
    const grupo = await grupoExtras(admin);
    expect(grupo?.items?.find((m) => m.label === 'Benefícios')?.items).toEqual([
      { label: 'Plano de saúde', externalUrl: 'https://saude.exemplo.com.br' },
      { label: 'VR', externalUrl: 'https://vr.exemplo.com.br' },
    ]);
    await admin.put(`${links}/${link.id}`, { nome: 'VR', url: 'https://vr.exemplo.com.br', novaAba: false });
    expect((await grupoExtras(admin))?.items?.find((m) => m.label === 'Benefícios')?.items?.[1]).toEqual({
      label: 'VR',
      url: 'https://vr.exemplo.com.br',
    });
    expect((await admin.delete(`${links}/${link.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${links}/${link.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${MENU}/${id}`)).statusCode).toBe(204);
  });

  it("keeps another company's menus and links out of reach (404) and needs the menu authorities (403)", async () => {
    const links = `${MENU}/${menuDemo}/links`;
    const [umLink] = (await admin.get(links)).json() as { id: number }[];
    expect((await filial.get(`${MENU}/${menuDemo}`)).statusCode).toBe(404);
    expect((await filial.get(links)).statusCode).toBe(404);
    expect((await filial.post(links, { nome: 'Invasor', url: 'https://x.exemplo.com' })).statusCode).toBe(
      404,
    );
    expect(
      (await filial.put(`${links}/${umLink.id}`, { nome: 'X', url: 'https://x.exemplo.com' })).statusCode,
    ).toBe(404);
    expect((await filial.delete(`${links}/${umLink.id}`)).statusCode).toBe(404);
    expect((await filial.get(MENU)).json()).toEqual([]);
    for (const res of [
      await consulta.get(MENU),
      await consulta.get(links),
      await consulta.delete(`${links}/${umLink.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.naoAutorizado);
    }
    expect((await admin.get(links)).json()).toHaveLength(2);
  });
});

describe('improvement suggestions', () => {
  it('lets any user send one and see their own; its readers see every suggestion of the company', async () => {
    const res = await consulta.post(SUGESTAO, {
      titulo: 'Atalho para férias',
      descricao: 'Um atalho na tela inicial.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ titulo: 'Atalho para férias', usuario: { nome: DEMO_CONSULTA.nome } });
    expect(res.json().data).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const proprias = (await consulta.get(SUGESTAO)).json() as { titulo: string }[];
    expect(proprias.map((s) => s.titulo)).toEqual(['Atalho para férias']);
    const todas = (await admin.get(SUGESTAO)).json() as { titulo: string }[];
    expect(todas.map((s) => s.titulo)).toEqual(
      expect.arrayContaining(['Atalho para férias', 'Lembrete de avaliações pendentes']),
    );
    expect((await filial.get(SUGESTAO)).json()).toEqual([]);
    const vazia = await consulta.post(SUGESTAO, { titulo: '', descricao: '' });
    expect(entriesOf(vazia.body)).toEqual({
      titulo: 'Título é obrigatório',
      descricao: 'Descrição é obrigatória',
    });
  });

  it("lets only the author change a suggestion; others' are out of reach unless one reads them all", async () => {
    const minha = (
      await consulta.post(SUGESTAO, { titulo: 'Modo escuro', descricao: 'Tema escuro.' })
    ).json();
    const dele = ((await admin.get(SUGESTAO)).json() as { id: number; titulo: string }[]).find(
      (s) => s.titulo === 'Lembrete de avaliações pendentes',
    ) as { id: number };
    expect((await consulta.get(`${SUGESTAO}/${dele.id}`)).statusCode).toBe(404);
    expect((await consulta.put(`${SUGESTAO}/${dele.id}`, { titulo: 'X', descricao: 'Y' })).statusCode).toBe(
      404,
    );
    expect((await consulta.delete(`${SUGESTAO}/${dele.id}`)).statusCode).toBe(404);
    const alheia = await admin.put(`${SUGESTAO}/${minha.id}`, { titulo: 'Outro', descricao: 'Outro' });
    expect(alheia.statusCode).toBe(403);
    expect(alheia.json().message).toBe(MSG_EXTRAS.sugestaoSoAutor);
    const propria = await consulta.put(`${SUGESTAO}/${minha.id}`, {
      titulo: 'Modo escuro',
      descricao: 'Tema escuro, por favor.',
    });
    expect(propria.json()).toMatchObject({
      descricao: 'Tema escuro, por favor.',
      usuario: { nome: DEMO_CONSULTA.nome },
    });
    expect((await filial.delete(`${SUGESTAO}/${minha.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${SUGESTAO}/${minha.id}`)).statusCode).toBe(204);
  });
});

describe('collaborator limit', () => {
  const talentoCopiado = async (c: Client) => {
    const page = (await c.get(`${TALENTOS}?page=0&size=1`)).json().content as { id: number }[];
    const t0 = (await c.get(`${TALENTOS}/${page[0].id}`)).json();
    return {
      nome: 'Talento Limite',
      sexo: t0.sexo,
      dataAdmissao: t0.dataAdmissao,
      historicos: t0.historicos.map((h: Record<string, unknown>) => ({ ...h, id: undefined })),
    };
  };

  it('answers whether a company already has its limit (verificar-existencia)', async () => {
    const filialTem = await filial.get(`${LIMITE}/empresa/2/verificar-existencia`);
    expect(filialTem.json()).toEqual({ existe: true, id: expect.any(Number) });
    expect((await admin.get(`${LIMITE}/empresa/1/verificar-existencia`)).json()).toEqual({
      existe: false,
      id: null,
    });
    // A company the user has no profile in is not found; without the authority, 403.
    expect((await filial.get(`${LIMITE}/empresa/1/verificar-existencia`)).statusCode).toBe(404);
    expect((await consulta.get(`${LIMITE}/empresa/1/verificar-existencia`)).statusCode).toBe(403);
  });

  it("lets only the installation's administrator write limits; a company's users read only their own", async () => {
    const rows = (await filial.get(LIMITE)).json() as { id: number; empresaId: number; limite: number }[];
    expect(rows.map((r) => [r.empresaId, r.limite])).toEqual([[2, 200]]);
    const res = await filial.put(`${LIMITE}/${rows[0].id}`, { empresaId: 2, limite: 5000 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG_LIMITE_SO_ADMINISTRADOR);
    expect((await filial.post(LIMITE, { empresaId: 1, limite: 1 })).json().message).toBe(
      MSG_LIMITE_SO_ADMINISTRADOR,
    );
    expect((await filial.delete(`${LIMITE}/${rows[0].id}`)).json().message).toBe(MSG_LIMITE_SO_ADMINISTRADOR);
    const zero = await admin.post(LIMITE, { empresaId: 1, limite: 0 });
    expect(entriesOf(zero.body)).toEqual({ limite: 'Limite de colaboradores ativos deve ser no mínimo 1' });
    const repetida = await admin.post(LIMITE, { empresaId: 2, limite: 10 });
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().message).toBe(MSG_EXTRAS.limiteEmpresaRepetida);
  });

  it('refuses a new active talent once the company has its limit, and a readmission; a dismissed one passes', async () => {
    const corpo = await talentoCopiado(admin);
    const ativos = (await admin.get(`${TALENTOS}?page=0&size=1&situacao=A,G,U`)).json()
      .totalElements as number;
    const lim = await admin.post(LIMITE, { empresaId: 1, limite: ativos });
    expect(lim.statusCode, lim.body).toBe(201);
    const recusado = await admin.post(TALENTOS, corpo);
    expect(recusado.statusCode).toBe(400);
    expect(recusado.json()).toMatchObject({
      code: 'REQUISICAO_INVALIDA',
      message: MSG_EXTRAS.limiteAtingido(ativos),
    });
    const desligado = await admin.post(TALENTOS, {
      ...corpo,
      situacao: 'D',
      dataDesligamento: new Date().toISOString().slice(0, 10),
      motivoDesligamento: 'Pedido de demissão',
    });
    expect(desligado.statusCode, desligado.body).toBe(201);
    const readmissao = await admin.put(`${TALENTOS}/${desligado.json().id}`, {
      ...(desligado.json() as Record<string, unknown>),
      situacao: 'A',
    });
    expect(readmissao.json().message).toBe(MSG_EXTRAS.limiteAtingido(ativos));
    await admin.put(`${LIMITE}/${lim.json().id}`, { empresaId: 1, limite: ativos + 1 });
    expect((await admin.post(TALENTOS, corpo)).statusCode).toBe(201);
    expect((await admin.delete(`${LIMITE}/${lim.json().id}`)).statusCode).toBe(204);
  });
});
