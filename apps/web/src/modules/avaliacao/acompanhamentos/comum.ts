import { formatNumber } from '@ipe/domain';
import {
  DECISOES_EXPERIENCIA,
  imprimirAcompanhamento,
  modelosAcompanhamentoPeriodos,
  type TalentoEmExperiencia,
} from '@ipe/domain/resources/avaliacao/acompanhamentos';
import { ROTA_RESPOSTAS } from '@ipe/domain/resources/avaliacao/caminhos';
import { useQuery } from '@tanstack/react-query';
import { chamar } from '../../../platform/api/chamar.ts';
import { baixar } from '../../../platform/questionario/editor/api.ts';

export type Periodo = TalentoEmExperiencia['periodos'][number];

/** Texts of the follow-up screens (the spec names the routes, not these texts). */
export const TXT = {
  titulo: 'Acompanhamento do Período de Experiência',
  dataFim: 'Data Fim',
  periodos: 'Períodos de Experiência',
  area: 'Área Organizacional',
  situacao: 'Situação',
  todos: 'Todos',
  respondidos: 'Respondidos',
  pendentes: 'Pendentes',
  talento: 'Talento',
  admissao: 'Admissão',
  periodo: 'Período',
  prazo: 'Prazo',
  modelo: 'Modelo',
  resultado: 'Resultado',
  fimContrato: 'Fim do contrato',
  decisao: 'Decisão',
  gestor: 'Responde',
  semGestor: 'Área sem responsável',
  semModelo: 'Sem modelo',
  nenhum: 'Nenhum talento em período de experiência.',
  abrir: 'Abrir',
  iniciar: 'Iniciar acompanhamento',
  iniciado: 'Acompanhamento iniciado.',
  responder: 'Responder',
  continuar: 'Continuar',
  respostas: 'Ver respostas',
  imprimir: 'Imprimir',
  remover: 'Remover acompanhamento',
  removido: 'Acompanhamento removido.',
  confirmarRemover: 'Remover o acompanhamento ainda não respondido deste período?',
  decidido: 'Decisão registrada.',
  modeloSalvo: 'Modelo do período salvo.',
  semDecisao: 'Não decidido',
  voltar: 'Voltar',
  situacoes: { N: 'Não iniciado', P: 'Pendente', A: 'Em andamento', C: 'Respondido' },
  aprovado: 'Aprovado',
  reprovado: 'Reprovado',
} as const;

export const situacaoDe = (p: Periodo) => TXT.situacoes[p.situacao ?? 'N'];
export const decisaoDe = (p: Periodo) => (p.decisao ? DECISOES_EXPERIENCIA[p.decisao] : '');

/** '72,50 % · Aprovado' once concluded; '' before. */
export function resultadoDe(p: Periodo): string {
  if (p.situacao !== 'C') return '';
  if (p.percentual == null) return TXT.situacoes.C;
  const status = p.aprovado == null ? '' : ` · ${p.aprovado ? TXT.aprovado : TXT.reprovado}`;
  return `${formatNumber(p.percentual)} %${status}`;
}

export const linkRespostas = (registroId: number) =>
  `${ROTA_RESPOSTAS}?colaboradorQuestionarioId=${registroId}`;

/** The answered follow-up's PDF (POST imprimir-avaliacao-respondida), downloaded. */
export async function imprimir(registroId: number, talento: string, periodo: string) {
  const pdf = await chamar(imprimirAcompanhamento, { body: { colaboradorQuestionarioId: registroId } });
  baixar(pdf, `Acompanhamento ${periodo} - ${talento}.pdf`.replace(/[\\/:*?"<>|]+/g, ' '));
}

/** The active follow-up models with their periods: the screen's period choices. */
export const useModelosPeriodos = () =>
  useQuery({
    queryKey: ['avaliacao', 'acompanhamentos', 'modelos'],
    staleTime: 60_000,
    queryFn: () => chamar(modelosAcompanhamentoPeriodos),
  });

/** Distinct periods of the active models, by days. */
export function periodosDosModelos(
  modelos: readonly {
    periodoExperienciaId: number | null;
    periodoNome: string | null;
    dias: number | null;
  }[],
) {
  const porId = new Map<number, { value: number; label: string; dias: number }>();
  for (const m of modelos)
    if (m.periodoExperienciaId != null && !porId.has(m.periodoExperienciaId))
      porId.set(m.periodoExperienciaId, {
        value: m.periodoExperienciaId,
        label: m.periodoNome ?? String(m.periodoExperienciaId),
        dias: m.dias ?? 0,
      });
  return [...porId.values()].sort((a, b) => a.dias - b.dias);
}
