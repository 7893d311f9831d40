import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { alterarExpiracao } from '@ipe/domain/resources/captacao/selecao/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { FieldShell, FormGrid } from '../../../platform/components/index.ts';
import { ensurePtBRLocale, PT_BR } from '../../../platform/components/locale.ts';
import { TXT } from './texts.ts';

/**
 * The step's deadline (PUT /historico-candidatos/{id}/data-hora-expiracao): until when the candidate may
 * answer the step's evaluations in the candidate area; empty for no deadline.
 */
export function ExpiracaoDialog({
  historico,
  onFechar,
  onSalvo,
}: {
  historico: { id: number; dataHoraExpiracao: string | null; nome: string } | null;
  onFechar: () => void;
  onSalvo: () => void;
}) {
  ensurePtBRLocale();
  const [valor, setValor] = useState<Date | null>(null);
  useEffect(() => {
    setValor(historico?.dataHoraExpiracao ? new Date(historico.dataHoraExpiracao) : null);
  }, [historico]);
  const gravar = async () => {
    if (!historico) return;
    await chamar(alterarExpiracao, {
      params: { id: historico.id },
      body: { dataHoraExpiracao: valor ? valor.toISOString() : null },
    })
      .then(() => {
        toastSuccess(TXT.prazoSalvo);
        onSalvo();
      })
      .catch(() => undefined);
  };
  return (
    <Dialog
      header={TXT.prazoTitulo}
      visible={historico !== null}
      onHide={onFechar}
      style={{ width: 'min(576px, 95vw)' }}
    >
      <p>{historico?.nome}</p>
      <FormGrid>
        <FieldShell id="prazo-data-hora" label={TXT.prazo}>
          <Calendar
            inputId="prazo-data-hora"
            value={valor}
            onChange={(e) => setValor((e.value as Date | null) ?? null)}
            locale={PT_BR}
            dateFormat="dd/mm/yy"
            showTime
            hourFormat="24"
            showIcon
            showButtonBar
            minDate={new Date()}
            pt={{ input: { root: { 'aria-describedby': 'prazo-hint' } } }}
          />
          <small id="prazo-hint" className="ipe-hint">
            {TXT.prazoHint}
          </small>
        </FieldShell>
      </FormGrid>
      <div className="ipe-form-actions">
        <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={onFechar} />
        <Button type="button" label={TXT.gravar} icon="pi pi-check" onClick={gravar} />
      </div>
    </Dialog>
  );
}
