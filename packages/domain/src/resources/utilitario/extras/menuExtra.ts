import { z } from 'zod';
import { defineContrato, paramsId, semConteudo } from '../../../contrato.ts';
import { defineResource, type RegistroDe } from '../../../resource.ts';
import { MSG_EXTRAS, urlHttpValida } from './mensagens.ts';

export { linksDoMenuPath } from '../rotas.ts';

/** The fields of one link (spec 3 §3 'Extra menu and link': nome, url, novaAba). */
export const CAMPOS_LINK = [
  { name: 'nome', label: 'Descrição', kind: 'text', required: true, feminine: true, max: 100, span: 5 },
  { name: 'url', label: 'Endereço', kind: 'text', required: true, max: 500, span: 5 },
  { name: 'novaAba', label: 'Abrir em nova aba', kind: 'boolean', default: true, span: 2 },
] as const;

/** A link's address must be an http or https URL (the menu opens it as it is). */
export function validarLink(row: Record<string, unknown>, ctx: z.RefinementCtx) {
  const url = typeof row.url === 'string' ? row.url.trim() : '';
  if (url !== '' && !urlHttpValida(url))
    ctx.addIssue({ code: 'custom', path: ['url'], message: MSG_EXTRAS.urlInvalida });
}

/**
 * Extra menu of the session's company (spec 3 §2 /utilitario/menu-extra): a named group of outside links
 * that every user of the company sees under 'Menu Extras' in the top menu. The links are rows of the
 * menu, edited in its form; /menu-extra/{id}/links serves them one by one as the spec's calls do.
 */
export const menusExtras = defineResource({
  name: 'menu-extra',
  path: '/utilitario/menu-extra',
  label: 'Menu Extra',
  labelPlural: 'Menus Extras',
  modulo: 'utilitario',
  menu: ['Utilitários', 'Cadastros', 'Menu Extra'],
  access: { read: 'ROLE_UTI_MENU_EXTRA', write: 'ROLE_UTI_MENU_EXTRA_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 60, span: 12 },
    {
      name: 'links',
      label: 'Links',
      kind: 'items',
      itemLabel: 'Link',
      orderBy: 'nome',
      span: 12,
      fields: CAMPOS_LINK,
      refine: validarLink,
    },
  ],
  list: { columns: ['nome'], sort: 'nome', search: ['nome'] },
  resumo: 'nome',
});
export type MenuExtra = RegistroDe<typeof menusExtras>;

/** One link as the link routes answer it. */
export const linkMenuExtra = z.object({
  id: z.number(),
  menuExtraId: z.number(),
  nome: z.string(),
  url: z.string(),
  novaAba: z.boolean(),
});
export type LinkMenuExtra = z.output<typeof linkMenuExtra>;

/** A link's body: the fields' rules, checked by the handler so the entries name `nome` and `url`. */
const corpoLink = z.custom<{ nome?: unknown; url?: unknown; novaAba?: unknown }>();
const BASE = '/api/utilitario/menu-extra/:id/links';
const paramsLink = paramsId.extend({ linkId: z.coerce.number().int().positive() });

export const linksDoMenu = defineContrato(`GET ${BASE}`, {
  summary: 'Links de um menu extra, por descrição',
  params: paramsId,
  response: z.array(linkMenuExtra),
});
export const incluirLink = defineContrato(`POST ${BASE}`, {
  summary: 'Inclui um link no menu extra',
  params: paramsId,
  body: corpoLink,
  status: 201,
  response: linkMenuExtra,
});
export const linkDoMenu = defineContrato(`GET ${BASE}/:linkId`, {
  summary: 'Um link do menu extra',
  params: paramsLink,
  response: linkMenuExtra,
});
export const alterarLink = defineContrato(`PUT ${BASE}/:linkId`, {
  summary: 'Altera um link do menu extra',
  params: paramsLink,
  body: corpoLink,
  response: linkMenuExtra,
});
export const removerLink = defineContrato(`DELETE ${BASE}/:linkId`, {
  summary: 'Remove um link do menu extra',
  params: paramsLink,
  response: semConteudo,
});
