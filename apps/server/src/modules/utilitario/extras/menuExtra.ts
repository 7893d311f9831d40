/**
 * Extra menus: the spec's link calls (GET/POST /menu-extra/{id}/links, GET/PUT/DELETE …/{linkId}) over the
 * generic record (a link is a row of the menu's `links`), so validation, transaction and audit are the
 * generic save's; and the 'Menu Extras' group of the session's menu.
 */
import {
  alterarLink,
  CAMPOS_LINK,
  incluirLink,
  type LinkMenuExtra,
  linkDoMenu,
  linksDoMenu,
  menusExtras,
  removerLink,
  validarLink,
} from '@ipe/domain/resources/utilitario/extras/index';
import { type MenuItem, resourceSchema } from '@ipe/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { crudService } from '../../../platform/crud/routes.ts';
import { fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { menuExtra, menuExtraLink } from './schema.ts';

/** The group of the top menu that holds the company's extra menus. */
export const GRUPO_MENU_EXTRAS = 'Menu Extras';

const esquemaLink = resourceSchema({ fields: CAMPOS_LINK, refine: validarLink });
type Link = { id: number; nome: string; url: string; novaAba: boolean };

/** A link body checked with the fields' rules, entries named as the link's fields. */
function linkValido(body: unknown) {
  const p = esquemaLink.safeParse(body ?? {});
  if (!p.success) throw fieldErrors(zodEntries(p.error.issues));
  return p.data as Omit<Link, 'id'>;
}

export function registerLinksMenuExtra(app: FastifyInstance): void {
  const ler = { config: { access: menusExtras.access.read } };
  const escrever = { config: { access: menusExtras.access.write } };
  const menus = () => crudService(app, menusExtras.name);
  const doMenu = (menuId: number, l: Link): LinkMenuExtra => ({ ...l, menuExtraId: menuId });
  const lerMenu = async (s: Session, id: number) => {
    const m = await menus().findOne(s, id);
    return { nome: m.nome as string, links: (m.links ?? []) as Link[] };
  };
  const salvar = (s: Session, id: number, nome: string, links: unknown[]) =>
    menus().save(s, id, { nome, links });
  const umLink = (links: Link[], linkId: number) => {
    const l = links.find((x) => x.id === linkId);
    if (!l) throw notFound();
    return l;
  };

  rota(app, linksDoMenu, ler, async (req) => {
    const m = await lerMenu(sessionOf(req), req.params.id);
    return m.links.map((l) => doMenu(req.params.id, l));
  });
  rota(app, linkDoMenu, ler, async (req) => {
    const m = await lerMenu(sessionOf(req), req.params.id);
    return doMenu(req.params.id, umLink(m.links, req.params.linkId));
  });
  rota(app, incluirLink, escrever, async (req, reply) => {
    const s = sessionOf(req);
    const m = await lerMenu(s, req.params.id);
    const novo = linkValido(req.body);
    await salvar(s, req.params.id, m.nome, [...m.links, novo]);
    const antes = new Set(m.links.map((l) => l.id));
    const depois = await lerMenu(s, req.params.id);
    const criado = depois.links.filter((l) => !antes.has(l.id)).sort((a, b) => b.id - a.id)[0];
    reply.status(201);
    return doMenu(req.params.id, criado);
  });
  rota(app, alterarLink, escrever, async (req) => {
    const s = sessionOf(req);
    const m = await lerMenu(s, req.params.id);
    umLink(m.links, req.params.linkId);
    const dados = linkValido(req.body);
    const links = m.links.map((l) => (l.id === req.params.linkId ? { ...dados, id: l.id } : l));
    await salvar(s, req.params.id, m.nome, links);
    return doMenu(req.params.id, { ...dados, id: req.params.linkId });
  });
  rota(app, removerLink, escrever, async (req, reply) => {
    const s = sessionOf(req);
    const m = await lerMenu(s, req.params.id);
    umLink(m.links, req.params.linkId);
    await salvar(
      s,
      req.params.id,
      m.nome,
      m.links.filter((l) => l.id !== req.params.linkId),
    );
    return reply.status(204).send();
  });
}

/**
 * The 'Menu Extras' group of a session's menu: each extra menu of the company with links, its links
 * as outside addresses (a new tab when `novaAba`, else the same tab). Every user of the company sees it.
 */
export async function menuExtrasDaSessao(db: Db, s: Session): Promise<MenuItem[]> {
  const grupos = await db
    .select({ id: menuExtra.id, nome: menuExtra.nome })
    .from(menuExtra)
    .where(eq(menuExtra.empresaId, s.empresaId))
    .orderBy(asc(menuExtra.nome), asc(menuExtra.id));
  if (grupos.length === 0) return [];
  const links = await db
    .select()
    .from(menuExtraLink)
    .where(
      inArray(
        menuExtraLink.menuExtraId,
        grupos.map((g) => g.id),
      ),
    )
    .orderBy(asc(menuExtraLink.nome), asc(menuExtraLink.id));
  const items = grupos
    .map((g) => ({
      label: g.nome,
      items: links
        .filter((l) => l.menuExtraId === g.id)
        .map((l) => (l.novaAba ? { label: l.nome, externalUrl: l.url } : { label: l.nome, url: l.url })),
    }))
    .filter((g) => g.items.length > 0);
  return items.length ? [{ label: GRUPO_MENU_EXTRAS, items }] : [];
}
