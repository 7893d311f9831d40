/**
 * The competences each talent's band requires on a date: the band's competence configuration in force
 * (configuracao_nivel_competencia_faixa, the latest dated on or before it) and its rows (competence, kind,
 * weight, required level). Shared by 'Competências dos Talentos' and the talents × competences matrix.
 * Talents' own levels are not recorded yet (issue 23): `nivel_registrado` is null until then.
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
  nivel_registrado: string | null;
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
      )
      select v.colaborador_id, v.nome, v.matricula, v.area, v.cargo_id, v.cargo, v.faixa, req.tipo,
        req.competencia_id, req.competencia, req.peso, req.nivel, req.ordem, null::text as nivel_registrado
      from v left join req on req.faixa_salarial_id = v.faixa_id
      order by ${ordem}, position(req.tipo in 'CHA'), req.competencia collate "und-x-icu", req.competencia_id`,
  );
}
