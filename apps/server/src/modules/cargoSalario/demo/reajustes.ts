import { sql } from 'drizzle-orm';
import { diasDeHoje, hojeDemo } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { aplicarColaboradores } from '../reajustes/aplicar.ts';
import { coletivoColaboradores } from '../reajustes/coletivo.ts';
import { linhas } from '../relatorios/talentosSql.ts';

/**
 * Two realignment planning tables on the demo talents (issue 20): a 5 % dissídio applied today to the
 * talents of one small area (its history rows point back at the table, so 'Cancelar reajuste' works in the
 * demo), and a 4 % plan for the same area in two months, not applied. Built through the collective and
 * apply code itself, as HR would.
 */
export async function seedDemoReajustes({ tx, matrizId, admin }: DemoCtx): Promise<void> {
  const hoje = hojeDemo();
  // The smallest area with at least 3 active talents and no history row dated today or later.
  const [area] = await linhas<{ id: number; estabs: number[] }>(
    tx,
    sql`select c.area_organizacional_id as id, array_agg(distinct c.estabelecimento_id) as estabs
      from colaborador c where c.empresa_id = ${matrizId} and c.situacao = 'A'
      group by c.area_organizacional_id
      having count(*) >= 3 and not exists (select 1 from colaborador_historico h join colaborador x on x.id = h.colaborador_id
        where x.area_organizacional_id = c.area_organizacional_id and h.data >= ${hoje}::date)
      order by count(*), c.area_organizacional_id limit 1`,
  );
  if (!area) return;
  const sessao = {
    empresaId: matrizId,
    usuarioId: admin.id,
    usuarioNome: admin.nome,
    colaboradorId: null,
  } as Session;
  const ano = hoje.slice(0, 4);
  const nova = async (nome: string, data: string, dissidio: boolean, observacao: string) => {
    const [t] = await linhas<{ id: number }>(
      tx,
      sql`insert into tabela_reajuste_colaborador (empresa_id, nome, data, tipo_reajuste, dissidio, observacao)
        values (${matrizId}, ${nome}, ${data}::date, 'C', ${dissidio}, ${observacao}) returning id`,
    );
    await coletivoColaboradores(tx, sessao, {
      tabelaReajusteColaboradorId: t.id,
      estabelecimentosIds: area.estabs.map(Number),
      areasOrganizacionaisIds: [area.id],
      modo: 'V',
      forma: 'P',
      valor: dissidio ? 5 : 4,
    });
    return t.id;
  };
  const aplicada = await nova(
    `Dissídio ${ano}`,
    hoje,
    true,
    'Dissídio coletivo da categoria (demonstração).',
  );
  await aplicarColaboradores(tx, sessao, aplicada);
  await nova(
    `Reajuste planejado ${ano}`,
    diasDeHoje(60),
    false,
    'Planejamento ainda não aplicado (demonstração).',
  );
}
