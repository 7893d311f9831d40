import type { TipoCampoExtra } from '@ipe/domain/resources/utilitario/organizacao/index';

/** Texts of this part's screens that the spec leaves to us. */
export const TXT = {
  logo: 'Logo',
  logoAlt: 'Logo da empresa',
  logoDepoisDeGravar: 'Grave a empresa para enviar o logo.',
  abaCamposCandidato: 'Campos Extras de Candidatos',
  abaCamposColaborador: 'Campos Extras de Talentos',
  abaFormularioCandidato: 'Formulário do Candidato',
  camposExtrasAjuda:
    'Dê um nome aos campos que a empresa quer usar e marque-os como visíveis; um campo obrigatório precisa estar visível.',
  formularioCandidatoAjuda:
    'Marque os campos que o candidato deve preencher obrigatoriamente. O nome é sempre obrigatório.',
  camposObrigatorios: 'Campos obrigatórios',
  campo: 'Campo',
  tipo: 'Tipo',
  nomeDoCampo: 'Nome do campo',
  visivel: 'Visível',
  obrigatorio: 'Obrigatório',
  complementoEmUso: 'Este complemento já é usado por outro estabelecimento da empresa.',
  dvSugerido: (dv: string) => `Para esta base e complemento, o dígito verificador é ${dv}.`,
  parametrosTitulo: 'Parâmetros do Sistema',
  parametrosSalvos: 'Parâmetros do sistema gravados com sucesso.',
  versao: (v: string) => `Versão do sistema: ${v}`,
  logTitulo: 'Log de Alterações',
  periodo: 'Período',
  entidade: 'Cadastro',
  usuario: 'Usuário',
  data: 'Data',
  acao: 'Ação',
  registro: 'Registro',
  detalhes: 'Detalhes',
  detalheTitulo: 'Detalhes da Alteração',
  antes: 'Antes',
  depois: 'Depois',
  alterado: 'alterado',
  fechar: 'Fechar',
  semValor: '—',
  sim: 'Sim',
  nao: 'Não',
} as const;

export const TIPO_CAMPO_EXTRA: Record<TipoCampoExtra, string> = {
  texto: 'Texto (até 100 caracteres)',
  textolongo: 'Texto longo',
  data: 'Data',
  valor: 'Valor',
  numero: 'Número inteiro',
};
