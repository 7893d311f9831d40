/**
 * Owner kinds of the answering record (docs/questionario.md 'Registro de resposta'): a module that has
 * people answer question sets declares its kind in its server manifest, as it declares pending work:
 *
 *   donosResposta: [{
 *     tipo: 'acompanhamento-experiencia', nome: 'Acompanhamento de Experiência', caixa: 'A',
 *     acesso: { read: 'ROLE_…', write: 'ROLE_…' },
 *     porOutroUsuario: true,                       // HR with `write` (a manager: within `escopo`) may answer for the respondent
 *     escopo: (s) => …,                            // rows an area-scoped session sees (cargoSalario's escopoDoColaborador)
 *     descrever: async (db, empresaId, registros) => new Map(…),   // titles, one query
 *     aoSalvar: async (tx, ctx) => { … },          // optional: the owner's own effects, in the save's transaction
 *   }]
 *
 * The platform names no module: the list is gathered from the manifests (app.ts).
 */
import type { AccessRule } from '@ipe/domain/acesso';
import type { TipoCaixa } from '@ipe/domain/mensagens';
import type { ResultadoQuestionario } from '@ipe/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../auth/sessions.ts';

/** What an owner receives to describe its records. */
export interface RegistroDoDono {
  id: number;
  donoId: number;
  questionarioId: number;
  respondenteUsuarioId: number | null;
  respondenteColaboradorId: number | null;
  avaliadoColaboradorId: number | null;
}

/** How a record shows in lists, the answering screen, reminders and the PDF. */
export interface DescricaoRegistro {
  /** 'Acompanhamento de 45 dias', 'Pesquisa de clima 2026'. */
  titulo: string;
  /** The evaluated talent's name (when the record has one). */
  avaliado?: string | null;
  /** The respondent's name when they have no user (a talent without login). */
  respondente?: string | null;
  /** The owner's screen for this record (HR), an internal path. */
  link?: string | null;
  /**
   * The owner's own answering screen, when it answers more than the questions (a performance evaluation's
   * competences); Minhas pendências and the reminders link there instead of the generic screen.
   */
  linkResposta?: string | null;
}

export interface ContextoSalvar {
  registro: RegistroDoDono & { empresaId: number };
  resultado: ResultadoQuestionario;
  session: Session;
  /** The session user answered for the respondent. */
  porOutroUsuario: boolean;
  /** The request body as sent (the owner's own parts of it, e.g. competence levels). */
  corpo: unknown;
}

export interface DonoResposta {
  /** Stable kebab-case code, stored in colaborador_questionario.dono_tipo (≤ 40 characters, unique). */
  tipo: string;
  /** The kind's name in lists ('Acompanhamento de Experiência'). */
  nome: string;
  /** The home page's box of its reminders ('A' evaluations, 'P' surveys, 'T' classes…). */
  caixa: TipoCaixa;
  /** HR's authorities over the kind's records: `read` lists and prints them, `write` removes answers. */
  acesso: { read: AccessRule; write: AccessRule };
  /** Lists and the PDF never show who answered to anyone but the respondent. */
  anonimo?: boolean;
  /**
   * Per-owner anonymity (a performance evaluation marked anonymous): the ids among `donoIds` whose
   * records are anonymous. Stricter than `anonimo`: nobody but the respondent reads or prints one record's
   * answers (the owner shows aggregates only) or learns who answered, and saves are not audited (the log
   * would tie the answers to the respondent).
   */
  anonimos?(db: Db, donoIds: readonly number[]): Promise<ReadonlySet<number>>;
  /** Records may be saved over a set without questions (a competence-only evaluation). */
  permiteQuestionarioVazio?: boolean;
  /** Someone holding `acesso.write` (within `escopo`) may answer for the respondent ('por outro usuário'). */
  porOutroUsuario?: boolean;
  /** Concluded answers may be removed (DELETE …/respostas), so the record is answered again. */
  permiteReabrir?: boolean;
  /**
   * Rows an area-scoped session sees among the kind's records, as a condition over colaborador_questionario
   * (e.g. the evaluated talent within cargoSalario's escopoDoColaborador); undefined: no restriction (HR).
   */
  escopo?: (s: Session) => SQL | undefined;
  /** Titles and names of a batch of records of one company: ONE query whatever the batch's size. */
  descrever(
    db: Db,
    empresaId: number,
    registros: readonly RegistroDoDono[],
  ): Promise<Map<number, DescricaoRegistro>>;
  /** The owner's own effects of a save (its result, an audit, a message), inside the save's transaction. */
  aoSalvar?(tx: Db, ctx: ContextoSalvar): Promise<void>;
}

/** The kinds by code; refuses two kinds with one code or a code too long for its column. */
export function registroDeDonos(lista: readonly DonoResposta[]): ReadonlyMap<string, DonoResposta> {
  const mapa = new Map<string, DonoResposta>();
  for (const d of lista) {
    if (mapa.has(d.tipo)) throw new Error(`Dono de respostas '${d.tipo}' registrado duas vezes`);
    if (d.tipo.length > 40 || !/^[a-z0-9-]+$/.test(d.tipo))
      throw new Error(`Dono de respostas '${d.tipo}': código em kebab-case, até 40 caracteres`);
    mapa.set(d.tipo, d);
  }
  return mapa;
}

/** A record whose kind no module declares any more: shown plainly, never answered on anyone's behalf. */
export const DONO_DESCONHECIDO: DonoResposta = {
  tipo: 'desconhecido',
  nome: 'Questionário',
  caixa: 'P',
  acesso: { read: { anyOf: [] }, write: { anyOf: [] } },
  descrever: async () => new Map(),
};
