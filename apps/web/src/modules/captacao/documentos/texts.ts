/** Texts of the documents screens (the spec leaves them to us). */
export const TXT = {
  titulo: 'Documentos do Candidato',
  tituloNovo: 'Anexar Documento',
  tituloExterno: 'Meus Documentos',
  inserir: 'Inserir',
  descricao: 'Descrição',
  arquivo: 'Arquivo',
  tamanho: 'Tamanho',
  data: 'Data',
  baixar: 'Baixar',
  editar: 'Editar descrição',
  remover: 'Remover',
  voltar: 'Voltar',
  gravar: 'Gravar',
  cancelar: 'Cancelar',
  nenhum: 'Nenhum documento anexado.',
  anexado: 'Documento anexado com sucesso.',
  editado: 'Descrição alterada com sucesso.',
  removido: 'Documento removido com sucesso.',
  selecioneArquivo: 'Selecione um arquivo',
  imprimirCurriculo: 'Imprimir currículo',
  exportarJson: 'Exportar dados (JSON)',
  exportarPdf: 'Exportar dados (PDF)',
  tiposAceitos: 'PDF, imagens, DOC, DOCX, ODT, RTF, XLS, XLSX, ODS, TXT ou CSV, até 10 MB.',
  expurgoTitulo: 'Executar a exclusão agora',
  expurgoExplicacao:
    'A exclusão dos candidatos sem atividade além do prazo da empresa roda sozinha todos os dias. Execute agora depois de mudar o prazo, por exemplo.',
  expurgoExecutar: 'Executar agora',
  expurgoConfirmar:
    'Os candidatos inativos desta empresa serão anonimizados ou excluídos agora, sem possibilidade de desfazer. Deseja continuar?',
  expurgoExecutado: (anonimizados: number, excluidos: number, mantidos: number) =>
    `Exclusão executada: ${anonimizados} anonimizado(s), ${excluidos} excluído(s), ${mantidos} mantido(s) por estar(em) em processo seletivo aberto.`,
} as const;
