import { ERROR_CODES } from '@ipe/domain';
import { MSG_COLABORADOR as M } from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../../db/schema/index.ts';
import { colaborador, colaboradorHistorico } from './schema.ts';
import { cidadeId, cpfFrom, estadoId, rows } from '../../../test/fixtures.ts';
import {
  type Client,
  createTestApp,
  DEMO_ADMIN,
  DEMO_CONSULTA,
  type TestApp,
} from '../../../test/harness.ts';
import { type Organizacao, organizacaoDeTeste } from './fixtures.ts';
import { entries as entradas, mensagem, usuarioCom } from '../../../platform/questionario/testkit.ts';
import { enviar, multipart, png } from '../../captacao/testkit.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../testkit.ts';

/**
 * Talents (spec 2 §3, §7 'Employees'; spec 3 §5 Person, §7 talent calls): rules, history, calls, access;
 * the talent's documents (issue 24 §4).
 */

const BASE = '/api/cargo-salario/colaboradores';
let t: TestApp;
let admin: Client;
let admin2: Client;
let o: Organizacao;
let o2: Organizacao;

const historico = (over: Record<string, unknown> = {}) => ({
  data: '2020-03-02',
  motivo: 'A',
  estabelecimentoId: o.estabelecimentoId,
  areaOrganizacionalId: o.areaId,
  faixaSalarialId: o.faixaI,
  tipoSalario: '1',
  ...over,
});
const talento = (over: Record<string, unknown> = {}) => ({
  nome: 'Ana Souza',
  sexo: 'F',
  dataAdmissao: '2020-03-02',
  historicos: [historico()],
  ...over,
});
let seq = 200000000;
const novoCpf = () => cpfFrom(seq++);

async function criar(c: Client, body: Record<string, unknown>) {
  const res = await c.post(BASE, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number; historicos: Record<string, unknown>[] };
}
/** The field entries of a 400 FIELD_VALIDATION_VIOLATION, as 'field: message'. */
async function entries(res: { statusCode: number; json(): unknown; body: string }) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { code: string; entries: { field: string; message: string }[] };
  expect(body.code).toBe(ERROR_CODES.fieldValidation);
  return body.entries.map((e) => `${e.field}: ${e.message}`);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  admin2 = await t.login(undefined, 2);
  o = await organizacaoDeTeste(t.database.db, 1, 'Teste');
  o2 = await organizacaoDeTeste(t.database.db, 2, 'Filial');
});
afterAll(() => t?.close());

describe('talent register', () => {
  it('creates a talent with its admission; establishment, area, band and cargo come from the history', async () => {
    const cpf = novoCpf();
    const c = await criar(
      admin,
      talento({ nome: '  Ana Souza  ', cpf, pis: '170.3325.950-4', dddCelular: '85', celular: '99999-8888' }),
    );
    expect(c).toMatchObject({
      nome: 'Ana Souza',
      cpf,
      pis: '17033259504',
      celular: '999998888',
      situacao: 'A',
      vinculo: 'E',
      estabelecimentoId: o.estabelecimentoId,
      areaOrganizacionalId: o.areaId,
      faixaSalarialId: o.faixaI,
      cargoId: o.cargoId,
      cargo: { id: o.cargoId, nomeMercado: 'Analista Teste' },
      faixaSalarial: { id: o.faixaI, nome: 'I' },
    });
    expect(c.historicos).toEqual([
      expect.objectContaining({
        data: '2020-03-02',
        motivo: 'A',
        faixaSalarialId: o.faixaI,
        tipoSalario: '1',
      }),
    ]);
    expect(c).not.toHaveProperty('foto');
  });

  it('follows the latest history row after a promotion, and values the salary by type on each date', async () => {
    const c = await criar(admin, talento({ nome: 'Bruno Lima', cpf: novoCpf() }));
    const res = await admin.put(`${BASE}/${c.id}`, {
      ...talento({ nome: 'Bruno Lima', cpf: c.cpf }),
      historicos: [
        { ...c.historicos[0] },
        historico({ data: '2021-06-01', motivo: 'P', faixaSalarialId: o.faixaII, tipoSalario: '1' }),
        historico({
          data: '2022-06-01',
          motivo: 'R',
          faixaSalarialId: o.faixaII,
          tipoSalario: '2',
          indiceId: o.indiceId,
          quantidade: 5,
        }),
        historico({
          data: '2023-06-01',
          motivo: 'R',
          faixaSalarialId: o.faixaII,
          tipoSalario: '3',
          valor: 7000.5,
          indiceId: o.indiceId,
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const u = res.json();
    expect(u.faixaSalarialId).toBe(o.faixaII);
    expect(u.historicos.map((h: { data: string }) => h.data)).toEqual([
      '2023-06-01',
      '2022-06-01',
      '2021-06-01',
      '2020-03-02',
    ]);
    expect(u.historicos[0]).toMatchObject({
      tipoSalario: '3',
      valor: 7000.5,
      indiceId: null,
      quantidade: null,
    });
    expect(u.historicos.at(-1).id).toBe(c.historicos[0].id);

    const salario = async (data: string) => (await admin.get(`${BASE}/${c.id}/salario?data=${data}`)).json();
    expect(await salario('2019-01-01')).toMatchObject({ salario: null, historico: null });
    // Type 1, band I: 3000 until 2021, 3300 after.
    expect((await salario('2020-12-31')).salario).toBe(3000);
    expect((await salario('2021-03-01')).salario).toBe(3300);
    // Type 1, band II: 4 × the index (1000, then 1200 from 2022).
    expect((await salario('2021-12-31')).salario).toBe(4000);
    // Type 2: 5 × the index in force.
    expect(await salario('2022-07-01')).toMatchObject({
      salario: 6000,
      historico: { motivo: 'R', tipoSalario: '2' },
    });
    // Type 3: the value.
    expect((await salario('2024-01-01')).salario).toBe(7000.5);
    expect((await admin.get(`${BASE}/${c.id}/salario`)).json().salario).toBe(7000.5);
    expect((await admin2.get(`${BASE}/${c.id}/salario`)).statusCode).toBe(404);
  });

  it('answers every missing required field with its message', async () => {
    expect(await entries(await admin.post(BASE, {}))).toEqual([
      'nome: Nome é obrigatório',
      'sexo: Sexo é obrigatório',
      'dataAdmissao: Data de Admissão é obrigatória',
      `historicos: ${M.historicoObrigatorio}`,
    ]);
    expect(await entries(await admin.post(BASE, talento({ nome: 'x'.repeat(101), sexo: 'I' })))).toEqual([
      'nome: Nome deve ter no máximo 100 caracteres',
      expect.stringMatching(/^sexo: /),
    ]);
  });

  it('checks CPF, PIS and the mobile phone', async () => {
    expect(await entries(await admin.post(BASE, talento({ cpf: '123.456.789-00' })))).toEqual([
      'cpf: Cpf inválido.',
    ]);
    expect(await entries(await admin.post(BASE, talento({ cpf: '11111111111' })))).toEqual([
      'cpf: Cpf inválido.',
    ]);
    expect(await entries(await admin.post(BASE, talento({ pis: '17033259505' })))).toEqual([
      'pis: O número PIS é inválido',
    ]);
    expect(await entries(await admin.post(BASE, talento({ dddCelular: '1', celular: '3333-4444' })))).toEqual(
      ['dddCelular: Inválido', 'celular: Inválido'],
    );
  });

  it('checks the admission, birth and dismissal dates', async () => {
    expect(
      await entries(
        await admin.post(
          BASE,
          talento({ dataAdmissao: '2999-01-01', historicos: [historico({ data: '2999-01-01' })] }),
        ),
      ),
    ).toEqual([`dataAdmissao: ${M.dataAdmissaoFutura}`, `historicos.0.data: ${M.historicoFuturo}`]);
    expect(await entries(await admin.post(BASE, talento({ dataNascimento: '2021-01-01' })))).toEqual([
      `dataNascimento: ${M.nascimentoAposAdmissao}`,
    ]);
    expect(await entries(await admin.post(BASE, talento({ situacao: 'D' })))).toEqual([
      `dataDesligamento: ${M.dataDesligamentoObrigatoria}`,
      `motivoDesligamento: ${M.motivoDesligamentoObrigatorio}`,
    ]);
    expect(
      await entries(
        await admin.post(
          BASE,
          talento({ situacao: 'D', dataDesligamento: '2020-01-01', motivoDesligamento: 'Pedido' }),
        ),
      ),
    ).toEqual([
      `dataDesligamento: ${M.desligamentoAntesAdmissao}`,
      `historicos.0.data: ${M.historicoAposDesligamento}`,
    ]);
  });

  it('keeps dismissal data only for dismissed talents', async () => {
    const d = await criar(
      admin,
      talento({
        nome: 'Carla Dias',
        situacao: 'D',
        dataDesligamento: '2023-01-31',
        motivoDesligamento: 'Pedido de demissão',
        observacaoDesligamento: 'Mudou de cidade',
      }),
    );
    expect(d).toMatchObject({
      situacao: 'D',
      dataDesligamento: '2023-01-31',
      motivoDesligamento: 'Pedido de demissão',
    });
    const a = await criar(
      admin,
      talento({ nome: 'Davi Reis', situacao: 'A', dataDesligamento: '2023-01-31', motivoDesligamento: 'x' }),
    );
    expect(a).toMatchObject({
      dataDesligamento: null,
      motivoDesligamento: null,
      observacaoDesligamento: null,
    });
  });

  it('checks the history: admission date first, no repeated date, salary parts by type', async () => {
    expect(
      await entries(await admin.post(BASE, talento({ historicos: [historico({ data: '2020-04-01' })] }))),
    ).toEqual([`historicos.0.data: ${M.primeiroHistoricoNaAdmissao}`]);
    expect(
      await entries(
        await admin.post(BASE, talento({ historicos: [historico(), historico({ motivo: 'R' })] })),
      ),
    ).toEqual([`historicos.1.data: ${M.historicoDataRepetida}`]);
    expect(
      await entries(
        await admin.post(
          BASE,
          talento({
            historicos: [
              historico({ tipoSalario: '2', quantidade: 0 }),
              historico({ data: '2021-01-01', motivo: 'R', tipoSalario: '3', valor: 0 }),
            ],
          }),
        ),
      ),
    ).toEqual([
      `historicos.0.indiceId: ${M.indiceObrigatorio}`,
      'historicos.0.quantidade: Quantidade não pode ser 0 (zero) ou menor',
      'historicos.1.valor: Valor não pode ser 0 (zero) ou menor',
    ]);
    expect(
      await entries(
        await admin.post(
          BASE,
          talento({ historicos: [historico({ motivo: 'X', faixaSalarialId: null, data: null })] }),
        ),
      ),
    ).toEqual([
      'historicos.0.data: Data é obrigatória',
      expect.stringMatching(/^historicos\.0\.motivo: /),
      'historicos.0.faixaSalarialId: Faixa Salarial é obrigatória',
    ]);
  });

  it('refuses establishments, areas, bands and indices of another company, and inactive areas', async () => {
    const before = (await t.database.db.select({ n: count() }).from(colaborador))[0].n;
    expect(
      await entries(
        await admin.post(
          BASE,
          talento({
            historicos: [
              historico({
                estabelecimentoId: o2.estabelecimentoId,
                areaOrganizacionalId: o2.areaId,
                faixaSalarialId: o2.faixaI,
              }),
              historico({
                data: '2021-01-01',
                motivo: 'M',
                areaOrganizacionalId: o.areaInativaId,
                tipoSalario: '2',
                indiceId: o2.indiceId,
                quantidade: 2,
              }),
            ],
          }),
        ),
      ),
    ).toEqual([
      `historicos.0.estabelecimentoId: ${M.naoPertenceEmpresa}`,
      `historicos.0.areaOrganizacionalId: ${M.naoPertenceEmpresa}`,
      `historicos.0.faixaSalarialId: ${M.naoPertenceEmpresa}`,
      `historicos.1.indiceId: ${M.naoPertenceEmpresa}`,
      `historicos.1.areaOrganizacionalId: ${M.areaInativa}`,
    ]);
    // Nothing written: the talent and its history are one transaction.
    expect((await t.database.db.select({ n: count() }).from(colaborador))[0].n).toBe(before);
  });

  it('keeps a row in an area that became inactive afterwards', async () => {
    const c = await criar(
      admin,
      talento({ nome: 'Elisa Prado', historicos: [historico({ areaOrganizacionalId: o.areaId })] }),
    );
    await t.database.db
      .update(colaboradorHistorico)
      .set({ areaOrganizacionalId: o.areaInativaId })
      .where(eq(colaboradorHistorico.colaboradorId, c.id));
    const res = await admin.put(`${BASE}/${c.id}`, {
      ...talento({ nome: 'Elisa Prado Lima' }),
      historicos: [{ ...c.historicos[0], areaOrganizacionalId: o.areaInativaId }],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('checks the address once any part is given, with the city in the state', async () => {
    const ce = await estadoId(admin, 'CE');
    const sp = await estadoId(admin, 'SP');
    const fortaleza = await cidadeId(admin, ce, 'Fortaleza');
    expect(
      await entries(
        await admin.post(
          BASE,
          talento({ cep: '60000-000', numero: '12345678901', complemento: 'c'.repeat(31) }),
        ),
      ),
    ).toEqual([
      `numero: ${M.numeroMaximo}`,
      `complemento: ${M.complementoMaximo}`,
      `estadoId: ${M.estadoObrigatorio}`,
      `cidadeId: ${M.cidadeObrigatoria}`,
      `logradouro: ${M.logradouroObrigatorio}`,
      `bairro: ${M.bairroObrigatorio}`,
    ]);
    const endereco = {
      cep: '60000-000',
      logradouro: 'Rua A',
      numero: '10',
      bairro: 'Centro',
      cidadeId: fortaleza,
    };
    expect(await entries(await admin.post(BASE, talento({ ...endereco, estadoId: sp })))).toEqual([
      `cidadeId: ${M.cidadeForaDoEstado}`,
    ]);
    const c = await criar(admin, talento({ nome: 'Fábio Torres', ...endereco, estadoId: ce }));
    expect(c).toMatchObject({ cep: '60000000', cidade: { id: fortaleza, nome: 'Fortaleza' } });
  });

  it('gives a CPF to one talent of the company at a time; dismissal frees it; other companies may repeat it', async () => {
    const cpf = novoCpf();
    const g = await criar(admin, talento({ nome: 'Gustavo Pinto', cpf }));
    expect(await entries(await admin.post(BASE, talento({ nome: 'Outro', cpf })))).toEqual([
      `cpf: ${M.cpfEmUso('Gustavo Pinto')}`,
    ]);
    // Saving the same talent again is no conflict.
    expect((await admin.put(`${BASE}/${g.id}`, talento({ nome: 'Gustavo Pinto', cpf }))).statusCode).toBe(
      200,
    );
    // The same CPF in company 2.
    await criar(admin2, {
      ...talento({ nome: 'Gustavo Pinto', cpf }),
      historicos: [
        historico({
          estabelecimentoId: o2.estabelecimentoId,
          areaOrganizacionalId: o2.areaId,
          faixaSalarialId: o2.faixaI,
        }),
      ],
    });
    // A rehire: once dismissed, a new record may take the CPF; the old one cannot come back while it is taken.
    const desligado = {
      situacao: 'D',
      dataDesligamento: '2022-01-10',
      motivoDesligamento: 'Término de contrato',
    };
    expect(
      (await admin.put(`${BASE}/${g.id}`, talento({ nome: 'Gustavo Pinto', cpf, ...desligado }))).statusCode,
    ).toBe(200);
    const novo = await criar(
      admin,
      talento({
        nome: 'Gustavo Pinto',
        cpf,
        dataAdmissao: '2023-02-01',
        historicos: [historico({ data: '2023-02-01' })],
      }),
    );
    expect(
      await entries(await admin.put(`${BASE}/${g.id}`, talento({ nome: 'Gustavo Pinto', cpf }))),
    ).toEqual([`cpf: ${M.cpfEmUso('Gustavo Pinto')}`]);
    expect(novo.id).not.toBe(g.id);
  });

  it('writes every change to the audit log with the history, and removes the talent with it', async () => {
    const c = await criar(admin, talento({ nome: 'Heitor Auditado' }));
    expect((await admin.put(`${BASE}/${c.id}`, talento({ nome: 'Heitor Auditado Silva' }))).statusCode).toBe(
      200,
    );
    expect((await admin.delete(`${BASE}/${c.id}`)).statusCode).toBe(204);
    const log = await t.database.db
      .select({
        acao: auditoria.acao,
        descricao: auditoria.descricao,
        antes: auditoria.antes,
        depois: auditoria.depois,
        usuarioId: auditoria.usuarioId,
      })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'colaboradores'), eq(auditoria.entidadeId, c.id)))
      .orderBy(auditoria.id);
    expect(log.map((l) => [l.acao, l.descricao])).toEqual([
      ['INSERIR', 'Heitor Auditado'],
      ['ALTERAR', 'Heitor Auditado Silva'],
      ['REMOVER', 'Heitor Auditado Silva'],
    ]);
    expect(log[0].usuarioId).toBe(1);
    expect((log[1].antes as { historicos: unknown[] }).historicos).toHaveLength(1);
    const rest = await t.database.db
      .select({ n: count() })
      .from(colaboradorHistorico)
      .where(eq(colaboradorHistorico.colaboradorId, c.id));
    expect(rest[0].n).toBe(0);
    expect((await admin.get(`${BASE}/${c.id}`)).statusCode).toBe(404);
  });
});

describe('talent list', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const mk = async (nome: string, over: Record<string, unknown> = {}) =>
      (await criar(admin, talento({ nome, cpf: novoCpf(), ...over }))).id;
    ids = {
      joao: await mk('João Ávila Listado'),
      joana: await mk('Joana Listada', { historicos: [historico({ faixaSalarialId: o.faixaII })] }),
      zeca: await mk('Zeca Listado Desligado', {
        situacao: 'D',
        dataDesligamento: '2024-01-01',
        motivoDesligamento: 'Pedido',
      }),
    };
  });

  it('searches by name without accents or case, and by CPF digits', async () => {
    const res = await admin.get(`${BASE}?q=joao avila&page=0&size=20`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.map((r: { id: number }) => r.id)).toEqual([ids.joao]);
    const joana = (await admin.get(`${BASE}/${ids.joana}`)).json();
    const byCpf = await admin.get(`${BASE}?q=${joana.cpf.slice(2, 9)}&page=0&size=20`);
    expect(byCpf.json().content.map((r: { id: number }) => r.id)).toEqual([ids.joana]);
  });

  it('filters by situation, area, cargo and band, sorted by name', async () => {
    const nomes = async (qs: string) =>
      ((await admin.get(`${BASE}?q=listad&${qs}`)).json() as { nome: string }[]).map((r) => r.nome);
    expect(await nomes('situacao=A')).toEqual(['Joana Listada', 'João Ávila Listado']);
    expect(await nomes('situacao=D')).toEqual(['Zeca Listado Desligado']);
    expect(await nomes(`situacao=A,D&faixaSalarialId=${o.faixaII}`)).toEqual(['Joana Listada']);
    expect(
      await nomes(
        `cargoId=${o.cargoId}&areaOrganizacionalId=${o.areaId}&estabelecimentoId=${o.estabelecimentoId}`,
      ),
    ).toHaveLength(3);
    expect(await nomes(`cargoId=${o2.cargoId}`)).toEqual([]);
  });

  it('answers the autocomplete query of the web: page 0, size 20, active, by name', async () => {
    const res = await admin.get(`${BASE}?q=jo&page=0&size=20&situacao=A`);
    const page = res.json();
    expect(page.size).toBe(20);
    expect(page.content.every((r: { situacao: string }) => r.situacao === 'A')).toBe(true);
    expect(page.content.map((r: { nome: string }) => r.nome)).toContain('Joana Listada');
  });

  it('shows only the company of the session', async () => {
    const res = await admin2.get(`${BASE}?q=listad`);
    expect(res.json()).toEqual([]);
    expect((await admin2.get(`${BASE}/${ids.joao}`)).statusCode).toBe(404);
  });
});

describe('talent calls', () => {
  let ativo: number;
  let desligado: number;
  beforeAll(async () => {
    ativo = (
      await criar(
        admin,
        talento({
          nome: 'Iara Chamadas',
          cpf: novoCpf(),
          historicos: [historico({ faixaSalarialId: o.faixaII })],
        }),
      )
    ).id;
    desligado = (
      await criar(
        admin,
        talento({
          nome: 'Ivo Chamadas',
          situacao: 'D',
          dataDesligamento: '2024-01-01',
          motivoDesligamento: 'Pedido',
        }),
      )
    ).id;
  });

  it('GET /situacao lists the situations', async () => {
    const res = await admin.get(`${BASE}/situacao`);
    expect(res.json()).toEqual([
      { value: 'A', label: 'Ativo' },
      { value: 'D', label: 'Desligado' },
      { value: 'G', label: 'Aguardando confirmação' },
      { value: 'C', label: 'Cancelado' },
      { value: 'U', label: 'Aguardando confirmação de desligamento' },
    ]);
  });

  it('GET /area lists the active talents of an area (all with situacao=T)', async () => {
    const res = await admin.get(`${BASE}/area?areaId=${o.areaId}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { id: number; situacao: string }[];
    expect(rows.map((r) => r.id)).toContain(ativo);
    expect(rows.map((r) => r.id)).not.toContain(desligado);
    expect(rows.find((r) => r.id === ativo)).toMatchObject({
      nome: 'Iara Chamadas',
      cargo: { id: o.cargoId, nomeMercado: 'Analista Teste' },
      faixaSalarial: { id: o.faixaII, nome: 'II' },
      areaOrganizacional: { id: o.areaId, nome: 'Área Teste' },
      estabelecimento: { id: o.estabelecimentoId },
    });
    const todos = (await admin.get(`${BASE}/area?areaId=${o.areaId}&situacao=T`)).json() as { id: number }[];
    expect(todos.map((r) => r.id)).toContain(desligado);
    expect((await admin.get(`${BASE}/area`)).statusCode).toBe(400);
    expect((await admin2.get(`${BASE}/area?areaId=${o.areaId}`)).json()).toEqual([]);
  });

  it('GET /by-ids answers the talents of the company among the ids, by name', async () => {
    const res = await admin.get(`${BASE}/by-ids?ids=${desligado},${ativo},999999`);
    expect(res.json().map((r: { nome: string }) => r.nome)).toEqual(['Iara Chamadas', 'Ivo Chamadas']);
    expect((await admin.get(`${BASE}/by-ids?ids=`)).json()).toEqual([]);
    expect((await admin.get(`${BASE}/by-ids?ids=a,b`)).statusCode).toBe(400);
    expect((await admin2.get(`${BASE}/by-ids?ids=${ativo}`)).json()).toEqual([]);
  });

  it('GET /participantes lists active talents by establishments, areas and cargos', async () => {
    const ids = async (qs: string) =>
      ((await admin.get(`${BASE}/participantes?${qs}`)).json() as { id: number }[]).map((r) => r.id);
    expect(await ids(`areasIds=${o.areaId}`)).toContain(ativo);
    expect(await ids(`areasIds=${o.areaId}`)).not.toContain(desligado);
    expect(
      await ids(
        `estabelecimentosIds=${o.estabelecimentoId}&cargosIds=${o.cargoId}&areasOrganizacionaisIds=${o.areaId}`,
      ),
    ).toContain(ativo);
    expect(await ids(`cargosIds=${o2.cargoId}`)).toEqual([]);
  });

  it('GET /opcoes lists the choices of the talent screens, of the company only', async () => {
    const res = await admin.get(`${BASE}/opcoes`);
    expect(res.statusCode, res.body).toBe(200);
    const o1 = res.json();
    expect(o1.estabelecimentos).toContainEqual({
      value: o.estabelecimentoId,
      label: 'Estabelecimento Teste',
    });
    expect(o1.areas).toContainEqual({ value: o.areaInativaId, label: 'Área Inativa Teste', ativo: false });
    expect(o1.cargos).toContainEqual({ value: o.cargoId, label: 'Analista Teste' });
    expect(o1.faixas).toContainEqual({ value: o.faixaII, label: 'Analista Teste / II', cargoId: o.cargoId });
    expect(o1.indices).toContainEqual({
      value: o.indiceId,
      label: 'Salário mínimo Teste',
      desabilitado: false,
    });
    const ids = (l: { value: number }[]) => l.map((x) => x.value);
    expect(ids(o1.faixas)).not.toContain(o2.faixaI);
    expect(ids(o1.estabelecimentos)).not.toContain(o2.estabelecimentoId);
  });

  it('GET /{id}/data-estabilidade answers no stability, with the reason', async () => {
    const res = await admin.get(`${BASE}/${ativo}/data-estabilidade`);
    expect(res.json()).toEqual({ dataEstabilidade: null, motivo: M.semEstabilidade });
    expect((await admin2.get(`${BASE}/${ativo}/data-estabilidade`)).statusCode).toBe(404);
  });

  it('GET /{id}/foto answers the initials avatar, then the uploaded photo', async () => {
    const svg = await admin.get(`${BASE}/${ativo}/foto`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('>IC</text>');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const put = await admin.put(`${BASE}/${ativo}/foto`, png, { 'content-type': 'image/png' });
    expect(put.statusCode, put.body).toBe(204);
    const foto = await admin.get(`${BASE}/${ativo}/foto`);
    expect(foto.headers['content-type']).toBe('image/png');
    expect(foto.rawPayload.equals(png)).toBe(true);
    // The generic rows never carry the bytes.
    expect((await admin.get(`${BASE}/${ativo}`)).json()).not.toHaveProperty('foto');
    expect((await admin2.get(`${BASE}/${ativo}/foto`)).statusCode).toBe(404);
  });
});

describe('talent authorities', () => {
  let leitor: Client;
  let consulta: Client;
  let id: number;
  beforeAll(async () => {
    id = (await criar(admin, talento({ nome: 'Jorge Permissões', cpf: novoCpf() }))).id;
    const perfil = await admin.post('/api/utilitario/perfis', {
      nome: 'Leitor de talentos',
      authorities: ['ROLE_CS_COLABORADORES'],
    });
    expect(perfil.statusCode, perfil.body).toBe(201);
    const cpf = novoCpf();
    const u = await admin.post('/api/utilitario/usuarios', {
      nome: 'Leitor',
      cpf,
      senha: 'segredo123',
      empresas: [{ empresaId: 1, perfilId: perfil.json().id }],
    });
    expect(u.statusCode, u.body).toBe(201);
    leitor = await t.login({ cpf, senha: 'segredo123' });
    consulta = await t.login(DEMO_CONSULTA);
  });

  const reads = () => [
    BASE,
    `${BASE}/${id}`,
    `${BASE}/area?areaId=${o.areaId}`,
    `${BASE}/by-ids?ids=${id}`,
    `${BASE}/participantes`,
    `${BASE}/opcoes`,
    `${BASE}/${id}/data-estabilidade`,
    `${BASE}/${id}/salario`,
    `${BASE}/${id}/foto`,
  ];

  it('asks for a session on every call', async () => {
    for (const url of [...reads(), `${BASE}/situacao`])
      expect([url, (await t.anonymous().get(url)).statusCode]).toEqual([url, 401]);
  });

  it('reads with ROLE_CS_COLABORADORES and writes only with ROLE_CS_COLABORADORES_EDITAR', async () => {
    for (const url of reads()) {
      expect([url, (await leitor.get(url)).statusCode]).toEqual([url, 200]);
      expect([url, (await consulta.get(url)).statusCode]).toEqual([url, 403]);
    }
    expect((await consulta.get(`${BASE}/situacao`)).statusCode).toBe(200);
    for (const c of [leitor, consulta]) {
      expect((await c.post(BASE, talento())).statusCode).toBe(403);
      expect((await c.put(`${BASE}/${id}`, talento())).statusCode).toBe(403);
      expect((await c.delete(`${BASE}/${id}`)).statusCode).toBe(403);
      expect(
        (await c.put(`${BASE}/${id}/foto`, Buffer.from('x'), { 'content-type': 'image/png' })).statusCode,
      ).toBe(403);
      expect((await c.delete(`${BASE}/${id}/foto`)).statusCode).toBe(403);
    }
  });
});

/**
 * A talent's documents (issue 24 §4): attach, list, download the same bytes, remove; the content check;
 * and who reaches them: HR of the company, a manager only for its areas' talents (reading), an employee
 * user only for itself, another company nobody.
 */
describe('documents of a talent (issue 24 §4)', () => {
  const url = (colaboradorId: number) => `/api/cargo-salario/colaboradores/${colaboradorId}/documentos`;
  const PDF = Buffer.from('%PDF-1.4\n% documento do talento\n');
  const anexar = (c: Client, colaboradorId: number, nome = 'rg.pdf', bytes: Buffer = PDF, descricao = 'RG') =>
    enviar(c, 'post', url(colaboradorId), multipart({ nome, bytes }, descricao === '' ? {} : { descricao }));
  const q = <T>(s: ReturnType<typeof sql>) => rows<T>(t.database.db, s);
  let rh: Client;

  /** The demo manager (its talent, login) and a talent of its areas and one outside them, in company 1. */
  let gestor: Client;
  let daArea: number;
  let foraDaArea: number;

  beforeAll(async () => {
    rh = admin;
    const [g] = await q<{ cpf: string; colaborador_id: number }>(sql`
    select u.cpf, u.colaborador_id from usuario u join usuario_empresa ue on ue.usuario_id = u.id
      join perfil p on p.id = ue.perfil_id where p.nome = ${DEMO_PERFIL_GESTOR}`);
    gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
    const visiveis = new Set(
      (await gestor.get('/api/cargo-salario/colaboradores?page=0&size=500'))
        .json()
        .content.map((c: { id: number }) => c.id),
    );
    const todos = await q<{ id: number }>(
      sql`select id from colaborador where empresa_id = 1 and situacao = 'A' order by id`,
    );
    daArea = todos.find((c) => visiveis.has(c.id) && c.id !== g.colaborador_id)?.id as number;
    foraDaArea = todos.find((c) => !visiveis.has(c.id))?.id as number;
    expect(daArea && foraDaArea).toBeTruthy();
  });

  it('attaches, lists, downloads the same bytes with the original name, and removes', async () => {
    const res = await anexar(rh, daArea, 'Carteira de Trabalho – frente.pdf', PDF, 'CTPS');
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      colaboradorId: daArea,
      descricao: 'CTPS',
      nomeArquivo: 'Carteira de Trabalho – frente.pdf',
      contentType: 'application/pdf',
      tamanho: PDF.length,
    });
    expect(doc).not.toHaveProperty('conteudo');
    const segundo = (await anexar(rh, daArea, 'foto.png', png(), 'Foto 3x4')).json();
    const lista = (await rh.get(url(daArea))).json() as { id: number }[];
    expect(lista.map((d) => d.id)).toEqual([segundo.id, doc.id]);

    const down = await rh.get(`${url(daArea)}/${doc.id}/download`);
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(PDF)).toBe(true);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(down.headers['content-disposition']).split("UTF-8''")[1])).toBe(
      'Carteira de Trabalho – frente.pdf',
    );
    // A document id of another talent is not reached through this talent's path.
    expect((await rh.get(`${url(foraDaArea)}/${doc.id}/download`)).statusCode).toBe(404);
    expect((await rh.delete(`${url(foraDaArea)}/${doc.id}`)).statusCode).toBe(404);

    expect((await rh.delete(`${url(daArea)}/${segundo.id}`)).statusCode).toBe(204);
    expect(((await rh.get(url(daArea))).json() as { id: number }[]).map((d) => d.id)).toEqual([doc.id]);
    const [audit] = await q<{ n: number }>(
      sql`select count(*)::int as n from auditoria where entidade = 'Documento do talento'`,
    );
    expect(audit.n).toBe(3);
  });

  it('refuses a file whose content is not what its name says, and a missing description', async () => {
    const falso = await anexar(rh, daArea, 'contrato.pdf', Buffer.from('apenas texto, não é PDF'));
    expect(falso.statusCode).toBe(400);
    expect(falso.json().code).toBe('ARQUIVO_INVALIDO');
    expect(entradas(await anexar(rh, daArea, 'rg.pdf', PDF, ''))).toEqual([
      { field: 'descricao', message: 'Descrição é obrigatória' },
    ]);
  });

  it('another company: 404 on every route, nothing written', async () => {
    const { id } = (await anexar(rh, daArea, 'rg.pdf', PDF, 'RG empresa 1')).json();
    const filial = await t.login(DEMO_ADMIN, 2);
    expect((await filial.get(url(daArea))).statusCode).toBe(404);
    expect((await filial.get(`${url(daArea)}/${id}/download`)).statusCode).toBe(404);
    expect((await filial.delete(`${url(daArea)}/${id}`)).statusCode).toBe(404);
    expect((await anexar(filial, daArea)).statusCode).toBe(404);
    expect(((await rh.get(url(daArea))).json() as { id: number }[]).map((d) => d.id)).toContain(id);
  });

  it('a manager reads its areas’ talents’ documents only, and cannot change them', async () => {
    const { id } = (await anexar(rh, foraDaArea, 'rg.pdf', PDF, 'RG de fora')).json();
    expect((await gestor.get(url(daArea))).statusCode).toBe(200);
    expect((await gestor.get(url(foraDaArea))).statusCode).toBe(404);
    expect((await gestor.get(`${url(foraDaArea)}/${id}/download`)).statusCode).toBe(404);
    // Reading the talents is its authority; editing them is not.
    expect(mensagem(await anexar(gestor, daArea), 403)).toBe('Não autorizado.');
    expect((await gestor.delete(`${url(foraDaArea)}/${id}`)).statusCode).toBe(403);
  });

  it('an employee user holding the talents’ authorities reaches only its own files', async () => {
    const [e] = await q<{ usuario_id: number; cpf: string; colaborador_id: number }>(sql`
      select u.id as usuario_id, u.cpf, u.colaborador_id from usuario u
        join usuario_empresa ue on ue.usuario_id = u.id join perfil p on p.id = ue.perfil_id
       where p.nome = 'Colaborador' and u.colaborador_id <> ${daArea}
         and not exists (select 1 from area_responsavel r where r.colaborador_id = u.colaborador_id)
         and not exists (select 1 from area_co_responsavel r where r.colaborador_id = u.colaborador_id)
       order by u.id limit 1`);
    const perfil = await rh.post('/api/utilitario/perfis', {
      nome: 'Perfil documentos de talentos',
      authorities: ['ROLE_CS_COLABORADORES', 'ROLE_CS_COLABORADORES_EDITAR'],
    });
    expect(perfil.statusCode, perfil.body).toBe(201);
    await t.database.db.execute(
      sql`update usuario_empresa set perfil_id = ${perfil.json().id} where usuario_id = ${e.usuario_id}`,
    );
    const empregado = await t.login({ cpf: e.cpf, senha: DEMO_SENHA_COLABORADOR });
    expect((await empregado.get(url(e.colaborador_id))).statusCode).toBe(200);
    const { id } = (await anexar(rh, daArea, 'rg.pdf', PDF, 'RG de outro')).json();
    expect((await empregado.get(url(daArea))).statusCode).toBe(404);
    expect((await empregado.get(`${url(daArea)}/${id}/download`)).statusCode).toBe(404);
    expect((await empregado.delete(`${url(daArea)}/${id}`)).statusCode).toBe(404);
    expect((await anexar(empregado, daArea)).statusCode).toBe(404);
  });

  it('needs the talents’ authority', async () => {
    const sem = await usuarioCom(t, rh, ['ROLE_CS_FAIXAS'], 1);
    expect(mensagem(await sem.get(url(daArea)), 403)).toBe('Não autorizado.');
    expect(mensagem(await anexar(sem, daArea), 403)).toBe('Não autorizado.');
  });
});
