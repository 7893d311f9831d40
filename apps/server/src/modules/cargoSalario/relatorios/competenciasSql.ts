/**
 * The competences each talent's band requires on a date: the band's competence configuration in force
 * (configuracao_nivel_competencia_faixa, the latest dated on or before it) and its rows (competence, kind,
 * weight, required level). Shared by 'Competências dos Talentos' and the talents × competences matrix.
 * Beside each, the level the talent's latest competence record on or before the date gives it
 * (nivel_competencia_colaborador, /gestao-talentos/configuracoes-niveis-competencia-colaborador).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { linhas, vigentesSql } from './talentosSql.ts';

export interface LinhaCompetencia {
  colaborador_id: number;
  nome: string;
  matricula: string | null;
  area: string;
  cargo_id: number;
  cargo: string;
  faixa: string;
  /** C conhecimento, H habilidade, A atitude; null when the band configures none. */
  tipo: 'C' | 'H' | 'A' | null;
  competencia_id: number | null;
  competencia: string | null;
  peso: number | null;
  nivel: string | null;
  ordem: number | null;
  /** The talent's level in the competence in its latest record on or before the date (null: none). */
  nivel_registrado: string | null;
  ordem_registrada: number | null;
}

export const TIPO_COMPETENCIA_TEXTO = { C: 'Conhecimento', H: 'Habilidade', A: 'Atitude' } as const;

/** Rows per talent and required competence (one row with nulls for a band without configuration). */
export function competenciasDosTalentos(
  db: Db,
  s: Session,
  data: string,
  f: { estabelecimentosIds: readonly number[]; areasIds: readonly number[]; cargosIds: readonly number[] },
  ordem: SQL = sql`v.area collate "und-x-icu", v.area_id, v.nome collate "und-x-icu", v.colaborador_id`,
): Promise<LinhaCompetencia[]> {
  return linhas<LinhaCompetencia>(
    db,
    sql`with v as (${vigentesSql(s.empresaId, data, f, s)}),
      cfg as (
        select distinct on (k.faixa_salarial_id) k.id, k.faixa_salarial_id from configuracao_nivel_competencia_faixa k
         where k.empresa_id = ${s.empresaId} and k.data <= ${data}::date
           and k.faixa_salarial_id in (select faixa_id from v)
         order by k.faixa_salarial_id, k.data desc, k.id desc
      ),
      req as (
        select cfg.faixa_salarial_id,
          case when l.conhecimento_id is not null then 'C' when l.habilidade_id is not null then 'H' else 'A' end as tipo,
          coalesce(l.conhecimento_id, l.habilidade_id, l.atitude_id) as competencia_id,
          coalesce(cn.nome, hb.nome, at.nome) as competencia, l.competencia_peso as peso,
          n.descricao as nivel, n.ordem
        from cfg join configuracao_nivel_competencia l on l.configuracao_id = cfg.id
        join nivel_competencia n on n.id = l.nivel_competencia_id
        left join conhecimento cn on cn.id = l.conhecimento_id
        left join habilidade hb on hb.id = l.habilidade_id
        left join atitude at on at.id = l.atitude_id
      ),
      reg as (
        select distinct on (r.colaborador_id) r.id, r.colaborador_id from nivel_competencia_colaborador r
         where r.empresa_id = ${s.empresaId} and r.data <= ${data}::date
           and r.colaborador_id in (select colaborador_id from v)
         order by r.colaborador_id, r.data desc, r.id desc
      ),
      tem as (
        select reg.colaborador_id,
          case when i.conhecimento_id is not null then 'C' when i.habilidade_id is not null then 'H' else 'A' end as tipo,
          coalesce(i.conhecimento_id, i.habilidade_id, i.atitude_id) as competencia_id,
          n.descricao as nivel, n.ordem
        from reg join nivel_competencia_colaborador_item i on i.registro_id = reg.id
        join nivel_competencia n on n.id = i.nivel_competencia_id
      )
      select v.colaborador_id, v.nome, v.matricula, v.area, v.cargo_id, v.cargo, v.faixa, req.tipo,
        req.competencia_id, req.competencia, req.peso, req.nivel, req.ordem,
        tem.nivel as nivel_registrado, tem.ordem as ordem_registrada
      from v left join req on req.faixa_salarial_id = v.faixa_id
      left join tem on tem.colaborador_id = v.colaborador_id and tem.tipo = req.tipo
        and tem.competencia_id = req.competencia_id
      order by ${ordem}, position(req.tipo in 'CHA'), req.competencia collate "und-x-icu", req.competencia_id`,
  );
}
