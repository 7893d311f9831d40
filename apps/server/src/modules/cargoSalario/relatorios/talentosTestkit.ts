/**
 * The fixture of the talent report tests (promoções, últimas promoções, projeção, competências, alterações):
 * an establishment of its own in company 1 (so the demo's talents stay out when filtering by it), two
 * areas, two positions and six talents whose histories make each rule visible:
 *
 * - Ana: band I (3,000, 3,300 from 2021) → 2023-03-01 band II of the same position (4 × index: 4,800)
 *   horizontal → 2024-06-01 Coordenador in area 2 (6,000): vertical and a change of position and area.
 * - Bruno: fixed 3,000 → 2023-05-01 Dissídio 3,300 (not a promotion) → 2024-02-01 Reajuste 3,500 horizontal.
 * - Carla: band I → 2024-04-01 moved to area 2, same band: a change of area, no promotion.
 * - Davi: fixed 2,000 → 2023-08-01 Promoção 2,500 horizontal; dismissed on 2024-12-31.
 * - Eva: Coordenador (6,000) → 2024-03-01 back to band I (3,300): a change of position, no promotion.
 * - Fábio: band II, by index × 3 (3,000; 3,600 from 2022).
 * Band I requires a knowledge (weight 2, Avançado) and a skill (Básico) from 2020; a later configuration
 * (2026) asks Especialista. Band II and Coordenador configure none. Carla's competence levels: Excel
 * Especialista on 2024-06-01, and Básico on 2025-06-01 (after the 2025 reference date).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../test/fixtures.ts';
import { areaOrganizacional, cargo } from '../areas/schema.ts';
import { colaborador, colaboradorHistorico } from '../colaboradores/schema.ts';
import { organizacaoDeTeste } from '../colaboradores/fixtures.ts';
import {
  configuracaoNivelCompetencia,
  configuracaoNivelCompetenciaFaixa,
  conhecimento,
  habilidade,
} from '../competencias/schema.ts';
import { faixaSalarial, faixaSalarialHistorico } from '../faixas/schema.ts';

type Hist = Omit<typeof colaboradorHistorico.$inferInsert, 'colaboradorId' | 'estabelecimentoId'>;

export async function cenarioTalentos(db: Db) {
  const org = await organizacaoDeTeste(db, 1, 'Rel');
  const [area2] = await db
    .insert(areaOrganizacional)
    .values({ empresaId: 1, nome: 'Área Rel 2', descricaoHierarquia: 'Área Rel 2' })
    .returning({ id: areaOrganizacional.id });
  const [coord] = await db
    .insert(cargo)
    .values({ empresaId: 1, nome: 'Coordenador Rel', nomeMercado: 'Coordenador Rel' })
    .returning({ id: cargo.id });
  const [unica] = await db
    .insert(faixaSalarial)
    .values({ cargoId: coord.id, nome: 'Única' })
    .returning({ id: faixaSalarial.id });
  await db
    .insert(faixaSalarialHistorico)
    .values({ faixaSalarialId: unica.id, data: '2015-01-01', tipo: '3', valor: 6000 });

  const A = org.areaId;
  const B = area2.id;
  const I = org.faixaI;
  const II = org.faixaII;
  const talento = async (
    nome: string,
    historicos: Hist[],
    extra: Partial<typeof colaborador.$inferInsert> = {},
  ) => {
    const ultimo = historicos[historicos.length - 1];
    const [c] = await db
      .insert(colaborador)
      .values({
        empresaId: 1,
        nome,
        sexo: 'F',
        dataAdmissao: historicos[0].data,
        estabelecimentoId: org.estabelecimentoId,
        areaOrganizacionalId: ultimo.areaOrganizacionalId,
        cargoId: ultimo.faixaSalarialId === unica.id ? coord.id : org.cargoId,
        faixaSalarialId: ultimo.faixaSalarialId,
        ...extra,
      })
      .returning({ id: colaborador.id });
    await db
      .insert(colaboradorHistorico)
      .values(
        historicos.map((h) => ({ ...h, colaboradorId: c.id, estabelecimentoId: org.estabelecimentoId })),
      );
    return c.id;
  };
  const faixa = (
    data: string,
    motivo: string,
    areaOrganizacionalId: number,
    faixaSalarialId: number,
  ): Hist => ({
    data,
    motivo,
    areaOrganizacionalId,
    faixaSalarialId,
    tipoSalario: '1',
  });
  const valor = (data: string, motivo: string, v: number): Hist => ({
    data,
    motivo,
    areaOrganizacionalId: A,
    faixaSalarialId: I,
    tipoSalario: '3',
    valor: v,
  });

  const ana = await talento('Ana Rel Promovida', [
    faixa('2020-01-10', 'A', A, I),
    faixa('2023-03-01', 'P', A, II),
    faixa('2024-06-01', 'P', B, unica.id),
  ]);
  const bruno = await talento('Bruno Rel Dissídio', [
    valor('2020-01-10', 'A', 3000),
    valor('2023-05-01', 'D', 3300),
    valor('2024-02-01', 'R', 3500),
  ]);
  const carla = await talento('Carla Rel Mudou Área', [
    faixa('2019-01-01', 'A', A, I),
    faixa('2024-04-01', 'M', B, I),
  ]);
  const davi = await talento(
    'Davi Rel Desligado',
    [valor('2018-01-01', 'A', 2000), valor('2023-08-01', 'P', 2500)],
    { situacao: 'D', dataDesligamento: '2024-12-31', motivoDesligamento: 'Pedido de demissão' },
  );
  const eva = await talento('Eva Rel Rebaixada', [
    faixa('2020-01-01', 'A', A, unica.id),
    faixa('2024-03-01', 'P', A, I),
  ]);
  const fabio = await talento('Fábio Rel Índice', [
    { ...faixa('2019-01-01', 'A', A, II), tipoSalario: '2', indiceId: org.indiceId, quantidade: 3 },
  ]);

  // Band I's competences (from 2020, and a later configuration the 2025 reference date must not see).
  const [k] = await db
    .insert(conhecimento)
    .values({ empresaId: 1, nome: 'Excel Rel' })
    .returning({ id: conhecimento.id });
  const [s] = await db
    .insert(habilidade)
    .values({ empresaId: 1, nome: 'Negociação Rel' })
    .returning({ id: habilidade.id });
  const niveis = await rows<{ id: number; ordem: number }>(
    db,
    sql`select id, ordem from nivel_competencia where empresa_id = 1 order by ordem`,
  );
  const nivel = (ordem: number) => niveis.find((n) => n.ordem === ordem)?.id ?? 0;
  const [c2020, c2026] = await db
    .insert(configuracaoNivelCompetenciaFaixa)
    .values([
      { empresaId: 1, faixaSalarialId: I, data: '2020-01-01' },
      { empresaId: 1, faixaSalarialId: I, data: '2026-01-01' },
    ])
    .returning({ id: configuracaoNivelCompetenciaFaixa.id });
  await db.insert(configuracaoNivelCompetencia).values([
    { configuracaoId: c2020.id, conhecimentoId: k.id, competenciaPeso: 2, nivelCompetenciaId: nivel(3) },
    { configuracaoId: c2020.id, habilidadeId: s.id, competenciaPeso: 1, nivelCompetenciaId: nivel(1) },
    { configuracaoId: c2026.id, conhecimentoId: k.id, competenciaPeso: 2, nivelCompetenciaId: nivel(4) },
  ]);
  for (const [data, ordem] of [
    ['2024-06-01', 4],
    ['2025-06-01', 1],
  ] as const)
    await rows(
      db,
      sql`with r as (insert into nivel_competencia_colaborador (empresa_id, colaborador_id, faixa_salarial_id, data)
            values (1, ${carla}, ${I}, ${data}) returning id)
          insert into nivel_competencia_colaborador_item (registro_id, conhecimento_id, nivel_competencia_id)
          select r.id, ${k.id}, ${nivel(ordem)} from r`,
    );

  return { ...org, area2: B, coordenador: coord.id, unica: unica.id, ana, bruno, carla, davi, eva, fabio };
}
export type CenarioTalentos = Awaited<ReturnType<typeof cenarioTalentos>>;
