import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { VinculoQuadro } from './api.ts';
import { TXT } from './texts.ts';

/**
 * 'Contratar' on the board for whoever may also insert talents (issue 24 §4): 'Inserir Talento' opens the
 * talent form pre-filled from the candidate and the requisition (the one the candidate list's 'Contratar'
 * opens; saving it hires), 'Só marcar como contratado' hires now and leaves the talent for later (the
 * card then offers 'Inserir Talento').
 */
export function ContratarDialog({
  vinculo,
  onInserirTalento,
  onSoMarcar,
  onFechar,
}: {
  vinculo: VinculoQuadro | null;
  onInserirTalento: (v: VinculoQuadro) => void;
  onSoMarcar: (v: VinculoQuadro) => void;
  onFechar: () => void;
}) {
  const nome = vinculo?.candidato.nome ?? '';
  return (
    <Dialog
      header={TXT.contratarTitulo(nome)}
      visible={vinculo !== null}
      onHide={onFechar}
      style={{ width: 'min(576px, 95vw)' }}
    >
      <p>{TXT.contratarExplica}</p>
      <div className="ipe-form-actions">
        <Button
          type="button"
          label={TXT.inserirTalento}
          icon="pi pi-user-plus"
          autoFocus
          onClick={() => vinculo && onInserirTalento(vinculo)}
        />
        <Button
          type="button"
          label={TXT.soMarcarContratado}
          icon="pi pi-check"
          outlined
          onClick={() => vinculo && onSoMarcar(vinculo)}
        />
        <Button type="button" label={TXT.cancelar} severity="secondary" text onClick={onFechar} />
      </div>
    </Dialog>
  );
}
