/** The rows of the two result reports (by area, by band): one per evaluated talent with its result. */
import type { Coluna } from '../../../platform/relatorios/index.ts';
import { type Avaliado, mediaDe, ouOculto, talentoTexto } from './desempenho.ts';
import type { ResultadoAvaliado } from '@ipe/domain/resources/avaliacao/desempenhoQuestionarios';

export interface LinhaResultadoDesempenho extends Record<string, string | number | null> {
  area: string;
  faixa: string;
  talento: string;
  cargo: string;
  avaliadores: number;
  questionario: number | string | null;
  competencias: number | string | null;
  resultado: number | string | null;
}

export function linhasResultado(
  avaliados: readonly Avaliado[],
  resultados: ReadonlyMap<number, ResultadoAvaliado>,
): LinhaResultadoDesempenho[] {
  return avaliados.map((v) => {
    const r = resultados.get(v.id);
    const oculto = r?.oculto ?? false;
    return {
      area: v.area,
      faixa: v.faixa ?? 'Sem faixa salarial',
      talento: talentoTexto(v.nome, v.matricula),
      cargo: v.cargo ?? '',
      avaliadores: r?.avaliadores ?? 0,
      questionario: ouOculto(oculto, r?.questionario ?? null),
      competencias: ouOculto(oculto, r?.competencias ?? null),
      resultado: ouOculto(oculto, r?.resultado ?? null),
    };
  });
}

/** The mean of the shown results of a group (withheld and empty ones do not count). */
export const mediaResultados = (ls: readonly LinhaResultadoDesempenho[]) =>
  mediaDe(ls.map((l) => l.resultado));

export const COLUNAS_RESULTADO = {
  talento: { campo: 'talento', titulo: 'Avaliado', largura: 160 },
  cargo: { campo: 'cargo', titulo: 'Cargo', largura: 110 },
  area: { campo: 'area', titulo: 'Área Organizacional', largura: 130 },
  avaliadores: { campo: 'avaliadores', titulo: 'Avaliadores', largura: 54, formato: 'inteiro' },
  questionario: { campo: 'questionario', titulo: 'Questionário', largura: 70, formato: 'percentual' },
  competencias: { campo: 'competencias', titulo: 'Competências', largura: 70, formato: 'percentual' },
  resultado: { campo: 'resultado', titulo: 'Resultado', largura: 70, formato: 'percentual' },
} as const satisfies Record<string, Coluna<LinhaResultadoDesempenho>>;
