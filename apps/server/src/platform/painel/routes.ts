/**
 * The home page's calls (spec 3 §7 Session and home): pending work (the registry of platform/pendencias),
 * 'Recentes', news notices and system notices. Everything is the session user's own: no route takes a
 * user id, so a user never reads or changes another's recents or read state.
 */
import { buildMenu, searchMenu } from '@ipe/domain';
import { isAllowed } from '@ipe/domain/acesso';
import {
  type AvisoSistema,
  MAX_RECENTES,
  marcarNoticiaLida,
  noticias,
  pendencias,
  avisosSistema as contratoAvisos,
  recentes as contratoRecentes,
  registrarRecente,
} from '@ipe/domain/painel';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { noticia, noticiaLida, type RecenteGravado, usuarioPainel } from '../../db/schema/index.ts';
import { sessionOf } from '../auth/access.ts';
import { diaDeHoje, type Session, SUPER_USER_ID } from '../auth/sessions.ts';
import { notFound } from '../http/errors.ts';
import { rota } from '../http/rota.ts';
import type { ServerModule } from '../modules.ts';
import {
  type ContribuidorPendencias,
  calcularPendencias,
  verificarContribuidores,
} from '../pendencias/index.ts';
import { marcarVisita } from './visitas.ts';

/** The latest notices the bell lists. */
const MAX_NOTICIAS = 20;
const AUTENTICADO = { config: { access: 'authenticated' as const } };

/** The user's menu screens by path, with their breadcrumb ('Geral > Cadastros > Bairros'). */
function telasDoMenu(s: Session): Map<string, string> {
  const menu = buildMenu(s.authorities, undefined, {
    administradorInstalacao: s.usuarioId === SUPER_USER_ID,
  });
  return new Map(searchMenu(menu, '').flatMap((h) => (h.spaUrl ? [[h.spaUrl, h.breadcrumb] as const] : [])));
}

/** Recents as answered: only screens still in the user's menu (authorities change, companies differ). */
function recentesVisiveis(lista: readonly RecenteGravado[], telas: Map<string, string>) {
  return lista
    .filter((r) => telas.has(r.url))
    .map((r) => ({ url: r.url, titulo: telas.get(r.url) as string, em: new Date(r.em) }));
}

export function registerPainel(
  app: FastifyInstance,
  db: Db,
  modules: readonly ServerModule[],
  daPlataforma: readonly ContribuidorPendencias[] = [],
) {
  // The modules' contributors, then the platform's own (the answering records: platform/questionario/colaborador).
  const contribuidores = [...modules.flatMap((m) => m.pendencias ?? []), ...daPlataforma];
  verificarContribuidores(contribuidores);
  const avisos = modules.flatMap((m) => m.avisos ?? []);

  rota(app, pendencias, AUTENTICADO, async (req) => {
    const s = sessionOf(req);
    const ultimaVisita = await marcarVisita(db, s.usuarioId);
    const itens = await calcularPendencias(contribuidores, {
      db,
      usuarioId: s.usuarioId,
      empresaId: s.empresaId,
      authorities: s.authorities,
      colaboradorId: s.usuarioId === SUPER_USER_ID ? null : (s.colaboradorId ?? null),
      ultimaVisita,
      hoje: diaDeHoje(),
    });
    return { itens };
  });

  rota(app, contratoRecentes, AUTENTICADO, async (req) => {
    const s = sessionOf(req);
    const [linha] = await db
      .select({ recentes: usuarioPainel.recentes })
      .from(usuarioPainel)
      .where(eq(usuarioPainel.usuarioId, s.usuarioId));
    return recentesVisiveis(linha?.recentes ?? [], telasDoMenu(s));
  });

  // One upsert puts the screen first, drops its older entry and keeps 8; a path outside the user's menu
  // (a record's form, a screen it cannot open) changes nothing.
  rota(app, registrarRecente, AUTENTICADO, async (req) => {
    const s = sessionOf(req);
    const telas = telasDoMenu(s);
    const url = req.body.url;
    const titulo = telas.get(url);
    if (!titulo) {
      const [linha] = await db
        .select({ recentes: usuarioPainel.recentes })
        .from(usuarioPainel)
        .where(eq(usuarioPainel.usuarioId, s.usuarioId));
      return recentesVisiveis(linha?.recentes ?? [], telas);
    }
    const item = JSON.stringify([{ url, titulo, em: new Date().toISOString() } satisfies RecenteGravado]);
    const res = await db.execute(sql`
      insert into usuario_painel (usuario_id, recentes) values (${s.usuarioId}, ${item}::jsonb)
      on conflict (usuario_id) do update set recentes = (
        select jsonb_agg(e order by o) from (
          select e, o from (
            select excluded.recentes -> 0 as e, 0::bigint as o
            union all
            select x.e, x.o from jsonb_array_elements(usuario_painel.recentes) with ordinality as x(e, o)
            where x.e ->> 'url' <> ${url}
          ) y order by o limit ${MAX_RECENTES}
        ) z)
      returning recentes`);
    // db.execute's answer is typed per driver (PGlite, node-postgres); both carry `rows`.
    const [linha] = (res as unknown as { rows: { recentes: RecenteGravado[] }[] }).rows;
    return recentesVisiveis(linha?.recentes ?? [], telas);
  });

  rota(app, noticias, AUTENTICADO, async (req) => {
    const s = sessionOf(req);
    return db
      .select({
        id: noticia.id,
        texto: noticia.texto,
        link: noticia.link,
        criticidade: noticia.criticidade,
        lida: sql<boolean>`exists (select 1 from ${noticiaLida} where ${noticiaLida.usuarioId} = ${s.usuarioId}
          and ${noticiaLida.noticiaId} = ${noticia.id})`,
      })
      .from(noticia)
      .orderBy(desc(noticia.publicadaEm), desc(noticia.id))
      .limit(MAX_NOTICIAS);
  });

  rota(app, marcarNoticiaLida, AUTENTICADO, async (req) => {
    const s = sessionOf(req);
    const [n] = await db.select({ id: noticia.id }).from(noticia).where(eq(noticia.id, req.params.id));
    if (!n) throw notFound();
    await db.insert(noticiaLida).values({ noticiaId: n.id, usuarioId: s.usuarioId }).onConflictDoNothing();
    return { ok: true };
  });

  rota(app, contratoAvisos, AUTENTICADO, async (req) => {
    const s = sessionOf(req);
    const ctx = { db, empresaId: s.empresaId, usuarioId: s.usuarioId };
    const visiveis = avisos.filter((a) => isAllowed(a.acesso, s.authorities));
    const lista = await Promise.all(visiveis.map((a) => a.calcular(ctx)));
    return lista.filter((a): a is AvisoSistema => a !== null);
  });
}
