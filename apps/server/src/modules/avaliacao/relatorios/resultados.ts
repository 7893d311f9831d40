/** The answered follow-ups of one model as table rows (ranking and result reports). */
import type { Coluna } from '../../../platform/relatorios/index.ts';
import { type LinhaResultado, resultadoTexto, talentoTexto } from './sql.ts';

export interface LinhaNota extends Record<string, string | number | null> {
  posicao: number;
  area: string;
  talento: string;
  cargo: string;
  periodo: string;
  concluido: string;
  respondente: string;
  percentual: number | null;
  minimo: number | null;
  resultado: string;
}

export const linhaNota = (l: LinhaResultado, i: number): LinhaNota => ({
  posicao: i + 1,
  area: l.area,
  talento: talentoTexto(l.nome, l.matricula),
  cargo: l.cargo ?? '',
  periodo: l.periodo ?? '',
  concluido: l.concluido,
  respondente: l.respondente ?? '',
  percentual: l.percentual,
  minimo: l.minimo,
  resultado: resultadoTexto(l.percentual, l.minimo),
});

export const COLUNAS_NOTA = {
  posicao: { campo: 'posicao', titulo: 'Posição', largura: 40, formato: 'inteiro' },
  talento: { campo: 'talento', titulo: 'Talento', largura: 150 },
  area: { campo: 'area', titulo: 'Área Organizacional', largura: 130 },
  cargo: { campo: 'cargo', titulo: 'Cargo', largura: 100 },
  periodo: { campo: 'periodo', titulo: 'Período', largura: 70 },
  concluido: { campo: 'concluido', titulo: 'Respondido em', largura: 62, formato: 'data' },
  respondente: { campo: 'respondente', titulo: 'Respondido por', largura: 100 },
  percentual: {
    campo: 'percentual',
    titulo: 'Performance',
    largura: 58,
    formato: 'percentual',
    total: (s, n) => (n ? Math.round(((s.percentual ?? 0) / n) * 100) / 100 : null),
  },
  minimo: { campo: 'minimo', titulo: 'Mínimo p/ aprovação', largura: 62, formato: 'percentual' },
  resultado: { campo: 'resultado', titulo: 'Resultado', largura: 56 },
} as const satisfies Record<string, Coluna<LinhaNota>>;
