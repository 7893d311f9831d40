/**
 * Every user-facing message of the product, in pt-BR, declared once. Constants hold the texts as the spec
 * gives them (spec 1 §2, §4, §5, §8 and spec 3 §2, §4, §5, §8), verbatim, spelling and punctuation
 * included; functions build the parameterised ones. Texts the spec only describes (hints of the error
 * pages, for instance) were written here and are marked as such.
 */
export const MSG = {
  // ---- Generic validation -------------------------------------------------------------------------------
  obrigatorio: (label: string) => `${label} é obrigatório`,
  obrigatoria: (label: string) => `${label} é obrigatória`,
  maximo: (label: string, n: number) => `${label} deve ter no máximo ${n} caracteres`,
  /** Written here (the spec gives only the maximum form). */
  minimo: (label: string, n: number) => `${label} deve ter no mínimo ${n} caracteres`,
  campoObrigatorio: 'Campo obrigatório',
  requerido: 'É requerido',
  invalido: 'Inválido',
  dataFinalInferior: 'Data final inferior a data inicial.',
  cpfInvalido: 'Cpf inválido.',
  cnpjInvalido: 'CNPJ inválido',
  caepfInvalido: 'CAEPF inválido',
  cnoObrigatorio: 'CNO é obrigatório',
  pisInvalido: 'O número PIS é inválido',
  numeroInscricaoInvalido: 'Número de inscrição inválido',
  telefoneInvalido: 'Número de telefone inválido.',
  quantidadeInvalida: 'Quantidade inválida',
  preenchaCamposIndicados: 'Preencha os campos indicados',
  captchaObrigatorio: 'Confirme que você não é um robô',
  /** The send-to-friend error when the captcha was not confirmed (with a full stop, unlike the field rule). */
  captchaNaoConfirmado: 'Confirme que você não é um robô.',
  /** Login of a CPF with recent failed attempts (LOGIN_CAPTCHA_AFTER) sent without the captcha. */
  captchaLogin: 'Houve tentativas de login sem sucesso: confirme que você não é um robô para entrar.',
  arquivoNaoImagem: 'O arquivo adicionado não é uma imagem',
  maximoCargos: (n: number) => `Não é permitido selecionar mais do que ${n} cargos`,
  remuneracaoPositiva: 'Remuneração deve ser um número positivo',
  somenteUltimoTalentoVazio: 'Somente o último talento pode ficar vazio',
  estadoObrigatorio: 'Estado é obrigatório',
  anexoObrigatorio: 'Anexo é obrigatório',
  numeroMaximoDigitos: 'Número deve ter no máximo 10 dígitos',
  /** Spec 3 §5 gives this text for the address complement (max 30), "Logradouro" included. */
  complementoMaximo: 'Logradouro deve ter no máximo 30 caracteres',
  selecioneAoMenosUmTalento: 'É necessário selecionar ao menos 1 talento.',

  // ---- Login and session ------------------------------------------------------------------------------------
  senhaObrigatoria: 'Senha é obrigatória',
  selecioneEmpresa: 'Selecione uma empresa.',
  senhaNaoConfirmada: 'A senha não foi confirmada corretamente. Por favor, confira.',
  senhasDevemSerIguais: 'As senhas devem ser iguais',
  loginInvalido: 'CPF, senha ou empresa inválidos.',
  trocarSenha: 'Sua senha foi definida por um administrador. Escolha uma nova senha para continuar.',
  muitasTentativas: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  sessaoExpirada: 'Sessão expirada.',
  sessaoExpirouDialogo: 'Sua sessão expirou.',
  wrongUser: (name: string) =>
    `Você está logado como ${name}. Se você não é ${name}, por favor refaça o login.`,
  empresaIdInvalido: 'Empresa ID inválido. Revise ou solicite novamente o link',
  empresaAlteradaOutraAba: 'Atenção! A empresa foi alterada em outra aba',
  /** Written here: the spec describes the explanation of the company-changed dialog. */
  empresaAlteradaOutraAbaDetalhe:
    'Não é permitido utilizar abas com empresas diferentes. Os dados desta aba não podem ser enviados.',

  // ---- Server errors (spec 1 §8, spec 3 §8) ----------------------------------------------------------------
  naoAutorizado: 'Não autorizado.',
  recursoNaoEncontrado: 'O recurso solicitado não foi encontrado.',
  apiInacessivel: 'Não foi possível conectar à API. Verifique sua conexão e tente novamente.',
  noIdInEntity: 'No id in Entity',
  possuiDependencias: (what: string, deps: string) => `${what} possui dependências em ${deps}.`,
  /** The fragment that identifies a removal warning in message cleanup. */
  possuiDependenciasFragmento: 'possui dependências em',

  // ---- Dialogs, buttons and shared widgets ------------------------------------------------------------------
  dialogoCabecalhoPadrao: 'RH',
  ok: 'OK',
  cancelar: 'Cancelar',
  aviso: 'Aviso',
  erro: 'Erro',
  atencao: 'ATENÇÃO!',
  continuar: 'Continuar',
  logout: 'LOGOUT',
  descartar: 'Descartar',
  manter: 'Manter',
  gravar: 'Gravar',
  voltar: 'Voltar',
  enviar: 'Enviar',
  sair: 'Sair',
  atualizarMeusDados: 'Atualizar Meus Dados',
  alterarMinhaSenha: 'Alterar Minha Senha',
  carregando: 'Carregando...',
  pesquisarMenu: 'Pesquisar Menu',
  exibirFiltro: 'Exibir Filtro',
  ocultarFiltro: 'Ocultar Filtro',
  confirmaRemocao: 'Tem certeza que deseja remover?',
  confirmaExclusao: 'Confirma exclusão?',
  nenhumRegistro: 'Nenhum registro encontrado.',
  registrosEncontrados: (n: number) => `${n} registro(s) encontrado(s).`,
  marcarTodos: 'Marcar Todos',
  desmarcarTodos: 'Desmarcar Todos',
  limiteSelecionados: 'Limite de registros selecionados atingido',
  itensOcultos: (n: number) =>
    n === 1
      ? 'Existe 1 item marcado, porém está oculto nessa filtragem.'
      : `Existem ${n} itens marcados, porém estão ocultos nessa filtragem.`,
  arquivoMenorQue: (limit: string) => `O arquivo deve ser menor que ${limit}`,
  arquivoCarregado: (name: string) => `Arquivo ${name} carregado com sucesso.`,
  selecioneExtensao: (ext: string) => `Selecione um arquivo com a extensão: ${ext}`,

  // ---- Error pages ----------------------------------------------------------------------------------------
  paginaNaoEncontrada: 'Página Não Encontrada',
  erro404: 'ERRO 404 - PÁGINA NÃO ENCONTRADA',
  /** Written here: the spec describes a hint to check the typed address and a contact address. */
  erro404Dica: 'Verifique se o endereço digitado está correto.',
  erro404Contato: (email: string) => `Se o problema persistir, entre em contato pelo e-mail ${email}.`,
  voltarPaginaInicial: 'Voltar para a página inicial',
  acessoNegado: 'Acesso Negado',
  /** Written here: the spec describes the access-denied explanation. */
  acessoNegadoDetalhe:
    'Você não possui autorização para acessar esta página. Entre em contato com o responsável pelo cadastro de perfis da sua empresa.',
  erro500: 'ERRO 500 - ERRO INTERNO DO SERVIDOR',
  /** Written here: the spec describes the offer to send the problem report to the provider. */
  erro500Detalhe: 'Ocorreu um erro inesperado. Deseja enviar o relatório do problema ao suporte?',
  detalhesErro: 'Detalhes do erro',

  // ---- Reports ---------------------------------------------------------------------------------------------
  naoExistemDados: 'Não existem dados para o filtro informado.',
  naoFoiPossivelGerarRelatorio: 'Não foi possível gerar o relatório.',

  // ---- Address ---------------------------------------------------------------------------------------------
  cepNaoEncontrado: 'CEP não encontrado.',
  cepIndisponivel: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',

  // ---- Job ads and send-to-friend ----------------------------------------------------------------------------
  anuncioEnviado: 'Anúncio de vaga enviado com sucesso.',
  erroEnviarEmail: 'Erro ao enviar e-mail. Por favor, tente novamente.',

  // ---- Candidate form: languages, experiences, education ------------------------------------------------------
  inserirIdioma: 'Inserir Idioma',
  editarIdioma: 'Editar Idioma',
  inserirExperiencia: 'Inserir Experiência Profissional',
  editarExperiencia: 'Editar Experiência Profissional',
  inserirFormacao: 'Inserir Formação',
  editarFormacao: 'Editar Formação',
  idiomaObrigatorio: 'Idioma é obrigatório',
  nivelObrigatorio: 'Nível é obrigatório',
  idiomaSalvo: 'Idioma salvo com sucesso.',
  idiomaEditado: 'Idioma editado com sucesso.',
  idiomaRemovido: 'Idioma removido com sucesso.',
  experienciaSalva: 'Experiência Profissional salva com sucesso.',
  experienciaEditada: 'Experiência Profissional editada com sucesso.',
  experienciaRemovida: 'Experiência Profissional removida com sucesso.',
  formacaoSalva: 'Formação acadêmica salva com sucesso',
  formacaoEditada: 'Formação acadêmica editada com sucesso',
  formacaoRemovida: 'Formação acadêmica removida com sucesso.',
  dataAdmissaoObrigatoria: 'Data de Admissão é obrigatória',
  dataAdmissaoFutura: 'A data de admissão deve ser igual ou anterior a data atual',
  selecioneAreaFormacao: 'Selecione a Área de Formação',
  situacaoObrigatoria: 'Situação é obrigatória',

  // ---- Home: message boxes, pending items, news (spec 3 §2, §8, §9) -------------------------------------------
  todasMensagensLidas: 'Parabéns! Você leu todas as mensagens da caixa.',
  verTodas: 'Ver todas',
  ver: 'Ver',
  remover: 'Remover',
  visualizarMensagem: 'Visualizar Mensagem',
  mensagemLida: 'Mensagem Lida',
  mensagemDe: 'De',
  mensagemData: 'Data',
  mensagemTexto: 'Mensagem',
  mensagensDeMuitas: '1-30 de muitas',
  mensagensLimitadas:
    'Quantidade de mensagens foi limitada para 30. Clique em ver todas para visualizar todas as mensagens.',
  naoLidas: (n: number) => `${n} não lida(s)`,
  caixasMensagens: {
    R: 'Recrutamento & Seleção',
    C: 'Cargos & Salários',
    P: 'Pesquisas',
    A: 'Aval. Desempenho',
    T: 'Desenvolvimento de Talentos',
    F: 'Gestão de Talentos',
    S: 'SST',
    U: 'Utilitários',
  },
  pendenciasFortesPessoal: 'Pendências com o Fortes Pessoal',
  afastamentos: 'Afastamentos',
  demaisCadastros: 'Demais Cadastros',
  nenhumaPendencia: 'Nenhuma pendência',
  pendenciasExcluidas: 'Pendencia(s) AC excluida(s) com sucesso.',
  pendenciasNaoExcluidas: 'Não foi possível excluir a(s) pendência(s).',

  // ---- Analytics charts (spec 3 §2) --------------------------------------------------------------------------
  areaSemFilha: 'Área Organizacional não possui área filha.',
  geracaoSemDescricao: 'Geração não possui descrição.',
  cursoSemDespesas: 'O curso não possui despesas detalhadas.',
  semDadosGrafico: 'Não existem dados para o gráfico.',
  relatorioAnalitico: 'Relatório Analítico',

  // ---- Utilities: authenticator, credits, AI helper (spec 3 §2, §4, §8) ---------------------------------------
  configuracaoAutenticador: 'Configuração do Autenticador',
  gerarTicket: 'Gerar Ticket',
  recarregarDados: 'Recarregar dados',
  voltarParaLogin: 'Voltar para o login',
  statusMigracaoLicenca: 'Status da Migração da Licença',
  modoDemonstracao: 'Modo Demonstração. Reinicie o sistema.',
  solicitacaoCreditosCadastrada: 'Solicitação cadastrada com sucesso! Em breve entraremos em contato.',
  novasSugestoes: 'Novas sugestões',
  aplicarSugestoes: 'Aplicar sugestões',
  confirmaAplicarSugestoes: 'Deseja mesmo que eu aplique essas sugestões?',
  sugestoesAguarde: 'Ok! Não vai demorar muito...',
  sugestoesInseridas: 'Pronto! Sugestões inseridas.',
  sugestoesErro: 'Ah não! Ocorreu um erro ao aplicar sugestões.',
  limiteChamadasIa:
    'Até as mentes mais brilhantes precisam de descanso. Por favor, tente novamente mais tarde.',

  // ---- SST validation (spec 3 §5) ---------------------------------------------------------------------------
  agenteNocivoRequerido: 'Agente nocivo é requerido',
  riscoObrigatorio: 'Risco é obrigatório',
  descricaoAtividadesRequerida: 'Descrição das atividades é requerido',
  /** Written here: the spec describes the message about the 100-character limit of the new layout. */
  descricaoAtividadesMaximo:
    'O novo leiaute do eSocial limita a descrição das atividades a 100 caracteres. Por favor, ajuste o texto.',
  tipoAvaliacaoObrigatorio: 'Tipo da avaliação é obrigatório',
  utilizaEpcObrigatorio: 'Utiliza EPC é obrigatório',
  utilizaEpiObrigatorio: 'Utiliza EPI é obrigatório',
  probabilidadeRiscoObrigatoria: 'Probabilidade do risco é obrigatória',
  gravidadeRiscoObrigatoria: 'Gravidade do Risco é obrigatória',
  unidadeMedidaRequerida: 'Dose ou unidade de medida é requerido',
  tecnicaMedicaoRequerida: 'Técnica utilizada para medição é requerido',
  intensidadeRequerida: 'Intensidade, concentração ou dose da exposição é requerido',
  limiteToleranciaRequerido: 'Limite de tolerância é requerido',
  epcEficazRequerido: 'EPC eficaz é requerido',
  epcsRequerido: 'EPCs é requerido',
  epiEficazRequerido: 'EPI eficaz é requerido',
  processoJudicialInvalido:
    'Número do Processo Judicial não é válido. Certifique se o número possui 17 dígitos para processos administrativos ou 20 dígitos para processos judiciais',
  dataEncerramentoInferior: 'Data Encerramento inferior `A partir da data`.',
  combinacaoMatrizInexistente: 'Não existe combinação da matriz adicionada.',
  adicioneCombinacaoMatriz: 'Adicione pelo menos uma combinação da matriz.',
  tipoRiscoObrigatorio: 'Tipo de Risco é obrigatório.',
  vacinaObrigatoria: 'Vacina é obrigatória',
  dataRealizacaoObrigatoria: 'Data da realização é obrigatória',
  loteObrigatorio: 'Lote é obrigatório',
} as const;

export type MessageKey = keyof typeof MSG;
