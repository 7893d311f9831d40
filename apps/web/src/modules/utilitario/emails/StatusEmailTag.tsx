import { STATUS_EMAIL, type StatusEmail } from '@ipe/domain/resources/utilitario/emails';
import { Tag } from 'primereact/tag';

const SEVERIDADE: Record<StatusEmail, 'success' | 'danger' | 'warning' | 'info'> = {
  ENVIADO: 'success',
  ERRO: 'danger',
  PENDENTE: 'info',
  SEM_SMTP: 'warning',
};

/** The status of an outbox row as a coloured tag with its pt-BR label. */
export function StatusEmailTag({ status }: { status: StatusEmail }) {
  return <Tag value={STATUS_EMAIL[status] ?? status} severity={SEVERIDADE[status]} />;
}
