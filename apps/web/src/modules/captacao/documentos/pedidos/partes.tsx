import { formatDate } from '@ipe/domain';
import { hojeIso } from '@ipe/domain/salario';
import {
  type PedidoDocumentos,
  STATUS_ITEM_LABEL,
  type StatusItem,
} from '@ipe/domain/resources/captacao/documentos/pedidos';
import { TXT_PEDIDOS as T } from './texts.ts';
import './pedidos.css';

/** An item's status as a coloured label (text, not colour alone, carries it). */
export function StatusItemTag({ status }: { status: StatusItem }) {
  return (
    <span className={`ipe-item-status ipe-item-${status.toLowerCase()}`}>{STATUS_ITEM_LABEL[status]}</span>
  );
}

/** 'n de m recebidos' with a bar, and how many were accepted. */
export function Progresso({ pedido }: { pedido: Pick<PedidoDocumentos, 'recebidos' | 'aceitos' | 'total'> }) {
  const texto = T.recebidos(pedido.recebidos, pedido.total);
  return (
    <div className="ipe-pedido-progresso">
      <span className="ipe-pedido-contagem">
        {texto}
        {pedido.aceitos > 0 && ` · ${T.aceitos(pedido.aceitos)}`}
      </span>
      <progress max={pedido.total} value={pedido.recebidos} aria-label={texto} />
    </div>
  );
}

/** The due date, marked as past while the request is still open. */
export function PrazoPedido({
  pedido,
  hoje = hojeIso(),
}: {
  pedido: Pick<PedidoDocumentos, 'prazo' | 'status'>;
  hoje?: string;
}) {
  if (!pedido.prazo) return null;
  const vencido = pedido.status === 'ABERTO' && pedido.prazo < hoje;
  return (
    <span className={vencido ? 'ipe-pedido-vencido' : undefined}>
      {T.prazo(formatDate(pedido.prazo))}
      {vencido && ` ${T.vencido}`}
    </span>
  );
}
