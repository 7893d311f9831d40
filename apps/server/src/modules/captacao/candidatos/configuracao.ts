import { createHash } from 'node:crypto';
import {
  CONFIGURACAO_CANDIDATO_ACCESS,
  type ConfiguracaoCampoCandidato,
  type ConfiguracaoCandidato,
  configuracaoCamposSchema,
  type FormularioCandidato,
} from '@ipe/domain/resources/captacao/candidatos/index';
import {
  alterarConfiguracaoCamposCandidato,
  configuracaoCamposCandidato,
} from '@ipe/domain/resources/captacao/candidatos/contratos';
import { formularioCandidato } from '@ipe/domain/resources/captacao/candidatos/contratosConsultas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/index.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { gravarEscolhaCandidato, lerCamposCandidato, visiveis } from '../../utilitario/index.ts';

export const BASE = '/api/captacao/candidatos';
export const tags = ['captacao'];

/** The version stored with an acceptance: SHA-256 of the policy text (changes whenever the text does). */
export function versaoPolitica(texto: string | null | undefined): string | null {
  return texto?.trim() ? createHash('sha256').update(texto.trim()).digest('hex') : null;
}

/** Everything a candidate form needs from its company (the internal form and, later, the external one). */
export async function lerFormulario(db: Db, empresaId: number): Promise<FormularioCandidato> {
  const [e] = await db
    .select({
      maxCandidataCargo: empresa.maxCandidataCargo,
      exigirAceitePsi: empresa.exigirAceitePsi,
      politicaSeguranca: empresa.politicaSeguranca,
    })
    .from(empresa)
    .where(eq(empresa.id, empresaId));
  if (!e) throw notFound();
  const [campos, camposExtras] = await Promise.all([
    lerCamposCandidato(db, empresaId),
    visiveis(db, empresaId, 'candidato'),
  ]);
  return {
    obrigatorios: campos.filter((c) => c.obrigatorio).map((c) => c.campo),
    visiveis: campos.filter((c) => c.visivel).map((c) => c.campo),
    camposExtras,
    maxCandidataCargo: e.maxCandidataCargo,
    exigirAceitePsi: e.exigirAceitePsi,
    politicaSeguranca: e.politicaSeguranca,
    versaoPolitica: versaoPolitica(e.politicaSeguranca),
  };
}

export const configuracaoDe = (f: FormularioCandidato): ConfiguracaoCandidato => ({
  obrigatorios: f.obrigatorios,
  camposExtras: f.camposExtras,
  maxCandidataCargo: f.maxCandidataCargo,
  exigirAceitePsi: f.exigirAceitePsi,
});

async function lerConfiguracaoCampos(db: Db, empresaId: number): Promise<ConfiguracaoCampoCandidato[]> {
  return (await lerCamposCandidato(db, empresaId)).map((c) => ({
    campo: c.campo,
    label: c.label,
    grupo: c.grupo,
    fixo: !!c.fixo,
    obrigatorio: c.obrigatorio,
    visivel: c.visivel,
  }));
}

/**
 * GET/PUT /configuracao-campos (the company's required fields, same storage as the company screen's
 * checklist) and GET /formulario (what the forms read).
 */
export function registerConfiguracao(fastify: FastifyInstance, db: Db) {
  rota(
    fastify,
    configuracaoCamposCandidato,
    { config: { access: CONFIGURACAO_CANDIDATO_ACCESS }, schema: { tags } },
    async (req) => lerConfiguracaoCampos(db, sessionOf(req).empresaId),
  );

  rota(
    fastify,
    alterarConfiguracaoCamposCandidato,
    { config: { access: CONFIGURACAO_CANDIDATO_ACCESS }, schema: { tags } },
    async (req) => {
      const s = sessionOf(req);
      const parsed = configuracaoCamposSchema.safeParse(req.body ?? {});
      if (!parsed.success) throw fieldErrors(zodEntries(parsed.error.issues));
      const obrigatorios = new Set(parsed.data.obrigatorios);
      const visiveis = parsed.data.visiveis && new Set(parsed.data.visiveis);
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const escolha = (await lerConfiguracaoCampos(tx, s.empresaId)).map((c) => ({
          campo: c.campo,
          obrigatorio: obrigatorios.has(c.campo),
          // Without `visiveis` the stored visibility stays.
          visivel: visiveis ? visiveis.has(c.campo) : c.visivel,
        }));
        await gravarEscolhaCandidato(tx, s, s.empresaId, escolha);
        return lerConfiguracaoCampos(tx, s.empresaId);
      });
    },
  );

  // Read by every candidate form; whoever can open one may read it.
  rota(
    fastify,
    formularioCandidato,
    {
      config: {
        access: {
          anyOf: ['ROLE_CAP_CANDIDATOS', 'ROLE_CAP_CANDIDATOS_EDITAR', CONFIGURACAO_CANDIDATO_ACCESS],
        },
      },
      schema: { tags },
    },
    async (req) => lerFormulario(db, sessionOf(req).empresaId),
  );
}
