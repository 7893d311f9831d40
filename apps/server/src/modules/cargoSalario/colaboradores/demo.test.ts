import { isValidCpf, isValidPis } from '@ipe/domain';
import { historicoVigente } from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargo } from '../areas/schema.ts';
import { faixaSalarial } from '../faixas/schema.ts';
import { colaborador, colaboradorHistorico } from './schema.ts';
import { DEMO_TALENTOS } from '../demo/colaboradores.ts';
import { DEMO_MOVIMENTOS_MAXIMOS } from '../demo/historicos.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** The demo talents (modules/cargoSalario/demo/colaboradores.ts) as the seeded template holds them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('demo talents', () => {
  it('gives the demo company 200 coherent talents spread over its establishments, areas and bands', async () => {
    const db = t.database.db;
    const talentos = await db
      .select()
      .from(colaborador)
      .where(eq(colaborador.empresaId, 1))
      .orderBy(asc(colaborador.id));
    expect(talentos).toHaveLength(DEMO_TALENTOS);
    const historicos = await db.select().from(colaboradorHistorico).orderBy(asc(colaboradorHistorico.id));
    const cargoDaFaixa = new Map(
      (
        await db
          .select({ id: faixaSalarial.id, cargoId: faixaSalarial.cargoId, empresaId: cargo.empresaId })
          .from(faixaSalarial)
          .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
      ).map((f) => [f.id, f]),
    );
    const hoje = new Date().toISOString().slice(0, 10);
    const dezAnos = `${Number(hoje.slice(0, 4)) - 10}${hoje.slice(4)}`;

    expect(new Set(talentos.map((c) => c.cpf)).size).toBe(DEMO_TALENTOS);
    for (const c of talentos) {
      expect(isValidCpf(c.cpf), c.nome).toBe(true);
      expect(isValidPis(c.pis), c.nome).toBe(true);
      expect(c.nome.split(' ').length).toBeGreaterThanOrEqual(3);
      expect(c.dataAdmissao >= dezAnos && c.dataAdmissao <= hoje, c.dataAdmissao).toBe(true);
      const rows = historicos.filter((h) => h.colaboradorId === c.id);
      expect(rows.length).toBeGreaterThanOrEqual(1);
      // 1–3 rows from the talents' part, then up to DEMO_MOVIMENTOS_MAXIMOS moves of the last 3 years,
      // and today's row of the applied demo dissídio (demo/reajustes.ts) for the talents of its area.
      expect(rows.length).toBeLessThanOrEqual(3 + DEMO_MOVIMENTOS_MAXIMOS + 1);
      expect(new Set(rows.map((h) => h.data)).size, c.nome).toBe(rows.length);
      for (const h of rows) expect(h.data <= hoje && h.data >= c.dataAdmissao, h.data).toBe(true);
      const admissao = rows.reduce((a, b) => (b.data < a.data ? b : a));
      expect(admissao).toMatchObject({ data: c.dataAdmissao, motivo: 'A' });
      const atual = historicoVigente(rows);
      expect(c).toMatchObject({
        estabelecimentoId: atual?.estabelecimentoId,
        areaOrganizacionalId: atual?.areaOrganizacionalId,
        faixaSalarialId: atual?.faixaSalarialId,
        cargoId: cargoDaFaixa.get(atual?.faixaSalarialId ?? 0)?.cargoId,
      });
      expect(cargoDaFaixa.get(c.faixaSalarialId)?.empresaId).toBe(1);
      if (c.situacao === 'D') {
        expect(c.dataDesligamento && c.dataDesligamento >= (atual?.data ?? '')).toBe(true);
        expect(c.motivoDesligamento).toBeTruthy();
      } else expect(c.dataDesligamento).toBeNull();
    }
    const desligados = talentos.filter((c) => c.situacao === 'D').length;
    expect(desligados).toBeGreaterThan(3);
    expect(desligados).toBeLessThan(30);
    expect(new Set(talentos.map((c) => c.estabelecimentoId)).size).toBeGreaterThan(1);
    expect(new Set(talentos.map((c) => c.areaOrganizacionalId)).size).toBeGreaterThan(5);
    expect(new Set(talentos.map((c) => c.faixaSalarialId)).size).toBeGreaterThan(10);
    expect(new Set(talentos.map((c) => c.sexo))).toEqual(new Set(['M', 'F']));

    // Three years of career moves (demo/historicos.ts): horizontal and vertical promotions and area
    // moves in each of the last three years, so the reports and /analytics/cargos-salarios show content.
    const cargoDe = (faixaId: number) => cargoDaFaixa.get(faixaId)?.cargoId;
    const anterior = new Map<number, (typeof historicos)[number]>();
    const porAno = new Map<string, { h: number; v: number; m: number }>();
    for (const h of [...historicos].sort((a, b) => a.data.localeCompare(b.data) || a.id - b.id)) {
      const p = anterior.get(h.colaboradorId);
      anterior.set(h.colaboradorId, h);
      if (!p) continue;
      const ano = String(Math.floor((Date.parse(hoje) - Date.parse(h.data)) / (365.25 * 86_400_000)));
      const n = porAno.get(ano) ?? { h: 0, v: 0, m: 0 };
      if (p.faixaSalarialId !== h.faixaSalarialId)
        cargoDe(p.faixaSalarialId) === cargoDe(h.faixaSalarialId) ? n.h++ : n.v++;
      if (p.areaOrganizacionalId !== h.areaOrganizacionalId) n.m++;
      porAno.set(ano, n);
    }
    for (const ano of ['0', '1', '2']) {
      const n = porAno.get(ano);
      expect(n?.h, `promoções horizontais há ${ano} ano(s)`).toBeGreaterThan(5);
      expect(n?.v, `promoções verticais há ${ano} ano(s)`).toBeGreaterThan(5);
      expect(n?.m, `mudanças de área há ${ano} ano(s)`).toBeGreaterThan(5);
    }
  });

  it('is a pyramid paid inside its bands: one or two directors, compa-ratios of 80–120 %', async () => {
    const admin = await t.login();
    const d = (await admin.get('/api/analytics/cargos-salarios')).json();
    const cargos = d.salarioPorCargo as { nome: string; talentos: number; compaRatio: number }[];
    const diretor = cargos.find((c) => c.nome === 'Diretor Geral');
    expect(diretor?.talentos ?? 0).toBeGreaterThanOrEqual(1);
    expect(diretor?.talentos ?? 0).toBeLessThanOrEqual(2);
    const gerentes = cargos.filter((c) => c.nome.startsWith('Gerente'));
    for (const g of gerentes) expect(g.talentos, g.nome).toBeLessThanOrEqual(8);
    const base = cargos.filter((c) => !c.nome.startsWith('Gerente') && c.nome !== 'Diretor Geral');
    expect(Math.min(...base.map((c) => c.talentos))).toBeGreaterThan(
      Math.max(...gerentes.map((g) => g.talentos)),
    );
    for (const c of cargos) {
      expect(c.compaRatio, c.nome).toBeGreaterThanOrEqual(80);
      expect(c.compaRatio, c.nome).toBeLessThanOrEqual(120);
    }
  });

  it('answers a salary for the demo talents', async () => {
    const admin = await t.login();
    const page = (await admin.get('/api/cargo-salario/colaboradores?page=0&size=10&situacao=A')).json();
    for (const c of page.content as { id: number }[]) {
      const s = (await admin.get(`/api/cargo-salario/colaboradores/${c.id}/salario`)).json();
      expect(s.salario, JSON.stringify(s)).toBeGreaterThan(0);
    }
  });
});
