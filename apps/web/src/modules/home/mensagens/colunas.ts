import type { CaixaMensagens, MensagemUsuario, TipoCaixa } from '@ipe/domain/mensagens';

/** The two columns of boxes, as the server keeps them (caixasEsquerda, caixasDireita). */
export type Lado = 'esquerda' | 'direita';
export const LADOS: Lado[] = ['esquerda', 'direita'];
export type Colunas = Record<Lado, TipoCaixa[]>;

/** Written here: the columns' accessible names. */
export const TXT_COLUNAS: Record<Lado, string> = {
  esquerda: 'Caixas de mensagens, coluna esquerda',
  direita: 'Caixas de mensagens, coluna direita',
};

export interface ColunasProps {
  colunas: Colunas;
  caixas: Map<TipoCaixa, CaixaMensagens>;
  minimizadas: Set<TipoCaixa>;
  onMover: (c: Colunas) => void;
  onAlternar: (tipo: TipoCaixa) => void;
  onVer: (m: MensagemUsuario) => void;
}
