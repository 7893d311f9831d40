import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatCep } from '@ipe/domain';
import { fimDoDiaNaUf } from '@ipe/domain/fusoHorario';
import {
  descricaoHtml,
  EMPLOYMENT_TYPE_POR_CONTRATO,
  fatosDaVaga,
  rotuloBeneficio,
  type TipoContrato,
} from '@ipe/domain/resources/captacao/anuncios/index';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/index.ts';
import { cidade, estado } from '../../geral/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { anuncio } from './schema.ts';
import { logoUrlDe } from '../../externo/index.ts';
import { colunasPublicas } from './colunasPublicas.ts';
import { publicoSql } from './expiracao.ts';

/*
 * Each public ad's own address, /externo/anuncios/{id}?empresaId=N. The single-page app renders the ad,
 * but job search engines read the HTML as the server sends it: so the server answers the SPA's
 * index.html with the ad's title, description, Open Graph tags and a schema.org JobPosting injected into
 * <head>, and the ad itself (its title as the page's h1, the company, the description) into the root
 * element, which the SPA replaces when it starts. An unknown, hidden or expired ad gets the plain page
 * with status 404 (the SPA then shows its own "not found" message).
 */

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
      ...colunasPublicas,
      empresaId: empresa.id,
      empresaNome: empresa.nome,
      temLogo: sql<boolean>`${empresa.logo} is not null`,
      estabelecimento: estabelecimento.nome,
      logradouro: estabelecimento.logradouro,
      numero: estabelecimento.numero,
      bairro: estabelecimento.bairro,
      cep: estabelecimento.cep,
      // The establishment's state sets the time zone of validThrough (AM, AC, MT… are not at -03:00).
      ufEstabelecimento: sql<
        string | null
      >`(select ${estado.sigla} from ${estado} where ${estado.id} = ${estabelecimento.estadoId})`,
      /** The street address belongs to the establishment: written only when the ad's city is its city. */
      noEstabelecimento: sql<boolean>`${anuncio.cidadeId} is not distinct from ${estabelecimento.cidadeId}`,
    })
    .from(anuncio)
    .innerJoin(solicitacao, eq(solicitacao.id, anuncio.solicitacaoId))
    .innerJoin(empresa, eq(empresa.id, anuncio.empresaId))
    .leftJoin(estabelecimento, eq(estabelecimento.id, solicitacao.estabelecimentoId))
    .leftJoin(cidade, eq(cidade.id, anuncio.cidadeId))
    .leftJoin(estado, eq(estado.id, anuncio.estadoId))
    .where(and(eq(anuncio.id, id), eq(anuncio.empresaId, empresaId), publicoSql()));
  return a;
}

type AnuncioPagina = NonNullable<Awaited<ReturnType<typeof anuncioParaPagina>>>;

/** Absolute address of the company's public logo (the candidate area's), or null without a logo. */
const logoAbsoluto = (a: AnuncioPagina, origem: string) => {
  const logo = logoUrlDe(a.empresaId, a.temLogo);
  return logo ? `${origem}${logo}` : null;
};

/**
 * The schema.org JobPosting of an ad, with Google's required and recommended properties
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting): the description as
 * simple HTML, validThrough at the end of the last day in the establishment's time zone, the place
 * (or TELECOMMUTE within Brazil for a remote job), the contract as employmentType, the salary as a
 * monthly BRL MonetaryAmount (the ad's range, else the requisition's pay; none when 'a combinar').
 */
export function jobPosting(a: AnuncioPagina, url: string, origem: string) {
  const logo = logoAbsoluto(a, origem);
  const fim = a.previsaoEncerramento ? fimDoDiaNaUf(a.previsaoEncerramento, a.ufEstabelecimento) : undefined;
  const remoto = a.modeloTrabalho === 'REMOTO';
  const endereco = a.noEstabelecimento && a.logradouro;
  const lugar = a.cidade
    ? {
        jobLocation: {
          '@type': 'Place',
          ...(a.noEstabelecimento && a.estabelecimento ? { name: a.estabelecimento } : {}),
          address: {
            '@type': 'PostalAddress',
            ...(endereco ? { streetAddress: [a.logradouro, a.numero].filter(Boolean).join(', ') } : {}),
            addressLocality: a.cidade,
            ...(a.uf ? { addressRegion: a.uf } : {}),
            ...(a.noEstabelecimento && a.cep ? { postalCode: formatCep(a.cep) } : {}),
            addressCountry: 'BR',
          },
        },
      }
    : {};
  const { salarioMinimo: min, salarioMaximo: max } = a;
  const salario =
    min != null || max != null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'BRL',
            value: {
              '@type': 'QuantitativeValue',
              ...(min != null && max != null && min === max
                ? { value: min }
                : { ...(min != null ? { minValue: min } : {}), ...(max != null ? { maxValue: max } : {}) }),
              unitText: 'MONTH',
            },
          },
        }
      : {};
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: a.titulo,
    description: descricaoHtml(a.descricao),
    datePosted: a.publicadoEm.toISOString(),
    ...(fim ? { validThrough: fim } : {}),
    employmentType: EMPLOYMENT_TYPE_POR_CONTRATO[a.tipoContrato as TipoContrato] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: a.empresaNome, ...(logo ? { logo } : {}) },
    ...lugar,
    ...(remoto
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'BR' },
        }
      : {}),
    ...salario,
    ...(a.beneficios.length ? { jobBenefits: a.beneficios.map(rotuloBeneficio).join(', ') } : {}),
    url,
    identifier: { '@type': 'PropertyValue', name: a.empresaNome, value: String(a.id) },
    // Candidates apply on this page itself ('Candidatar-se').
    directApply: true,
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

/** The ad as plain HTML for the root element: the title as h1, the company, its facts, the description. */
export function corpoDoAnuncio(a: AnuncioPagina) {
  const fatos = fatosDaVaga(a)
    .map((f) => `<li>${escaparHtml(`${f.rotulo}: ${f.texto}`)}</li>`)
    .join('');
  return `<main><h1>${escaparHtml(a.titulo)}</h1><p>${escaparHtml(a.empresaNome)}</p><ul>${fatos}</ul>${descricaoHtml(a.descricao)}</main>`;
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
