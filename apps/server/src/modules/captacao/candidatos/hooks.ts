import { hojeIso } from '@ipe/domain/salario';
import {
  candidatoExtrasSchema,
  candidatos,
  type FormularioCandidato,
  MSG_CANDIDATO as M,
  pendenciasCandidato,
  qualificacaoPorPendencias,
  validarConfigurado,
} from '@ipe/domain/resources/captacao/candidatos/index';
import { camposExtrasValoresSchema } from '@ipe/domain/resources/utilitario/organizacao/index';
import { resourceSchema } from '@ipe/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { camposExtras } from '../../utilitario/schema.ts';
import { candidato } from '../schema.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors, zodEntries } from '../../../platform/http/errors.ts';
import { hooksBuscaCandidatos } from './busca.ts';
import { configuracaoDe, lerFormulario } from './configuracao.ts';
import { lerCamposExtrasValores } from './leitura.ts';
import { referenciasDeOutraEmpresa } from './referencias.ts';
import { candidatoDaSessao } from './sessaoCandidato.ts';

const schema = resourceSchema(candidatos);

/**
 * The company's form rules read once per save: validate reads them and afterSave reuses them through
 * the request body (the same object reaches both hooks).
 */
const formularioDoCorpo = new WeakMap<object, FormularioCandidato>();
async function formularioDe(db: Db, empresaId: number, body: unknown) {
  const key = typeof body === 'object' && body ? body : null;
  const cached = key ? formularioDoCorpo.get(key) : undefined;
  if (cached) return cached;
  const f = await lerFormulario(db, empresaId);
  if (key) formularioDoCorpo.set(key, f);
  return f;
}

/** Stored facts a body does not carry: whether there is a photo, a password, extra-field values. */
async function armazenado(db: Db, id: number) {
  const [row] = await db
    .select({
      temFoto: sql<boolean>`${candidato.foto} is not null`,
      temSenha: sql<boolean>`${candidato.senha} is not null`,
      camposExtrasId: candidato.camposExtrasId,
      aceito: candidato.aceitoPoliticaSeguranca,
    })
    .from(candidato)
    .where(eq(candidato.id, id));
  return row;
}

/** Writes the visible extra-field values into the candidate's campos_extras row; answers its id. */
async function gravarCamposExtras(
  tx: Db,
  empresaId: number,
  atual: number | null,
  f: FormularioCandidato,
  valores: Record<string, unknown> | null | undefined,
  completo: boolean,
) {
  if (!f.camposExtras.length || !valores) return atual;
  // Simplified forms do not apply the company's required fields (missing ones show in the qualification).
  const campos = completo ? f.camposExtras : f.camposExtras.map((c) => ({ ...c, obrigatorio: false }));
  const parsed = camposExtrasValoresSchema(campos).safeParse(valores);
  if (!parsed.success)
    throw fieldErrors(
      zodEntries(parsed.error.issues).map((e) => ({ ...e, field: `camposExtras.${e.field}` })),
    );
  const values = parsed.data as Record<string, unknown>;
  if (atual) {
    await tx.update(camposExtras).set(values).where(eq(camposExtras.id, atual));
    return atual;
  }
  const [row] = await tx
    .insert(camposExtras)
    .values({ ...values, empresaId })
    .returning({ id: camposExtras.id });
  return row.id;
}

/** CrudHooks of the candidate: the company's form rules, password, consent, qualification, duplicates. */
export function candidatoHooks(db: Db): CrudHooks {
  return {
    ...hooksBuscaCandidatos, // the list's search filters, relevance order and capped count (busca.ts)
    async validate(body, { db: on, session }) {
      const extras = candidatoExtrasSchema.safeParse(body ?? {});
      if (!extras.success) return zodEntries(extras.error.issues);
      const f = await formularioDe(on ?? db, session.empresaId, body);
      const candidato = candidatoDaSessao(session);
      // Photo and stored password are checked once the record is known (beforeSave/afterSave), except
      // when a candidate registers: the password is how they come back, whatever the company requires.
      return validarConfigurado(body as Record<string, unknown>, configuracaoDe(f), {
        formulario: extras.data.formulario,
        armazenado: { temFoto: true, temSenha: candidato !== 0 },
        peloCandidato: candidato !== undefined,
      }).concat(
        candidato === 0 && !extras.data.senha && !f.obrigatorios.includes('senha')
          ? [{ field: 'senha', message: M.obrigatoria('Senha') }]
          : [],
      );
    },

    async beforeSave({ db: tx, session, id, data }) {
      const entries = await referenciasDeOutraEmpresa(tx, session.empresaId, data);
      if (data.cpf) {
        const [dup] = await tx
          .select({ id: candidato.id })
          .from(candidato)
          .where(
            and(
              eq(candidato.empresaId, session.empresaId),
              eq(candidato.cpf, String(data.cpf)),
              id ? ne(candidato.id, id) : undefined,
            ),
          )
          .limit(1);
        if (dup)
          entries.push({
            field: 'cpf',
            message: candidatoDaSessao(session) === undefined ? M.cpfDuplicado : M.cpfJaCadastrado,
          });
      }
      const antes = id ? await armazenado(tx, id) : null;
      const aceitando = data.aceitoPoliticaSeguranca === true && !antes?.aceito;
      const f = antes || aceitando ? await lerFormulario(tx, session.empresaId) : null;
      if (antes && f?.obrigatorios.includes('foto') && !antes.temFoto)
        entries.push({ field: 'foto', message: M.obrigatoria('Foto') });
      if (entries.length) throw fieldErrors(entries);
      data.dataAtualizacao = hojeIso();
      if (id === null && candidatoDaSessao(session) === 0) data.moduloExterno = true; // registered by themself
      // Consent (LGPD): the date and policy version of the acceptance; unticking withdraws it.
      if (data.aceitoPoliticaSeguranca !== true) {
        data.dataAceitePolitica = null;
        data.versaoPolitica = null;
      } else if (aceitando) {
        data.dataAceitePolitica = hojeIso();
        data.versaoPolitica = f?.versaoPolitica ?? null;
      }
    },

    // The candidate's extra-field row is pointed at by the candidate, so it does not cascade. (The
    // evaluations' answerings go in the evaluations part's own afterDelete: hooks compose, all run.)
    async afterDelete(ctx) {
      const extrasId = ctx.row.camposExtrasId;
      if (typeof extrasId === 'number')
        await ctx.db.delete(camposExtras).where(eq(camposExtras.id, extrasId));
    },

    async afterSave({ db: tx, session, id, body }) {
      const extras = candidatoExtrasSchema.parse(body ?? {});
      const f = await formularioDe(tx, session.empresaId, body);
      const antes = await armazenado(tx, id);
      const set: Partial<typeof candidato.$inferInsert> = {};
      if (extras.senha) set.senha = await hashPassword(extras.senha);
      const temSenha = antes.temSenha || !!set.senha;
      if (extras.formulario === 'completo' && f.obrigatorios.includes('senha') && !temSenha)
        throw fieldErrors([{ field: 'senha', message: M.obrigatoria('Senha') }]);
      const extrasId = await gravarCamposExtras(
        tx,
        session.empresaId,
        antes.camposExtrasId,
        f,
        extras.camposExtras,
        extras.formulario === 'completo',
      );
      if (extrasId !== antes.camposExtrasId) set.camposExtrasId = extrasId;
      const valores = schema.parse(body) as Record<string, unknown>;
      const pendencias = pendenciasCandidato(
        {
          ...valores,
          // A body without extra fields keeps the stored ones.
          camposExtras: extras.camposExtras ?? (await lerCamposExtrasValores(tx, extrasId)),
          temFoto: antes.temFoto,
          temSenha,
        },
        f,
      );
      Object.assign(set, qualificacaoPorPendencias(pendencias));
      await tx.update(candidato).set(set).where(eq(candidato.id, id));
    },
  };
}
