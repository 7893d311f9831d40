/** Texts of the candidate's registration and CV screens (written here; the spec names the screens only). */
export const TXT = {
  tituloNovo: 'Cadastre-se',
  introNovo: 'Preencha seu currículo para se candidatar às vagas. Os campos com * são obrigatórios.',
  jaTemCadastro: 'Já tem cadastro?',
  entrar: 'Entrar',
  tituloCurriculo: 'Meu Currículo',
  tituloSenha: 'Alterar Senha',
  abaCurriculo: 'Currículo',
  abaSenha: 'Senha',
  documentos: 'Meus documentos',
} as const;
