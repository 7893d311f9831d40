/** The table shapes shared by the follow-up reports (talent × period rows and answered follow-ups). */
import type { Coluna } from '../../../platform/relatorios/index.ts';
import { type LinhaAcompanhamento, resultadoTexto, talentoTexto } from './sql.ts';

export interface LinhaPeriodo extends Record<string, string | number | null> {
  area: string;
  talento: string;
  admissao: string;
  periodo: string;
  prevista: string;
  situacao: string;
  concluido: string | null;
  respondente: string;
  modelo: string;
  percentual: number | null;
  minimo: number | null;
  resultado: string;
}

export function linhaPeriodo(l: LinhaAcompanhamento): LinhaPeriodo {
  return {
    area: l.area,
    talento: talentoTexto(l.nome, l.matricula),
    admissao: l.data_admissao,
    periodo: l.periodo, // the register's name ('45 dias'); the due date shows when
    prevista: l.prevista,
    situacao: l.concluido ? 'Respondido' : 'Pendente',
    concluido: l.concluido,
    respondente: l.respondente ?? '',
    modelo: l.modelo ?? '',
    percentual: l.percentual,
    minimo: l.minimo,
    resultado: resultadoTexto(l.percentual, l.minimo),
  };
}

export const COL = {
  talento: { campo: 'talento', titulo: 'Talento', largura: 150 },
  admissao: { campo: 'admissao', titulo: 'Admissão', largura: 54, formato: 'data' },
  periodo: { campo: 'periodo', titulo: 'Período', largura: 90 },
  prevista: { campo: 'prevista', titulo: 'Data prevista', largura: 58, formato: 'data' },
  situacao: { campo: 'situacao', titulo: 'Situação', largura: 56 },
  concluido: { campo: 'concluido', titulo: 'Respondido em', largura: 62, formato: 'data' },
  respondente: { campo: 'respondente', titulo: 'Respondido por', largura: 100 },
  modelo: { campo: 'modelo', titulo: 'Modelo', largura: 110 },
  percentual: { campo: 'percentual', titulo: 'Performance', largura: 58, formato: 'percentual' },
  minimo: { campo: 'minimo', titulo: 'Mínimo p/ aprovação', largura: 62, formato: 'percentual' },
  resultado: { campo: 'resultado', titulo: 'Resultado', largura: 56 },
} as const satisfies Record<string, Coluna<LinhaPeriodo>>;
