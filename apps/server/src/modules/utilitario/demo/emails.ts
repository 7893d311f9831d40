import { layoutEmail } from '../../../platform/mail/layout.ts';
import { emailSaida, empresa } from '../../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

const DIA = 86_400_000;

/**
 * A few mails in the outbox of the head office (/utilitario/emails): sent, failed with the SMTP error
 * and kept because the demo has no SMTP server. Dated from the seed's day backwards.
 */
export async function seedDemoEmails({ tx, matrizId, admin }: DemoCtx) {
  const [e] = await tx.select().from(empresa).where(eq(empresa.id, matrizId));
  const hoje = new Date();
  hoje.setHours(9, 30, 0, 0);
  const dias = (n: number, minutos = 0) => new Date(hoje.getTime() - n * DIA + minutos * 60_000);
  const mail = (titulo: string, corpoHtml: string) => layoutEmail({ empresa: e, titulo, corpoHtml });
  await tx.insert(emailSaida).values([
    {
      empresaId: matrizId,
      destinatarios: ['carla.mendes@demo.iperh.com.br'],
      assunto: 'Solicitação de pessoal liberada: Analista de Departamento Pessoal',
      ...mail(
        'Solicitação de pessoal liberada',
        '<p>Olá, Carla.</p><p>A solicitação de pessoal <b>Analista de Departamento Pessoal</b> (2 vagas) foi liberada e o recrutamento já pode começar.</p>',
      ),
      status: 'ENVIADO',
      tentativas: 1,
      origem: 'solicitacao-liberada',
      usuarioId: admin.id,
      createdAt: dias(6),
      proximaTentativa: dias(6),
      enviadoAt: dias(6, 1),
    },
    {
      empresaId: matrizId,
      destinatarios: ['joao.pereira@exemplo.com.br', 'ana.souza@exemplo.com.br'],
      assunto: 'Vaga: Assistente Administrativo',
      ...mail(
        'Assistente Administrativo',
        '<p>Estamos contratando <b>Assistente Administrativo</b> para a unidade de São Paulo.</p><p>Requisitos: ensino médio completo e experiência com rotinas administrativas.</p>',
      ),
      status: 'ENVIADO',
      tentativas: 1,
      origem: 'anuncio-email',
      usuarioId: admin.id,
      createdAt: dias(4),
      proximaTentativa: dias(4),
      enviadoAt: dias(4, 1),
    },
    {
      empresaId: matrizId,
      destinatarios: ['roberto.lima@demo.iperh.com.br'],
      assunto: 'Solicitação de pessoal liberada: Técnico de Segurança do Trabalho',
      ...mail(
        'Solicitação de pessoal liberada',
        '<p>Olá, Roberto.</p><p>A solicitação de pessoal <b>Técnico de Segurança do Trabalho</b> foi liberada.</p>',
      ),
      status: 'ERRO',
      tentativas: 5,
      ultimoErro: 'connect ECONNREFUSED 10.0.0.25:587',
      origem: 'solicitacao-liberada',
      usuarioId: admin.id,
      createdAt: dias(2),
      proximaTentativa: dias(2, 81),
    },
    {
      empresaId: matrizId,
      destinatarios: ['marina.alves@exemplo.com.br'],
      assunto: 'Um amigo indicou uma vaga para você: Auxiliar de Logística',
      ...mail(
        'Auxiliar de Logística',
        '<p>Olá, Marina.</p><p>Paulo Ramos achou que esta vaga combina com você: <b>Auxiliar de Logística</b>.</p>',
      ),
      status: 'SEM_SMTP',
      tentativas: 0,
      origem: 'anuncio-enviar-amigo',
      createdAt: dias(1),
      proximaTentativa: dias(1),
    },
  ]);
}
