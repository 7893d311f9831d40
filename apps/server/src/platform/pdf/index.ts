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
  COR,
  type Documento,
  encerrar,
  espacoRestante,
  FONTE,
  finalizar,
  larguraUtil,
  margemEsquerda,
  novoDocumento,
  type OpcoesDocumento,
} from './documento.ts';
export { cabecalhoEmpresa, type EmpresaCabecalho } from './empresa.ts';
