import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { rows } from '../../../test/fixtures.ts';

/**
 * A small world of positions, bands and talents in the demo company (1), apart from the demo's (its own
 * establishments, areas, group and positions), so the reports' figures can be worked out by hand. Reference
 * date 2025-06-30.
 *
 * - Index 'Índice Rel': 100,00 from 2024-01-01, 110,00 from 2025-01-01.
 * - Analista Rel (nomenclatura 'Analista de Relatórios I', group RELT, area Área Rel Um):
 *   F1 Rel = 3.000,00 (2024-01-01), 3.300,00 (2025-03-01), 9.999,00 cancelled (2025-04-01);
 *   F2 Rel = 40 × Índice Rel (4.000,00 in 2024, 4.400,00 from 2025).
 * - Técnico Rel (no group): F3 Rel = 2.000,00 (2024-01-01).
 * - Talents (establishment Estab Rel unless said): Ana (2024-02-01, Área Rel Um, F1 by band);
 *   Bruno (2024-02-01, Área Rel Um, F1 fixed 2.500,00; promoted 2025-05-01 to F2 by band in Área Rel Dois);
 *   Carla (2024-03-01, Área Rel Dois, F3, 25 × Índice Rel; dismissed 2025-06-01);
 *   Davi (2024-02-01, Estab Rel Outro, Área Rel Um, F1 by band); Eva (2025-07-15, Área Rel Um, F1 by band);
 *   Fábio (2024-05-01, Área Rel Um, F1 fixed 3.000,00).
 */
export interface CenarioRel {
  estab: number;
  estabOutro: number;
  areaUm: number;
  areaDois: number;
  grupo: number;
  analista: number;
  tecnico: number;
  f1: number;
  f2: number;
  f3: number;
}

export async function cenarioRelatorios(t: TestApp): Promise<CenarioRel> {
  const q = <T>(s: ReturnType<typeof sql>) => rows<T>(t.database.db, s);
  const id = async (s: ReturnType<typeof sql>) => (await q<{ id: number }>(s))[0].id;
  const estab = await id(
    sql`insert into estabelecimento (empresa_id, nome) values (1, 'Estab Rel') returning id`,
  );
  const estabOutro = await id(
    sql`insert into estabelecimento (empresa_id, nome) values (1, 'Estab Rel Outro') returning id`,
  );
  const areaUm = await id(
    sql`insert into area_organizacional (empresa_id, nome) values (1, 'Área Rel Um') returning id`,
  );
  const areaDois = await id(
    sql`insert into area_organizacional (empresa_id, nome) values (1, 'Área Rel Dois') returning id`,
  );
  const grupo = await id(
    sql`insert into grupo_ocupacional (empresa_id, codigo, descricao) values (1, 'RELT', 'Grupo Rel') returning id`,
  );
  const indice = await id(sql`insert into indice (empresa_id, nome) values (1, 'Índice Rel') returning id`);
  await q(sql`insert into indice_historico (indice_id, data, valor) values
    (${indice}, '2024-01-01', 100), (${indice}, '2025-01-01', 110)`);
  const analista = await id(sql`insert into cargo (empresa_id, nome, nome_mercado, grupo_ocupacional_id)
    values (1, 'Analista de Relatórios I', 'Analista Rel', ${grupo}) returning id`);
  const tecnico = await id(
    sql`insert into cargo (empresa_id, nome, nome_mercado) values (1, 'Técnico Rel', 'Técnico Rel') returning id`,
  );
  await q(
    sql`insert into cargo_area_organizacional (cargo_id, area_organizacional_id) values (${analista}, ${areaUm})`,
  );
  const faixa = (cargo: number, nome: string, cbo: string | null) =>
    id(sql`insert into faixa_salarial (cargo_id, nome, codigo_cbo, descricao_cbo)
      values (${cargo}, ${nome}, ${cbo}, ${cbo ? 'Analista de sistemas' : null}) returning id`);
  const f1 = await faixa(analista, 'F1 Rel', '212405');
  const f2 = await faixa(analista, 'F2 Rel', null);
  const f3 = await faixa(tecnico, 'F3 Rel', null);
  await q(sql`insert into faixa_salarial_historico (faixa_salarial_id, data, tipo, indice_id, quantidade, valor, status) values
    (${f1}, '2024-01-01', '3', null, null, 3000, '2'),
    (${f1}, '2025-03-01', '3', null, null, 3300, '2'),
    (${f1}, '2025-04-01', '3', null, null, 9999, '3'),
    (${f2}, '2024-01-01', '2', ${indice}, 40, null, '2'),
    (${f3}, '2024-01-01', '3', null, null, 2000, '2')`);
  const cargoDe = (f: number) => (f === f3 ? tecnico : analista);
  type H = {
    data: string;
    motivo: string;
    e: number;
    a: number;
    f: number;
    tipo: string;
    qtd?: number;
    valor?: number;
  };
  const talento = async (nome: string, cpfBase: number, hs: H[], desligamento?: string) => {
    const u = hs[hs.length - 1];
    const c =
      await id(sql`insert into colaborador (empresa_id, nome, sexo, data_admissao, situacao, data_desligamento,
        estabelecimento_id, area_organizacional_id, cargo_id, faixa_salarial_id, matricula)
      values (1, ${nome}, 'F', ${hs[0].data}, ${desligamento ? 'D' : 'A'}, ${desligamento ?? null},
        ${u.e}, ${u.a}, ${cargoDe(u.f)}, ${u.f}, ${`R${cpfBase}`}) returning id`);
    for (const h of hs)
      await q(sql`insert into colaborador_historico (colaborador_id, data, motivo, estabelecimento_id,
          area_organizacional_id, faixa_salarial_id, tipo_salario, indice_id, quantidade, valor)
        values (${c}, ${h.data}, ${h.motivo}, ${h.e}, ${h.a}, ${h.f}, ${h.tipo},
          ${h.tipo === '2' ? indice : null}, ${h.qtd ?? null}, ${h.valor ?? null})`);
    return c;
  };
  const a = (
    data: string,
    e: number,
    ar: number,
    f: number,
    tipo = '1',
    valor?: number,
    qtd?: number,
  ): H => ({
    data,
    motivo: 'A',
    e,
    a: ar,
    f,
    tipo,
    valor,
    qtd,
  });
  await talento('Ana Rel', 1, [a('2024-02-01', estab, areaUm, f1)]);
  await talento('Bruno Rel', 2, [
    a('2024-02-01', estab, areaUm, f1, '3', 2500),
    { data: '2025-05-01', motivo: 'P', e: estab, a: areaDois, f: f2, tipo: '1' },
  ]);
  await talento('Carla Rel', 3, [a('2024-03-01', estab, areaDois, f3, '2', undefined, 25)], '2025-06-01');
  await talento('Davi Rel', 4, [a('2024-02-01', estabOutro, areaUm, f1)]);
  await talento('Eva Rel', 5, [a('2025-07-15', estab, areaUm, f1)]);
  await talento('Fábio Rel', 6, [a('2024-05-01', estab, areaUm, f1, '3', 3000)]);
  return { estab, estabOutro, areaUm, areaDois, grupo, analista, tecnico, f1, f2, f3 };
}
