/**
 * Special behaviour of generations (no overlapping years), people (one per CPF in a company, the CPF
 * look-ups) and attached documents (create with the file, replace and download the file).
 */
import {
  baixarAnexo,
  documentosAnexos,
  incluirDocumentoAnexo,
  MAX_ANEXO_BYTES,
  MSG_ANEXO_OBRIGATORIO,
  substituirAnexo,
} from '@ipe/domain/resources/geral/documentosAnexos';
import { MSG_GERACOES } from '@ipe/domain/resources/geral/geracoes';
import { MSG_PESSOAS, pessoaPorCpf, pessoaPorCpfEEmpresa } from '@ipe/domain/resources/geral/pessoas';
import { onlyDigits, resourceSchema } from '@ipe/domain';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { auditar } from '../../../platform/audit.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { exigirEmpresaVisivel } from '../../../platform/auth/empresasVisiveis.ts';
import {
  aceitarArquivos,
  type ArquivoRecebido,
  enviarArquivo,
  lerEmPedacos,
  receberArquivo,
} from '../../../platform/arquivos/http.ts';
import { crudService, type CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { documentoAnexo as doc, geracao, pessoa } from './schema.ts';

/** Key of the file a create carries to afterSave inside the body (never a declared field). */
const ARQUIVO = Symbol('arquivo');
type ComArquivo = { [ARQUIVO]?: ArquivoRecebido };

const colunasDoc = {
  id: doc.id,
  descricao: doc.descricao,
  data: doc.data,
  url: doc.url,
  observacao: doc.observacao,
  nomeArquivo: doc.nomeArquivo,
  tamanho: doc.tamanho,
};
const esquemaDoc = resourceSchema(documentosAnexos);
const arquivoDoDoc = (a: ArquivoRecebido) => ({
  nomeArquivo: a.nome,
  contentType: a.tipo.contentType,
  tamanho: a.bytes.length,
  conteudo: a.bytes,
});

function registerDocumentos(app: FastifyInstance, db: Db) {
  const ler = { config: { access: documentosAnexos.access.read } };
  const escrever = { config: { access: documentosAnexos.access.write } };
  const doDoc = (empresaId: number, id: number) => and(eq(doc.id, id), eq(doc.empresaId, empresaId));

  app.register(async (scoped) => {
    await aceitarArquivos(scoped, MAX_ANEXO_BYTES);

    // Create: the fields and the file in one multipart body, saved by the generic save (rules, audit).
    rota(
      scoped,
      incluirDocumentoAnexo,
      { ...escrever, schema: { consumes: ['multipart/form-data'] } },
      async (req, reply) => {
        const s = sessionOf(req);
        const arquivo = await receberArquivo(req, { opcional: true });
        const campos = Object.fromEntries(
          Object.entries(arquivo?.campos ?? {}).map(([k, v]) => [k, v === '' ? null : v]),
        );
        const p = esquemaDoc.safeParse(campos);
        const entries = [
          ...(p.success ? [] : zodEntries(p.error.issues)),
          ...(arquivo ? [] : [{ field: 'anexo', message: MSG_ANEXO_OBRIGATORIO }]),
        ];
        if (entries.length) throw fieldErrors(entries);
        const body: Record<string, unknown> & ComArquivo = { ...campos, [ARQUIVO]: arquivo ?? undefined };
        const id = await crudService(app, documentosAnexos.name).save(s, null, body);
        const [row] = await db.select(colunasDoc).from(doc).where(eq(doc.id, id));
        reply.status(201);
        return row;
      },
    );

    rota(
      scoped,
      substituirAnexo,
      { ...escrever, schema: { consumes: ['multipart/form-data'] } },
      async (req) => {
        const s = sessionOf(req);
        const arquivo = await receberArquivo(req, { opcional: true });
        if (!arquivo) throw fieldErrors([{ field: 'anexo', message: MSG_ANEXO_OBRIGATORIO }]);
        return db.transaction(async (tx) => {
          const [antes] = await tx.select(colunasDoc).from(doc).where(doDoc(s.empresaId, req.params.id));
          if (!antes) throw notFound();
          const [depois] = await tx
            .update(doc)
            .set(arquivoDoDoc(arquivo))
            .where(doDoc(s.empresaId, req.params.id))
            .returning(colunasDoc);
          await auditar(tx, s, {
            entidade: documentosAnexos.name,
            entidadeId: depois.id,
            acao: 'ALTERAR',
            descricao: depois.descricao,
            antes,
            depois,
          });
          return depois;
        });
      },
    );
  });

  rota(app, baixarAnexo, ler, async (req, reply) => {
    const s = sessionOf(req);
    const where = doDoc(s.empresaId, req.params.id);
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
  registerDocumentos(app, db);

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
    'documentos-anexos': {
      // The file of a create (POST multipart above), in the record's transaction.
      async afterSave({ db: tx, id, body }) {
        const arquivo = (body as ComArquivo)?.[ARQUIVO];
        if (arquivo) await tx.update(doc).set(arquivoDoDoc(arquivo)).where(eq(doc.id, id));
      },
    },
  };
}
