import type { DemoCtx } from '../../../db/seed/demo/types.ts';
import { limiteColaborador, menuExtra, menuExtraLink, sugestaoMelhoria } from '../extras/schema.ts';

/**
 * Demo of the utilities left: the head office's extra menu 'Portal do Colaborador' (two outside links,
 * in the top menu under 'Menu Extras'), two improvement suggestions and the branch's collaborator limit
 * (the head office has none, so the other demos and tests add talents freely).
 */
export async function seedDemoExtras({ tx, matrizId, filialId, admin }: DemoCtx) {
  const [menu] = await tx
    .insert(menuExtra)
    .values({ empresaId: matrizId, nome: 'Portal do Colaborador' })
    .returning({ id: menuExtra.id });
  await tx.insert(menuExtraLink).values([
    {
      menuExtraId: menu.id,
      nome: 'Calendário de feriados',
      url: 'https://www.gov.br/pt-br/feriados',
      novaAba: true,
    },
    {
      menuExtraId: menu.id,
      nome: 'Código de conduta',
      url: 'https://iperh.com.br/codigo-de-conduta',
      novaAba: true,
    },
  ]);
  await tx.insert(sugestaoMelhoria).values([
    {
      empresaId: matrizId,
      titulo: 'Exportar a lista de candidatos para planilha',
      descricao:
        'Seria útil exportar a lista filtrada de candidatos para XLSX, para compartilhar com os gestores.',
      usuarioId: admin.id,
    },
    {
      empresaId: matrizId,
      titulo: 'Lembrete de avaliações pendentes',
      descricao: 'Um e-mail semanal aos gestores com as avaliações de candidatos ainda não concluídas.',
      usuarioId: admin.id,
    },
  ]);
  await tx.insert(limiteColaborador).values({
    empresaId: filialId,
    limite: 200,
    observacao: 'Contrato da filial: até 200 colaboradores ativos.',
  });
}
