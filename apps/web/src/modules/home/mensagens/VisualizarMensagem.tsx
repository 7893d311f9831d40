import { formatDateTime } from '@ipe/domain';
import { type MensagemUsuario, MSG_MENSAGENS as M } from '@ipe/domain/mensagens';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Link } from 'react-router';
import { Checkbox } from '../../../platform/components/ChoiceInputs.tsx';
import { marcarLida } from './dados.ts';

/** Written here: the dialog's link to the screen the message is about. */
const IR = 'Abrir a tela da mensagem';

/** 'Visualizar Mensagem': De, Data, Mensagem (line breaks kept) and the 'Mensagem Lida' checkbox. */
export function VisualizarMensagem({
  mensagem,
  onHide,
}: {
  mensagem: MensagemUsuario | null;
  onHide: () => void;
}) {
  const qc = useQueryClient();
  const m = mensagem;
  return (
    <Dialog header={M.dialogo} visible={!!m} onHide={onHide} style={{ width: 'min(560px, 95vw)' }} modal>
      {m && (
        <dl className="ipe-mensagem-ver">
          <dt>{M.de}</dt>
          <dd>{m.remetente}</dd>
          <dt>{M.data}</dt>
          <dd>{formatDateTime(m.data)}</dd>
          <dt>{M.mensagem}</dt>
          <dd className="ipe-mensagem-texto">{m.texto}</dd>
          {m.link && (
            <dd>
              {m.link.startsWith('/') ? (
                <Link to={m.link} onClick={onHide}>
                  {IR}
                </Link>
              ) : (
                <a href={m.link} target={m.target ?? '_blank'} rel="noopener noreferrer">
                  {IR}
                </a>
              )}
            </dd>
          )}
          <dd className="ipe-mensagem-lida">
            <Checkbox
              inputId="mensagem-lida"
              checked={m.lida}
              onChange={(e) => void marcarLida(qc, m, !!e.checked)}
            />
            <label htmlFor="mensagem-lida">{M.lida}</label>
          </dd>
        </dl>
      )}
    </Dialog>
  );
}
