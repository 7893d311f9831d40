import {
  DIAS_AVISO_FIM_CONTRATO,
  PENDENCIA_FIM_EXPERIENCIA,
  ROTA_ACOMPANHAMENTO,
} from '@ipe/domain/resources/avaliacao/acompanhamentos';
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { sql } from 'drizzle-orm';
import type { ContribuidorPendencias } from '../../platform/pendencias/index.ts';
import { areasDoGestor } from '../cargoSalario/index.ts';

/**
 * Beyond the spec: the manager's talents whose experience contract (admission + the longest active
 * period) ends within DIAS_AVISO_FIM_CONTRATO days with no follow-up answered. One count over the
 * talents' (empresa_id, data_admissao) index, for managers only (a user linked to a talent).
 */
export const pendenciaFimExperiencia: ContribuidorPendencias = {
  codigo: PENDENCIA_FIM_EXPERIENCIA.codigo,
  titulo: PENDENCIA_FIM_EXPERIENCIA.titulo,
  tipo: 'responder',
  acesso: 'ROLE_AVA_ACOMPANHAMENTO_EXPERIENCIA',
  link: ROTA_ACOMPANHAMENTO,
  async contar({ db, empresaId, colaboradorId }) {
    if (colaboradorId == null) return 0;
    const r = await db.execute(sql`
      with maxd as (select max(dias) as m from periodo_experiencia where empresa_id = ${empresaId} and ativo)
      select count(*)::int as n from colaborador c, maxd
       where c.empresa_id = ${empresaId} and c.data_desligamento is null
         and c.data_admissao + maxd.m between current_date and current_date + ${DIAS_AVISO_FIM_CONTRATO}::int
         and c.data_admissao > current_date - maxd.m - 1
         and c.area_organizacional_id in ${areasDoGestor(colaboradorId)}
         and not exists (select 1 from colaborador_questionario cq
                          where cq.avaliado_colaborador_id = c.id and cq.dono_tipo = ${DONOS_AVALIACAO.acompanhamento}
                            and cq.concluido_em is not null)`);
    return (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  },
};
