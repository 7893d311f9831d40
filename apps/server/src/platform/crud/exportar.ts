import {
  ATIVO_TODOS,
  campoAtivo,
  campoRotuloDe,
  type Field,
  fieldOf,
  type ReferencesField,
  type ResourceDef,
  resourceByName,
  textoDoCampo,
} from '@ipe/domain';
import { TIPO_PDF, TIPO_XLSX } from '@ipe/domain/relatorios/index';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import { badRequest } from '../http/errors.ts';
import { type Coluna, enviarRelatorio, type Formato, type Linha } from '../relatorios/index.ts';
import { columnOf } from './query.ts';

/** Rows a list export holds at most (PDF or XLSX): beyond, 400 before the first byte. */
export const LIMITE_EXPORTACAO = 20_000;
export const MSG_LIMITE_EXPORTACAO = `A exportação da lista está limitada a ${LIMITE_EXPORTACAO.toLocaleString('pt-BR')} registros. Refine o filtro.`;
export const MSG_FORMATO_EXPORTACAO = 'Formato de exportação inválido: use pdf ou xlsx.';
const binario = z.string().meta({ format: 'binary' });
const semDados = z.object({ code: z.string(), message: z.string(), severity: z.string() });

/** Rows read per page of the list while exporting (the list's own maximum page). */
const LOTE = 1_000;

/** A page of the list as the generic list answers it. */
interface Envelope {
  content: Record<string, unknown>[];
  totalElements: number;
  totalLimitado?: boolean;
}

/** Width in points (8 pt table font) and cell type of a field's column. */
function colunaDe(f: Field): Pick<Coluna, 'largura' | 'formato'> {
  switch (f.kind) {
    case 'integer':
      return { largura: 50, formato: 'inteiro' };
    case 'decimal':
      return { largura: 60, formato: 'decimal' };
    case 'money':
      return { largura: 70, formato: 'moeda' };
    case 'date':
      return { largura: 60, formato: 'data' };
    case 'boolean':
    case 'cep':
      return { largura: 45 };
    case 'cpf':
    case 'phone':
    case 'enum':
      return { largura: 75 };
    case 'cnpj':
      return { largura: 95 };
    case 'textarea':
    case 'references':
    case 'checklist':
      return { largura: 200 };
    default:
      return { largura: 140 };
  }
}

/** A cell's value: numbers and dates typed (XLSX cells with a number format), the rest as the screen's text. */
function valorDe(
  f: Field,
  formato: Formato | undefined,
  row: Record<string, unknown>,
  labels?: Map<number, string>,
) {
  const v = row[f.name];
  if (formato === 'inteiro' || formato === 'decimal' || formato === 'moeda' || formato === 'data')
    return (v ?? null) as number | string | null;
  return textoDoCampo(f, row, labels);
}

/**
 * GET /api/<resource>/exportar?formato=pdf|xlsx&<the list's query>: the generic list as the screen asks for
 * it (quick search `q`, declared filters, 'Ativo', sort and whatever the module's list hooks read), through
 * the list's own service, so the company scope, the hooks' scope and the resource's read access are the
 * list's. Columns: the list's declared columns; rows in pages of 1,000, all of them up to
 * LIMITE_EXPORTACAO (400 beyond, before the first byte). The file streams through the report engine
 * (`<resource>-<yyyy-MM-dd>.pdf|xlsx`); an empty list answers the engine's no-data JSON.
 */
export function registerListExport(
  app: FastifyInstance,
  db: Db,
  def: ResourceDef,
  tables: Record<string, PgTable>,
  list: (s: Session, qs: Record<string, string | undefined>) => Promise<unknown>,
  route: Record<string, unknown>,
) {
  const campos = def.list.columns.map((n) => fieldOf(def, n));
  const colunas: Coluna[] = campos.map((f) => ({ campo: f.name, titulo: f.label, ...colunaDe(f) }));

  /**
   * The rows of `alvo` among `ids` that the session may name: its company's, when the referenced resource
   * belongs to a company (ids of a filter come from the query string), as the screen's options.
   */
  const entre = (resource: string, alvo: PgTable, ids: number[], session: Session) =>
    and(
      inArray(columnOf(alvo, 'id'), ids),
      resourceByName.get(resource)?.empresaScoped
        ? eq(columnOf(alvo, 'empresaId'), session.empresaId)
        : undefined,
    );

  /** Names of the ids of each `references` column in a batch (one query per column and batch). */
  const rotulosDasReferencias = async (session: Session, rows: Record<string, unknown>[]) => {
    const mapas = new Map<string, Map<number, string>>();
    for (const f of campos) {
      if (f.kind !== 'references') continue;
      const ids = [
        ...new Set(rows.flatMap((r) => (Array.isArray(r[f.name]) ? (r[f.name] as number[]) : []))),
      ];
      const alvo = tables[(f as ReferencesField).resource];
      const campo = campoRotuloDe(f as ReferencesField);
      const lidos = ids.length
        ? await db
            .select({ id: columnOf(alvo, 'id'), rotulo: columnOf(alvo, campo) })
            .from(alvo)
            .where(entre((f as ReferencesField).resource, alvo, ids, session))
        : [];
      mapas.set(f.name, new Map(lidos.map((l) => [l.id as number, String(l.rotulo ?? '')])));
    }
    return mapas;
  };
  const linhasDe = async (session: Session, rows: Record<string, unknown>[]): Promise<Linha[]> => {
    const mapas = await rotulosDasReferencias(session, rows);
    return rows.map((row) =>
      Object.fromEntries(
        campos.map((f, i) => [f.name, valorDe(f, colunas[i].formato, row, mapas.get(f.name))]),
      ),
    );
  };

  /** 'Filtros' lines of the PDF: the quick search and each filter given, with the screen's labels. */
  const filtrosUsados = async (session: Session, qs: Record<string, string | undefined>) => {
    const linhas: [string, string][] = [];
    if (qs.q?.trim()) linhas.push(['Pesquisa', qs.q.trim()]);
    const ativo = campoAtivo(def);
    if (ativo) {
      const v = qs[ativo.name] || 'true';
      linhas.push([ativo.label, v === ATIVO_TODOS ? 'Todos' : v === 'false' ? 'Não' : 'Sim']);
    }
    for (const n of def.list.filters ?? []) {
      const raw = qs[n];
      if (n === ativo?.name || !raw) continue;
      const f = fieldOf(def, n);
      const ids = raw.split(',').map(Number);
      if ((f.kind === 'reference' || f.kind === 'references') && ids.every(Number.isInteger)) {
        const alvo = tables[f.resource];
        const lidos = await db
          .select({ rotulo: columnOf(alvo, campoRotuloDe(f)) })
          .from(alvo)
          // The ids come from the query string: only names of the session's company are printed.
          .where(entre(f.resource, alvo, ids, session));
        linhas.push([f.label, lidos.map((l) => String(l.rotulo)).join(', ')]);
      } else
        linhas.push([
          f.label,
          raw
            .split(',')
            .map((v) => textoDoCampo(f, { [n]: f.kind === 'boolean' ? v === 'true' : v }))
            .join(', '),
        ]);
    }
    return linhas;
  };

  app.get(
    `/api${def.path}/exportar`,
    {
      ...route,
      schema: {
        ...(route.schema as object),
        summary: `Exporta a lista de ${def.labelPlural} (PDF ou XLSX)`,
        description: `A lista com os filtros da tela (mesmos parâmetros de GET /api${def.path}, sem página), colunas da lista, até ${LIMITE_EXPORTACAO.toLocaleString('pt-BR')} linhas.`,
        // Documents `formato` only: the rest is the list's own query (validated by the list, as GET does).
        querystring: z.object({ formato: z.enum(['pdf', 'xlsx']) }),
        // zod, as the contracts' file answers (http/rota.ts): the document's transform reads these.
        response: {
          200: {
            description: 'Arquivo, ou JSON: a lista sem registros',
            content: {
              [TIPO_PDF]: { schema: binario },
              [TIPO_XLSX]: { schema: binario },
              'application/json': { schema: semDados },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const { formato, page: _p, size: _s, ...qs } = req.query as Record<string, string | undefined>;
      if (formato !== 'pdf' && formato !== 'xlsx') throw badRequest(MSG_FORMATO_EXPORTACAO);
      const session = sessionOf(req);
      const pagina = (n: number) =>
        list(session, { ...qs, page: String(n), size: String(LOTE) }) as Promise<Envelope>;
      // The first page before the first byte: a bad filter or too many rows answer JSON.
      const primeira = await pagina(0);
      if (primeira.totalElements > LIMITE_EXPORTACAO)
        throw badRequest(MSG_LIMITE_EXPORTACAO, 'EXPORTACAO_GRANDE_DEMAIS');
      async function* lotes() {
        let atual = primeira;
        for (let n = 1; ; n++) {
          if (atual.content.length) yield await linhasDe(session, atual.content);
          if (atual.content.length < LOTE) return;
          atual = await pagina(n);
        }
      }
      return enviarRelatorio(
        db,
        { id: def.name, titulo: def.labelPlural },
        async () => ({
          filtrosUsados: await filtrosUsados(session, qs),
          tabelas: [
            {
              titulo: def.labelPlural,
              // Excel's sheet names: at most 31 characters, none of : \\ / ? * [ ].
              planilha: def.labelPlural.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31),
              colunas,
              linhas: lotes(),
              contagem: (n) => `${n} registro(s) encontrado(s).`,
            },
          ],
        }),
        { pdf: formato === 'pdf', session, req, reply },
      );
    },
  );
}
