/** The product's PDF documents: see documento.ts (layout, header, footer) and blocos.ts (body blocks). */
export {
  alturaLinhasPautadas,
  alturaTexto,
  garantirEspaco,
  linhasPautadas,
  noTopo,
  type OpcoesTexto,
  paragrafo,
  secao,
} from './blocos.ts';
export { formatarData, formatarDataHora } from './datas.ts';
export {
  artefato,
  COR,
  type Documento,
  encerrar,
  estruturaRaiz,
  espacoRestante,
  FONTE,
  finalizar,
  larguraUtil,
  marcado,
  margemEsquerda,
  novoDocumento,
  type OpcoesDocumento,
} from './documento.ts';
export { cabecalhoEmpresa, type EmpresaCabecalho } from './empresa.ts';
