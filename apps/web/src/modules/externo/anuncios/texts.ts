/** Texts of the candidate area's ads page (written here; the messages of the spec come from MSG). */
export const TXT = {
  titulo: 'Vagas abertas',
  vagas: (n: number) => (n === 1 ? '1 vaga aberta' : `${n} vagas abertas`),
  nenhuma: 'Nenhuma vaga aberta no momento. Volte em breve!',
  mostrarMais: 'Mostrar mais vagas',
  semEmpresa: 'Informe a empresa no endereço (empresaId) para ver as vagas abertas.',
  publicadaEm: (d: string) => `Publicada em ${d}`,
  inscricoesAte: (d: string) => `Inscrições até ${d}`,
  verMais: 'Ver descrição completa',
  verMenos: 'Ver menos',
  candidatar: 'Candidatar-se',
  candidaturaAviso:
    'O cadastro e o login de candidatos estarão disponíveis em uma versão futura do Ipê RH. Por enquanto, compartilhe a vaga ou procure o RH da empresa.',
  candidaturaTitulo: 'Candidatura',
  enviarAmigo: 'Enviar para um amigo',
  enviarAmigoTitulo: (titulo: string) => `Enviar para um amigo: ${titulo}`,
  verificacao: 'Verificação',
  enviar: 'Enviar',
  cancelar: 'Cancelar',
};
