/**
 * Server part of 'Projeção Salarial de Talentos'. With P = quantidade × multiplicador months, for each talent
 * active on the reference date d:
 *   fonte = the index's value (salary by index) or the band's value (by band or a fixed value);
 *   reajuste = fonte(d) ÷ fonte(d − P months) − 1 (blank, and no growth, when the source had no value then);
 *   projetado = salário(d) × (1 + reajuste), rounded to cents; diferença = projetado − salário(d).
 * The history's adjustments of the last P months are assumed to repeat in the next P. One statement.
 */
import { FILTRAR_POR_AREAS } from '@ipe/domain/relatorios/index';
import {
  type FiltroProjecoesSalariais,
  projecoesSalariaisTalentos,
} from '@ipe/domain/relatorios/cargoSalario/projecoes-salariais-talentos';
import { MULTIPLICADOR_ANOS } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { TIPO_SALARIO_OPTIONS } from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import {
  type Coluna,
  defineRelatorioServidor,
  listaTexto,
  textoDaCelula,
} from '../../../platform/relatorios/index.ts';
import { valoresEmPeriodosSql, valorEmPeriodosSql } from '../faixas/salarioSql.ts';
import { cargoFaixa } from './promocoes.ts';
import { emLotes, linhas, nomesDe, vigentesSql } from './talentosSql.ts';

/** ISO date plus n months, the day clamped to the month's end (as PostgreSQL's date + interval). */
export function somarMeses(iso: string, n: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1 + n, 1));
  const ultimo = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  t.setUTCDate(Math.min(d, ultimo));
  return t.toISOString().slice(0, 10);
}

export interface LinhaProjecao {
  colaborador_id: number;
  nome: string;
  matricula: string | null;
  grupo: string;
  cargo: string;
  faixa: string;
  tipo_salario: string;
  salario: number | null;
  reajuste: number | null;
  projetado: number | null;
}

export function projecoesDoFiltro(db: Db, s: Session, f: FiltroProjecoesSalariais): Promise<LinhaProjecao[]> {
  const meses = f.quantidade * f.multiplicador;
  const d = sql`${f.dataReferencia}::date`;
  const antes = sql`${somarMeses(f.dataReferencia, -meses)}::date`;
  const porAreas = f.filtrarPor === FILTRAR_POR_AREAS;
  const filtro = {
    estabelecimentosIds: f.estabelecimentosIds,
    areasIds: porAreas ? f.areasIds : [],
    gruposOcupacionaisIds: porAreas ? [] : f.gruposOcupacionaisIds,
  };
  const salario = valorEmPeriodosSql(
    {
      tipoSalario: sql`v.tipo_salario`,
      faixaId: sql`v.faixa_id`,
      indiceId: sql`v.indice_id`,
      quantidade: sql`v.quantidade`,
      valor: sql`v.valor`,
    },
    d,
    'sal',
  );
  // The source's value on a date: the index (salary by index) or the band (by band or a fixed value).
  const fonte = (data: SQL, alias: string) => {
    const i = sql.raw(`${alias}_i`);
    const fx = sql.raw(`${alias}_f`);
    return {
      joins: sql`left join indice_periodo ${i} on v.tipo_salario = '2' and ${i}.indice_id = v.indice_id
          and ${i}.ini <= ${data} and ${data} < ${i}.fim
        left join faixa_periodo ${fx} on v.tipo_salario <> '2' and ${fx}.faixa_id = v.faixa_id
          and ${fx}.ini <= ${data} and ${data} < ${fx}.fim`,
      valor: sql`(case when v.tipo_salario = '2' then ${i}.valor else ${fx}.valor end)::float8`,
    };
  };
  const agora = fonte(d, 'agora');
  const passado = fonte(antes, 'antes');
  return linhas<LinhaProjecao>(
    db,
    sql`with ${valoresEmPeriodosSql(s.empresaId)},
      v as (${vigentesSql(s.empresaId, f.dataReferencia, filtro, s)}),
      p as (
        select v.*, ${salario.valor} as salario, ${agora.valor} as fonte_agora, ${passado.valor} as fonte_antes,
          ${porAreas ? sql`v.area` : sql`coalesce(g.descricao, 'Sem grupo ocupacional')`} as grupo
        from v ${salario.joins} ${agora.joins} ${passado.joins}
        ${porAreas ? sql`` : sql`left join grupo_ocupacional g on g.id = v.grupo_ocupacional_id`}
      )
      select colaborador_id, nome, matricula, grupo, cargo, faixa, tipo_salario, salario,
        case when fonte_antes > 0 then (fonte_agora / fonte_antes - 1) * 100 end as reajuste,
        round((salario * coalesce(case when fonte_antes > 0 then fonte_agora / fonte_antes end, 1))::numeric, 2)::float8
          as projetado
      from p
      order by grupo collate "und-x-icu", nome collate "und-x-icu", colaborador_id`,
  );
}

interface LinhaTabela extends Record<string, string | number | null> {
  grupo: string;
  talento: string;
  cargo: string;
  tipo: string;
  salario: number | null;
  reajuste: number | null;
  projetado: number | null;
  diferenca: number | null;
}

const TIPO_TEXTO = Object.fromEntries(TIPO_SALARIO_OPTIONS.map((o) => [o.value, o.label]));

export default defineRelatorioServidor({
  def: projecoesSalariaisTalentos,
  async gerar(f, { db, session }) {
    const meses = f.quantidade * f.multiplicador;
    const alvo = somarMeses(f.dataReferencia, meses);
    const rows = await projecoesDoFiltro(db, session, f);
    const porAreas = f.filtrarPor === FILTRAR_POR_AREAS;
    const tabela: LinhaTabela[] = rows.map((l) => ({
      grupo: l.grupo,
      talento: l.matricula ? `${l.nome} (${l.matricula})` : l.nome,
      cargo: cargoFaixa(l.cargo, l.faixa),
      tipo: TIPO_TEXTO[l.tipo_salario] ?? l.tipo_salario,
      salario: l.salario,
      reajuste: l.reajuste,
      projetado: l.projetado,
      diferenca:
        l.salario == null || l.projetado == null ? null : Math.round((l.projetado - l.salario) * 100) / 100,
    }));
    const colunas: Coluna<LinhaTabela>[] = [
      { campo: 'talento', titulo: 'Talento', largura: 160 },
      { campo: 'cargo', titulo: 'Cargo (faixa)', largura: 140 },
      { campo: 'tipo', titulo: 'Tipo de salário', largura: 70 },
      {
        campo: 'salario',
        titulo: `Salário em ${textoDaCelula(f.dataReferencia, 'data')}`,
        largura: 80,
        formato: 'moeda',
        total: 'soma',
      },
      {
        campo: 'reajuste',
        titulo: `Reajuste (${meses} meses antes)`,
        largura: 70,
        formato: 'percentual',
        total: (somas) => (somas.salario ? ((somas.projetado ?? 0) / somas.salario - 1) * 100 : null),
      },
      {
        campo: 'projetado',
        titulo: `Salário projetado em ${textoDaCelula(alvo, 'data')}`,
        largura: 80,
        formato: 'moeda',
        total: 'soma',
      },
      { campo: 'diferenca', titulo: 'Diferença', largura: 70, formato: 'moeda', total: 'soma' },
    ];
    const [estabs, grupos] = await Promise.all([
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, session.empresaId),
      porAreas
        ? nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia')
        : nomesDe(db, 'grupo_ocupacional', f.gruposOcupacionaisIds, session.empresaId, 'descricao'),
    ]);
    const unidade =
      f.multiplicador === MULTIPLICADOR_ANOS
        ? f.quantidade > 1
          ? 'anos'
          : 'ano'
        : f.quantidade > 1
          ? 'meses'
          : 'mês';
    const rotuloGrupo = porAreas ? 'Área Organizacional' : 'Grupo Ocupacional';
    return {
      filtrosUsados: [
        ['Data de referência', textoDaCelula(f.dataReferencia, 'data')],
        ['Projeção', `${f.quantidade} ${unidade} (até ${textoDaCelula(alvo, 'data')})`],
        ['Estabelecimentos', listaTexto(estabs)],
        [porAreas ? 'Áreas Organizacionais' : 'Grupos Ocupacionais', listaTexto(grupos)],
      ],
      tabelas: [
        {
          titulo: 'Projeção salarial',
          planilha: 'Projeção salarial',
          colunas,
          grupo: { titulo: rotuloGrupo, valor: (l: LinhaTabela) => l.grupo },
          contagem: (n) => `${n} talento(s)`,
          linhas: emLotes(tabela),
        },
      ],
    };
  },
});
