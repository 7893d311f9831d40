import { anuncioExpirado } from '@ipe/domain/resources/captacao/anuncios/index';
import { hojeIso } from '@ipe/domain/salario';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../../db/schema/index.ts';
import { anuncio } from './schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { entries, mensagem, novoModelo, usuarioCom } from '../../../platform/questionario/testkit.ts';
import { BASE, corpoAnuncio, diasDeHoje, mudarSolicitacao, novaSolicitacao, novoAnuncio } from './testkit.ts';

/** Job ads through the generic routes with their hooks, and the list with the expiry filter. */

let t: TestApp;
let admin: Client; // company 1, the demo's
let filial: Client; // company 2

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
});
afterAll(() => t?.close());

type Linha = {
  id: number;
  expirado: boolean;
  situacaoSolicitacao: string;
  titulo: string;
  previsaoEncerramento: string | null;
};
const lista = async (c: Client, qs = '') => {
  const res = await c.get(`${BASE}${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Linha[];
};
const idsDe = (linhas: { id: number }[]) => linhas.map((l) => l.id);

describe('anúncio: cadastro', () => {
  it('creates an ad for a released requisition, with its evaluations, and reads it back', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    const modelo = await novoModelo(admin, 'Modelo do anúncio');
    const id = await novoAnuncio(admin, sol, {
      avaliacoesIds: [modelo],
      previsaoEncerramento: diasDeHoje(10),
    });
    const res = await admin.get(`${BASE}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      titulo: 'Analista de Recursos Humanos',
      solicitacaoId: sol,
      solicitacao: { id: sol },
      exibirModuloExterno: true,
      diasEsperaNovaAplicacao: 30,
      previsaoEncerramento: diasDeHoje(10),
      avaliacoesIds: [modelo],
    });
    const [linha] = (await lista(admin, '?q=Analista')).filter((l) => l.id === id);
    expect(linha).toMatchObject({ expirado: false, situacaoSolicitacao: 'A' });
    // The model linked to an ad cannot go.
    expect(mensagem(await admin.delete(`/api/captacao/modelos-avaliacao-candidato/${modelo}`))).toBe(
      'O modelo de avaliação de candidato possui dependências em Anúncios (avaliações).',
    );
  });

  it('answers every missing or too long field with its message', async () => {
    const res = await admin.post(BASE, {
      titulo: 'x'.repeat(101),
      descricao: ' ',
      exibirModuloExterno: null,
      diasEsperaNovaAplicacao: -1,
    });
    expect(entries(res)).toEqual(
      expect.arrayContaining([
        { field: 'solicitacaoId', message: 'Solicitação de Pessoal é obrigatória' },
        { field: 'titulo', message: 'Título deve ter no máximo 100 caracteres' },
        { field: 'descricao', message: 'Descrição é obrigatória' },
        { field: 'exibirModuloExterno', message: 'Exibir na Área do Candidato é obrigatório' },
        {
          field: 'diasEsperaNovaAplicacao',
          message: 'Dias de Espera para Nova Aplicação deve ser no mínimo 0',
        },
      ]),
    );
    const semTitulo = await admin.post(BASE, corpoAnuncio(1, { titulo: '' }));
    expect(entries(semTitulo)).toContainEqual({ field: 'titulo', message: 'Título é obrigatório' });
  });

  it('gives an ad only to a released, running requisition of the company', async () => {
    const db = t.database.db;
    const casos: [Parameters<typeof novaSolicitacao>[2], number][] = [
      [{ status: 'I' }, 1],
      [{ status: 'R' }, 1],
      [{ status: 'L', suspensa: true }, 1],
      [{ status: 'L', encerrada: true }, 1],
      [{ status: 'L', cancelada: true }, 1],
    ];
    for (const [estado, empresaId] of casos) {
      const sol = await novaSolicitacao(db, empresaId, estado);
      expect(entries(await admin.post(BASE, corpoAnuncio(sol))), JSON.stringify(estado)).toEqual([
        {
          field: 'solicitacaoId',
          message: 'Somente solicitações de pessoal liberadas (em andamento) podem receber anúncio.',
        },
      ]);
    }
    const daFilial = await novaSolicitacao(db, 2);
    expect(entries(await admin.post(BASE, corpoAnuncio(daFilial)))).toEqual([
      { field: 'solicitacaoId', message: 'Solicitação de Pessoal não encontrada.' },
    ]);
  });

  it('allows one ad per requisition', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    await novoAnuncio(admin, sol);
    expect(entries(await admin.post(BASE, corpoAnuncio(sol, { titulo: 'Outro' })))).toEqual([
      { field: 'solicitacaoId', message: 'Esta solicitação de pessoal já possui um anúncio.' },
    ]);
    // Moving another ad onto it is refused the same way.
    const outra = await novoAnuncio(admin, await novaSolicitacao(t.database.db, 1));
    expect(entries(await admin.put(`${BASE}/${outra}`, corpoAnuncio(sol)))).toEqual([
      { field: 'solicitacaoId', message: 'Esta solicitação de pessoal já possui um anúncio.' },
    ]);
  });

  it('takes its evaluations or those of the selection steps, not both, and only the company models', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    const modelo = await novoModelo(admin, 'Modelo em conflito');
    expect(
      entries(
        await admin.post(
          BASE,
          corpoAnuncio(sol, { avaliacoesIds: [modelo], utilizarAvaliacoesEtapaSeletiva: true }),
        ),
      ),
    ).toEqual([
      {
        field: 'avaliacoesIds',
        message:
          'Informe as avaliações do anúncio ou utilize as avaliações das etapas seletivas, não os dois.',
      },
    ]);
    const daFilial = await novoModelo(filial, 'Modelo da filial');
    expect(entries(await admin.post(BASE, corpoAnuncio(sol, { avaliacoesIds: [daFilial] })))).toEqual([
      { field: 'avaliacoesIds', message: 'Modelo de avaliação não encontrado.' },
    ]);
  });

  it('keeps an ad editable after its requisition closes, and audits changes', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    const id = await novoAnuncio(admin, sol);
    await mudarSolicitacao(t.database.db, sol, { encerrada: true });
    const put = await admin.put(`${BASE}/${id}`, corpoAnuncio(sol, { titulo: 'Título revisto' }));
    expect(put.statusCode, put.body).toBe(200);
    const log = await t.database.db.select().from(auditoria).where(eq(auditoria.entidadeId, id));
    expect(log.filter((l) => l.entidade === 'anuncios').map((l) => l.acao)).toEqual(['INSERIR', 'ALTERAR']);
  });
});

describe('anúncio: expiração', () => {
  it('expires past its date or with its requisition closed or cancelled, and the list filters by it', async () => {
    const db = t.database.db;
    const hoje = await novoAnuncio(admin, await novaSolicitacao(db, 1), {
      titulo: 'Expira hoje',
      previsaoEncerramento: diasDeHoje(0),
    });
    const ontem = await novoAnuncio(admin, await novaSolicitacao(db, 1), {
      titulo: 'Expirou ontem',
      previsaoEncerramento: diasDeHoje(-1),
    });
    const solEncerrada = await novaSolicitacao(db, 1);
    const encerrada = await novoAnuncio(admin, solEncerrada, { titulo: 'Solicitação encerrada' });
    await mudarSolicitacao(db, solEncerrada, { encerrada: true });
    const solCancelada = await novaSolicitacao(db, 1);
    const cancelada = await novoAnuncio(admin, solCancelada, { titulo: 'Solicitação cancelada' });
    await mudarSolicitacao(db, solCancelada, { cancelada: true });
    const solSuspensa = await novaSolicitacao(db, 1);
    const suspensa = await novoAnuncio(admin, solSuspensa, { titulo: 'Solicitação suspensa' });
    await mudarSolicitacao(db, solSuspensa, { suspensa: true });

    const vigentes = idsDe(await lista(admin));
    expect(vigentes).toEqual(expect.arrayContaining([hoje, suspensa]));
    for (const id of [ontem, encerrada, cancelada]) expect(vigentes).not.toContain(id);

    const expirados = await lista(admin, '?situacao=EXPIRADOS');
    expect(idsDe(expirados)).toEqual(expect.arrayContaining([ontem, encerrada, cancelada]));
    expect(expirados.every((l) => l.expirado)).toBe(true);
    expect(expirados.find((l) => l.id === encerrada)?.situacaoSolicitacao).toBe('E');
    const todos = await lista(admin, '?situacao=TODOS');
    expect(idsDe(todos)).toEqual(expect.arrayContaining([hoje, ontem, encerrada, cancelada, suspensa]));
    // The query and the domain's rule (used by the screens' texts) agree on every row.
    for (const l of todos)
      expect(l.expirado, l.titulo).toBe(
        anuncioExpirado(
          { previsaoEncerramento: l.previsaoEncerramento, statusSolicitacao: l.situacaoSolicitacao },
          hojeIso(),
        ),
      );
    expect(mensagem(await admin.get(`${BASE}?situacao=X`))).toBe('Situação inválida.');
  });

  it('pages, searches and never shows another company’s ads', async () => {
    const db = t.database.db;
    const daFilial = await novoAnuncio(filial, await novaSolicitacao(db, 2), { titulo: 'Vaga da filial' });
    const pagina = await admin.get(`${BASE}?page=0&size=2&situacao=TODOS&sort=titulo,desc`);
    expect(pagina.statusCode).toBe(200);
    const env = pagina.json();
    expect(env.content).toHaveLength(2);
    expect(env.totalElements).toBeGreaterThan(2);
    expect(env.content[0].titulo >= env.content[1].titulo).toBe(true);
    expect(idsDe(await lista(admin, '?situacao=TODOS'))).not.toContain(daFilial);
    expect((await admin.get(`${BASE}/${daFilial}`)).statusCode).toBe(404);
    expect((await admin.delete(`${BASE}/${daFilial}`)).statusCode).toBe(404);
    expect((await lista(filial, '?q=filial')).map((l) => l.id)).toContain(daFilial);
  });
});

describe('anúncio: permissões', () => {
  it('reads with ROLE_CAP_ANUNCIOS, writes with ROLE_CAP_ANUNCIOS_EDITAR, nothing without a session', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    const id = await novoAnuncio(admin, sol);
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_ANUNCIOS'], 1);
    expect((await leitor.get(`${BASE}/${id}`)).statusCode).toBe(200);
    expect((await leitor.get(BASE)).statusCode).toBe(200);
    expect((await leitor.get(`${BASE}/solicitacoes-disponiveis`)).statusCode).toBe(200);
    expect((await leitor.put(`${BASE}/${id}`, corpoAnuncio(sol))).statusCode).toBe(403);
    expect((await leitor.delete(`${BASE}/${id}`)).statusCode).toBe(403);
    expect((await leitor.post(`${BASE}/${id}/email`, { assunto: 'a', emails: ['a@b.com'] })).statusCode).toBe(
      403,
    );
    const outro = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 1);
    expect((await outro.get(BASE)).statusCode).toBe(403);
    expect((await t.anonymous().get(BASE)).statusCode).toBe(401);
    expect((await t.anonymous().get(`${BASE}/${id}`)).statusCode).toBe(401);
  });

  it('offers for a new ad only the released requisitions without one (plus its own when editing)', async () => {
    const db = t.database.db;
    const livre = await novaSolicitacao(db, 1);
    const aguardando = await novaSolicitacao(db, 1, { status: 'I' });
    const usada = await novaSolicitacao(db, 1);
    const id = await novoAnuncio(admin, usada);
    await mudarSolicitacao(db, usada, { encerrada: true });
    const res = await admin.get(`${BASE}/solicitacoes-disponiveis`);
    const ids = (res.json() as { value: number }[]).map((o) => o.value);
    expect(ids).toContain(livre);
    expect(ids).not.toContain(aguardando);
    expect(ids).not.toContain(usada);
    const editando = (await admin.get(`${BASE}/solicitacoes-disponiveis?anuncioId=${id}`)).json() as {
      value: number;
      tituloSugerido: string;
      tipoContrato: string;
    }[];
    expect(editando.map((o) => o.value)).toEqual(expect.arrayContaining([livre, usada]));
    expect(editando.find((o) => o.value === livre)?.tituloSugerido).toBeTruthy();
    // A new ad starts with the requisition's contract (vínculo E → CLT) and its establishment's place.
    expect(editando.find((o) => o.value === livre)).toMatchObject({
      tipoContrato: 'CLT',
      cidadeId: expect.any(Number),
      estadoId: expect.any(Number),
    });
    const [row] = await db.select().from(anuncio).where(eq(anuncio.id, id));
    expect(row.solicitacaoId).toBe(usada);
  });
});
