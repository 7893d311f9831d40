import { and, asc, eq, sql } from 'drizzle-orm';
import { prng } from '../../../db/seed/demo/aleatorio.ts';
import { hojeDemo } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';
import { areaOrganizacional, cargo } from '../areas/schema.ts';
import { colaborador, colaboradorHistorico } from '../colaboradores/schema.ts';
import { faixaSalarial } from '../faixas/schema.ts';
import { valoresDasFaixas } from './valoresFaixas.ts';

/** Years of career moves the demo talents get, up to the seeding day. */
export const DEMO_ANOS_HISTORICO = 3;
/** At most this many moves per talent in those years (a move every 7–14 months). */
export const DEMO_MOVIMENTOS_MAXIMOS = 4;

const dia = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
const somarDias = (iso: string, n: number) => new Date(dia(iso) + n * 86_400_000).toISOString().slice(0, 10);

type Linha = typeof colaboradorHistorico.$inferSelect;

/**
 * Three years of career history for the demo talents (issue 20: every position-and-salary report and
 * /analytics/cargos-salarios show real content; other parts reuse it): after each talent's existing rows,
 * a move every 7–14 months while employed, each one of
 * - a horizontal promotion (the next band of the same position; motivo P),
 * - a vertical promotion (the first band of one of the two cheapest positions paying more, while that
 *   position has room: the pyramid holds, no one is promoted to director; motivo P),
 * - a move to another area (motivo M),
 * - a collective agreement row (motivo D, same band: no promotion; a fixed salary follows its band's raise),
 * so each month of the last three years has promotions of both kinds and area changes. The talent record
 * then repeats its latest row (area, position, band), as the talent hooks keep it. Deterministic. The
 * bench runs it over its 20,000 talents too (bench/server.ts, scenario v).
 */
export async function seedDemoHistoricos({ tx, matrizId }: DemoCtx): Promise<void> {
  const [talentos, faixas, areas] = await Promise.all([
    tx
      .select({
        id: colaborador.id,
        dataAdmissao: colaborador.dataAdmissao,
        dataDesligamento: colaborador.dataDesligamento,
      })
      .from(colaborador)
      .where(and(eq(colaborador.empresaId, matrizId), sql`${colaborador.situacao} <> 'C'`))
      .orderBy(asc(colaborador.id)),
    tx
      .select({ id: faixaSalarial.id, cargoId: faixaSalarial.cargoId })
      .from(faixaSalarial)
      .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
      .where(eq(cargo.empresaId, matrizId))
      .orderBy(asc(faixaSalarial.cargoId), asc(faixaSalarial.id)),
    tx
      .select({ id: areaOrganizacional.id })
      .from(areaOrganizacional)
      .where(and(eq(areaOrganizacional.empresaId, matrizId), eq(areaOrganizacional.ativo, true)))
      .orderBy(asc(areaOrganizacional.id)),
  ]);
  if (!talentos.length || faixas.length < 2 || areas.length < 2) return;
  // The company's rows through a join (a bench company has 20,000 talents: no list of ids).
  const linhas = (
    await tx
      .select({ h: colaboradorHistorico })
      .from(colaboradorHistorico)
      .innerJoin(colaborador, eq(colaborador.id, colaboradorHistorico.colaboradorId))
      .where(and(eq(colaborador.empresaId, matrizId), sql`${colaborador.situacao} <> 'C'`))
      .orderBy(asc(colaboradorHistorico.data), asc(colaboradorHistorico.id))
  ).map((r) => r.h);
  const porTalento = new Map<number, Linha[]>();
  for (const l of linhas) porTalento.set(l.colaboradorId, [...(porTalento.get(l.colaboradorId) ?? []), l]);
  const cargoDaFaixa = new Map(faixas.map((f) => [f.id, f.cargoId]));
  const faixasDoCargo = new Map<number, number[]>();
  for (const f of faixas) faixasDoCargo.set(f.cargoId, [...(faixasDoCargo.get(f.cargoId) ?? []), f.id]);
  const cargos = [...faixasDoCargo.keys()];
  const rng = prng(20261128);
  const hoje = hojeDemo();
  // Each band's value today: a vertical move goes to a position whose first band pays more (a promotion).
  const valorEm = await valoresDasFaixas(tx, matrizId);
  const valorDaFaixa = new Map(faixas.map((f) => [f.id, valorEm(f.id, hoje)]));
  // The pyramid holds: a vertical move fills a position only up to its headcount before these years plus a
  // third (at least one more), and nobody is promoted into the best-paid position (the director's).
  const ocupacao = new Map<number, number>();
  for (const c of talentos) {
    const g = cargoDaFaixa.get(porTalento.get(c.id)?.at(-1)?.faixaSalarialId ?? 0);
    if (g !== undefined) ocupacao.set(g, (ocupacao.get(g) ?? 0) + 1);
  }
  const primeiraFaixa = (g: number) => valorDaFaixa.get((faixasDoCargo.get(g) ?? [])[0]) ?? 0;
  const topo = cargos.reduce((a, b) => (primeiraFaixa(b) > primeiraFaixa(a) ? b : a));
  const teto = new Map(
    cargos.map((g) => [g, g === topo ? 0 : Math.ceil((ocupacao.get(g) ?? 0) * (4 / 3)) || 1]),
  );
  const inicio = `${Number(hoje.slice(0, 4)) - DEMO_ANOS_HISTORICO}${hoje.slice(4)}`;
  const novas: (typeof colaboradorHistorico.$inferInsert)[] = [];
  const atuais = new Map<number, Omit<Linha, 'id'>>();

  /**
   * The first bands of the two cheapest other positions paying more than the row pays today and with room
   * under their `teto`: a step up the ladder, not from the warehouse to the board.
   */
  const acima = (h: Omit<Linha, 'id'>) => {
    const paga = h.tipoSalario === '3' ? Number(h.valor ?? 0) : (valorDaFaixa.get(h.faixaSalarialId) ?? 0);
    const cargoAtual = cargoDaFaixa.get(h.faixaSalarialId);
    return cargos
      .filter((g) => g !== cargoAtual && (ocupacao.get(g) ?? 0) < (teto.get(g) ?? 0))
      .map((g) => (faixasDoCargo.get(g) ?? [])[0])
      .filter((f) => f !== undefined && (valorDaFaixa.get(f) ?? 0) > paga)
      .sort((a, b) => (valorDaFaixa.get(a) ?? 0) - (valorDaFaixa.get(b) ?? 0) || a - b)
      .slice(0, 2);
  };
  for (const c of talentos) {
    const rows = porTalento.get(c.id);
    if (!rows?.length) continue;
    const fim = c.dataDesligamento && c.dataDesligamento < hoje ? c.dataDesligamento : hoje;
    let atual: Omit<Linha, 'id'> = rows[rows.length - 1];
    const ultima = atual.data;
    let data = somarDias(ultima > inicio ? ultima : inicio, rng.int(60, 300));
    for (let n = 0; n < DEMO_MOVIMENTOS_MAXIMOS && data < fim; n++) {
      const proxima = { ...atual, data, observacao: null as string | null };
      const sorte = rng.next();
      const cargoAtual = cargoDaFaixa.get(atual.faixaSalarialId) ?? 0;
      const bandas = faixasDoCargo.get(cargoAtual) ?? [];
      const seguinte = bandas[bandas.indexOf(atual.faixaSalarialId) + 1];
      if (sorte < 0.4 && seguinte) {
        proxima.motivo = 'P';
        proxima.faixaSalarialId = seguinte;
        proxima.tipoSalario = '1';
        proxima.observacao = 'Promoção horizontal';
      } else if (sorte < 0.65 && acima(atual).length) {
        const opcoes = acima(atual);
        proxima.motivo = 'P';
        proxima.faixaSalarialId = opcoes[rng.int(0, opcoes.length - 1)];
        proxima.tipoSalario = '1';
        proxima.observacao = 'Promoção vertical';
        const de = cargoDaFaixa.get(atual.faixaSalarialId) ?? 0;
        const para = cargoDaFaixa.get(proxima.faixaSalarialId) ?? 0;
        ocupacao.set(de, (ocupacao.get(de) ?? 1) - 1);
        ocupacao.set(para, (ocupacao.get(para) ?? 0) + 1);
      } else if (sorte < 0.85) {
        proxima.motivo = 'M';
        proxima.areaOrganizacionalId =
          areas[
            (areas.findIndex((a) => a.id === atual.areaOrganizacionalId) + rng.int(1, areas.length - 1)) %
              areas.length
          ].id;
      } else {
        proxima.motivo = 'D';
        proxima.observacao = 'Dissídio coletivo';
        // A fixed salary follows its band's raise since the last row (it never falls behind the band).
        if (proxima.tipoSalario === '3' && proxima.valor != null) {
          const antes = valorEm(atual.faixaSalarialId, atual.data);
          const fator = antes > 0 ? valorEm(atual.faixaSalarialId, data) / antes : 1;
          proxima.valor = Math.round(proxima.valor * Math.max(1, fator) * 100) / 100;
        }
      }
      novas.push({
        colaboradorId: c.id,
        data: proxima.data,
        motivo: proxima.motivo,
        estabelecimentoId: proxima.estabelecimentoId,
        areaOrganizacionalId: proxima.areaOrganizacionalId,
        faixaSalarialId: proxima.faixaSalarialId,
        tipoSalario: proxima.tipoSalario,
        indiceId: proxima.indiceId,
        quantidade: proxima.quantidade,
        valor: proxima.valor,
        observacao: proxima.observacao,
      });
      atual = proxima;
      data = somarDias(data, rng.int(210, 420));
    }
    if (atual.data !== ultima) atuais.set(c.id, atual);
  }
  if (!novas.length) return;
  for (let i = 0; i < novas.length; i += 500)
    await tx.insert(colaboradorHistorico).values(novas.slice(i, i + 500));
  // The talent repeats its latest row: one statement per 2,000 talents (5 parameters each).
  const valores = [...atuais.entries()].map(
    ([id, h]) =>
      sql`(${id}::int, ${h.estabelecimentoId}::int, ${h.areaOrganizacionalId}::int, ${h.faixaSalarialId}::int, ${cargoDaFaixa.get(h.faixaSalarialId) ?? 0}::int)`,
  );
  for (let i = 0; i < valores.length; i += 2000)
    await tx.execute(sql`update colaborador c
        set estabelecimento_id = v.e, area_organizacional_id = v.a, faixa_salarial_id = v.f, cargo_id = v.g
       from (values ${sql.join(valores.slice(i, i + 2000), sql`, `)}) as v(id, e, a, f, g) where c.id = v.id`);
}
