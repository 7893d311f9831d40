/**
 * Server part of 'Alterações de Cargos e/ou Áreas': the history rows of the period that moved a talent to
 * another position (the band's cargo) or area, grouped by the new area, with both sides and the reason.
 * One statement over colaboradores/movimentos.ts.
 */
import {
  alteracoesCargosAreas,
  type FiltroAlteracoesCargosAreas,
} from '@ipe/domain/relatorios/cargoSalario/alteracoes-cargos-e-ou-areas';
import { ALTERACAO_OPTIONS } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { MOTIVO_HISTORICO_OPTIONS } from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import {
  type Coluna,
  defineRelatorioServidor,
  listaTexto,
  periodoTexto,
} from '../../../platform/relatorios/index.ts';
import { movimentosSql } from '../colaboradores/movimentos.ts';
import { cargoFaixa } from './promocoes.ts';
import {
  emIds,
  emLotes,
  escopoTalentoSql,
  linhas,
  nomesDe,
  SITUACAO_TEXTO,
  situacaoSql,
} from './talentosSql.ts';

export interface LinhaAlteracao {
  id: number;
  data: string;
  motivo: string;
  nome: string;
  matricula: string | null;
  area: string;
  area_anterior: string;
  mudou_area: boolean;
  cargo: string;
  faixa: string;
  cargo_anterior: string;
  faixa_anterior: string;
  mudou_cargo: boolean;
}

export function alteracoesDoFiltro(
  db: Db,
  s: Session,
  f: FiltroAlteracoesCargosAreas,
): Promise<LinhaAlteracao[]> {
  const talentos = sql`true ${situacaoSql(f.situacao)} ${escopoTalentoSql(s)}`;
  const linhasDoFiltro = sql`true ${emIds(sql`h.estabelecimento_id`, f.estabelecimentosIds)}
    ${emIds(sql`h.area_organizacional_id`, f.areasIds)}`;
  const qual =
    f.alteracao === 'CARGO'
      ? sql`m.cargo_id <> m.cargo_anterior_id`
      : f.alteracao === 'AREA'
        ? sql`m.area_id <> m.area_anterior_id`
        : sql`(m.cargo_id <> m.cargo_anterior_id or m.area_id <> m.area_anterior_id)`;
  return linhas<LinhaAlteracao>(
    db,
    sql`with ${movimentosSql({
      empresaId: s.empresaId,
      de: f.dataIni,
      ate: f.dataFim,
      talentos,
      linhas: linhasDoFiltro,
      salarios: false,
    })}
      select m.id, m.data, m.motivo, c.nome, c.matricula, a.descricao_hierarquia as area,
        aa.descricao_hierarquia as area_anterior, m.area_id <> m.area_anterior_id as mudou_area,
        cg.nome_mercado as cargo, fx.nome as faixa, cga.nome_mercado as cargo_anterior,
        fa.nome as faixa_anterior, m.cargo_id <> m.cargo_anterior_id as mudou_cargo
      from movimento m
      join colaborador c on c.id = m.colaborador_id
      join area_organizacional a on a.id = m.area_id
      join area_organizacional aa on aa.id = m.area_anterior_id
      join faixa_salarial fx on fx.id = m.faixa_id
      join cargo cg on cg.id = m.cargo_id
      join faixa_salarial fa on fa.id = m.faixa_anterior_id
      join cargo cga on cga.id = m.cargo_anterior_id
      where ${qual}
      order by a.descricao_hierarquia collate "und-x-icu", m.area_id, m.data, c.nome collate "und-x-icu", m.id`,
  );
}

const MOTIVO_TEXTO = Object.fromEntries(MOTIVO_HISTORICO_OPTIONS.map((o) => [o.value, o.label]));
export const SEM_ALTERACAO = 'Sem alteração';

interface LinhaTabela extends Record<string, string> {
  area: string;
  data: string;
  talento: string;
  motivo: string;
  area_anterior: string;
  cargo_anterior: string;
  cargo: string;
}

const COLUNAS: Coluna<LinhaTabela>[] = [
  { campo: 'data', titulo: 'Data', largura: 54, formato: 'data' },
  { campo: 'talento', titulo: 'Talento', largura: 150 },
  { campo: 'motivo', titulo: 'Motivo', largura: 80 },
  { campo: 'area_anterior', titulo: 'Área anterior', largura: 150 },
  { campo: 'cargo_anterior', titulo: 'Cargo (faixa) anterior', largura: 140 },
  { campo: 'cargo', titulo: 'Cargo (faixa) novo', largura: 140 },
];

export default defineRelatorioServidor({
  def: alteracoesCargosAreas,
  async gerar(f, { db, session }) {
    const rows = await alteracoesDoFiltro(db, session, f);
    const tabela: LinhaTabela[] = rows.map((l) => ({
      area: l.area,
      data: l.data,
      talento: l.matricula ? `${l.nome} (${l.matricula})` : l.nome,
      motivo: MOTIVO_TEXTO[l.motivo] ?? l.motivo,
      area_anterior: l.mudou_area ? l.area_anterior : SEM_ALTERACAO,
      cargo_anterior: l.mudou_cargo ? cargoFaixa(l.cargo_anterior, l.faixa_anterior) : SEM_ALTERACAO,
      cargo: cargoFaixa(l.cargo, l.faixa),
    }));
    const [estabs, areas] = await Promise.all([
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, session.empresaId),
      nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia'),
    ]);
    return {
      filtrosUsados: [
        ['Período', periodoTexto(f)],
        ['Estabelecimentos', listaTexto(estabs)],
        ['Áreas Organizacionais', listaTexto(areas, 'Todas')],
        ['Alteração', ALTERACAO_OPTIONS.find((o) => o.value === f.alteracao)?.label ?? ''],
        ['Situação', SITUACAO_TEXTO[f.situacao]],
      ],
      tabelas: [
        {
          titulo: 'Alterações do período',
          planilha: 'Alterações',
          colunas: COLUNAS,
          grupo: { titulo: 'Área Organizacional (nova)', valor: (l: LinhaTabela) => l.area },
          contagem: (n) => `${n} alteração(ões)`,
          linhas: emLotes(tabela),
        },
      ],
    };
  },
});
