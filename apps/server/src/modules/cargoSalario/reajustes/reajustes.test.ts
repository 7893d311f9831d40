import { MSG_REAJUSTE as M } from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { rows } from '../../../test/fixtures.ts';
import { textoDoPdf } from '../../../test/pdf.ts';
import { type Client, createTestApp, type TestApp } from '../../../test/harness.ts';
import { organizacaoDeTeste, type Organizacao } from '../colaboradores/fixtures.ts';
import { auditoriaDe, erros } from '../faixas/testes.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../testkit.ts';

/**
 * Salary realignment planning (issue 20 §1, spec 2 §3–§7 'Realignment'): the tables and records with every
 * rule's message, the collective adjustments, apply/cancel restoring every history exactly, the payroll
 * total, and the attackers (area scope, another company).
 */

let t: TestApp;
let rh: Client;
let rh2: Client;
let o: Organizacao;
const talentos: Record<'valor' | 'faixa' | 'indice' | 'desligado', number> = {} as never;
const CS = '/api/cargo-salario';
const TAB = `${CS}/tabelas-reajustes-colaboradores`;
const REG = `${CS}/reajustes-colaboradores`;
const q = <T>(s: ReturnType<typeof sql>) => rows<T>(t.database.db, s);

/** A talent of company 1 in the test organisation, with one admission row. */
async function talento(
  nome: string,
  hist: { tipo: string; valor?: number; quantidade?: number },
  situacao = 'A',
) {
  const [c] = await q<{
    id: number;
  }>(sql`insert into colaborador (empresa_id, nome, sexo, data_admissao, situacao,
      estabelecimento_id, area_organizacional_id, cargo_id, faixa_salarial_id, data_desligamento, motivo_desligamento)
    values (1, ${nome}, 'F', '2020-01-02', ${situacao}, ${o.estabelecimentoId}, ${o.areaId}, ${o.cargoId}, ${o.faixaI},
      ${situacao === 'D' ? '2025-01-31' : null}, ${situacao === 'D' ? 'Pedido' : null}) returning id`);
  await q(sql`insert into colaborador_historico (colaborador_id, data, motivo, estabelecimento_id, area_organizacional_id,
      faixa_salarial_id, tipo_salario, indice_id, quantidade, valor)
    values (${c.id}, '2020-01-02', 'A', ${o.estabelecimentoId}, ${o.areaId}, ${o.faixaI}, ${hist.tipo},
      ${hist.tipo === '2' ? o.indiceId : null}, ${hist.quantidade ?? null}, ${hist.valor ?? null})`);
  return c.id;
}

/** Everything an apply may touch of the test talents, bands and indices, to compare after a cancel. */
const retrato = async () => ({
  historicos:
    await q(sql`select h.* from colaborador_historico h join colaborador c on c.id = h.colaborador_id
    where c.area_organizacional_id = ${o.areaId} or h.area_organizacional_id = ${o.areaId} order by h.id`),
  colaboradores:
    await q(sql`select id, estabelecimento_id, area_organizacional_id, cargo_id, faixa_salarial_id
    from colaborador where id in (${talentos.valor}, ${talentos.faixa}, ${talentos.indice}) order by id`),
  faixas: await q(
    sql`select * from faixa_salarial_historico where faixa_salarial_id in (${o.faixaI}, ${o.faixaII}) order by id`,
  ),
  indices: await q(sql`select * from indice_historico where indice_id = ${o.indiceId} order by id`),
});

const novaTabela = async (body: Record<string, unknown>, c: Client = rh) => {
  const res = await c.post(TAB, { nome: 'Reajuste', data: '2025-06-01', tipoReajuste: 'C', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; aprovada: boolean };
};
const coletivo = (tabelaId: number, extra: Record<string, unknown> = {}, c: Client = rh) =>
  c.post(`${REG}/aplicar-dissidio`, {
    tabelaReajusteColaboradorId: tabelaId,
    estabelecimentosIds: [o.estabelecimentoId],
    areasOrganizacionaisIds: [o.areaId],
    modo: 'V',
    forma: 'P',
    valor: 10,
    ...extra,
  });
const registrosDe = async (id: number, c: Client = rh) =>
  (await c.get(`${TAB}/${id}/colaboradores?size=500`)).json() as {
    content: {
      colaborador: { id: number };
      salarioAtual: number;
      salarioProposto: number;
      valorDiferenca: number;
      percentualDiferenca: number;
    }[];
    totalElements: number;
  };

beforeAll(async () => {
  t = await createTestApp();
  rh = await t.login();
  rh2 = await t.login(undefined, 2);
  o = await organizacaoDeTeste(t.database.db, 1, 'Reajuste');
  talentos.valor = await talento('Ana Valor', { tipo: '3', valor: 2000 });
  talentos.faixa = await talento('Bruno Faixa', { tipo: '1' }); // band I: 3300 since 2021
  talentos.indice = await talento('Carla Índice', { tipo: '2', quantidade: 2 }); // 2 × 1200
  talentos.desligado = await talento('Davi Desligado', { tipo: '3', valor: 1500 }, 'D');
});
afterAll(() => t?.close());

describe('demonstração', () => {
  it('has a dissídio applied today (history rows linked) and a plan not applied', async () => {
    const demo = await q<{ nome: string; aprovada: boolean; reajustes: number; historicos: number }>(sql`
      select t.nome, t.aprovada,
        (select count(*)::int from reajuste_colaborador r where r.tabela_reajuste_colaborador_id = t.id) as reajustes,
        (select count(*)::int from colaborador_historico h where h.tabela_reajuste_colaborador_id = t.id) as historicos
      from tabela_reajuste_colaborador t where t.empresa_id = 1 order by t.id limit 2`);
    expect(demo).toHaveLength(2);
    expect(demo[0]).toMatchObject({ aprovada: true });
    expect(demo[0].nome).toMatch(/^Dissídio \d{4}$/);
    expect(demo[0].historicos).toBe(demo[0].reajustes);
    expect(demo[0].reajustes).toBeGreaterThanOrEqual(3);
    expect(demo[1]).toMatchObject({ aprovada: false, historicos: 0 });
    expect(demo[1].reajustes).toBeGreaterThanOrEqual(3);
  });
});

describe('planejamentos: cadastro e regras', () => {
  it('answers each rule of the table with its message', async () => {
    expect(erros(await rh.post(TAB, { nome: ' ', observacao: 'x'.repeat(256) }))).toEqual({
      nome: 'Título é obrigatório',
      data: 'Data é obrigatória',
      observacao: 'Observação deve ter no máximo 255 caracteres',
    });
    expect(
      erros(await rh.post(TAB, { nome: 'x'.repeat(101), data: '2025-06-01', tipoReajuste: 'X' })),
    ).toMatchObject({
      nome: 'Título deve ter no máximo 100 caracteres',
    });
  });

  it('answers each rule of a talent record with its message, and refuses a talent twice', async () => {
    const tab = await novaTabela({ nome: 'Regras' });
    const base = {
      tabelaReajusteColaboradorId: tab.id,
      colaboradorId: talentos.valor,
      estabelecimentoPropostoId: o.estabelecimentoId,
      areaOrganizacionalPropostaId: o.areaId,
      faixaSalarialPropostaId: o.faixaI,
    };
    expect(erros(await rh.post(REG, { ...base, tipoSalarioProposto: '2' }))).toEqual({
      indicePropostoId: M.indiceRequerido,
      quantidadeIndiceProposto: M.quantidadeObrigatoria,
    });
    expect(erros(await rh.post(REG, { ...base, tipoSalarioProposto: '3' }))).toEqual({
      salarioProposto: M.valorObrigatorio,
    });
    expect(erros(await rh.post(REG, { ...base, tipoSalarioProposto: '3', salarioProposto: 0 }))).toEqual({
      salarioProposto: 'O valor não pode ser 0 (zero)',
    });
    expect(
      erros(
        await rh.post(REG, {
          ...base,
          tipoSalarioProposto: '3',
          salarioProposto: 1_000_000,
          observacao: 'x'.repeat(256),
        }),
      ),
    ).toEqual({ salarioProposto: M.valorMaximo, observacao: 'Observação deve ter no máximo 255 caracteres' });

    const ok = await rh.post(REG, { ...base, tipoSalarioProposto: '3', salarioProposto: 2500 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      salarioAtual: 2000,
      salarioProposto: 2500,
      valorDiferenca: 500,
      percentualDiferenca: 25,
      estabelecimentoAtualId: o.estabelecimentoId,
      faixaSalarialAtualId: o.faixaI,
      tipoSalarioAtual: '3',
    });
    expect(erros(await rh.post(REG, { ...base, tipoSalarioProposto: '3', salarioProposto: 2600 }))).toEqual({
      colaboradorId: M.colaboradorDuplicado,
    });
    // By index: the server computes the proposed salary (3 × 1200).
    const ix = await rh.post(REG, {
      ...base,
      colaboradorId: talentos.indice,
      tipoSalarioProposto: '2',
      indicePropostoId: o.indiceId,
      quantidadeIndiceProposto: 3,
    });
    expect(ix.statusCode, ix.body).toBe(201);
    expect(ix.json()).toMatchObject({
      salarioAtual: 2400,
      salarioProposto: 3600,
      valorDiferenca: 1200,
      percentualDiferenca: 50,
    });
    expect((await rh.get(`${REG}/${ix.json().id}/salario-calculado?tipoSalarioProposto=2`)).json()).toEqual({
      salario: 3600,
    });
    expect(
      (
        await rh.get(`${REG}/salario-calculado?tipoSalario=1&faixaSalarialId=${o.faixaI}&data=2025-06-01`)
      ).json(),
    ).toEqual({ salario: 3300 });
    // The talent's record in the table, and a new one's starting point for another talent.
    const meu = (
      await rh.get(
        `${CS}/colaboradores/${talentos.indice}/reajuste-colaborador?tabelaReajusteColaboradorId=${tab.id}`,
      )
    ).json();
    expect(meu).toMatchObject({ id: ix.json().id, salarioProposto: 3600 });
    const novo = (
      await rh.get(
        `${CS}/colaboradores/${talentos.faixa}/reajuste-colaborador?tabelaReajusteColaboradorId=${tab.id}`,
      )
    ).json();
    expect(novo).toMatchObject({
      id: null,
      salarioAtual: 3300,
      tipoSalarioAtual: '1',
      faixaSalarialPropostaId: o.faixaI,
    });
  });

  it('requires environment and function when the company does', async () => {
    const tab = await novaTabela({ nome: 'Ambiente' });
    await q(sql`update empresa set obrigar_ambiente_funcao = true where id = 1`);
    try {
      const res = await rh.post(REG, {
        tabelaReajusteColaboradorId: tab.id,
        colaboradorId: talentos.valor,
        estabelecimentoPropostoId: o.estabelecimentoId,
        areaOrganizacionalPropostaId: o.areaId,
        faixaSalarialPropostaId: o.faixaI,
        tipoSalarioProposto: '3',
        salarioProposto: 2100,
      });
      expect(erros(res)).toEqual({
        ambientePropostoId: M.ambienteObrigatorio,
        funcaoPropostaId: M.funcaoObrigatoria,
      });
    } finally {
      await q(sql`update empresa set obrigar_ambiente_funcao = false where id = 1`);
    }
  });

  it('answers each rule of the collective adjustment with its message', async () => {
    const tab = await novaTabela({ nome: 'Regras coletivo' });
    expect(erros(await coletivo(tab.id, { estabelecimentosIds: [], areasOrganizacionaisIds: [] }))).toEqual({
      estabelecimentosIds: M.estabelecimentosObrigatorios,
      areasOrganizacionaisIds: M.areasObrigatorias,
    });
    expect(erros(await coletivo(tab.id, { modo: undefined }))).toEqual({ modo: M.modoObrigatorio });
    expect(erros(await coletivo(tab.id, { valor: 0 }))).toEqual({ valor: M.percentualZero });
    expect(erros(await coletivo(tab.id, { valor: 1000 }))).toEqual({ valor: M.percentualMaximo });
    expect(erros(await coletivo(tab.id, { forma: 'V', valor: 0 }))).toEqual({
      valor: 'O valor não pode ser 0 (zero)',
    });
    expect(erros(await coletivo(tab.id, { forma: 'V', valor: 1_000_000 }))).toEqual({ valor: M.valorMaximo });
    expect(erros(await coletivo(tab.id, { forma: null, valor: null }))).toEqual({
      forma: M.formaObrigatoria,
      valor: M.valorObrigatorio,
    });
    expect(erros(await coletivo(tab.id, { modo: 'I' }))).toEqual({ indiceId: 'Índice é requerido' });
    const faixas = await rh.post(`${CS}/reajustes-faixas-salariais/aplicar-dissidio`, {
      tabelaReajusteColaboradorId: tab.id,
      faixasSalariaisIds: [],
      forma: 'P',
      valor: 5,
    });
    expect(erros(faixas)).toEqual({ faixasSalariaisIds: M.faixasObrigatorias });
    const indices = await rh.post(`${CS}/reajustes-indices/aplicar-dissidio`, {
      tabelaReajusteColaboradorId: tab.id,
      indicesIds: [],
      forma: 'P',
      valor: 5,
    });
    expect(erros(indices)).toEqual({ indicesIds: M.indicesObrigatorios });
    // A band table cannot take talents.
    const f = await novaTabela({ nome: 'Faixas', tipoReajuste: 'F' });
    expect(erros(await coletivo(f.id))).toEqual({
      tabelaReajusteColaboradorId: M.tabelaOutroTipo('faixas salariais'),
    });
  });
});

describe('reajuste coletivo, aplicação e cancelamento', () => {
  it('creates every talent record in one go (dismissed left out), each once', async () => {
    const tab = await novaTabela({ nome: 'Coletivo 10%' });
    const r = await coletivo(tab.id);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toEqual({ message: '3 reajustes incluídos.', criados: 3, existentes: 0 });
    const regs = await registrosDe(tab.id);
    const por = new Map(regs.content.map((x) => [x.colaborador.id, x]));
    expect(por.get(talentos.valor)).toMatchObject({
      salarioAtual: 2000,
      salarioProposto: 2200,
      valorDiferenca: 200,
      percentualDiferenca: 10,
    });
    expect(por.get(talentos.faixa)).toMatchObject({ salarioAtual: 3300, salarioProposto: 3630 });
    expect(por.get(talentos.indice)).toMatchObject({ salarioAtual: 2400, salarioProposto: 2640 });
    expect(por.has(talentos.desligado)).toBe(false);
    expect((await coletivo(tab.id)).json()).toEqual({
      message: '0 reajustes incluídos; 3 já estava(m) no planejamento.',
      criados: 0,
      existentes: 3,
    });
    // By index: quantity = adjusted salary ÷ index value (2200 / 1200 = 1.83 → 2196).
    const ti = await novaTabela({ nome: 'Por índice' });
    expect((await coletivo(ti.id, { modo: 'I', indiceId: o.indiceId })).statusCode).toBe(201);
    const porIndice = new Map((await registrosDe(ti.id)).content.map((x) => [x.colaborador.id, x]));
    expect(porIndice.get(talentos.valor)).toMatchObject({ salarioProposto: 2196 });
    // By position: back to the band's value.
    const tc = await novaTabela({ nome: 'Por cargo' });
    expect((await coletivo(tc.id, { modo: 'C', forma: null, valor: null })).statusCode).toBe(201);
    const porCargo = new Map((await registrosDe(tc.id)).content.map((x) => [x.colaborador.id, x]));
    expect(porCargo.get(talentos.valor)).toMatchObject({ salarioAtual: 2000, salarioProposto: 3300 });
  });

  it('shows the payroll before and after, applies in one transaction, locks, and the cancel restores every history exactly', async () => {
    const tab = await novaTabela({ nome: 'Aplicar', dissidio: true });
    await coletivo(tab.id);
    const folha = (await rh.get(`${TAB}/${tab.id}/total-folha`)).json();
    expect(folha.message).toMatch(/^Valor total da folha em 01\/06\/2025: R\$ [\d.]+,\d\d$/);
    expect(folha.diferenca).toBe(200 + 330 + 240);
    expect(folha.reajustados).toBe(3);

    const antes = await retrato();
    const ap = await rh.post(`${TAB}/${tab.id}/aplicar-colaboradores`);
    expect(ap.statusCode, ap.body).toBe(200);
    expect(ap.json()).toEqual({ message: M.aplicado(3) });
    const escritos = await q<{ motivo: string; valor: number | null; tipo_salario: string }>(
      sql`select motivo, valor::float8 as valor, tipo_salario from colaborador_historico where tabela_reajuste_colaborador_id = ${tab.id}`,
    );
    expect(escritos).toHaveLength(3);
    expect(escritos.every((h) => h.motivo === 'D' && h.tipo_salario === '3')).toBe(true);
    // The history is visible on the talent and its salary is the proposal.
    const sal = (await rh.get(`${CS}/colaboradores/${talentos.faixa}/salario?data=2025-06-01`)).json();
    expect(sal.salario).toBe(3630);
    expect((await rh.get(`${TAB}/${tab.id}`)).json()).toMatchObject({ aprovada: true });
    const [log] = await auditoriaDe(t, 'tabelas-reajustes-colaboradores', tab.id);
    expect(log).toMatchObject({ acao: 'APLICAR', usuarioId: 1 });

    // Locked.
    const atual = (await rh.get(`${TAB}/${tab.id}`)).json();
    expect((await rh.put(`${TAB}/${tab.id}`, { ...atual, nome: 'Outro' })).json().message).toBe(
      M.tabelaAplicada,
    );
    expect((await rh.delete(`${TAB}/${tab.id}`)).json().message).toBe(M.tabelaAplicada);
    expect((await coletivo(tab.id)).json().message).toBe(M.tabelaAplicada);
    expect((await rh.post(`${TAB}/${tab.id}/aplicar-colaboradores`)).json().message).toBe(M.tabelaAplicada);
    // A record, as the planning screen's in-place editor sends it (read, proposed value changed, PUT).
    const regId = ((await registrosDe(tab.id)).content[0] as unknown as { id: number }).id;
    const reg = (await rh.get(`${REG}/${regId}`)).json();
    expect((await rh.put(`${REG}/${regId}`, { ...reg, salarioProposto: 9999 })).json().message).toBe(
      M.tabelaAplicada,
    );

    // A later table cannot be applied over it for the same talents while its rows are later… and the
    // earlier one cannot be cancelled while a later one is applied.
    const depois = await novaTabela({ nome: 'Depois', data: '2025-07-01' });
    await coletivo(depois.id, { forma: 'V', valor: 100 });
    expect((await rh.post(`${TAB}/${depois.id}/aplicar-colaboradores`)).statusCode).toBe(200);
    expect((await rh.post(`${TAB}/${tab.id}/cancelar-reajuste`)).json().message).toBe(M.naoEhUltimo);
    const velha = await novaTabela({ nome: 'Antes', data: '2025-05-01' });
    await coletivo(velha.id);
    expect((await rh.post(`${TAB}/${velha.id}/aplicar-colaboradores`)).json().message).toBe(
      M.historicoPosterior('Ana Valor, Bruno Faixa, Carla Índice'),
    );
    expect((await rh.post(`${TAB}/${depois.id}/cancelar-reajuste`)).statusCode).toBe(200);

    const c = await rh.post(`${TAB}/${tab.id}/cancelar-reajuste`);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json()).toEqual({ message: M.cancelado(3) });
    expect(await retrato()).toEqual(antes);
    expect((await rh.get(`${TAB}/${tab.id}`)).json()).toMatchObject({ aprovada: false });
    expect((await rh.post(`${TAB}/${tab.id}/cancelar-reajuste`)).json().message).toBe(M.naoAplicada);
    // Unlocked again: the table can change, and so can its records (the difference follows).
    expect((await rh.put(`${TAB}/${tab.id}`, { ...atual, nome: 'Outro' })).statusCode).toBe(200);
    const editado = await rh.put(`${REG}/${regId}`, { ...reg, salarioProposto: reg.salarioAtual * 1.1 });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json()).toMatchObject({ percentualDiferenca: 10 });
    expect(erros(await rh.put(`${REG}/${regId}`, { ...reg, salarioProposto: 0 }))).toEqual({
      salarioProposto: 'O valor não pode ser 0 (zero)',
    });
  });

  it('refuses dismissed talents and future tables', async () => {
    const tab = await novaTabela({ nome: 'Desligado' });
    const r = await rh.post(REG, {
      tabelaReajusteColaboradorId: tab.id,
      colaboradorId: talentos.desligado,
      estabelecimentoPropostoId: o.estabelecimentoId,
      areaOrganizacionalPropostaId: o.areaId,
      faixaSalarialPropostaId: o.faixaI,
      tipoSalarioProposto: '3',
      salarioProposto: 1600,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect((await rh.post(`${TAB}/${tab.id}/aplicar-colaboradores`)).json().message).toBe(
      M.desligados('Davi Desligado'),
    );
    const futura = await novaTabela({ nome: 'Futura', data: '2099-01-01' });
    expect((await rh.post(`${TAB}/${futura.id}/aplicar-colaboradores`)).json().message).toBe(M.dataFutura);
    const vazia = await novaTabela({ nome: 'Vazia' });
    expect((await rh.post(`${TAB}/${vazia.id}/aplicar-colaboradores`)).json().message).toBe(M.semReajustes);
  });

  it('bands and indices: collective records, payroll after, apply and cancel restore their histories', async () => {
    const antes = await retrato();
    const tf = await novaTabela({ nome: 'Faixas 10%', tipoReajuste: 'F', data: '2025-06-01' });
    const rf = await rh.post(`${CS}/reajustes-faixas-salariais/aplicar-dissidio`, {
      tabelaReajusteColaboradorId: tf.id,
      faixasSalariaisIds: [o.faixaI, o.faixaII],
      forma: 'P',
      valor: 10,
    });
    expect(rf.json()).toMatchObject({ criados: 2 });
    const faixas = (await rh.get(`${TAB}/${tf.id}/faixas-salariais`)).json();
    const porFaixa = new Map(
      faixas.content.map((x: { faixaSalarial: { id: number } }) => [x.faixaSalarial.id, x]),
    );
    expect(porFaixa.get(o.faixaI)).toMatchObject({
      valorAtual: 3300,
      valorProposto: 3630,
      tipoProposto: '3',
    });
    // An index band keeps its index: the quantity grows (4 × 1200 → 4.4 × 1200).
    expect(porFaixa.get(o.faixaII)).toMatchObject({
      valorAtual: 4800,
      valorProposto: 5280,
      quantidadeProposta: 4.4,
      tipoProposto: '2',
    });
    // Bruno follows band I: the payroll after counts it at 3630.
    expect((await rh.get(`${TAB}/${tf.id}/total-folha`)).json().diferenca).toBe(330);
    expect((await rh.post(`${TAB}/${tf.id}/aplicar-faixas-salariais`)).json()).toEqual({
      message: M.aplicado(2),
    });

    const ti = await novaTabela({ nome: 'Índice +100', tipoReajuste: 'I', data: '2025-06-01' });
    const ri = await rh.post(`${CS}/reajustes-indices/aplicar-dissidio`, {
      tabelaReajusteColaboradorId: ti.id,
      indicesIds: [o.indiceId],
      forma: 'V',
      valor: 100,
    });
    expect(ri.json()).toMatchObject({ criados: 1 });
    expect((await rh.get(`${TAB}/${ti.id}/indices`)).json().content[0]).toMatchObject({
      valorAtual: 1200,
      valorProposto: 1300,
    });
    // Carla (2 × index) grows by 200; band II (4.4 × index, applied above) by 440 and Bruno does not follow it.
    expect((await rh.get(`${TAB}/${ti.id}/total-folha`)).json().diferenca).toBe(200);
    expect((await rh.post(`${TAB}/${ti.id}/aplicar-indices`)).statusCode).toBe(200);
    expect((await rh.post(`${TAB}/${ti.id}/cancelar-reajuste`)).json()).toEqual({ message: M.cancelado(1) });
    expect((await rh.post(`${TAB}/${tf.id}/cancelar-reajuste`)).json()).toEqual({ message: M.cancelado(2) });
    expect(await retrato()).toEqual(antes);
  });
});

describe('relatório planejamentos-realinhamentos', () => {
  it('lists the records grouped by proposed area with totals, in PDF and XLSX', async () => {
    const tab = await novaTabela({ nome: 'Relatório 10%' });
    await coletivo(tab.id);
    const url = `${CS}/relatorios/planejamentos-realinhamentos`;
    expect(erros(await rh.post(url, { areasIds: [] }))).toEqual({
      tabelaReajusteColaboradorId: 'Planejamento é obrigatório',
    });
    const pdf = await rh.post(url, { tabelaReajusteColaboradorId: tab.id });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    if (process.env.IPE_PDF_OUT) writeFileSync(process.env.IPE_PDF_OUT, pdf.rawPayload);
    const texto = await textoDoPdf(pdf.rawPayload);
    for (const s of [
      'Planejamento de Realinhamento',
      'Relatório 10% (01/06/2025)',
      'Ana Valor',
      'Bruno Faixa',
      'R$ 2.200,00',
      'R$ 770,00',
    ])
      expect(texto).toContain(s);
    const xlsx = await rh.post(url, { tabelaReajusteColaboradorId: tab.id, pdf: false });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    // Another company's table is not found.
    expect((await rh2.post(url, { tabelaReajusteColaboradorId: tab.id })).statusCode).toBe(404);
  });
});

describe('atacantes', () => {
  it('another company reaches no table, record or action of company 1', async () => {
    const tab = await novaTabela({ nome: 'Empresa 1' });
    await coletivo(tab.id);
    const [reg] = (await registrosDe(tab.id)).content as unknown as { id: number }[];
    for (const p of ['', '/total-folha', '/colaboradores', '/indices', '/faixas-salariais'])
      expect((await rh2.get(`${TAB}/${tab.id}${p}`)).statusCode, p).toBe(404);
    expect((await rh2.get(`${REG}/${reg.id}`)).statusCode).toBe(404);
    expect((await rh2.get(`${REG}/${reg.id}/salario-calculado`)).statusCode).toBe(404);
    for (const a of ['aplicar-colaboradores', 'cancelar-reajuste'])
      expect((await rh2.post(`${TAB}/${tab.id}/${a}`)).statusCode, a).toBe(404);
    expect(erros(await coletivo(tab.id, {}, rh2))).toEqual({
      tabelaReajusteColaboradorId: M.naoPertenceEmpresa,
    });
    // Company 2's own table with company 1's establishment, area and talent.
    const t2 = await novaTabela({ nome: 'Empresa 2' }, rh2);
    expect(erros(await coletivo(t2.id, {}, rh2))).toMatchObject({
      estabelecimentosIds: M.naoPertenceEmpresa,
    });
    expect(
      erros(
        await rh2.post(REG, {
          tabelaReajusteColaboradorId: t2.id,
          colaboradorId: talentos.valor,
          estabelecimentoPropostoId: o.estabelecimentoId,
          areaOrganizacionalPropostaId: o.areaId,
          faixaSalarialPropostaId: o.faixaI,
          tipoSalarioProposto: '3',
          salarioProposto: 3000,
        }),
      ),
    ).toEqual({
      colaboradorId: M.naoPertenceEmpresa,
      estabelecimentoPropostoId: M.naoPertenceEmpresa,
      areaOrganizacionalPropostaId: M.naoPertenceEmpresa,
      faixaSalarialPropostaId: M.naoPertenceEmpresa,
    });
    expect(
      (
        await rh2.get(`${REG}/salario-calculado?tipoSalario=1&faixaSalarialId=${o.faixaI}&data=2025-06-01`)
      ).json(),
    ).toEqual({ salario: null });
  });

  it('an area manager plans only its areas', async () => {
    const [g] = await q<{ cpf: string; colaborador_id: number }>(sql`
      select u.cpf, u.colaborador_id from usuario u join usuario_empresa ue on ue.usuario_id = u.id
        join perfil p on p.id = ue.perfil_id where p.nome = ${DEMO_PERFIL_GESTOR}`);
    await q(sql`update perfil set authorities = authorities || '{ROLE_CS_REAJUSTES,ROLE_CS_REAJUSTES_EDITAR,ROLE_CS_REAJUSTES_APLICAR}'
                 where nome = ${DEMO_PERFIL_GESTOR}`);
    const gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
    const [minha] = await q<{ id: number; estabelecimento_id: number }>(sql`
      select a.id, (select c.estabelecimento_id from colaborador c where c.area_organizacional_id = a.id and c.situacao = 'A' limit 1) as estabelecimento_id
        from area_responsavel ar join area_organizacional a on a.id = ar.area_organizacional_id
       where ar.colaborador_id = ${g.colaborador_id} and exists (select 1 from colaborador c where c.area_organizacional_id = a.id and c.situacao = 'A')
       limit 1`);
    // HR's table with the test area's talents: the manager sees none of its records and cannot apply it.
    const deRh = await novaTabela({ nome: 'Do RH' });
    await coletivo(deRh.id);
    expect((await registrosDe(deRh.id, gestor)).totalElements).toBe(0);
    expect((await gestor.get(`${REG}?tabelaReajusteColaboradorId=${deRh.id}`)).json()).toEqual([]);
    const ap = await gestor.post(`${TAB}/${deRh.id}/aplicar-colaboradores`);
    expect(ap.statusCode).toBe(403);
    expect(ap.json().message).toBe(M.foraDoEscopo);
    // Its own table: areas outside refused, a talent outside not found, its own area planned.
    const sua = await novaTabela({ nome: 'Do gestor' }, gestor);
    expect(erros(await coletivo(sua.id, {}, gestor))).toEqual({
      areasOrganizacionaisIds: M.areaForaDoEscopo,
    });
    const fora = await gestor.post(REG, {
      tabelaReajusteColaboradorId: sua.id,
      colaboradorId: talentos.valor,
      estabelecimentoPropostoId: o.estabelecimentoId,
      areaOrganizacionalPropostaId: o.areaId,
      faixaSalarialPropostaId: o.faixaI,
      tipoSalarioProposto: '3',
      salarioProposto: 3000,
    });
    expect(erros(fora)).toEqual({
      colaboradorId: M.naoPertenceEmpresa,
      areaOrganizacionalPropostaId: M.areaForaDoEscopo,
    });
    const ok = await coletivo(
      sua.id,
      { estabelecimentosIds: [minha.estabelecimento_id], areasOrganizacionaisIds: [minha.id] },
      gestor,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().criados).toBeGreaterThan(0);
    // Bands and indices are HR's.
    const f = await novaTabela({ nome: 'Faixas RH', tipoReajuste: 'F' });
    expect((await gestor.get(`${TAB}/${f.id}`)).statusCode).toBe(404);
    expect((await gestor.post(`${TAB}/${f.id}/aplicar-faixas-salariais`)).statusCode).toBe(404);
  });
});
