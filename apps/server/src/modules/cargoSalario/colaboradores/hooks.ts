import { escopoDoColaborador } from './escopo.ts';
import { onlyDigits } from '@ipe/domain';
import {
  historicoVigente,
  MSG_COLABORADOR as M,
  SITUACOES_DESLIGAMENTO,
  SITUACOES_ENCERRADAS,
  TIPO_SALARIO_INDICE,
  TIPO_SALARIO_VALOR,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { usuario } from '../../../db/schema/index.ts';
import { auditar } from '../../../platform/audit.ts';
import { deleteUserSessions } from '../../../platform/auth/sessions.ts';
import { cidade } from '../../geral/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { areaOrganizacional, cargo } from '../areas/schema.ts';
import { faixaSalarial, indice } from '../faixas/schema.ts';
import { colaborador, colaboradorHistorico } from './schema.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors } from '../../../platform/http/errors.ts';

/** A history row of the parsed body. */
interface HistoricoBody {
  id?: number | null;
  data: string;
  estabelecimentoId: number;
  areaOrganizacionalId: number;
  faixaSalarialId: number;
  tipoSalario: string;
  indiceId: number | null;
  quantidade: number | null;
  valor: number | null;
}
type Entry = { field: string; message: string };

const idsOf = (rows: HistoricoBody[], k: keyof HistoricoBody) => [
  ...new Set(rows.map((r) => r[k]).filter((v): v is number => typeof v === 'number')),
];

/** Which referenced ids of the history belong to the company (a band belongs to its position's company). */
async function idsDaEmpresa(tx: Db, empresaId: number, rows: HistoricoBody[]) {
  const estab = idsOf(rows, 'estabelecimentoId');
  const areas = idsOf(rows, 'areaOrganizacionalId');
  const faixas = idsOf(rows, 'faixaSalarialId');
  const indices = idsOf(rows, 'indiceId');
  const none = Promise.resolve([]);
  const [e, a, f, i] = await Promise.all([
    estab.length
      ? tx
          .select({ id: estabelecimento.id })
          .from(estabelecimento)
          .where(and(inArray(estabelecimento.id, estab), eq(estabelecimento.empresaId, empresaId)))
      : none,
    areas.length
      ? tx
          .select({ id: areaOrganizacional.id, ativo: areaOrganizacional.ativo })
          .from(areaOrganizacional)
          .where(and(inArray(areaOrganizacional.id, areas), eq(areaOrganizacional.empresaId, empresaId)))
      : none,
    faixas.length
      ? tx
          .select({ id: faixaSalarial.id, cargoId: faixaSalarial.cargoId })
          .from(faixaSalarial)
          .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
          .where(and(inArray(faixaSalarial.id, faixas), eq(cargo.empresaId, empresaId)))
      : none,
    indices.length
      ? tx
          .select({ id: indice.id })
          .from(indice)
          .where(and(inArray(indice.id, indices), eq(indice.empresaId, empresaId)))
      : none,
  ]);
  return {
    estabelecimentoId: new Set((e as { id: number }[]).map((r) => r.id)),
    areaOrganizacionalId: new Set((a as { id: number }[]).map((r) => r.id)),
    areasInativas: new Set((a as { id: number; ativo: boolean }[]).filter((r) => !r.ativo).map((r) => r.id)),
    faixaSalarialId: new Set((f as { id: number }[]).map((r) => r.id)),
    cargoDaFaixa: new Map((f as { id: number; cargoId: number }[]).map((r) => [r.id, r.cargoId])),
    indiceId: new Set((i as { id: number }[]).map((r) => r.id)),
  };
}

/** Rows that put the talent in an area now (new rows, or rows whose area changed): no inactive area there. */
async function areasEscolhidas(tx: Db, id: number | null, rows: HistoricoBody[]) {
  const antes = id
    ? new Map(
        (
          await tx
            .select({ id: colaboradorHistorico.id, area: colaboradorHistorico.areaOrganizacionalId })
            .from(colaboradorHistorico)
            .where(eq(colaboradorHistorico.colaboradorId, id))
        ).map((r) => [r.id, r.area]),
      )
    : new Map<number, number>();
  return rows.map((r) => !r.id || antes.get(r.id) !== r.areaOrganizacionalId);
}

/** The CPF is taken by another talent of the company that is not dismissed or cancelled. */
async function cpfEmUso(tx: Db, empresaId: number, id: number | null, cpf: string) {
  const [outro] = await tx
    .select({ nome: colaborador.nome })
    .from(colaborador)
    .where(
      and(
        eq(colaborador.empresaId, empresaId),
        eq(colaborador.cpf, cpf),
        notInArray(colaborador.situacao, [...SITUACOES_ENCERRADAS]),
        id ? ne(colaborador.id, id) : undefined,
      ),
    )
    .limit(1);
  return outro?.nome ?? null;
}

/**
 * The talent's user logs in by CPF: when the talent's CPF changes, the user's login changes with it (in
 * the save's transaction). The new CPF must be no other user's login and cannot be blanked. Answers the
 * refusal's message, or the change to make (none when the talent has no user or keeps its CPF).
 */
async function novoLoginDoUsuario(tx: Db, id: number, cpf: unknown) {
  const [u] = await tx
    .select({ id: usuario.id, nome: usuario.nome, login: usuario.cpf, cpf: colaborador.cpf })
    .from(usuario)
    .innerJoin(colaborador, eq(colaborador.id, usuario.colaboradorId))
    .where(eq(usuario.colaboradorId, id));
  const novo = typeof cpf === 'string' ? onlyDigits(cpf) : '';
  if (!u || novo === (u.cpf ?? '')) return null;
  if (!novo) return { erro: M.cpfLoginObrigatorio };
  const [outro] = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.cpf, novo), ne(usuario.id, u.id)))
    .limit(1);
  return outro ? { erro: M.cpfLoginDeOutroUsuario } : { usuario: u, novo };
}

/** Keeps only the salary parts of the row's type. */
function limparSalario(r: HistoricoBody) {
  if (r.tipoSalario !== TIPO_SALARIO_INDICE) {
    r.indiceId = null;
    r.quantidade = null;
  }
  if (r.tipoSalario !== TIPO_SALARIO_VALOR) r.valor = null;
}

/**
 * Rules that need the database, and the talent's current position: establishment, area, band and cargo
 * of the latest history row, kept on the talent for fast lists and filters.
 */
export const colaboradorHooks: CrudHooks = {
  // An employee user sees itself and the people of the areas it manages (escopo.ts).
  scope: ({ session }) => escopoDoColaborador(session),
  async beforeSave({ db: tx, session, id, data }) {
    const rows = data.historicos as HistoricoBody[];
    if (typeof data.pis === 'string') data.pis = onlyDigits(data.pis) || null;
    if (typeof data.dddCelular === 'string') data.dddCelular = onlyDigits(data.dddCelular) || null;
    if (!SITUACOES_DESLIGAMENTO.includes(data.situacao as never)) {
      data.dataDesligamento = null;
      data.motivoDesligamento = null;
      data.observacaoDesligamento = null;
    }
    for (const r of rows) limparSalario(r);

    const entries: Entry[] = [];
    const found = await idsDaEmpresa(tx, session.empresaId, rows);
    const mudouArea = await areasEscolhidas(tx, id, rows);
    rows.forEach((r, i) => {
      for (const k of ['estabelecimentoId', 'areaOrganizacionalId', 'faixaSalarialId', 'indiceId'] as const) {
        const v = r[k];
        if (typeof v === 'number' && !found[k].has(v))
          entries.push({ field: `historicos.${i}.${k}`, message: M.naoPertenceEmpresa });
      }
      if (mudouArea[i] && found.areasInativas.has(r.areaOrganizacionalId))
        entries.push({ field: `historicos.${i}.areaOrganizacionalId`, message: M.areaInativa });
    });
    if (typeof data.cidadeId === 'number') {
      const [c] = await tx
        .select({ estadoId: cidade.estadoId })
        .from(cidade)
        .where(eq(cidade.id, data.cidadeId));
      if (c && c.estadoId !== data.estadoId)
        entries.push({ field: 'cidadeId', message: M.cidadeForaDoEstado });
    }
    if (typeof data.cpf === 'string' && data.cpf && !SITUACOES_ENCERRADAS.includes(data.situacao as never)) {
      const nome = await cpfEmUso(tx, session.empresaId, id, data.cpf);
      if (nome) entries.push({ field: 'cpf', message: M.cpfEmUso(nome) });
    }
    const login = id ? await novoLoginDoUsuario(tx, id, data.cpf) : null;
    if (login?.erro) entries.push({ field: 'cpf', message: login.erro });
    if (entries.length) throw fieldErrors(entries);

    if (login?.usuario) {
      const { usuario: u, novo } = login;
      await tx.update(usuario).set({ cpf: novo }).where(eq(usuario.id, u.id));
      await auditar(tx, session, {
        entidade: 'usuarios',
        entidadeId: u.id,
        acao: 'ALTERAR',
        descricao: u.nome,
        antes: { cpf: u.login },
        depois: { cpf: novo },
      });
    }

    const atual = historicoVigente(rows) as HistoricoBody;
    data.estabelecimentoId = atual.estabelecimentoId;
    data.areaOrganizacionalId = atual.areaOrganizacionalId;
    data.faixaSalarialId = atual.faixaSalarialId;
    data.cargoId = found.cargoDaFaixa.get(atual.faixaSalarialId);
  },
  /**
   * A dismissed or cancelled talent's user loses access in the same transaction: deactivated, its sessions
   * ended (a former employee must not keep reading the company's data). Rehiring does not reactivate it:
   * HR does that in the user register or by the bulk creation.
   */
  async afterSave({ db: tx, id }) {
    const [c] = await tx
      .select({ situacao: colaborador.situacao })
      .from(colaborador)
      .where(eq(colaborador.id, id));
    if (!c || !SITUACOES_ENCERRADAS.includes(c.situacao as never)) return;
    const desativados = await tx
      .update(usuario)
      .set({ ativo: false })
      .where(and(eq(usuario.colaboradorId, id), eq(usuario.ativo, true)))
      .returning({ id: usuario.id });
    for (const u of desativados) await deleteUserSessions(tx, u.id);
  },
};
