import { alterarConfiguracaoNiveis } from '@ipe/domain/resources/cargoSalario/competencias/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { MSG } from '@ipe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from '../../../platform/components/ChoiceInputs.tsx';
import { useEffect, useState } from 'react';
import { toastSuccess } from '../../../platform/api/notify.ts';
import ResourceListPage from '../../../platform/resource/ResourceListPage.tsx';
import { configKey, useConfigNiveis } from './api.ts';
import { TXT } from './texts.ts';
import './competencias.css';

/** The levels' list, and below it the company's level configuration (spec 2 §3 'Level configuration'). */
export default function NiveisListPage() {
  return (
    <>
      <ResourceListPage />
      <ConfigNiveisPanel />
    </>
  );
}

function Opcao(p: {
  id: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="ipe-inline ipe-competencias-opcao">
      <Checkbox
        inputId={p.id}
        checked={p.checked}
        disabled={p.disabled}
        onChange={(e) => p.onChange(e.checked === true)}
      />
      <label htmlFor={p.id}>{p.label}</label>
    </div>
  );
}

export function ConfigNiveisPanel() {
  const config = useConfigNiveis();
  const queryClient = useQueryClient();
  const [considerar, setConsiderar] = useState(false);
  const [obrigar, setObrigar] = useState(false);
  const c = config.data;
  useEffect(() => {
    if (!c) return;
    setConsiderar(c.considerarPercentualMinimo);
    setObrigar(c.obrigarPercentual);
  }, [c]);

  const save = useMutation({
    mutationFn: () =>
      chamar(alterarConfiguracaoNiveis, {
        body: { considerarPercentualMinimo: considerar, obrigarPercentual: considerar && obrigar },
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(configKey, saved);
      toastSuccess(TXT.configuracaoSalva);
      await queryClient.invalidateQueries({ queryKey: configKey });
    },
  });
  if (!c) return null;
  const disabled = !c.podeEditar || save.isPending;
  const changed =
    considerar !== c.considerarPercentualMinimo || (considerar && obrigar !== c.obrigarPercentual);
  return (
    <section className="ipe-form-section ipe-competencias-config" aria-labelledby="niveis-config-title">
      <h2 id="niveis-config-title">{TXT.configuracao}</h2>
      <Opcao
        id="considerarPercentualMinimo"
        label={TXT.considerar}
        checked={considerar}
        disabled={disabled}
        onChange={setConsiderar}
      />
      <Opcao
        id="obrigarPercentual"
        label={TXT.obrigar}
        checked={considerar && obrigar}
        disabled={disabled || !considerar}
        onChange={setObrigar}
      />
      {c.considerarPercentualMinimo && c.existeCriterio && (
        <p className="ipe-hint">{TXT.percentualPorCriterios}</p>
      )}
      {c.considerarPercentualMinimo && c.niveisSemPercentual > 0 && (
        <p className="ipe-hint" role="status">
          {TXT.niveisSemPercentual(c.niveisSemPercentual)}
        </p>
      )}
      {c.podeEditar && (
        <div className="ipe-form-actions">
          <Button
            type="button"
            label={MSG.gravar}
            icon="pi pi-check"
            disabled={!changed}
            loading={save.isPending}
            onClick={() => save.mutate()}
          />
        </div>
      )}
    </section>
  );
}
