import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../../cargoSalario/testkit.ts';
import { rows } from '../../../test/fixtures.ts';
import { celulas, urlRelatorio } from '../../../test/relatorios.ts';
import { type Client, createTestApp, type TestApp } from '../../../test/harness.ts';
import { BASE, corpo, entries, nova, registros } from './testkit.ts';
import { MSG_SOLICITACAO } from '@ipe/domain/resources/captacao/solicitacoes/index';

/**
 * The area scope on personnel requisitions (issue 19 §2, spec 2 §6), played by an attacker: the demo area
 * manager, given the requisition authorities, tries another area's requisition through every route that
 * reads or changes one, and every list; HR still sees everything.
 */

let t: TestApp;
let rh: Client;
let gestor: Client;
let gestorColaboradorId: number;
let dentro: number;
let fora: { id: number; descricao: string };
let foraColaborador: number;
let minhas: ReturnType<typeof sql>;
const q = <T>(s: ReturnType<typeof sql>) => rows<T>(t.database.db, s);

beforeAll(async () => {
  t = await createTestApp();
  rh = await t.login();
  const [g] = await q<{ cpf: string; colaborador_id: number }>(sql`
    select u.cpf, u.colaborador_id from usuario u join usuario_empresa ue on ue.usuario_id = u.id
      join perfil p on p.id = ue.perfil_id where p.nome = ${DEMO_PERFIL_GESTOR}`);
  gestorColaboradorId = g.colaborador_id;
  // A manager whose profile also reaches requisitions (the demo one reaches only talents).
  await q(sql`update perfil set authorities = authorities || '{ROLE_CAP_SOLICITACOES,ROLE_CAP_SOLICITACOES_EDITAR,ROLE_CAP_RELATORIOS,ROLE_CS_AREAS,ROLE_CAP_ANALYTICS_VAGAS}'
               where nome = ${DEMO_PERFIL_GESTOR}`);
  minhas = sql`(with recursive a(id) as (
      select area_organizacional_id from area_responsavel where colaborador_id = ${g.colaborador_id}
      union select area_organizacional_id from area_co_responsavel where colaborador_id = ${g.colaborador_id}
      union select f.id from area_organizacional f join a on f.area_mae_id = a.id) select id from a)`;
  const sols = await q<{ id: number; descricao: string }>(sql`
    select id, descricao from solicitacao where empresa_id = 1 and area_organizacional_id not in ${minhas}
     order by id limit 2`);
  expect(sols.length).toBe(2);
  fora = sols[0];
  // Closed in 2016 (no demo data there), so the vacancy reports count it.
  await q(sql`update solicitacao set status = 'L', cancelada = false, encerrada = true, data = '2016-05-02',
               data_encerramento = '2016-05-20' where id = ${fora.id}`);
  // The second one moves to the manager's area: the one it may see.
  dentro = sols[1].id;
  await q(
    sql`update solicitacao set area_organizacional_id = (select min(id) from ${minhas} m) where id = ${dentro}`,
  );
  const [c] = await q<{ id: number }>(sql`
    select id from colaborador where empresa_id = 1 and situacao <> 'D' and id <> ${g.colaborador_id}
       and area_organizacional_id not in ${minhas} order by id limit 1`);
  foraColaborador = c.id;
  gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
});
afterAll(() => t?.close());

const ids = (body: { content: { id: number }[] }) => body.content.map((r) => r.id);

describe('requisições fora das áreas do gestor', () => {
  it('404 by id on every read and action, HR reaches it', async () => {
    for (const p of ['', '/bairros', '/avaliacoes', '/possui-candidato', '/anuncio', '/historico', '/pdf'])
      expect((await gestor.get(`${BASE}/${fora.id}${p}`)).statusCode, `GET ${p}`).toBe(404);
    expect((await gestor.put(`${BASE}/${fora.id}/suspende`, {})).statusCode).toBe(404);
    expect((await gestor.put(`${BASE}/${fora.id}/status`, { status: 'S' })).statusCode).toBe(404);
    expect((await gestor.post(`${BASE}/${fora.id}/clonar`, {})).statusCode).toBe(404);
    expect((await gestor.delete(`${BASE}/${fora.id}`)).statusCode).toBe(404);
    const atual = (await rh.get(`${BASE}/${fora.id}`)).json();
    expect((await gestor.put(`${BASE}/${fora.id}`, atual)).statusCode).toBe(404);
    expect((await rh.get(`${BASE}/${fora.id}`)).statusCode).toBe(200);
    expect((await gestor.get(`${BASE}/${dentro}`)).statusCode).toBe(200);
    expect((await gestor.get(`${BASE}/${dentro}/pdf`)).statusCode).toBe(200);
  });

  it('never in a list, search, export or the status history', async () => {
    const lista = await gestor.get(`${BASE}?page=0&size=500`);
    expect(lista.statusCode, lista.body).toBe(200);
    const doGestor = await q<{ id: number }>(sql`
      select id from solicitacao where empresa_id = 1 and area_organizacional_id in ${minhas} order by id`);
    expect(ids(lista.json()).sort((a, b) => a - b)).toEqual(doGestor.map((r) => r.id));
    expect(ids(lista.json())).toContain(dentro);
    expect(ids(lista.json())).not.toContain(fora.id);
    expect(ids((await rh.get(`${BASE}?page=0&size=500`)).json())).toContain(fora.id);
    const busca = await gestor.get(`${BASE}?page=0&size=50&codigo=${fora.id}`);
    expect(ids(busca.json())).toEqual([]);
    expect(ids((await rh.get(`${BASE}?page=0&size=50&codigo=${fora.id}`)).json())).toEqual([fora.id]);
    const exportado = async (c: Client) => {
      const res = await c.get(`${BASE}/exportar?formato=xlsx`);
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return celulas(wb.worksheets[0]).flat().map(String);
    };
    expect(await exportado(gestor)).not.toContain(fora.descricao);
    expect(await exportado(rh)).toContain(fora.descricao);
    const hist = (await gestor.get(`${BASE}/historico?page=0&size=500`)).json();
    expect(hist.content.map((r: { solicitacaoId: number }) => r.solicitacaoId)).not.toContain(fora.id);
    const histRh = (await rh.get(`${BASE}/historico?page=0&size=500&solicitacaoId=${fora.id}`)).json();
    expect(histRh.totalElements).toBeGreaterThan(0);
  });

  it('pickers of talents show only the manager’s people', async () => {
    const sub = await gestor.get(`/api/captacao/candidatos/substituidos?nome=&ids=${foraColaborador}`);
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json()).toEqual([]);
    const proprio = await gestor.get(
      `/api/captacao/candidatos/substituidos?nome=&ids=${gestorColaboradorId}`,
    );
    expect(proprio.json().map((r: { id: number }) => r.id)).toEqual([gestorColaboradorId]);
    const subRh = await rh.get(`/api/captacao/candidatos/substituidos?nome=&ids=${foraColaborador}`);
    expect(subRh.json().map((r: { id: number }) => r.id)).toEqual([foraColaborador]);
  });

  it('requests only for the areas it manages', async () => {
    const r = await registros(t, 1);
    const [areaFora] = await q<{ id: number }>(sql`
      select id from area_organizacional where empresa_id = 1 and ativo and id not in ${minhas} order by id limit 1`);
    const [areaMinha] = await q<{ id: number }>(sql`select min(id) as id from ${minhas} m`);
    const erro = [{ field: 'areaOrganizacionalId', message: MSG_SOLICITACAO.areaForaDoEscopo }];
    expect(entries(await gestor.post(BASE, corpo(r, { areaOrganizacionalId: areaFora.id })))).toEqual(erro);
    const minha = await nova(gestor, r, { areaOrganizacionalId: areaMinha.id });
    expect((await gestor.get(`${BASE}/${minha}`)).statusCode).toBe(200);
    const mover = corpo(r, { areaOrganizacionalId: areaFora.id });
    expect(entries(await gestor.put(`${BASE}/${minha}`, mover))).toEqual(erro);
    expect((await rh.put(`${BASE}/${minha}`, mover)).statusCode).toBe(200);
  });

  it('never in the recruitment reports that list requisitions by area', async () => {
    /** The report's cells as text (none when the report answers 'no data'). */
    const textos = async (c: Client, id: string) => {
      const res = await c.post(urlRelatorio(id), {
        dataIni: '2016-01-01',
        dataFim: '2016-12-31',
        pdf: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      if (String(res.headers['content-type']).includes('json')) return '';
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb.worksheets
        .flatMap((ws) =>
          celulas(ws)
            .flat()
            .map((v) => JSON.stringify(v)),
        )
        .join('\n');
    };
    for (const id of ['qualificacao-cadastral-solicitacao-pessoal', 'duracao-vaga']) {
      expect(await textos(rh, id), id).toContain(fora.descricao);
      expect(await textos(gestor, id), id).not.toContain(fora.descricao);
    }
  });

  it('never in the vacancy statistics', async () => {
    const url =
      '/api/captacao/estatisticas-preenchimento-vaga?dataIni=2016-01-01&dataFim=2016-12-31&size=100';
    const doRh = await rh.get(url);
    expect(doRh.statusCode, doRh.body).toBe(200);
    expect(doRh.body).toContain(fora.descricao);
    const doGestor = await gestor.get(url);
    expect(doGestor.statusCode, doGestor.body).toBe(200);
    expect(doGestor.body).not.toContain(fora.descricao);
  });

  it('the talents of an area (area register) show only the manager’s people', async () => {
    const [{ area }] = await q<{ area: number }>(
      sql`select area_organizacional_id as area from colaborador where id = ${foraColaborador}`,
    );
    const url = `/api/cargo-salario/areas-organizacionais/${area}`;
    const pessoas = async (c: Client, p: string) => {
      const res = await c.get(`${url}${p}`);
      expect(res.statusCode, res.body).toBe(200);
      return JSON.stringify(res.json());
    };
    const nome = (await rh.get(`/api/cargo-salario/colaboradores/${foraColaborador}`)).json().nome as string;
    expect(await pessoas(rh, '/talentos')).toContain(nome);
    expect(await pessoas(gestor, '/talentos')).not.toContain(nome);
    expect(await pessoas(gestor, '/historicos-colaboradores-vinculados')).not.toContain(nome);
  });

  it('the selection steps analysis per requisition shows only the manager’s requisitions', async () => {
    const etapas = await q<{ id: number }>(sql`select id from etapa_seletiva where empresa_id = 1`);
    const filtro = {
      dataIni: '2000-01-01',
      dataFim: '2099-12-31',
      etapasIds: etapas.map((e) => e.id),
      porSolicitacao: true,
      pdf: false,
    };
    const requisicoes = async (c: Client) => {
      const res = await c.post(urlRelatorio('analise-etapas-seletivas'), filtro);
      expect(res.statusCode, res.body).toBe(200);
      if (String(res.headers['content-type']).includes('json')) return new Set<number>();
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const textos = wb.worksheets.flatMap((ws) =>
        celulas(ws)
          .flat()
          .map((v) => String(v ?? '')),
      );
      return new Set(
        textos
          .map((x) => /^(\d+) – /.exec(x)?.[1])
          .filter(Boolean)
          .map(Number),
      );
    };
    const [doRh, doGestor] = [await requisicoes(rh), await requisicoes(gestor)];
    const minhasSol = new Set(
      (
        await q<{ id: number }>(sql`select id from solicitacao where area_organizacional_id in ${minhas}`)
      ).map((r) => r.id),
    );
    expect([...doRh].some((id) => !minhasSol.has(id))).toBe(true);
    expect([...doGestor].filter((id) => !minhasSol.has(id))).toEqual([]);
  });

  it('the vacancy analytics count only the manager’s requisitions', async () => {
    const url = '/api/analytics/vagas?dataIni=2016-01-01&dataFim=2016-12-31';
    const [{ n }] = await q<{ n: number }>(sql`
      select count(*)::int as n from solicitacao where empresa_id = 1 and area_organizacional_id in ${minhas}
         and data between '2016-01-01' and '2016-12-31' and not cancelada and status <> 'R'`);
    const doRh = await rh.get(url);
    expect(doRh.statusCode, doRh.body).toBe(200);
    expect(doRh.json().indicadores.solicitacoes).toBeGreaterThan(n);
    const doGestor = await gestor.get(url);
    expect(doGestor.statusCode, doGestor.body).toBe(200);
    expect(doGestor.json().indicadores.solicitacoes).toBe(n);
  });

  it('the candidate evaluations report shows only the manager’s requisitions', async () => {
    const filtro = { dataIni: '2000-01-01', dataFim: '2099-12-31', opcao: 'A', pdf: false };
    const requisicoes = async (c: Client) => {
      const res = await c.post(urlRelatorio('avaliacao-candidato'), filtro);
      expect(res.statusCode, res.body).toBe(200);
      if (String(res.headers['content-type']).includes('json')) return new Set<number>();
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const textos = wb.worksheets.flatMap((ws) =>
        celulas(ws)
          .flat()
          .map((v) => String(v ?? '')),
      );
      return new Set(
        textos
          .map((x) => /^(\d+) – /.exec(x)?.[1])
          .filter(Boolean)
          .map(Number),
      );
    };
    const minhasSol = new Set(
      (
        await q<{ id: number }>(sql`select id from solicitacao where area_organizacional_id in ${minhas}`)
      ).map((r) => r.id),
    );
    expect([...(await requisicoes(rh))].some((id) => !minhasSol.has(id))).toBe(true);
    expect([...(await requisicoes(gestor))].filter((id) => !minhasSol.has(id))).toEqual([]);
  });

  it('the requisition form offers only the areas it manages; a save elsewhere is refused with the reason', async () => {
    const url = `${BASE}/areas-organizacionais`;
    const areas = async (c: Client, query = '') => {
      const res = await c.get(`${url}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number }[]).map((a) => a.id);
    };
    const ativasMinhas = await q<{ id: number }>(sql`
      select id from area_organizacional where empresa_id = 1 and ativo and id in ${minhas}`);
    const [{ n }] = await q<{ n: number }>(
      sql`select count(*)::int as n from area_organizacional where empresa_id = 1 and ativo`,
    );
    const doGestor = await areas(gestor);
    expect(doGestor.sort((a, b) => a - b)).toEqual(ativasMinhas.map((a) => a.id));
    expect((await areas(rh)).length).toBe(n);
    expect(n).toBeGreaterThan(doGestor.length);
    // Asking by id (the saved requisition's area) reaches no other area either.
    const [areaFora] = await q<{ id: number }>(sql`
      select id from area_organizacional where empresa_id = 1 and id not in ${minhas} order by id limit 1`);
    expect(await areas(gestor, `?ids=${areaFora.id}`)).toEqual([]);
    expect(await areas(rh, `?ids=${areaFora.id}`)).toEqual([areaFora.id]);
    // The server refuses what the form does not offer (tested with every route above): the message.
    expect(MSG_SOLICITACAO.areaForaDoEscopo).toBe(
      'Área organizacional não está entre as áreas sob sua responsabilidade',
    );
    // Without the requisitions' authority, nothing.
    const [colab] = await q<{ cpf: string }>(sql`
      select u.cpf from usuario u join usuario_empresa ue on ue.usuario_id = u.id join perfil p on p.id = ue.perfil_id
       where p.chave = 'COLABORADOR' order by u.id limit 1`);
    const semAcesso = await (await t.login({ cpf: colab.cpf, senha: DEMO_SENHA_COLABORADOR })).get(url);
    expect(semAcesso.statusCode).toBe(403);
    expect(semAcesso.json().message).toBe('Não autorizado.');
  });

  it('the referred candidates report shows only the candidates of the manager’s requisitions', async () => {
    const cands = await q<{ id: number; nome: string }>(sql`
      select c.id, c.nome from candidato c where c.empresa_id = 1
         and not exists (select 1 from candidato_solicitacao cs where cs.candidato_id = c.id)
       order by c.id limit 3`);
    const [naFora, naMinha, semSelecao] = cands;
    await q(sql`update candidato set indicado_por = 'Indicador do Escopo', data_cadastro = '2016-03-01'
                 where id in (${naFora.id}, ${naMinha.id}, ${semSelecao.id})`);
    await q(sql`insert into candidato_solicitacao (empresa_id, candidato_id, solicitacao_id, created_at)
                 values (1, ${naFora.id}, ${fora.id}, '2016-05-10T12:00:00Z'),
                        (1, ${naMinha.id}, ${dentro}, '2016-05-10T12:00:00Z')`);
    const textos = async (c: Client) => {
      const res = await c.post(urlRelatorio('indicacao-candidato'), {
        dataIni: '2016-01-01',
        dataFim: '2016-12-31',
        pdf: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      if (String(res.headers['content-type']).includes('json')) return '';
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb.worksheets.flatMap((ws) => celulas(ws).flat().map(String)).join('\n');
    };
    const doRh = await textos(rh);
    for (const c of cands) expect(doRh).toContain(c.nome);
    expect(doRh).toContain(fora.descricao);
    const doGestor = await textos(gestor);
    expect(doGestor).toContain(naMinha.nome);
    expect(doGestor).not.toContain(naFora.nome);
    expect(doGestor).not.toContain(fora.descricao);
    // Registered in the period without joining any requisition: HR's base, not the manager's areas.
    expect(doGestor).not.toContain(semSelecao.nome);
  });
});
