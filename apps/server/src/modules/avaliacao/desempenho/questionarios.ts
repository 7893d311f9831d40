/**
 * The evaluator's side of a performance evaluation (spec 2 §2 /avaliacao/avaliacoes-desempenhos-questionarios,
 * §7 Evaluations 'Questionnaire'): their list of forms (filter TODAS / RESPONDIDAS / NAO_RESPONDIDAS), one
 * form — the answering record's questions (docs/questionario.md) plus the competences of the evaluated
 * talent's band — and its save (partial or concluding) through the platform's `responder`, whose owner hook
 * (dono.ts) keeps the competence levels in the same transaction.
 */
import { isAllowed } from '@ipe/domain/acesso';
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import {
  competenciasDoFormulario as contratoCompetencias,
  type FormularioDesempenho,
  formularioDesempenho,
  listarQuestionariosDesempenho,
  niveisEscolhidosDoFormulario,
  responderDesempenho,
} from '@ipe/domain/resources/avaliacao/desempenhoQuestionarios';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { pagina } from '../../../platform/http/pagina.ts';
import { corpoValidadoPeloHandler, rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { doRespondente, registroDaEmpresa } from '../../../platform/questionario/colaborador/consultas.ts';
import { donosDoApp, lerParaResponder, responder } from '../../../platform/questionario/colaborador/index.ts';
import {
  competenciasDoFormulario,
  niveisDaEmpresa,
  niveisEscolhidos,
  SQL_AVALIA_COMPETENCIAS,
} from './competencias.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const AUTENTICADO = { config: { access: 'authenticated' as const }, schema: { tags: ['avaliacao'] } };

/** The evaluation of a record of the kind, else 404 (another kind is not this screen's). */
async function avaliacaoDoRegistro(db: Db, registroId: number) {
  const r = await db.execute(sql`
    select a.id, a.titulo, a.anonima, a.formato, ${SQL_AVALIA_COMPETENCIAS} as avalia_competencias,
           a.modelo_avaliacao_id is not null as avalia_questionario,
           a.exibir_nivel_competencia_exigido as exibir
      from colaborador_questionario cq join avaliacao_desempenho a on a.id = cq.dono_id
     where cq.id = ${registroId} and cq.dono_tipo = ${DONOS_AVALIACAO.desempenho}`);
  const [a] = rowsOf<{
    id: number;
    titulo: string;
    anonima: boolean;
    formato: string | null;
    avalia_competencias: boolean;
    avalia_questionario: boolean;
    exibir: boolean;
  }>(r);
  if (!a) throw notFound();
  return a;
}

/** The record of the kind in the session's company (any reader: each route checks who reads). */
async function registroDoTipo(db: Db, s: Session, rawId: unknown) {
  const linha = await registroDaEmpresa(db, s, rawId);
  if (linha.donoTipo !== DONOS_AVALIACAO.desempenho) throw notFound();
  return linha;
}

/** One form as the answering screen reads it: the platform's record plus the evaluation and its competences. */
export async function lerFormulario(app: FastifyInstance, db: Db, s: Session, rawId: unknown) {
  const linha = await registroDoTipo(db, s, rawId);
  const { p, completo } = await lerParaResponder(db, donosDoApp(app), s, linha.id);
  return { linha, p, formulario: await formulario(db, s, linha.id, p.respondente, completo) };
}

async function formulario(
  db: Db,
  s: Session,
  registroId: number,
  respondente: boolean,
  completo: Omit<FormularioDesempenho, 'avaliacao' | 'niveis' | 'competencias'>,
): Promise<FormularioDesempenho> {
  const a = await avaliacaoDoRegistro(db, registroId);
  // The evaluator sees the required level only when the evaluation says so; HR always.
  const exibir = a.exibir || !respondente;
  return {
    ...completo,
    avaliacao: {
      id: a.id,
      titulo: a.titulo,
      anonima: a.anonima,
      formato: a.formato,
      avaliaCompetencias: a.avalia_competencias,
      avaliaQuestionario: a.avalia_questionario,
      exibirNivelCompetenciaExigido: a.exibir,
    },
    niveis: a.avalia_competencias ? await niveisDaEmpresa(db, s.empresaId) : [],
    competencias: await competenciasDoFormulario(db, registroId, exibir),
  };
}

export function registerQuestionariosDesempenho(app: FastifyInstance, { db }: ModuleDeps): undefined {
  // The evaluator's own released forms, in the session's company; paged, one query.
  rota(app, listarQuestionariosDesempenho, AUTENTICADO, async (req) => {
    const s = sessionOf(req);
    const { filtro, avaliacaoDesempenhoId, page, size } = req.query;
    const r = await db.execute(sql`
      select colaborador_questionario.id, a.id as avaliacao_id, a.titulo, a.data_ini, a.data_fim,
             c.id as avaliado_id, c.nome as avaliado_nome, p.papel,
             colaborador_questionario.concluido_em,
             colaborador_questionario.questionario_resposta_id is not null as salvo,
             count(*) over () as total
        from colaborador_questionario
        join avaliacao_desempenho a on a.id = colaborador_questionario.dono_id
        join colaborador c on c.id = colaborador_questionario.avaliado_colaborador_id
        left join participante_avaliacao_desempenho p
          on p.colaborador_questionario_id = colaborador_questionario.id
       where colaborador_questionario.dono_tipo = ${DONOS_AVALIACAO.desempenho}
         and colaborador_questionario.liberado
         and ${doRespondente(s)}
         ${filtro === 'RESPONDIDAS' ? sql`and colaborador_questionario.concluido_em is not null` : sql``}
         ${filtro === 'NAO_RESPONDIDAS' ? sql`and colaborador_questionario.concluido_em is null` : sql``}
         ${avaliacaoDesempenhoId ? sql`and a.id = ${avaliacaoDesempenhoId}` : sql``}
       order by a.data_fim desc, a.id desc, c.nome, colaborador_questionario.id
       limit ${size} offset ${page * size}`);
    const linhas = rowsOf<{
      id: number;
      avaliacao_id: number;
      titulo: string;
      data_ini: string;
      data_fim: string;
      avaliado_id: number;
      avaliado_nome: string;
      papel: string | null;
      concluido_em: string | Date | null;
      salvo: boolean;
      total: string | number;
    }>(r);
    const conteudo = linhas.map((l) => ({
      id: l.id,
      avaliacao: {
        id: l.avaliacao_id,
        nome: l.titulo,
        dataIni: String(l.data_ini),
        dataFim: String(l.data_fim),
      },
      avaliado: { id: l.avaliado_id, nome: l.avaliado_nome },
      papel: l.papel,
      situacao: (l.concluido_em ? 'C' : l.salvo ? 'A' : 'P') as 'C' | 'A' | 'P',
      concluidoEm: l.concluido_em == null ? null : new Date(l.concluido_em).toISOString(),
    }));
    // Past the last page the window count is absent: count apart (rare).
    let total = Number(linhas[0]?.total ?? 0);
    if (!linhas.length && page > 0) {
      const c = await db.execute(sql`
        select count(*) as n from colaborador_questionario
          join avaliacao_desempenho a on a.id = colaborador_questionario.dono_id
         where colaborador_questionario.dono_tipo = ${DONOS_AVALIACAO.desempenho}
           and colaborador_questionario.liberado and ${doRespondente(s)}
           ${filtro === 'RESPONDIDAS' ? sql`and colaborador_questionario.concluido_em is not null` : sql``}
           ${filtro === 'NAO_RESPONDIDAS' ? sql`and colaborador_questionario.concluido_em is null` : sql``}
           ${avaliacaoDesempenhoId ? sql`and a.id = ${avaliacaoDesempenhoId}` : sql``}`);
      total = Number(rowsOf<{ n: string }>(c)[0].n);
    }
    return pagina(conteudo, total, page, size);
  });

  rota(app, formularioDesempenho, AUTENTICADO, async (req) => {
    return (await lerFormulario(app, db, sessionOf(req), req.params.id)).formulario;
  });

  rota(app, responderDesempenho, { ...AUTENTICADO, ...corpoValidadoPeloHandler }, async (req) => {
    const s = sessionOf(req);
    const linha = await registroDoTipo(db, s, req.params.id);
    const completo = await responder(db, donosDoApp(app), s, linha.id, req.body);
    return formulario(db, s, linha.id, !completo.porOutroUsuario, completo);
  });

  rota(app, contratoCompetencias, AUTENTICADO, async (req) => {
    const { formulario: f } = await lerFormulario(app, db, sessionOf(req), req.params.id);
    return f.competencias;
  });

  rota(app, niveisEscolhidosDoFormulario, AUTENTICADO, async (req) => {
    const { linha } = await lerFormulario(app, db, sessionOf(req), req.params.id);
    return niveisEscolhidos(db, linha.id);
  });
}

/** HR holds the evaluation's read authority. */
export const ehRh = (s: Session) => isAllowed('ROLE_AVA_AVALIACOES_DESEMPENHO', s.authorities);
