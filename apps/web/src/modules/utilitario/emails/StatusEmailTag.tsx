import { STATUS_EMAIL, type StatusEmail } from '@ipe/domain/resources/utilitario/emails';
import './emails.css';

/** The status of an outbox row as a coloured badge with its pt-BR label (dark text: AA contrast). */
export function StatusEmailTag({ status }: { status: StatusEmail }) {
  return (
    <span className={`ipe-email-status ipe-email-status-${status.toLowerCase()}`}>
      {STATUS_EMAIL[status] ?? status}
    </span>
  );
}
