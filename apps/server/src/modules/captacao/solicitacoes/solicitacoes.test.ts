import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditoria, emailSaida } from '../../../db/schema/index.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { faixaSalarial } from '../../cargoSalario/faixas/schema.ts';
import { anuncio } from '../anuncios/schema.ts';
import { motivoSolicitacao } from '../cadastros/schema.ts';
import { limiteColaboradorCargo, solicitacao, solicitacaoHistoricoStatus } from './schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { infoDoPdf, palavrasDoPdf, palavrasSemEstrutura, textoDoPdf } from '../../../test/pdf.ts';
import {
  BASE,
  corpo,
  entries,
  mensagem,
  nova,
  parametros,
  type Registros,
  registros,
  usuarioCom,
} from './testkit.ts';

let t: TestApp;
let admin: Client; // company 1 (the demo's Matriz, with establishments, areas, bands, talents)
let r: Registros;
const SEM_PARAMETROS = {
  solPessoalExibirSalario: false,
  solPessoalExibirColabSubstituido: false,
  solPessoalObrigarDadosComplementares: false,
  solPessoalReabrirSolicitacao: false,
  obrigarAmbienteFuncao: false,
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  r = await registros(t, 1);
});
afterAll(() => t?.close());
beforeEach(() => parametros(t, 1, SEM_PARAMETROS));

const put = (c: Client, id: number, rota: string, body: Record<string, unknown> = {}) =>
  c.put(`${BASE}/${id}/${rota}`, body);

describe('form rules (spec 1 §5)', () => {
  it('answers every required field with its message, and the defaults', async () => {
    const res = await admin.post(BASE, { quantidade: null });
    expect(entries(res)).toEqual(
      expect.arrayContaining([
        { field: 'data', message: 'Data da solicitação é obrigatória' },
        { field: 'descricao', message: 'Descrição é obrigatória' },
        { field: 'horarioComercial', message: 'Horário de trabalho é obrigatório' },
        { field: 'quantidade', message: 'Número de vagas é obrigatório' },
        { field: 'estabelecimentoId', message: 'Estabelecimento é obrigatório' },
        { field: 'areaOrganizacionalId', message: 'Área Organizacional é obrigatória' },
        { field: 'motivoSolicitacaoId', message: 'Motivo da solicitação é obrigatório' },
      ]),
    );
    const ok = await admin.post(BASE, corpo(r));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      quantidade: 1,
      sexo: 'I',
      vinculo: 'E',
      status: 'I',
      suspensa: false,
      encerrada: false,
      cancelada: false,
      cargoId: r.cargoId,
      solicitante: { nome: DEMO_ADMIN.nome },
    });
  });

  it('checks positive numbers, ages, substituted talents and e-mails', async () => {
    const [c1, c2] = await t.database.db
      .select({ id: colaborador.id })
      .from(colaborador)
      .where(eq(colaborador.empresaId, 1))
      .limit(2);
    const res = await admin.post(
      BASE,
      corpo(r, {
        quantidade: 0,
        remuneracao: -5,
        idadeMinima: 40,
        idadeMaxima: 30,
        emailsCheck: 'rh@empresa.com.br, errado',
        colaboradoresSubstituidos: [
          { colaboradorId: c1.id },
          { colaboradorId: null },
          { colaboradorId: c2.id },
        ],
      }),
    );
    expect(entries(res)).toEqual(
      expect.arrayContaining([
        { field: 'quantidade', message: 'Número de vagas deve ser um número positivo' },
        { field: 'remuneracao', message: 'Remuneração deve ser um número positivo' },
        { field: 'idadeMinima', message: 'Idade mínima deve ser menor ou igual à idade máxima' },
        { field: 'emailsCheck', message: 'E-mail inválido: errado' },
        {
          field: 'colaboradoresSubstituidos.1.colaboradorId',
          message: 'Somente o último talento pode ficar vazio',
        },
      ]),
    );
    // The last entry may be empty, and is dropped.
    const ok = await admin.post(
      BASE,
      corpo(r, { colaboradoresSubstituidos: [{ colaboradorId: c1.id }, { colaboradorId: null }] }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().colaboradoresSubstituidos).toEqual([expect.objectContaining({ colaboradorId: c1.id })]);
  });

  it('requires environment and function only under obrigarAmbienteFuncao', async () => {
    expect((await admin.post(BASE, corpo(r))).statusCode).toBe(201);
    await parametros(t, 1, { obrigarAmbienteFuncao: true });
    expect(entries(await admin.post(BASE, corpo(r)))).toEqual([
      { field: 'ambienteId', message: 'Ambiente é obrigatório' },
      { field: 'funcaoId', message: 'Função é obrigatória' },
    ]);
    const amb = await admin.post('/api/sst/ambientes', { nome: 'Escritório administrativo' });
    const fun = await admin.post('/api/sst/funcoes', { nomeFuncao: 'Analista de RH', codigoCBO: '252405' });
    expect([amb.statusCode, fun.statusCode]).toEqual([201, 201]);
    const ok = await admin.post(BASE, corpo(r, { ambienteId: amb.json().id, funcaoId: fun.json().id }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      ambiente: { nome: 'Escritório administrativo' },
      funcao: { nomeFuncao: 'Analista de RH' },
    });
  });

  it('requires the supplementary data under solPessoalObrigarDadosComplementares, salary only when shown', async () => {
    await parametros(t, 1, { solPessoalObrigarDadosComplementares: true });
    const faltas = entries(await admin.post(BASE, corpo(r)));
    expect(faltas).toEqual([
      { field: 'escolaridades', message: 'Escolaridade é obrigatória' },
      { field: 'idadeMinima', message: 'Idade mínima é obrigatória' },
      { field: 'idadeMaxima', message: 'Idade máxima é obrigatória' },
      { field: 'ufId', message: 'UF é obrigatória' },
      { field: 'cidadeId', message: 'Cidade é obrigatória' },
      { field: 'infoComplementares', message: 'Informações complementares são obrigatórias' },
      { field: 'bairrosIds', message: 'Bairros são obrigatórios' },
    ]);
    // vinculo and sexo have defaults (E, I): sent empty they fall back to them, never missing.
    await parametros(t, 1, { solPessoalObrigarDadosComplementares: true, solPessoalExibirSalario: true });
    expect(entries(await admin.post(BASE, corpo(r)))).toContainEqual({
      field: 'remuneracao',
      message: 'Remuneração é obrigatória',
    });
    await parametros(t, 1, { solPessoalObrigarDadosComplementares: false, solPessoalExibirSalario: true });
    expect((await admin.post(BASE, corpo(r))).statusCode).toBe(201);
  });

  it('refuses registers of another company', async () => {
    const outraFaixa = await t.database.db
      .select({ id: faixaSalarial.id })
      .from(faixaSalarial)
      .where(ne(faixaSalarial.cargoId, r.cargoId))
      .limit(1);
    expect(entries(await admin.post(BASE, corpo(r, { faixaSalarialId: outraFaixa[0].id })))).toEqual([
      { field: 'faixaSalarialId', message: 'Faixa salarial não pertence ao cargo' },
    ]);
    const [outro] = await t.database.db
      .insert(motivoSolicitacao)
      .values({ empresaId: 2, descricao: 'Motivo da outra empresa' })
      .returning();
    expect(entries(await admin.post(BASE, corpo(r, { motivoSolicitacaoId: outro.id })))).toEqual([
      { field: 'motivoSolicitacaoId', message: 'Registro não pertence à empresa' },
    ]);
  });
});

describe('status workflow', () => {
  it('releases, suspends, reopens, closes and writes history and audit', async () => {
    const id = await nova(admin, r);
    let res = await put(admin, id, 'libera', { observacaoLiberador: 'Aprovado pela diretoria' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      situacao: 'A',
      status: 'L',
      observacaoLiberador: 'Aprovado pela diretoria',
    });
    expect((await put(admin, id, 'suspende', { observacao: 'Orçamento congelado' })).json().situacao).toBe(
      'S',
    );
    expect((await put(admin, id, 'reabre')).json().situacao).toBe('A');
    expect(entries(await put(admin, id, 'encerra'))).toEqual([
      { field: 'dataEncerramento', message: 'Data de encerramento é obrigatória' },
    ]);
    res = await put(admin, id, 'encerra', { dataEncerramento: '2026-04-10', obsEncerra: 'Vaga preenchida' });
    expect(res.json()).toMatchObject({ situacao: 'E', encerrada: true, dataEncerramento: '2026-04-10' });
    const hist = await admin.get(`${BASE}/${id}/historico`);
    expect(
      hist.json().map((h: { acao: string; de: string | null; para: string }) => [h.acao, h.de, h.para]),
    ).toEqual([
      ['encerra', 'S', 'E'].map((x, i) => (i === 1 ? 'A' : x)),
      ['reabre', 'S', 'A'],
      ['suspende', 'A', 'S'],
      ['libera', 'I', 'A'],
      ['cria', null, 'I'],
    ]);
    const logs = await t.database.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'solicitacoes-pessoal'), eq(auditoria.entidadeId, id)));
    expect(logs.map((l) => l.acao)).toEqual(
      expect.arrayContaining(['INSERIR', 'LIBERA', 'SUSPENDE', 'REABRE', 'ENCERRA']),
    );
    // A closed requisition is not edited.
    expect(mensagem(await admin.put(`${BASE}/${id}`, corpo(r)))).toBe(
      'Não é possível alterar uma solicitação com situação "Encerrada". Reabra-a antes.',
    );
  });

  it('refuses illegal transitions naming the current situation', async () => {
    const id = await nova(admin, r);
    expect(mensagem(await put(admin, id, 'suspende'))).toBe(
      'Não é possível suspender uma solicitação com situação "Aguardando liberação".',
    );
    expect(mensagem(await put(admin, id, 'encerra', { dataEncerramento: '2026-04-10' }))).toBe(
      'Não é possível encerrar uma solicitação com situação "Aguardando liberação".',
    );
    expect(entries(await put(admin, id, 'cancela'))).toEqual([
      { field: 'obsCancelamento', message: 'Observação do cancelamento é obrigatória' },
    ]);
    expect((await put(admin, id, 'cancela', { obsCancelamento: 'Não há orçamento' })).json().situacao).toBe(
      'C',
    );
    expect(mensagem(await put(admin, id, 'libera'))).toBe(
      'Não é possível liberar uma solicitação com situação "Cancelada".',
    );
    // Reopening closed or cancelled requisitions depends on the company.
    expect(mensagem(await put(admin, id, 'reabre'))).toBe(
      'A empresa não permite reabrir solicitação com situação "Cancelada" (parâmetro "Reabrir solicitação").',
    );
    await parametros(t, 1, { solPessoalReabrirSolicitacao: true });
    expect((await put(admin, id, 'reabre')).json()).toMatchObject({ situacao: 'I', cancelada: false });
  });

  it('PUT /{id}/status maps the target situation to its action', async () => {
    const id = await nova(admin, r);
    expect(
      (
        await admin.put(`${BASE}/${id}/status`, { status: 'R', observacaoLiberador: 'Fora do orçamento' })
      ).json(),
    ).toMatchObject({
      situacao: 'R',
    });
    expect((await admin.put(`${BASE}/${id}/status`, { status: 'A' })).json().situacao).toBe('A');
    expect((await admin.put(`${BASE}/${id}/status`, { status: 'S' })).json().situacao).toBe('S');
    expect(mensagem(await admin.put(`${BASE}/${id}/status`, { status: 'R' }))).toBe(
      'Não é possível reprovar uma solicitação com situação "Suspensa".',
    );
    expect(entries(await admin.put(`${BASE}/${id}/status`, { status: 'X' }))).toEqual([
      { field: 'status', message: 'Status inválido' },
    ]);
  });

  it('checks each authority', async () => {
    const id = await nova(admin, r);
    const editor = (await usuarioCom(t, admin, ['ROLE_CAP_SOLICITACOES', 'ROLE_CAP_SOLICITACOES_EDITAR'], 1))
      .client;
    const leitor = (await usuarioCom(t, admin, ['ROLE_CAP_SOLICITACOES'], 1)).client;
    const liberador = (
      await usuarioCom(t, admin, ['ROLE_CAP_SOLICITACOES', 'ROLE_CAP_SOLICITACAO_LIBERAR'], 1)
    ).client;
    expect((await put(editor, id, 'libera')).statusCode).toBe(403);
    expect((await editor.put(`${BASE}/${id}/status`, { status: 'A' })).statusCode).toBe(403);
    expect((await put(leitor, id, 'cancela', { obsCancelamento: 'x' })).statusCode).toBe(403);
    expect((await leitor.get(`${BASE}/${id}/pdf`)).statusCode).toBe(200);
    expect((await put(liberador, id, 'libera')).statusCode).toBe(200);
    expect((await put(liberador, id, 'suspende')).statusCode).toBe(403);
    expect((await put(editor, id, 'suspende')).statusCode).toBe(200);
    expect((await t.anonymous().put(`${BASE}/${id}/suspende`, {})).statusCode).toBe(401);
    // Another company's requisition does not exist for this session.
    const outra = await t.login(DEMO_ADMIN, 2);
    expect((await put(outra, id, 'reabre')).statusCode).toBe(404);
  });

  it('releasing enqueues the e-mail to the requester in the same transaction', async () => {
    const { client: gestor } = await usuarioCom(
      t,
      admin,
      ['ROLE_CAP_SOLICITACOES', 'ROLE_CAP_SOLICITACOES_EDITAR'],
      1,
      'gestora@exemplo.com.br',
    );
    const id = await nova(gestor, r, {
      descricao: 'Assistente financeiro',
      emailsCheck: 'rh@exemplo.com.br',
    });
    expect((await put(admin, id, 'libera', { observacaoLiberador: 'Pode contratar' })).statusCode).toBe(200);
    const mails = await t.database.db
      .select()
      .from(emailSaida)
      .where(eq(emailSaida.origem, 'solicitacao-liberada'));
    const mail = mails.find((m) => m.assunto.includes('Assistente financeiro'));
    expect(mail?.destinatarios.sort()).toEqual(['gestora@exemplo.com.br', 'rh@exemplo.com.br']);
    expect(mail?.texto).toContain('Pode contratar');
    expect(mail?.status).toBe('PENDENTE');
  });
});

describe('clone, PDF and lookups', () => {
  it('clones: new id, today, status I, the current user as requester, links copied', async () => {
    const id = await nova(admin, r, {
      dataPrevisaoEncerramento: '2026-05-01',
      bairrosIds: [],
      quantidade: 3,
    });
    await put(admin, id, 'libera', { observacaoLiberador: 'ok' });
    const { client: outro } = await usuarioCom(
      t,
      admin,
      ['ROLE_CAP_SOLICITACOES', 'ROLE_CAP_SOLICITACOES_EDITAR'],
      1,
    );
    const res = await outro.post(`${BASE}/${id}/clonar`, {});
    expect(res.statusCode, res.body).toBe(201);
    const novo = (await admin.get(`${BASE}/${res.json().id}`)).json();
    const hoje = new Date();
    const iso = `${hoje.getFullYear()}-${String(hoje.getMonth() + 1).padStart(2, '0')}-${String(hoje.getDate()).padStart(2, '0')}`;
    expect(novo).toMatchObject({
      data: iso,
      status: 'I',
      quantidade: 3,
      dataPrevisaoEncerramento: null,
      liberadorId: null,
      observacaoLiberador: null,
      descricao: 'Analista de RH pleno',
    });
    expect(novo.id).not.toBe(id);
    expect(novo.solicitante.nome).toMatch(/^Usuário solicitação/);
  });

  it('prints the requisition as a PDF', async () => {
    const id = await nova(admin, r, {
      descricao: 'Técnico de segurança do trabalho',
      infoComplementares: `Disponibilidade para viagens. ${'Supercalifragilísticoexpialidocioso'.repeat(4)} ${'Integração de sistemas '.repeat(30)}`,
      idadeMinima: 18,
    });
    const res = await admin.get(`${BASE}/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texto = await textoDoPdf(res.rawPayload);
    expect(texto).toContain('Solicitação de Pessoal');
    expect(texto).toContain('Técnico de segurança do trabalho');
    expect(texto).toContain('Aguardando liberação');
    expect(texto).toContain('Disponibilidade para viagens');
    expect(texto).toContain('08:00 às 17:48');
    // No maximum age: the range reads from its minimum.
    expect(texto).toContain('a partir de 18 anos');
    expect((await infoDoPdf(res.rawPayload)).Tagged).toBe('yes');
    expect(await palavrasSemEstrutura(res.rawPayload, ['Administrador'])).toEqual([]);
    // Long texts, even one unbroken word, stay inside the page's margins.
    const { largura, palavras } = await palavrasDoPdf(res.rawPayload);
    expect(palavras.filter((p) => p.xMin < 41 || p.xMax > largura - 41)).toEqual([]);
    expect(texto).not.toContain('—');
  });

  it('answers the lookups of spec 1 §7', async () => {
    const id = await nova(admin, r);
    expect((await admin.get(`${BASE}/${id}/bairros`)).json()).toEqual([]);
    expect((await admin.get(`${BASE}/${id}/avaliacoes`)).json()).toEqual([]);
    expect((await admin.get(`${BASE}/${id}/existe-competencia-respondida`)).json()).toBe(false);
    expect((await admin.get(`${BASE}/${id}/possui-candidato`)).json()).toBe(false);
    expect((await admin.get(`${BASE}/999999/bairros`)).statusCode).toBe(404);
    expect(mensagem(await admin.get(`${BASE}/${id}/anuncio`), 404)).toBe(
      'Esta solicitação não possui anúncio de vaga.',
    );
    // A demo requisition with an ad (the ads' demo part uses released ones).
    const [comAnuncio] = await t.database.db
      .select({ s: anuncio.solicitacaoId, titulo: anuncio.titulo })
      .from(anuncio)
      .limit(1);
    expect((await admin.get(`${BASE}/${comAnuncio.s}/anuncio`)).json()).toMatchObject({
      titulo: comAnuncio.titulo,
    });
  });

  it('reports substituted talents that still have CIPA stability', async () => {
    const [c1, c2] = await t.database.db
      .select({ id: colaborador.id, nome: colaborador.nome })
      .from(colaborador)
      .where(eq(colaborador.empresaId, 1))
      .limit(2);
    await t.database.db
      .update(colaborador)
      .set({ estabilidadeCipaAte: '2099-12-31' })
      .where(eq(colaborador.id, c1.id));
    await t.database.db
      .update(colaborador)
      .set({ estabilidadeCipaAte: '2000-01-01' })
      .where(eq(colaborador.id, c2.id));
    const res = await admin.get(`${BASE}/estabilidade?colaboradoresIds=${c1.id},${c2.id}`);
    expect(res.json()).toEqual([{ id: c1.id, nome: c1.nome, estabilidadeCipaAte: '2099-12-31' }]);
    const busca = await admin.get(
      `/api/captacao/candidatos/substituidos?nome=${encodeURIComponent(c1.nome.slice(0, 5))}`,
    );
    expect(busca.json().map((x: { id: number }) => x.id)).toContain(c1.id);
    const porIds = await admin.get(`/api/captacao/candidatos/substituidos?ids=${c2.id}`);
    expect(porIds.json().map((x: { id: number }) => x.id)).toEqual([c2.id]);
  });

  it('checks the position headcount limit when the reason asks for it', async () => {
    const db = t.database.db;
    const [m] = await db
      .insert(motivoSolicitacao)
      .values({
        empresaId: 1,
        descricao: 'Aumento de quadro limitado',
        considerarQtdColaboradoresPorCargo: true,
      })
      .returning();
    // Talents in the position plus open vacancies of the other tests' requisitions, then a limit 2 above.
    const [lim] = await db
      .insert(limiteColaboradorCargo)
      .values({ empresaId: 1, cargoId: r.cargoId, limite: 99999 })
      .returning();
    const base = (
      await admin.post(`${BASE}/validarLimiteCargo/0`, { ...r, motivoSolicitacaoId: m.id, quantidade: 1 })
    ).json();
    const ocupados = base.colaboradores + base.vagasEmAberto;
    expect(base.colaboradores).toBeGreaterThan(0);
    await db
      .update(limiteColaboradorCargo)
      .set({ limite: ocupados + 2 })
      .where(eq(limiteColaboradorCargo.id, lim.id));
    const pedido = { ...r, motivoSolicitacaoId: m.id, quantidade: 3 };
    const res = await admin.post(`${BASE}/validarLimiteCargo/0`, pedido);
    expect(res.json()).toMatchObject({ dentroDoLimite: false, limite: ocupados + 2, solicitadas: 3 });
    expect(
      entries(await admin.post(BASE, corpo(r, { motivoSolicitacaoId: m.id, quantidade: 3 })))[0].field,
    ).toBe('quantidade');
    expect((await admin.post(BASE, corpo(r, { motivoSolicitacaoId: m.id, quantidade: 2 }))).statusCode).toBe(
      201,
    );
  });
});

describe('search filter (spec 1 §3)', () => {
  it('filters by code, period, description and situation', async () => {
    const a = await nova(admin, r, { descricao: 'Filtro soldador noturno', data: '2025-01-15' });
    const b = await nova(admin, r, { descricao: 'Filtro soldador diurno', data: '2025-02-15' });
    await put(admin, b, 'libera');
    await put(admin, b, 'suspende');
    const lista = async (q: string) =>
      ((await admin.get(`${BASE}?page=0&${q}`)).json().content as { id: number }[]).map((x) => x.id);
    expect(await lista(`codigo=${a}`)).toEqual([a]);
    expect(await lista('descricao=soldador')).toEqual([b, a]);
    expect(await lista('descricao=soldador&dataIni=2025-02-01&dataFim=2025-02-28')).toEqual([b]);
    expect(await lista('descricao=soldador&status=S')).toEqual([b]);
    expect(await lista('descricao=soldador&status=A')).toEqual([a]);
    expect(mensagem(await admin.get(`${BASE}?status=Z`))).toBe('Filtro status inválido.');
    const [row] = await t.database.db.select().from(solicitacao).where(eq(solicitacao.id, a));
    expect(row.solicitanteId).not.toBeNull();
    const h = await admin.get(`${BASE}/historico?page=0&solicitacaoId=${b}`);
    expect(h.json().totalElements).toBe(3);
    expect(
      (
        await t.database.db
          .select()
          .from(solicitacaoHistoricoStatus)
          .where(eq(solicitacaoHistoricoStatus.solicitacaoId, b))
      ).length,
    ).toBe(3);
  });
});
