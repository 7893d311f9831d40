/**
 * Special behaviour of generations (no overlapping years), people (one per CPF in a company, the CPF
 * look-ups) and attached documents (the file beside the fields, its download).
 */
import {
  anexoSchema,
  baixarAnexo,
  documentosAnexos,
  MAX_ANEXO_BYTES,
  MSG_ANEXO,
} from '@ipe/domain/resources/geral/documentosAnexos';
import { MSG_GERACOES } from '@ipe/domain/resources/geral/geracoes';
import { MSG_PESSOAS, pessoaPorCpf, pessoaPorCpfEEmpresa } from '@ipe/domain/resources/geral/pessoas';
import { formatFileSize, MSG, onlyDigits } from '@ipe/domain';
import { nomeSeguro, verificarArquivo } from '@ipe/domain/arquivos';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { exigirEmpresaVisivel } from '../../../platform/auth/empresasVisiveis.ts';
import { enviarArquivo, lerEmPedacos } from '../../../platform/arquivos/http.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors, notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { documentoAnexo as doc, geracao, pessoa } from './schema.ts';

/** The `anexo` of a body, decoded and checked by content (platform attachments), or null when absent. */
async function anexoDoCorpo(body: unknown) {
  const bruto = (body as { anexo?: unknown } | null)?.anexo;
  if (bruto == null) return null;
  const p = anexoSchema.safeParse(bruto);
  if (!p.success) throw fieldErrors([{ field: 'anexo', message: MSG_ANEXO.invalido }]);
  const bytes = Buffer.from(p.data.base64, 'base64');
  if (bytes.length > MAX_ANEXO_BYTES)
    throw fieldErrors([{ field: 'anexo', message: MSG.arquivoMenorQue(formatFileSize(MAX_ANEXO_BYTES)) }]);
  const nome = nomeSeguro(p.data.nome);
  const r = await verificarArquivo(bytes, nome);
  if (!r.ok) throw fieldErrors([{ field: 'anexo', message: r.mensagem }]);
  return { nomeArquivo: nome, contentType: r.tipo.contentType, tamanho: bytes.length, conteudo: bytes };
}

/** The file of a document: kept on create and update (base64 `anexo`), required on create; downloaded. */
function documentosHooks(): CrudHooks {
  const arquivos = new WeakMap<object, Awaited<ReturnType<typeof anexoDoCorpo>>>();
  return {
    async beforeSave({ id, body }) {
      const a = await anexoDoCorpo(body);
      if (!a && id === null) throw fieldErrors([{ field: 'anexo', message: MSG_ANEXO.obrigatorio }]);
      if (a && body && typeof body === 'object') arquivos.set(body, a);
    },
    async afterSave({ db: tx, id, body }) {
      const a = body && typeof body === 'object' ? arquivos.get(body) : undefined;
      if (a) await tx.update(doc).set(a).where(eq(doc.id, id));
    },
  };
}

function registerDownload(app: FastifyInstance, db: Db) {
  rota(app, baixarAnexo, { config: { access: documentosAnexos.access.read } }, async (req, reply) => {
    const s = sessionOf(req);
    const where = and(eq(doc.id, req.params.id), eq(doc.empresaId, s.empresaId));
    const [row] = await db
      .select({ nomeArquivo: doc.nomeArquivo, contentType: doc.contentType, tamanho: doc.tamanho })
      .from(doc)
      .where(where);
    if (!row?.nomeArquivo || !row.contentType || row.tamanho == null) throw notFound();
    const corpo = lerEmPedacos(row.tamanho, async (inicio, quantos) => {
      const [p] = await db
        .select({ b: sql<Buffer>`substring(${doc.conteudo} from ${inicio} for ${quantos})` })
        .from(doc)
        .where(where);
      return p ? Buffer.from(p.b) : null;
    });
    return enviarArquivo(
      reply,
      { nomeArquivo: row.nomeArquivo, contentType: row.contentType, tamanho: row.tamanho },
      corpo,
    );
  });
}

const pessoaResumo = { id: pessoa.id, nome: pessoa.nome, cpf: pessoa.cpf, empresaId: pessoa.empresaId };

async function pessoaComCpf(db: Db, empresaId: number, cpf: string, exceto?: number | null) {
  const [row] = await db
    .select(pessoaResumo)
    .from(pessoa)
    .where(
      and(eq(pessoa.empresaId, empresaId), eq(pessoa.cpf, cpf), exceto ? ne(pessoa.id, exceto) : undefined),
    )
    .limit(1);
  return row ?? null;
}

export function registerRegistrosGeral(app: FastifyInstance, { db }: ModuleDeps): Record<string, CrudHooks> {
  registerDownload(app, db);

  const lerPessoas = { config: { access: 'ROLE_GERAL_PESSOAS' } } as const;
  rota(app, pessoaPorCpf, lerPessoas, async (req) =>
    pessoaComCpf(db, sessionOf(req).empresaId, onlyDigits(req.query.cpf), req.query.pessoaId),
  );
  rota(app, pessoaPorCpfEEmpresa, lerPessoas, async (req) => {
    await exigirEmpresaVisivel(db, sessionOf(req), req.query.empresaId);
    return pessoaComCpf(db, req.query.empresaId, onlyDigits(req.query.cpf));
  });

  return {
    geracoes: {
      // Two generations never share a birth year (the generation chart puts each talent in one).
      async beforeSave({ db: tx, id, data }) {
        const [outra] = await tx
          .select({ nome: geracao.nome })
          .from(geracao)
          .where(
            and(
              lte(geracao.anoInicio, data.anoFim as number),
              gte(geracao.anoFim, data.anoInicio as number),
              id === null ? undefined : ne(geracao.id, id),
            ),
          )
          .limit(1);
        if (outra) throw fieldErrors([{ field: 'anoInicio', message: MSG_GERACOES.sobreposta(outra.nome) }]);
      },
    },
    pessoas: {
      async beforeSave({ db: tx, session, id, data }) {
        if (typeof data.cpf !== 'string' || data.cpf === '') return;
        if (await pessoaComCpf(tx, session.empresaId, data.cpf, id))
          throw fieldErrors([{ field: 'cpf', message: MSG_PESSOAS.cpfRepetido }]);
      },
    },
    'documentos-anexos': documentosHooks(),
  };
}
