import { colaboradores } from '@ipe/domain/resources/cargoSalario/colaboradores/index';

/** Texts of the talent screens that the spec leaves to us. */
export const TXT = {
  todas: 'Todas',
  foto: 'Foto',
  cargoFaixa: 'Cargo / Faixa',
  pesquisaNomeCpf: 'Nome ou CPF',
  salarioAtual: 'Salário atual',
  salarioEm: (data: string) => `Salário vigente em ${data}`,
  salarioDesconhecido: 'Não calculado (faixa ou índice sem valor na data)',
  fotoDe: (nome: string) => `Foto de ${nome}`,
  novoHistorico: 'Novo histórico',
  removerHistorico: (titulo: string) => `Remover histórico ${titulo}`,
  posicaoAtual: 'Posição atual (do histórico mais recente)',
} as const;

/** Texts of the talent's documents screen (issue 24 §4). */
export const TXT_DOCUMENTOS = {
  titulo: 'Documentos do Talento',
  documentos: 'Documentos',
  ajuda:
    'Os documentos e o currículo do candidato vêm para cá quando o talento é inserido a partir da ' +
    'contratação; anexe aqui os que chegarem depois.',
  anexarTitulo: 'Anexar documento',
  anexar: 'Anexar',
  descricao: 'Descrição',
  arquivo: 'Arquivo',
  tamanho: 'Tamanho',
  data: 'Data',
  baixar: 'Baixar',
  remover: 'Remover',
  voltar: 'Voltar',
  anexado: 'Documento anexado com sucesso.',
  removido: 'Documento removido com sucesso.',
  confirmaRemover: (descricao: string, arquivo: string) =>
    `Remover o documento "${descricao}" (${arquivo})? O arquivo não poderá ser recuperado.`,
  tiposAceitos: 'PDF, imagens, DOC, DOCX, ODT, RTF, XLS, XLSX, ODS, TXT ou CSV, até 10 MB.',
} as const;

/** The photo of a talent (the initials avatar when it has none). */
export const fotoUrl = (id: number) => `/api${colaboradores.path}/${id}/foto`;
