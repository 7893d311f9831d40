import { diferenca, MSG_REAJUSTE as M } from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/platform.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { badRequest, fieldErrors } from '../../../platform/http/errors.ts';
import { ambiente, funcao } from '../../sst/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { areaOrganizacional, cargo } from '../areas/schema.ts';
import { areasDaSessao, escopoDeArea, escopoDoColaborador, gestorDaSessao } from '../colaboradores/escopo.ts';
import { colaborador } from '../colaboradores/schema.ts';
import { faixaSalarial, indice } from '../faixas/schema.ts';
import {
  composicaoDe,
  valorComposicaoEmSql,
  valorFaixaEmSql,
  valorIndiceEmSql,
} from '../faixas/salarioSql.ts';
import { linhas } from '../relatorios/talentosSql.ts';
import {
  reajusteColaborador,
  reajusteFaixaSalarial,
  reajusteIndice,
  tabelaReajusteColaborador as tabela,
} from './schema.ts';
import { escopoDaTabela, exigirNaoAplicada, tabelaParaRegistro, temRegistros } from './tabela.ts';

type Entry = { field: string; message: string };
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** Whether row `id` of `table` belongs to the company (bands through their position). */
async function daEmpresa(
  db: Db,
  empresaId: number,
  t: PgTable,
  idCol: PgColumn,
  empCol: PgColumn,
  id: number,
) {
  const [r] = await db
    .select({ id: idCol })
    .from(t)
    .where(and(eq(idCol, id), eq(empCol, empresaId)));
  return !!r;
}
async function faixaDaEmpresa(db: Db, empresaId: number, id: number) {
  const [r] = await db
    .select({ id: faixaSalarial.id })
    .from(faixaSalarial)
    .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
    .where(and(eq(faixaSalarial.id, id), eq(cargo.empresaId, empresaId)));
  return !!r;
}

/** Field errors for referenced ids of another company. */
async function referenciasDaEmpresa(
  db: Db,
  s: Session,
  data: Record<string, unknown>,
  campos: [string, 'estab' | 'area' | 'faixa' | 'indice' | 'ambiente' | 'funcao'][],
) {
  const out: Entry[] = [];
  for (const [campo, tipo] of campos) {
    const id = num(data[campo]);
    if (id == null) continue;
    const ok =
      tipo === 'faixa'
        ? await faixaDaEmpresa(db, s.empresaId, id)
        : tipo === 'estab'
          ? await daEmpresa(
              db,
              s.empresaId,
              estabelecimento,
              estabelecimento.id,
              estabelecimento.empresaId,
              id,
            )
          : tipo === 'area'
            ? await daEmpresa(
                db,
                s.empresaId,
                areaOrganizacional,
                areaOrganizacional.id,
                areaOrganizacional.empresaId,
                id,
              )
            : tipo === 'indice'
              ? await daEmpresa(db, s.empresaId, indice, indice.id, indice.empresaId, id)
              : tipo === 'ambiente'
                ? await daEmpresa(db, s.empresaId, ambiente, ambiente.id, ambiente.empresaId, id)
                : await daEmpresa(db, s.empresaId, funcao, funcao.id, funcao.empresaId, id);
    if (!ok) out.push({ field: campo, message: M.naoPertenceEmpresa });
  }
  return out;
}

/** The table a record belongs to now (an update may not move a record out of an applied table). */
async function tabelaAtualDoRegistro(db: Db, t: PgTable, id: number | null) {
  if (id == null) return;
  const [r] = await linhas<{ tabela: number }>(
    db,
    sql`select tabela_reajuste_colaborador_id as tabela from ${t} where id = ${id}`,
  );
  if (r) await exigirNaoAplicada(db, r.tabela);
}

/** Hooks of the planning tables: locked once applied; kind fixed once it has records. */
function hooksTabela(db: Db): CrudHooks {
  return {
    scope: ({ session }) => escopoDaTabela(session),
    async beforeSave({ db: tx, id, data }) {
      if (id == null) return;
      const [t] = await tx.select().from(tabela).where(eq(tabela.id, id)).for('update');
      if (!t) return;
      if (t.aprovada) throw badRequest(M.tabelaAplicada, 'PLANEJAMENTO_APLICADO');
      if (data.tipoReajuste !== t.tipoReajuste && (await temRegistros(tx, id)))
        throw fieldErrors([{ field: 'tipoReajuste', message: M.tipoComReajustes }]);
    },
    async beforeDelete({ id }) {
      await exigirNaoAplicada(db, id);
    },
  };
}

/** The talent's situation on `data` (its history row in force) and its salary then. */
async function situacaoDoColaborador(db: Db, colaboradorId: number, data: string) {
  const [h] = await linhas<{
    estabelecimentoId: number;
    areaOrganizacionalId: number;
    faixaSalarialId: number;
    tipoSalario: string;
    indiceId: number | null;
    quantidade: number | null;
    salario: number | null;
  }>(
    db,
    sql`select h.estabelecimento_id as "estabelecimentoId", h.area_organizacional_id as "areaOrganizacionalId",
          h.faixa_salarial_id as "faixaSalarialId", h.tipo_salario as "tipoSalario", h.indice_id as "indiceId",
          h.quantidade::float8 as quantidade, ${valorComposicaoEmSql(composicaoDe('h'), sql`${data}::date`)} as salario
        from colaborador_historico h
       where h.colaborador_id = ${colaboradorId} and h.data <= ${data}::date
       order by h.data desc, h.id desc limit 1`,
  );
  return h ?? null;
}
export { situacaoDoColaborador };

/** A composition's value on `data` (the proposal's salary), by the shared SQL rules. */
async function valorDaComposicao(
  db: Db,
  c: {
    tipo: string;
    faixaId: number | null;
    indiceId: number | null;
    quantidade: number | null;
    valor: number | null;
  },
  data: string,
): Promise<number | null> {
  const [r] = await linhas<{ v: number | null }>(
    db,
    sql`select ${valorComposicaoEmSql(
      {
        tipoSalario: sql`${c.tipo}::varchar`,
        faixaId: sql`${c.faixaId}::int`,
        indiceId: sql`${c.indiceId}::int`,
        quantidade: sql`${c.quantidade}::numeric`,
        valor: sql`${c.valor}::numeric`,
      },
      sql`${data}::date`,
    )} as v`,
  );
  return r?.v ?? null;
}
export { valorDaComposicao };

/** Hooks of the talents' records: table rules, company, area scope, duplicates, current and difference. */
function hooksColaborador(db: Db): CrudHooks {
  return {
    scope: ({ session }) => escopoDeArea(session, reajusteColaborador.areaOrganizacionalAtualId),
    async beforeSave({ db: tx, session: s, id, data }) {
      await tabelaAtualDoRegistro(tx, reajusteColaborador, id);
      const t = await tabelaParaRegistro(tx, s, data.tabelaReajusteColaboradorId, 'C');
      const colaboradorId = data.colaboradorId as number;
      const [c] = await tx
        .select({ id: colaborador.id })
        .from(colaborador)
        .where(
          and(
            eq(colaborador.id, colaboradorId),
            eq(colaborador.empresaId, s.empresaId),
            escopoDoColaborador(s),
          ),
        );
      const entries: Entry[] = [];
      if (!c) entries.push({ field: 'colaboradorId', message: M.naoPertenceEmpresa });
      else {
        const [dup] = await tx
          .select({ id: reajusteColaborador.id })
          .from(reajusteColaborador)
          .where(
            and(
              eq(reajusteColaborador.tabelaReajusteColaboradorId, t.id),
              eq(reajusteColaborador.colaboradorId, colaboradorId),
              id == null ? undefined : ne(reajusteColaborador.id, id),
            ),
          );
        if (dup) entries.push({ field: 'colaboradorId', message: M.colaboradorDuplicado });
      }
      entries.push(
        ...(await referenciasDaEmpresa(tx, s, data, [
          ['estabelecimentoPropostoId', 'estab'],
          ['areaOrganizacionalPropostaId', 'area'],
          ['faixaSalarialPropostaId', 'faixa'],
          ['indicePropostoId', 'indice'],
          ['ambientePropostoId', 'ambiente'],
          ['funcaoPropostaId', 'funcao'],
        ])),
      );
      const areas = areasDaSessao(s);
      if (areas && typeof data.areaOrganizacionalPropostaId === 'number') {
        const [dentro] = await linhas<{ ok: boolean }>(
          tx,
          sql`select ${data.areaOrganizacionalPropostaId}::int in ${areas} as ok`,
        );
        if (!dentro?.ok) entries.push({ field: 'areaOrganizacionalPropostaId', message: M.areaForaDoEscopo });
      }
      const [emp] = await tx
        .select({ obrigar: empresa.obrigarAmbienteFuncao })
        .from(empresa)
        .where(eq(empresa.id, s.empresaId));
      if (emp?.obrigar) {
        if (data.ambientePropostoId == null)
          entries.push({ field: 'ambientePropostoId', message: M.ambienteObrigatorio });
        if (data.funcaoPropostaId == null)
          entries.push({ field: 'funcaoPropostaId', message: M.funcaoObrigatoria });
      }
      if (entries.length) throw fieldErrors(entries);

      // Keep only the salary parts of the proposed type.
      const tipo = String(data.tipoSalarioProposto);
      if (tipo !== '2') {
        data.indicePropostoId = null;
        data.quantidadeIndiceProposto = null;
      }
      const atual = await situacaoDoColaborador(tx, colaboradorId, t.data);
      data.estabelecimentoAtualId = atual?.estabelecimentoId ?? null;
      data.areaOrganizacionalAtualId = atual?.areaOrganizacionalId ?? null;
      data.faixaSalarialAtualId = atual?.faixaSalarialId ?? null;
      data.tipoSalarioAtual = atual?.tipoSalario ?? null;
      data.indiceAtualId = atual?.indiceId ?? null;
      data.quantidadeIndiceAtual = atual?.quantidade ?? null;
      data.salarioAtual = atual?.salario ?? null;
      if (tipo !== '3')
        data.salarioProposto = await valorDaComposicao(
          tx,
          {
            tipo,
            faixaId: num(data.faixaSalarialPropostaId),
            indiceId: num(data.indicePropostoId),
            quantidade: num(data.quantidadeIndiceProposto),
            valor: null,
          },
          t.data,
        );
      Object.assign(data, diferenca(atual?.salario ?? null, num(data.salarioProposto)));
    },
    async beforeDelete({ id }) {
      await tabelaAtualDoRegistro(db, reajusteColaborador, id);
    },
  };
}

/** Bands and indices are planned by HR: an area-scoped session sees none of their records. */
const nadaParaGestor = (s: Session): SQL | undefined => (gestorDaSessao(s) == null ? undefined : sql`false`);

/** Hooks of the bands' records. */
function hooksFaixa(db: Db): CrudHooks {
  return {
    scope: ({ session }) => nadaParaGestor(session),
    async beforeSave({ db: tx, session: s, id, data }) {
      await tabelaAtualDoRegistro(tx, reajusteFaixaSalarial, id);
      const t = await tabelaParaRegistro(tx, s, data.tabelaReajusteColaboradorId, 'F');
      const entries = await referenciasDaEmpresa(tx, s, data, [
        ['faixaSalarialId', 'faixa'],
        ['indicePropostoId', 'indice'],
      ]);
      if (!entries.length) {
        const [dup] = await tx
          .select({ id: reajusteFaixaSalarial.id })
          .from(reajusteFaixaSalarial)
          .where(
            and(
              eq(reajusteFaixaSalarial.tabelaReajusteColaboradorId, t.id),
              eq(reajusteFaixaSalarial.faixaSalarialId, data.faixaSalarialId as number),
              id == null ? undefined : ne(reajusteFaixaSalarial.id, id),
            ),
          );
        if (dup) entries.push({ field: 'faixaSalarialId', message: M.faixaDuplicada });
      }
      if (entries.length) throw fieldErrors(entries);
      const tipo = String(data.tipoProposto);
      if (tipo !== '2') {
        data.indicePropostoId = null;
        data.quantidadeProposta = null;
      }
      const [atual] = await linhas<{
        tipo: string | null;
        indiceId: number | null;
        quantidade: number | null;
        valor: number | null;
      }>(
        tx,
        sql`select fh.tipo, fh.indice_id as "indiceId", fh.quantidade::float8 as quantidade,
              ${valorFaixaEmSql(sql`${data.faixaSalarialId}::int`, sql`${t.data}::date`)}::float8 as valor
            from faixa_salarial_historico fh
           where fh.faixa_salarial_id = ${data.faixaSalarialId} and fh.data <= ${t.data}::date and fh.status <> '3'
           order by fh.data desc, fh.id desc limit 1`,
      );
      data.tipoAtual = atual?.tipo ?? null;
      data.indiceAtualId = atual?.indiceId ?? null;
      data.quantidadeAtual = atual?.quantidade ?? null;
      data.valorAtual = atual?.valor ?? null;
      if (tipo === '2')
        data.valorProposto = await valorDaComposicao(
          tx,
          {
            tipo,
            faixaId: null,
            indiceId: num(data.indicePropostoId),
            quantidade: num(data.quantidadeProposta),
            valor: null,
          },
          t.data,
        );
      Object.assign(data, diferenca(atual?.valor ?? null, num(data.valorProposto)));
    },
    async beforeDelete({ id }) {
      await tabelaAtualDoRegistro(db, reajusteFaixaSalarial, id);
    },
  };
}

/** Hooks of the indices' records. */
function hooksIndice(db: Db): CrudHooks {
  return {
    scope: ({ session }) => nadaParaGestor(session),
    async beforeSave({ db: tx, session: s, id, data }) {
      await tabelaAtualDoRegistro(tx, reajusteIndice, id);
      const t = await tabelaParaRegistro(tx, s, data.tabelaReajusteColaboradorId, 'I');
      const entries = await referenciasDaEmpresa(tx, s, data, [['indiceId', 'indice']]);
      if (!entries.length) {
        const [dup] = await tx
          .select({ id: reajusteIndice.id })
          .from(reajusteIndice)
          .where(
            and(
              eq(reajusteIndice.tabelaReajusteColaboradorId, t.id),
              eq(reajusteIndice.indiceId, data.indiceId as number),
              id == null ? undefined : ne(reajusteIndice.id, id),
            ),
          );
        if (dup) entries.push({ field: 'indiceId', message: M.indiceDuplicado });
      }
      if (entries.length) throw fieldErrors(entries);
      const [atual] = await linhas<{ v: number | null }>(
        tx,
        sql`select ${valorIndiceEmSql(sql`${data.indiceId}::int`, sql`${t.data}::date`)}::float8 as v`,
      );
      data.valorAtual = atual?.v ?? null;
      Object.assign(data, diferenca(atual?.v ?? null, num(data.valorProposto)));
    },
    async beforeDelete({ id }) {
      await tabelaAtualDoRegistro(db, reajusteIndice, id);
    },
  };
}

/** The generic resources' hooks of this part. */
export function hooksReajustes(db: Db): Record<string, CrudHooks> {
  return {
    'tabelas-reajustes-colaboradores': hooksTabela(db),
    'reajustes-colaboradores': hooksColaborador(db),
    'reajustes-faixas-salariais': hooksFaixa(db),
    'reajustes-indices': hooksIndice(db),
  };
}
