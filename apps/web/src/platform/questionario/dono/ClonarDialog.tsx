import { clonarSchema, ERROR_CODES } from '@ipe/domain';
import { Button } from 'primereact/button';
import { Checkbox } from '../../components/ChoiceInputs.tsx';
import { Dialog } from 'primereact/dialog';
import { MultiSelect } from 'primereact/multiselect';
import { useState } from 'react';
import { ApiError, http } from '../../api/client.ts';
import { toastSuccess } from '../../api/notify.ts';
import { FieldShell, fieldAria } from '../../components/index.ts';
import { useSession } from '../../session/state.ts';
import { TXT } from './texts.ts';

/**
 * 'Clonar': copies a question set's owner (a model) with its aspects and questions into the chosen
 * companies (the ones the user may use, from the session), in one transaction on the server
 * (POST {path}/{id} {empresas}, the engine's clone; `path` is the owner's API path without /api).
 */
export function ClonarDialog({
  path,
  modelo,
  onFechar,
  onClonado,
  opcaoParticipantes = false,
}: {
  path: string;
  modelo: { id: number; titulo: string };
  /** Offers 'Clonar participantes' (a performance evaluation), sent as `clonarParticipantes`. */
  opcaoParticipantes?: boolean;
  onFechar: () => void;
  onClonado: () => void;
}) {
  const { info } = useSession();
  const empresas = (info?.empresas ?? []).map((e) => ({ value: e.id, label: e.nome }));
  const [escolhidas, setEscolhidas] = useState<number[]>([]);
  const [erro, setErro] = useState<string | undefined>();
  const [ocupado, setOcupado] = useState(false);
  const [participantes, setParticipantes] = useState(false);

  const clonar = async () => {
    const parsed = clonarSchema.safeParse({ empresas: escolhidas });
    if (!parsed.success) return setErro(parsed.error.issues[0]?.message);
    setErro(undefined);
    setOcupado(true);
    try {
      await http.post(
        `${path}/${modelo.id}`,
        opcaoParticipantes ? { ...parsed.data, clonarParticipantes: participantes } : parsed.data,
      );
    } catch (e) {
      if (e instanceof ApiError && e.code === ERROR_CODES.fieldValidation)
        setErro(e.entries.map((x) => x.message).join(' '));
      return;
    } finally {
      setOcupado(false);
    }
    toastSuccess(TXT.clonado);
    onClonado();
  };

  const { id, ...aria } = fieldAria('clonar-empresas', erro, true);
  return (
    <Dialog
      header={TXT.clonarTitulo(modelo.titulo)}
      visible
      onHide={onFechar}
      modal
      style={{ width: 'min(600px, 95vw)' }}
      footer={
        <div className="ipe-form-actions">
          <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={onFechar} />
          <Button
            type="button"
            label={TXT.clonar}
            icon="pi pi-copy"
            loading={ocupado}
            onClick={() => void clonar()}
          />
        </div>
      }
    >
      <FieldShell id="clonar-empresas" label={TXT.empresas} required error={erro}>
        <MultiSelect
          inputId={id}
          {...aria}
          value={escolhidas}
          options={empresas}
          display="chip"
          filter
          placeholder={TXT.selecioneEmpresas}
          invalid={!!erro}
          onChange={(e) => setEscolhidas(e.value ?? [])}
          className="ipe-references"
        />
      </FieldShell>
      {opcaoParticipantes && (
        <div className="ipe-checkbox-line">
          <Checkbox
            inputId="clonar-participantes"
            checked={participantes}
            onChange={(e) => setParticipantes(!!e.checked)}
          />
          <label htmlFor="clonar-participantes">Clonar participantes</label>
        </div>
      )}
    </Dialog>
  );
}
