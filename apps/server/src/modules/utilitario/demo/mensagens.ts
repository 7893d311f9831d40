import { eq } from 'drizzle-orm';
import { mensagem, usuario, usuarioMensagem } from '../../../db/schema/index.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

const DIA = 86_400_000;

/**
 * Messages in the demo administrator's home-page boxes (head office): several boxes, some read, one
 * with line breaks from Maria Consulta; the other boxes stay empty ('Parabéns! …').
 */
export async function seedDemoMensagens({ tx, matrizId, admin }: DemoCtx) {
  const hoje = new Date();
  hoje.setHours(8, 0, 0, 0);
  const dias = (n: number, horas = 0) => new Date(hoje.getTime() - n * DIA + horas * 3_600_000);
  const [maria] = await tx
    .select({ id: usuario.id, nome: usuario.nome })
    .from(usuario)
    .where(eq(usuario.cpf, '11144477735'));
  const sistema = { remetente: 'Sistema', remetenteId: null };
  const linhas: (Omit<typeof mensagem.$inferInsert, 'empresaId'> & { lida: boolean })[] = [
    {
      tipo: 'R',
      ...sistema,
      data: dias(0, 2),
      texto: 'Ana Paula Souza candidatou-se à solicitação de pessoal Analista de Departamento Pessoal.',
      link: '/captacao/solicitacoes-pessoal',
      lida: false,
    },
    {
      tipo: 'R',
      ...sistema,
      data: dias(1, 3),
      texto: 'A avaliação "Entrevista de atendimento" de Bruno Lima foi concluída pelo candidato.',
      link: '/captacao/candidatos',
      lida: false,
    },
    {
      tipo: 'R',
      remetente: admin.nome,
      remetenteId: admin.id,
      data: dias(5),
      texto:
        'A solicitação de pessoal Auxiliar de Almoxarifado foi reprovada.\nObservação: Sem orçamento neste trimestre.',
      link: '/captacao/solicitacoes-pessoal',
      lida: true,
    },
    {
      tipo: 'C',
      ...sistema,
      data: dias(2),
      texto: 'O índice de reajuste de março foi aplicado às faixas salariais.',
      lida: false,
    },
    {
      tipo: 'P',
      remetente: maria?.nome ?? 'Maria Consulta',
      remetenteId: maria?.id ?? null,
      data: dias(3),
      texto:
        'A pesquisa de clima organizacional está aberta até sexta-feira.\nParticipe: leva cinco minutos.',
      lida: true,
    },
    {
      tipo: 'U',
      remetente: maria?.nome ?? 'Maria Consulta',
      remetenteId: maria?.id ?? null,
      data: dias(0, 1),
      texto: 'Bom dia!\nAtualizei os dados dos estabelecimentos da filial.\nPor favor, confira quando puder.',
      lida: false,
    },
    {
      tipo: 'U',
      ...sistema,
      data: dias(4),
      texto: 'O e-mail "Solicitação de pessoal liberada" para gestor@demo.iperh.com.br não pôde ser enviado.',
      link: '/utilitario/emails',
      lida: true,
    },
  ];
  for (const { lida, ...m } of linhas) {
    const [nova] = await tx
      .insert(mensagem)
      .values({ ...m, empresaId: matrizId, target: m.link ? '_self' : null })
      .returning({ id: mensagem.id });
    await tx
      .insert(usuarioMensagem)
      .values({ mensagemId: nova.id, usuarioId: admin.id, empresaId: matrizId, tipo: m.tipo, lida });
  }
}
