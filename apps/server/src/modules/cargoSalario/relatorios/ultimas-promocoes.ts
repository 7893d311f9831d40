/**
 * Server part of 'Últimas Promoções': each talent active on the reference date, grouped by the area it was
 * in then, with its last promotion up to that date (colaboradores/movimentos.ts) and the whole months since
 * it — or since the admission for a talent never promoted. One statement.
 */
import {
  type FiltroUltimasPromocoes,
  ultimasPromocoes,
} from '@ipe/domain/relatorios/cargoSalario/ultimas-promocoes';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import {
  type Coluna,
  defineRelatorioServidor,
  listaTexto,
  textoDaCelula,
} from '../../../platform/relatorios/index.ts';
import { movimentosSql, TIPO_PROMOCAO } from '../colaboradores/movimentos.ts';
import { cargoFaixa } from './promocoes.ts';
import { emLotes, linhas, nomesDe, vigentesSql } from './talentosSql.ts';

export interface LinhaUltima {
  colaborador_id: number;
  nome: string;
  matricula: string | null;
  data_admissao: string;
  area: string;
  cargo: string;
  faixa: string;
  ultima: string | null;
  promocao: 'H' | 'V' | null;
  salario_anterior: number | null;
  salario_novo: number | null;
  meses: number;
}

/** Whole months from `desde` to the reference date (age's years × 12 + months). */
const mesesEntre = (desde: string, ate: string) =>
  sql`(extract(year from age(${ate}::date, ${sql.raw(desde)}::date)) * 12
      + extract(month from age(${ate}::date, ${sql.raw(desde)}::date)))::int`;

export function ultimasDoFiltro(db: Db, s: Session, f: FiltroUltimasPromocoes): Promise<LinhaUltima[]> {
  const ref = f.dataReferencia;
  return linhas<LinhaUltima>(
    db,
    sql`with v as (${vigentesSql(s.empresaId, ref, f, s)}),
      ${movimentosSql({
        empresaId: s.empresaId,
        ate: ref,
        talentos: sql`c.id in (select colaborador_id from v)`,
      })},
      u as (
        select distinct on (colaborador_id) colaborador_id, data, promocao, salario_anterior, salario_novo
          from movimento where promocao is not null order by colaborador_id, data desc, id desc
      ),
      r as (
        select v.colaborador_id, v.nome, v.matricula, v.data_admissao, v.area, v.area_id, v.cargo, v.faixa,
          u.data as ultima, u.promocao, u.salario_anterior, u.salario_novo,
          ${mesesEntre('coalesce(u.data::date, v.data_admissao::date)', ref)} as meses
        from v left join u on u.colaborador_id = v.colaborador_id
      )
      select * from r where r.meses >= ${f.meses}
      order by r.area collate "und-x-icu", r.area_id, r.nome collate "und-x-icu", r.colaborador_id`,
  );
}

interface LinhaTabela extends Record<string, string | number | null> {
  area: string;
  talento: string;
  cargo: string;
  admissao: string;
  ultima: string;
  tipo: string;
  salario_anterior: number | null;
  salario_novo: number | null;
  meses: number;
}

const COLUNAS: Coluna<LinhaTabela>[] = [
  { campo: 'talento', titulo: 'Talento', largura: 160 },
  { campo: 'cargo', titulo: 'Cargo (faixa)', largura: 140 },
  { campo: 'admissao', titulo: 'Admissão', largura: 54, formato: 'data' },
  { campo: 'ultima', titulo: 'Última promoção', largura: 70, alinhamento: 'center' },
  { campo: 'tipo', titulo: 'Tipo', largura: 56 },
  { campo: 'salario_anterior', titulo: 'Salário antes', largura: 72, formato: 'moeda' },
  { campo: 'salario_novo', titulo: 'Salário depois', largura: 72, formato: 'moeda' },
  {
    campo: 'meses',
    titulo: 'Meses sem promoção',
    largura: 60,
    formato: 'inteiro',
    total: (somas, n) => (n ? Math.round(((somas.meses ?? 0) / n) * 10) / 10 : null),
  },
];

export default defineRelatorioServidor({
  def: ultimasPromocoes,
  async gerar(f, { db, session }) {
    const rows = await ultimasDoFiltro(db, session, f);
    const tabela: LinhaTabela[] = rows.map((l) => ({
      area: l.area,
      talento: l.matricula ? `${l.nome} (${l.matricula})` : l.nome,
      cargo: cargoFaixa(l.cargo, l.faixa),
      admissao: l.data_admissao,
      // Text, so a talent never promoted reads as such in both files.
      ultima: l.ultima ? textoDaCelula(l.ultima, 'data') : 'Nunca promovido',
      tipo: l.promocao ? TIPO_PROMOCAO[l.promocao] : '',
      salario_anterior: l.salario_anterior,
      salario_novo: l.salario_novo,
      meses: l.meses,
    }));
    const [estabs, areas] = await Promise.all([
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, session.empresaId),
      nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia'),
    ]);
    return {
      filtrosUsados: [
        ['Data de referência', textoDaCelula(f.dataReferencia, 'data')],
        ['Estabelecimentos', listaTexto(estabs)],
        ['Áreas Organizacionais', listaTexto(areas, 'Todas')],
        ['Meses sem promoção', f.meses ? `${f.meses} ou mais` : 'Todos'],
      ],
      tabelas: [
        {
          titulo: 'Última promoção de cada talento',
          planilha: 'Últimas promoções',
          colunas: COLUNAS,
          grupo: { titulo: 'Área Organizacional', valor: (l: LinhaTabela) => l.area },
          contagem: (n) => `${n} talento(s) · média de meses sem promoção`,
          linhas: emLotes(tabela),
        },
      ],
    };
  },
});
