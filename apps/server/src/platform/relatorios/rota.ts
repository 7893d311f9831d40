import { randomUUID } from 'node:crypto';
import {
  aliasRelatorio,
  type ContratoRelatorio,
  contratoRelatorio,
  HEADER_RELATORIO_LINHAS,
  MSG_RELATORIO,
  nomeArquivoRelatorio,
  RELATORIO_FALHOU,
  RELATORIO_SEM_DADOS,
  type RespostaSemDados,
  TIPO_PDF,
  TIPO_XLSX,
} from '@ipe/domain/relatorios/index';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../auth/access.ts';
import { cabecalhoEmpresa } from '../pdf/index.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { rota } from '../http/rota.ts';
import { LIMITE_LINHAS_PDF, LimitePdfExcedido, relatorioPdf } from './pdf.ts';
import type { Session } from '../auth/sessions.ts';
import type { ContextoRelatorio, Geracao, Linha, RelatorioQualquer } from './tipos.ts';
import { relatorioXlsx } from './xlsx.ts';

export const MSG_LIMITE_PDF = `O relatório em PDF está limitado a ${LIMITE_LINHAS_PDF.toLocaleString('pt-BR')} linhas. Refine o filtro ou use Exportar para XLS.`;

/**
 * Serves POST /api/<modulo>/relatorios/<id> for each report (see index.ts for the answers), through its
 * contract (`def.contrato`): Fastify validates the body (`pdf` and the filter, every failing field in one
 * answer) and serialises the no-data info through the contract's schema.
 */
export function registerRelatorios(app: FastifyInstance, db: Db, relatorios: readonly RelatorioQualquer[]) {
  const ids = new Set<string>();
  const registrar = (r: RelatorioQualquer, id: string) => {
    if (ids.has(id)) throw new Error(`relatório duplicado: ${id}`);
    ids.add(id);
    const contrato: ContratoRelatorio = id === r.def.id ? r.def.contrato : contratoRelatorio(r.def, id);
    rota(
      app,
      contrato,
      {
        config: { access: r.def.access },
        schema: {
          tags: ['relatorios'],
          description: `${r.def.descricao ?? ''} Corpo: o filtro do relatório e \`pdf\` (true: PDF, false: XLSX).`,
        },
      },
      async (req, reply) => {
        const { pdf, ...filtro } = req.body;
        if (!pdf && !r.def.xlsx) throw badRequest('Este relatório não é exportado para XLS.');
        const session = sessionOf(req);
        return enviarRelatorio(db, r.def, (ctx) => r.gerar(filtro, ctx), { pdf, session, req, reply });
      },
    );
  };
  for (const r of relatorios) registrar(r, r.def.id);
  // The screen's name, where the spec spells it differently, answers too (after every id, so an id wins).
  for (const r of relatorios) {
    const alias = aliasRelatorio(r.def);
    if (alias && !ids.has(alias)) registrar(r, alias);
  }
}

/** What names a generated file and titles it: a report's declaration, or a generic list (crud/exportar.ts). */
export interface OrigemRelatorio {
  /** The file's name before the date: `<id>-<yyyy-MM-dd>.pdf|xlsx`. */
  id: string;
  titulo: string;
}

/**
 * Generates the tables of `gerar` and answers them as the report engine does (see index.ts): the no-data
 * JSON, a JSON error before the first byte, or the streamed PDF or XLSX. Also serves the generic lists'
 * export (GET /api/<resource>/exportar).
 */
export async function enviarRelatorio(
  db: Db,
  origem: OrigemRelatorio,
  gerar: (ctx: ContextoRelatorio) => Promise<Geracao>,
  { pdf, session, req, reply }: { pdf: boolean; session: Session; req: FastifyRequest; reply: FastifyReply },
): Promise<RespostaSemDados | FastifyReply> {
  // Everything up to the first byte: errors here answer JSON (HttpError as it is, anything else 500).
  let iteradores: AsyncIterator<Linha[]>[] = [];
  try {
    const geracao = await gerar({ db, session, pdf });
    iteradores = geracao.tabelas.map((t) => t.linhas[Symbol.asyncIterator]());
    const primeiros: (Linha[] | undefined)[] = [];
    for (const it of iteradores) {
      const p = await it.next();
      primeiros.push(p.done ? undefined : p.value);
    }
    if (!primeiros.some((p) => p?.length))
      return { code: RELATORIO_SEM_DADOS, message: MSG_RELATORIO.semDados, severity: 'info' };
    // A connection closed before the end (the user left the screen) cancels the rest of the work.
    let fechada = false;
    reply.raw.once('close', () => {
      fechada = !reply.raw.writableFinished;
    });
    const cancelado = () => fechada;
    const arquivo = nomeArquivoRelatorio(origem.id, pdf);
    // The file's headers only once it is certain: an error answered below is JSON, not an attachment.
    const cabecalhosDoArquivo = () =>
      reply
        .header('content-disposition', `attachment; filename="${arquivo}"`)
        .header('cache-control', 'no-store');
    if (pdf) {
      const empresa = await cabecalhoEmpresa(db, session);
      const gerado = await relatorioPdf(
        {
          titulo: origem.titulo,
          subtitulo: geracao.subtitulo,
          empresa,
          usuario: session.usuarioNome,
          filtros: geracao.filtrosUsados,
          paisagem: geracao.paisagem,
        },
        geracao.tabelas,
        primeiros,
        iteradores,
      );
      reply.header(HEADER_RELATORIO_LINHAS, String(gerado.linhas));
      cabecalhosDoArquivo().type(TIPO_PDF);
      gerado.desenhar(cancelado).catch((e) => falhaDepoisDoInicio(req, gerado.doc, e));
      return reply.send(gerado.doc);
    }
    const xlsx = relatorioXlsx(geracao.tabelas, primeiros, iteradores, {
      titulo: origem.titulo,
      autor: session.usuarioNome,
    });
    cabecalhosDoArquivo().type(TIPO_XLSX);
    xlsx.escrever(cancelado).catch((e) => falhaDepoisDoInicio(req, xlsx.stream, e));
    return reply.send(xlsx.stream);
  } catch (e) {
    await Promise.all(iteradores.map((it) => it.return?.().catch(() => {})));
    if (e instanceof HttpError) throw e;
    if (e instanceof LimitePdfExcedido) throw badRequest(MSG_LIMITE_PDF, 'RELATORIO_GRANDE_DEMAIS');
    const id = randomUUID();
    req.log.error({ err: e, erroId: id, relatorio: origem.id }, 'relatório falhou');
    return reply.status(500).send({ code: RELATORIO_FALHOU, message: MSG_RELATORIO.falha, id });
  }
}

/** After the first byte the status is sent: the only honest signal left is a broken download. */
function falhaDepoisDoInicio(req: FastifyRequest, stream: { destroy(e?: Error): void }, e: unknown) {
  req.log.error({ err: e, erroId: randomUUID() }, 'relatório falhou durante o envio');
  stream.destroy(e instanceof Error ? e : new Error(String(e)));
}
