/**
 * Due-date reminders of the answering records (docs/questionario.md 'Lembretes'): an open, released
 * record with a due date gets a message in its owner kind's box of the home page and an e-mail,
 * DIAS_LEMBRETE days before the due date and on the day itself; none after it. Each reminder is claimed by
 * the UPDATE that records it (`lembretes_enviados` 0 → 1 → 2, rows locked with SKIP LOCKED) in the
 * transaction that posts the message and queues the e-mail, so two nodes or two runs never send one twice.
 * A record created within the last days gets only the reminder now due (one on the due date, never both).
 */
import { formatDate } from '@ipe/domain';
import { linkResponder } from '@ipe/domain/questionario/colaborador';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { diaDeHoje } from '../../auth/sessions.ts';
import { defineJob } from '../../jobs/index.ts';
import { baseDosLinks, enfileirarEmail, escaparHtml, layoutEmail } from '../../mail/index.ts';
import { postarMensagem } from '../../mensagens/index.ts';
import { type Donos, donoDe } from './consultas.ts';

/** Days before the due date of the first reminder (the second is on the day). */
export const DIAS_LEMBRETE = 3;
/** Records per transaction; a full batch asks the runner to go on at once. */
const LOTE = 200;

const somarDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface Reivindicado {
  id: number;
  empresaId: number;
  donoTipo: string;
  donoId: number;
  questionarioId: number;
  respondenteUsuarioId: number | null;
  respondenteColaboradorId: number | null;
  avaliadoColaboradorId: number | null;
  prazo: string;
  etapa: number;
  usuarioId: number | null;
  email: string | null;
  empresaNome: string;
  corPrincipal: string | null;
  corSecundaria: string | null;
}

/** Texts of a reminder: the message and the e-mail's title. */
export function textoLembrete(
  titulo: string,
  avaliado: string | null | undefined,
  prazo: string,
  hoje: string,
) {
  const sobre = avaliado ? ` (${avaliado})` : '';
  const data = formatDate(prazo);
  return prazo === hoje
    ? `O prazo para responder "${titulo}"${sobre} termina hoje, ${data}.`
    : `Lembrete: responda "${titulo}"${sobre} até ${data}.`;
}

/** Sends the reminders due today; answers how many records were reminded and whether a batch was full. */
export async function enviarLembretes(
  db: Db,
  donos: Donos,
  base: () => string | null,
  hoje = diaDeHoje(),
): Promise<{ enviados: number; cheio: boolean }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const r = await tx.execute(sql`
      with alvo as (
        select id, case when prazo <= ${hoje}::date then 2 else 1 end as etapa
          from colaborador_questionario
         where concluido_em is null and lembretes_enviados < 2 and liberado
           and prazo between ${hoje}::date and ${somarDias(hoje, DIAS_LEMBRETE)}::date
           and lembretes_enviados < case when prazo <= ${hoje}::date then 2 else 1 end
         order by id
         limit ${LOTE}
         for update skip locked
      ), marcados as (
        update colaborador_questionario c
           set lembretes_enviados = alvo.etapa, lembrete_enviado_em = now()
          from alvo where c.id = alvo.id
        returning c.*, alvo.etapa
      )
      select m.id, m.empresa_id as "empresaId", m.dono_tipo as "donoTipo", m.dono_id as "donoId",
             m.questionario_id as "questionarioId", m.respondente_usuario_id as "respondenteUsuarioId",
             m.respondente_colaborador_id as "respondenteColaboradorId",
             m.avaliado_colaborador_id as "avaliadoColaboradorId", to_char(m.prazo, 'YYYY-MM-DD') as prazo,
             m.etapa, u.id as "usuarioId", u.email, e.nome as "empresaNome",
             e.cor_principal as "corPrincipal", e.cor_secundaria as "corSecundaria"
        from marcados m
        join empresa e on e.id = m.empresa_id
        left join usuario u on u.id = coalesce(m.respondente_usuario_id,
          (select x.id from usuario x where x.colaborador_id = m.respondente_colaborador_id))
       order by m.id`);
    const linhas = (r as unknown as { rows: Reivindicado[] }).rows;
    if (!linhas.length) return { enviados: 0, cheio: false };
    const descricoes = new Map<
      number,
      { titulo: string; avaliado?: string | null; linkResposta?: string | null }
    >();
    const grupos = new Map<string, Reivindicado[]>();
    for (const l of linhas) {
      const k = `${l.donoTipo}\u0000${l.empresaId}`;
      grupos.set(k, [...(grupos.get(k) ?? []), l]);
    }
    for (const g of grupos.values())
      for (const [id, d] of await donoDe(donos, g[0].donoTipo).descrever(tx, g[0].empresaId, g))
        descricoes.set(id, d);
    const raiz = base();
    for (const l of linhas) {
      if (l.usuarioId == null) continue;
      const dono = donoDe(donos, l.donoTipo);
      const d = descricoes.get(l.id);
      const titulo = d?.titulo ?? dono.nome;
      const texto = textoLembrete(titulo, d?.avaliado, l.prazo, hoje);
      const link = d?.linkResposta ?? linkResponder(l.id);
      await postarMensagem(tx, {
        empresaId: l.empresaId,
        tipo: dono.caixa,
        texto,
        link,
        para: { usuarios: [l.usuarioId] },
      });
      if (!l.email) continue;
      const endereco = raiz ? `${raiz.replace(/\/$/, '')}${link}` : null;
      const { html, texto: corpo } = layoutEmail({
        empresa: { nome: l.empresaNome, corPrincipal: l.corPrincipal, corSecundaria: l.corSecundaria },
        titulo: `Lembrete: ${titulo}`,
        corpoHtml: `<p>${escaparHtml(texto)}</p>${
          endereco ? `<p><a href="${escaparHtml(endereco)}">Responder agora</a></p>` : ''
        }<p>Se já respondeu, desconsidere esta mensagem.</p>`,
      });
      await enfileirarEmail(tx, {
        empresaId: l.empresaId,
        para: [l.email],
        assunto: `Lembrete: ${titulo} — prazo ${formatDate(l.prazo)}`,
        html,
        texto: corpo,
        origem: 'questionario-lembrete',
        semAppUrl: !raiz,
      });
    }
    return { enviados: linhas.length, cheio: linhas.length === LOTE };
  });
}

export const JOB_LEMBRETES = 'lembrete-questionarios';

/** The job: every hour; wakes the mail sender when it queued. */
export const jobLembretesQuestionarios = (
  db: Db,
  donos: Donos,
  config: Config,
  log: FastifyBaseLogger,
  aoEnfileirar: () => void,
) =>
  defineJob({
    nome: JOB_LEMBRETES,
    descricao: `Lembra os respondentes dos questionários pendentes (mensagem e e-mail) ${DIAS_LEMBRETE} dias antes do prazo e no dia`,
    intervalo: 60 * 60_000,
    primeiraExecucao: 2 * 60_000,
    executar: async () => {
      const { enviados, cheio } = await enviarLembretes(db, donos, () => baseDosLinks(config, log));
      if (!enviados) return;
      aoEnfileirar();
      return { resumo: `${enviados} lembrete(s) de questionário enviado(s)`, repetir: cheio };
    },
  });
