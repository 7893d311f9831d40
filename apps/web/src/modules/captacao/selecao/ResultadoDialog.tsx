import {
  APTO_OPTIONS,
  OBSERVACAO_MAX,
  RESPONSAVEL_MAX,
  type ResultadoInput,
  resultadoSchema,
} from '@ipe/domain/resources/captacao/selecao/index';
import { hojeIso } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from '../../../platform/components/ChoiceInputs.tsx';
import { useEffect, useState } from 'react';
import { useSession } from '../../../platform/session/state.ts';
import { DateInput, FieldShell, FormGrid, fieldAria } from '../../../platform/components/index.ts';
import type { VinculoQuadro } from './api.ts';
import { TXT } from './texts.ts';

type Form = { apto: string; data: string | null; responsavel: string; observacao: string };

/**
 * 'Resultado da etapa': apto / não apto, date, responsible and notes of the candidate's current step,
 * checked with the same schema as the API (resultadoSchema).
 */
export function ResultadoDialog({
  vinculo,
  onFechar,
  onGravar,
}: {
  vinculo: VinculoQuadro | null;
  onFechar: () => void;
  onGravar: (r: ResultadoInput) => Promise<void>;
}) {
  const { info } = useSession();
  const [f, setF] = useState<Form>({ apto: '', data: null, responsavel: '', observacao: '' });
  const [erros, setErros] = useState<Record<string, string>>({});
  useEffect(() => {
    const a = vinculo?.atual;
    if (!a) return;
    setF({
      apto: a.apto ?? '',
      data: a.apto ? a.data : hojeIso(),
      responsavel: a.responsavel ?? info?.usuario.nome ?? '',
      observacao: a.observacao ?? '',
    });
    setErros({});
  }, [vinculo, info?.usuario.nome]);

  const gravar = async () => {
    const p = resultadoSchema.safeParse({ ...f, apto: f.apto || undefined, data: f.data ?? undefined });
    if (!p.success) {
      setErros(Object.fromEntries(p.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    await onGravar(p.data).catch(() => undefined);
  };
  const etapa = vinculo?.atual?.etapa.nome ?? '';
  return (
    <Dialog
      header={TXT.resultadoEtapa(etapa)}
      visible={vinculo !== null}
      onHide={onFechar}
      style={{ width: 'min(768px, 95vw)' }}
    >
      <p>{vinculo?.candidato.nome}</p>
      <FormGrid>
        <fieldset className="ipe-field" style={{ border: 0, padding: 0, margin: 0 }} data-field="apto">
          <legend>
            {TXT.resultado}
            <span className="ipe-required" aria-hidden="true">
              *
            </span>
          </legend>
          <div style={{ display: 'flex', gap: '1.5rem' }}>
            {APTO_OPTIONS.map((o) => (
              <div key={o.value} style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}>
                <RadioButton
                  inputId={`apto-${o.value}`}
                  name="apto"
                  value={o.value}
                  checked={f.apto === o.value}
                  onChange={() => setF({ ...f, apto: o.value })}
                />
                <label htmlFor={`apto-${o.value}`}>{o.label}</label>
              </div>
            ))}
          </div>
          {erros.apto && (
            <small role="alert" className="ipe-field-error p-error">
              {erros.apto}
            </small>
          )}
        </fieldset>
        <FieldShell id="resultado-data" label={TXT.data} required error={erros.data} span={4}>
          <DateInput
            id="resultado-data"
            value={f.data}
            maxDate={hojeIso()}
            onChange={(data) => setF({ ...f, data })}
            invalid={!!erros.data}
            describedBy={erros.data ? 'resultado-data-error' : undefined}
            required
          />
        </FieldShell>
        <FieldShell id="resultado-responsavel" label={TXT.responsavel} error={erros.responsavel} span={8}>
          <InputText
            {...fieldAria('resultado-responsavel', erros.responsavel)}
            maxLength={RESPONSAVEL_MAX}
            value={f.responsavel}
            onChange={(e) => setF({ ...f, responsavel: e.target.value })}
          />
        </FieldShell>
        <FieldShell id="resultado-observacao" label={TXT.observacao} error={erros.observacao}>
          <InputTextarea
            {...fieldAria('resultado-observacao', erros.observacao)}
            rows={4}
            maxLength={OBSERVACAO_MAX}
            value={f.observacao}
            onChange={(e) => setF({ ...f, observacao: e.target.value })}
          />
        </FieldShell>
      </FormGrid>
      <div className="ipe-form-actions">
        <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={onFechar} />
        <Button type="button" label={TXT.gravar} icon="pi pi-check" onClick={gravar} />
      </div>
    </Dialog>
  );
}
