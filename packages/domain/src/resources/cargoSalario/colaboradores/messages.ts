import { MSG } from '../../../messages.ts';

/**
 * Messages of the talent register. The spec gives the CPF and PIS texts (MSG) and the salary ones (spec 2
 * §5, same as the salary band's history); the others were written here, in the same style.
 */
export const MSG_COLABORADOR = {
  cpfInvalido: MSG.cpfInvalido,
  pisInvalido: MSG.pisInvalido,
  invalido: MSG.invalido,
  cpfEmUso: (nome: string) => `O CPF informado já pertence ao talento ${nome} nesta empresa.`,
  dataAdmissaoFutura: MSG.dataAdmissaoFutura,
  nascimentoAposAdmissao: 'A data de nascimento deve ser anterior à data de admissão',
  dataDesligamentoObrigatoria: 'Data de Desligamento é obrigatória',
  motivoDesligamentoObrigatorio: 'Motivo do Desligamento é obrigatório',
  desligamentoAntesAdmissao: 'A data de desligamento deve ser igual ou posterior à data de admissão',
  historicoObrigatorio: 'Informe o histórico de admissão do talento',
  primeiroHistoricoNaAdmissao: 'A data do primeiro histórico deve ser a data de admissão',
  historicoFuturo: 'A data do histórico deve ser igual ou anterior à data atual',
  historicoAposDesligamento: 'A data do histórico não pode ser posterior à data de desligamento',
  historicoDataRepetida: 'Já existe outro histórico nesta data',
  indiceObrigatorio: 'Índice é obrigatório',
  quantidadeObrigatoria: 'Quantidade é obrigatória',
  quantidadeInvalida: 'Quantidade não pode ser 0 (zero) ou menor',
  valorObrigatorio: 'Valor é obrigatório',
  valorInvalido: 'Valor não pode ser 0 (zero) ou menor',
  estadoObrigatorio: MSG.estadoObrigatorio,
  cidadeObrigatoria: 'Cidade é obrigatória',
  logradouroObrigatorio: 'Logradouro é obrigatório',
  numeroObrigatorio: 'Número é obrigatório',
  bairroObrigatorio: 'Bairro é obrigatório',
  numeroMaximo: MSG.numeroMaximoDigitos,
  complementoMaximo: MSG.complementoMaximo,
  /** A referenced establishment, area, band or index of another company (or removed meanwhile). */
  naoPertenceEmpresa: 'Registro não encontrado nesta empresa',
  areaInativa: 'A área organizacional selecionada está inativa',
  cidadeForaDoEstado: 'Cidade não pertence ao estado selecionado',
  /** A talent with a user (it logs in by CPF): the new CPF is another user's login. */
  cpfLoginDeOutroUsuario:
    'O CPF informado já é o login de outro usuário: o usuário deste talento entra pelo CPF, que não pode se repetir.',
  /** A talent with a user: its CPF is the login and cannot be removed. */
  cpfLoginObrigatorio:
    'O talento tem usuário de acesso: o CPF, que é o login dele, não pode ficar em branco.',
  /** /{id}/data-estabilidade when no stability period applies. */
  semEstabilidade:
    'Nenhum período de estabilidade registrado para o talento (CIPA, acidente de trabalho, gestante).',
} as const;
