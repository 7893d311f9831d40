import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { salarioDoColaborador } from '../colaboradores/salario.ts';
import { colaborador, colaboradorHistorico } from '../colaboradores/schema.ts';
import { organizacaoDeTeste } from '../colaboradores/fixtures.ts';
import {
  composicaoDe,
  salarioColaboradorEmSql,
  valoresEmPeriodosSql,
  valorEmPeriodosSql,
} from './salarioSql.ts';

/** The SQL salary (reports, analytics) answers what the domain calculation answers, talent by talent. */
let t: TestApp;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await organizacaoDeTeste(db, 1, 'SQL');
  const [c] = await db
    .insert(colaborador)
    .values({
      empresaId: 1,
      nome: 'Salário SQL',
      sexo: 'F',
      dataAdmissao: '2016-03-01',
      estabelecimentoId: org.estabelecimentoId,
      areaOrganizacionalId: org.areaId,
      cargoId: org.cargoId,
      faixaSalarialId: org.faixaII,
    })
    .returning({ id: colaborador.id });
  const base = {
    colaboradorId: c.id,
    estabelecimentoId: org.estabelecimentoId,
    areaOrganizacionalId: org.areaId,
  };
  await db.insert(colaboradorHistorico).values([
    // The band by index (4 × 1000, then 4 × 1200 from 2022), a fixed value, an index of its own.
    { ...base, data: '2016-03-01', motivo: 'A', faixaSalarialId: org.faixaII, tipoSalario: '1' },
    {
      ...base,
      data: '2019-05-10',
      motivo: 'R',
      faixaSalarialId: org.faixaII,
      tipoSalario: '3',
      valor: 4321.555,
    },
    {
      ...base,
      data: '2021-07-01',
      motivo: 'P',
      faixaSalarialId: org.faixaI,
      tipoSalario: '2',
      indiceId: org.indiceId,
      quantidade: 3.33,
    },
  ]);
  const demo = await rows<{ id: number }>(
    db,
    sql`select id from colaborador where empresa_id = 1 order by id`,
  );
  ids = demo.map((r) => r.id);
});
afterAll(() => t?.close());

describe('salarioColaboradorEmSql', () => {
  it('equals the domain calculation for every talent on several dates', async () => {
    const db = t.database.db;
    for (const data of ['2015-06-30', '2016-03-01', '2019-05-10', '2021-12-31', '2022-01-01', '2026-11-27']) {
      const sqlRows = await rows<{ id: number; salario: number | null }>(
        db,
        sql`select c.id, ${salarioColaboradorEmSql(sql`c.id`, sql`${data}::date`)} as salario
              from colaborador c where c.empresa_id = 1 order by c.id`,
      );
      expect(sqlRows.map((r) => r.id)).toEqual(ids);
      // The same through the date ranges (the set-based form the reports use).
      const v = valorEmPeriodosSql(composicaoDe('h'), sql`${data}::date`, 'v');
      const porPeriodos = await rows<{ id: number; salario: number | null }>(
        db,
        sql`with ${valoresEmPeriodosSql(1)}
          select c.id, ${v.valor} as salario from colaborador c
          left join lateral (select * from colaborador_historico h where h.colaborador_id = c.id
            and h.data <= ${data}::date order by h.data desc, h.id desc limit 1) h on true
          ${v.joins}
          where c.empresa_id = 1 order by c.id`,
      );
      expect(porPeriodos).toEqual(sqlRows);
      for (const r of sqlRows) {
        const dominio = await salarioDoColaborador(db, 1, r.id, data);
        expect(r.salario, `talento ${r.id} em ${data}`).toBe(dominio?.salario ?? null);
      }
    }
  });
});
