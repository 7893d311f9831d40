/** Texts of the scheduled jobs screen (the spec has none: written here). */
export const TXT = {
  titulo: 'Tarefas agendadas',
  tarefa: 'Tarefa',
  agenda: 'Frequência',
  situacao: 'Situação',
  ultimaExecucao: 'Última execução',
  duracao: 'Duração',
  resultado: 'Resultado',
  proximaExecucao: 'Próxima execução',
  ultimoErro: 'Último erro',
  executarAgora: 'Executar agora',
  solicitada: 'Execução solicitada: a tarefa será executada em instantes.',
  executando: (no: string | null) => (no ? `Executando (${no})` : 'Executando'),
  falhou: 'Falhou',
  concluida: 'Concluída',
  nuncaExecutada: 'Aguardando a primeira execução',
  desligada: 'Desligada neste servidor',
  semValor: '—',
};

/** 850 ms, 12,3 s, 4 min 5 s. */
export function formatDuracao(ms: number | null): string {
  if (ms === null) return TXT.semValor;
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}
