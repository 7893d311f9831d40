import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/index.ts';
import { cidade, estado } from '../../geral/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { anuncio } from './schema.ts';
import { logoUrlDe } from '../../externo/index.ts';
import { publicoSql } from './expiracao.ts';

/*
 * Each public ad's own address, /externo/anuncios/{id}?empresaId=N. The single-page app renders the ad,
 * but job search engines read the HTML as the server sends it: so the server answers the SPA's
 * index.html with the ad's title, description, Open Graph tags and a schema.org JobPosting injected into
 * <head>, and the ad itself (its title as the page's h1, the company, the description) into the root
 * element, which the SPA replaces when it starts. An unknown, hidden or expired ad gets the plain page
 * with status 404 (the SPA then shows its own "not found" message).
 */

/** schema.org employmentType of each vínculo of the requisition (spec 1 §3 enumerations). */
const EMPLOYMENT_TYPE: Record<string, string> = {
  E: 'FULL_TIME',
  S: 'INTERN',
  A: 'OTHER',
  T: 'TEMPORARY',
  O: 'OTHER',
};

/** Used when the web bundle is not built (API tests): the same shape as apps/web/index.html. */
const PAGINA_MINIMA =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Ipê RH</title></head><body><div id="root"></div></body></html>';

const escaparHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JSON inside <script>: `<` written as \u003c so no "</script>" or "<!--" in a description can close the
 * element; U+2028/2029 escaped for old parsers. The result is still the same JSON.
 */
export const jsonEmScript = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Plain text of the description for the meta tags: tags dropped, spaces folded, 300 characters at most. */
const resumo = (descricao: string) => {
  const texto = descricao
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return texto.length > 300 ? `${texto.slice(0, 297)}...` : texto;
};

/** An ad as its page shows it, or undefined when it is not open to candidates of that company. */
export async function anuncioParaPagina(db: Db, id: number, empresaId: number) {
  const [a] = await db
    .select({
      id: anuncio.id,
      titulo: anuncio.titulo,
      descricao: anuncio.descricao,
      publicadoEm: anuncio.createdAt,
      previsaoEncerramento: anuncio.previsaoEncerramento,
      vinculo: solicitacao.vinculo,
      empresaId: empresa.id,
      empresaNome: empresa.nome,
      temLogo: sql<boolean>`${empresa.logo} is not null`,
      estabelecimento: estabelecimento.nome,
      logradouro: estabelecimento.logradouro,
      numero: estabelecimento.numero,
      bairro: estabelecimento.bairro,
      cep: estabelecimento.cep,
      cidade: cidade.nome,
      uf: estado.sigla,
    })
    .from(anuncio)
    .innerJoin(solicitacao, eq(solicitacao.id, anuncio.solicitacaoId))
    .innerJoin(empresa, eq(empresa.id, anuncio.empresaId))
    .leftJoin(estabelecimento, eq(estabelecimento.id, solicitacao.estabelecimentoId))
    // The requisition's own city when it names one, else the establishment's.
    .leftJoin(
      cidade,
      eq(cidade.id, sql<number>`coalesce(${solicitacao.cidadeId}, ${estabelecimento.cidadeId})`),
    )
    .leftJoin(estado, eq(estado.id, cidade.estadoId))
    .where(and(eq(anuncio.id, id), eq(anuncio.empresaId, empresaId), publicoSql()));
  return a;
}

type AnuncioPagina = NonNullable<Awaited<ReturnType<typeof anuncioParaPagina>>>;

/** Absolute address of the company's public logo (the candidate area's), or null without a logo. */
const logoAbsoluto = (a: AnuncioPagina, origem: string) => {
  const logo = logoUrlDe(a.empresaId, a.temLogo);
  return logo ? `${origem}${logo}` : null;
};

/** The schema.org JobPosting of an ad (https://schema.org/JobPosting, Google's required fields). */
export function jobPosting(a: AnuncioPagina, url: string, origem: string) {
  const logo = logoAbsoluto(a, origem);
  const fim = a.previsaoEncerramento ? `${a.previsaoEncerramento}T23:59:59-03:00` : undefined;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: a.titulo,
    description: a.descricao,
    datePosted: a.publicadoEm.toISOString(),
    ...(fim ? { validThrough: fim } : {}),
    employmentType: EMPLOYMENT_TYPE[a.vinculo] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: a.empresaNome, ...(logo ? { logo } : {}) },
    jobLocation: {
      '@type': 'Place',
      ...(a.estabelecimento ? { name: a.estabelecimento } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(a.logradouro ? { streetAddress: [a.logradouro, a.numero].filter(Boolean).join(', ') } : {}),
        ...(a.cidade ? { addressLocality: a.cidade } : {}),
        ...(a.uf ? { addressRegion: a.uf } : {}),
        ...(a.cep ? { postalCode: a.cep } : {}),
        addressCountry: 'BR',
      },
    },
    url,
    identifier: { '@type': 'PropertyValue', name: a.empresaNome, value: String(a.id) },
  };
}

/** The <head> additions of an ad's page. */
export function cabecalhoDoAnuncio(a: AnuncioPagina, url: string, origem: string) {
  const logo = logoAbsoluto(a, origem);
  const titulo = escaparHtml(`${a.titulo} | ${a.empresaNome}`);
  const descricao = escaparHtml(resumo(a.descricao));
  return [
    `<title>${titulo}</title>`,
    `<meta name="description" content="${descricao}" />`,
    `<link rel="canonical" href="${escaparHtml(url)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${titulo}" />`,
    `<meta property="og:description" content="${descricao}" />`,
    ...(origem ? [`<meta property="og:url" content="${escaparHtml(url)}" />`] : []),
    `<meta property="og:site_name" content="${escaparHtml(a.empresaNome)}" />`,
    ...(logo && origem ? [`<meta property="og:image" content="${escaparHtml(logo)}" />`] : []),
    `<script type="application/ld+json">${jsonEmScript(jobPosting(a, url, origem))}</script>`,
  ].join('\n    ');
}

/** The ad as plain HTML for the root element: the title as h1, the company, one <p> per paragraph. */
export function corpoDoAnuncio(a: AnuncioPagina) {
  const paragrafos = a.descricao
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escaparHtml(p)}</p>`);
  return `<main><h1>${escaparHtml(a.titulo)}</h1><p>${escaparHtml(a.empresaNome)}</p>${paragrafos.join('')}</main>`;
}

/** index.html with the ad's head (its own <title> replaces the SPA's) and, when given, its body. */
export function injetarCabecalho(html: string, cabecalho: string, corpo = '') {
  const semTitulo = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  return semTitulo
    .replace(/<\/head>/i, `    ${cabecalho}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${corpo}</div>`);
}

/**
 * The ad's public page. Its absolute addresses (canonical, og:url, og:image, the JobPosting's url and
 * logo) come from APP_URL, never from the request's Host or X-Forwarded-* headers; without APP_URL the
 * page names its own path and leaves out og:url and og:image, which must be absolute.
 */
export function registerPaginaAnuncio(
  fastify: FastifyInstance,
  db: Db,
  webDist: string,
  appUrl: string | null,
) {
  const lerIndex = async () => {
    try {
      return await fs.readFile(path.join(webDist, 'index.html'), 'utf8');
    } catch {
      return PAGINA_MINIMA;
    }
  };
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/externo/anuncios/:id',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: z.object({ id: z.string() }),
        querystring: z.object({ empresaId: z.string().optional() }).loose(),
      },
    },
    async (req, reply) => {
      const html = await lerIndex();
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      const id = Number(req.params.id);
      const empresaId = Number(req.query.empresaId);
      const valido = (n: number) => Number.isInteger(n) && n > 0 && n < 2 ** 31;
      const a = valido(id) && valido(empresaId) ? await anuncioParaPagina(db, id, empresaId) : undefined;
      if (!a) return reply.status(404).send(html);
      const base = appUrl ?? '';
      const url = `${base}/externo/anuncios/${a.id}?empresaId=${empresaId}`;
      return reply.send(injetarCabecalho(html, cabecalhoDoAnuncio(a, url, base), corpoDoAnuncio(a)));
    },
  );
}
