import type { TipoCaixa } from '@ipe/domain/mensagens';
import { MSG_MENSAGENS } from '@ipe/domain/mensagens';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mensagem } from '../../db/schema/index.ts';
import { SUPER_USER_ID } from '../auth/sessions.ts';

/**
 * Posts a message to the home-page boxes of some users, inside the caller's transaction: the business
 * change and its message commit together (as the e-mail outbox does). Any module calls it:
 *
 * ```ts
 * import { postarMensagem } from '../../../platform/mensagens/index.ts';
 *
 * await db.transaction(async (tx) => {
 *   await tx.update(solicitacao).set({ status: 'L' }).where(…);        // the business change
 *   await postarMensagem(tx, {
 *     empresaId: session.empresaId,
 *     tipo: 'R',                                  // the box (module type code, CAIXAS in the domain)
 *     remetente: { id: session.usuarioId, nome: session.usuarioNome },   // default: 'Sistema'
 *     texto: `A solicitação nº ${id} foi liberada.`,                       // line breaks are kept
 *     link: `/captacao/solicitacoes-pessoal/${id}`,                        // optional; target '_self'
 *     para: { usuarios: [s.solicitanteId], autoridade: 'ROLE_…', areas: [areaId], exceto: [session.usuarioId] },
 *   });
 * });
 * ```
 *
 * Recipients are the union of `para`: `usuarios` (ids), `autoridade` (every user whose profile in the
 * company holds it) and `areas` (the responsibles and co-responsibles of those areas who have a user:
 * resolved by the module owning the areas, registered with `definirResponsaveisDeArea`), less `exceto`.
 * Only active users who can enter the company (a profile there, or user 1) receive it; an authority
 * reaches the users whose profile in that company holds it (user 1 only through its profile, not through
 * the installation administrator's implicit authorities). One `mensagem` row and one `usuario_mensagem` row per
 * recipient; nobody to reach posts nothing. Answers the message id (null when nobody) and the count.
 */
export interface NovaMensagem {
  empresaId: number;
  tipo: TipoCaixa;
  texto: string;
  /** Who sends it; omitted: the product itself ('Sistema'). */
  remetente?: { id: number | null; nome: string };
  /** A screen of the product ('/captacao/…') or an absolute address. */
  link?: string | null;
  /** Where the link opens: '_self' (default for a product path) or '_blank'. */
  target?: '_self' | '_blank';
  para: Destinatarios;
}

export interface Destinatarios {
  usuarios?: readonly (number | null | undefined)[];
  autoridade?: string;
  areas?: readonly number[];
  exceto?: readonly (number | null | undefined)[];
}

/** Answers the ids of the users linked to the responsibles of these areas of the company. */
export type ResponsaveisDeArea = (tx: Db, empresaId: number, areaIds: readonly number[]) => Promise<number[]>;

let responsaveisDeArea: ResponsaveisDeArea | null = null;

/** Set once by the module owning the organisational areas (cargoSalario), so the platform names none. */
export function definirResponsaveisDeArea(fn: ResponsaveisDeArea) {
  responsaveisDeArea = fn;
}

const ids = (l: readonly (number | null | undefined)[] | undefined) =>
  [...new Set((l ?? []).filter((n): n is number => Number.isInteger(n)))] as number[];

/** `'{1,2,3}'::int[]`: integers only (checked by `ids`), so inlined as one literal. */
const inteiros = (l: readonly number[]) => sql.raw(`'{${l.map((n) => Math.trunc(n)).join(',')}}'::int[]`);

/** The users `para` reaches in the company (active, able to enter it), in id order. */
export async function resolverDestinatarios(
  tx: Db,
  empresaId: number,
  para: Destinatarios,
): Promise<number[]> {
  const diretos = ids(para.usuarios);
  if (para.areas?.length) {
    if (!responsaveisDeArea) throw new Error('postarMensagem: nenhum módulo definiu os responsáveis de área');
    diretos.push(...(await responsaveisDeArea(tx, empresaId, para.areas)));
  }
  const exceto = ids(para.exceto);
  if (!diretos.length && !para.autoridade) return [];
  const rows = (await tx.execute(sql`
    select u.id from usuario u
    where u.ativo
      and (u.id = ${SUPER_USER_ID} or exists (select 1 from usuario_empresa ue where ue.usuario_id = u.id and ue.empresa_id = ${empresaId}))
      and (u.id = any(${inteiros(diretos)})
        ${
          para.autoridade
            ? sql`or exists (select 1 from usuario_empresa ue join perfil p on p.id = ue.perfil_id
                where ue.usuario_id = u.id and ue.empresa_id = ${empresaId} and ${para.autoridade} = any(p.authorities))`
            : sql``
        })
      and not (u.id = any(${inteiros(exceto)}))
    order by u.id`)) as unknown as { rows: { id: number }[] };
  return rows.rows.map((r) => r.id);
}

export async function postarMensagem(
  tx: Db,
  m: NovaMensagem,
): Promise<{ mensagemId: number | null; destinatarios: number }> {
  const usuarios = await resolverDestinatarios(tx, m.empresaId, m.para);
  if (!usuarios.length) return { mensagemId: null, destinatarios: 0 };
  const link = m.link?.trim() || null;
  const [nova] = await tx
    .insert(mensagem)
    .values({
      empresaId: m.empresaId,
      tipo: m.tipo,
      remetente: (m.remetente?.nome ?? MSG_MENSAGENS.sistema).slice(0, 120),
      remetenteId: m.remetente?.id ?? null,
      texto: m.texto,
      link,
      target: link ? (m.target ?? (link.startsWith('/') ? '_self' : '_blank')) : null,
    })
    .returning({ id: mensagem.id });
  // One statement for every recipient, however many.
  await tx.execute(sql`
    insert into usuario_mensagem (mensagem_id, usuario_id, empresa_id, tipo)
    select ${nova.id}, u, ${m.empresaId}, ${m.tipo} from unnest(${inteiros(usuarios)}) u`);
  return { mensagemId: nova.id, destinatarios: usuarios.length };
}
