import { COR_PADRAO } from '@ipe/domain';
import { empresas, MAX_CANDIDATA_CARGO_PADRAO } from '@ipe/domain/resources/utilitario/empresas';
import {
  CAMPOS_CANDIDATO,
  CAMPOS_EXTRAS,
  completarCamposCandidato,
  completarCamposExtras,
} from '@ipe/domain/resources/utilitario/organizacao/index';
import {
  camposCandidatoDaEmpresa,
  camposExtrasDaEmpresa,
} from '@ipe/domain/resources/utilitario/organizacao/contratosCampos';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TabPanel, TabView } from 'primereact/tabview';
import { type ReactElement, useMemo } from 'react';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { chamar } from '../../../platform/api/chamar.ts';
import { ChecklistBox, FieldShell, ImageUpload } from '../../../platform/components/index.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { formTabs } from '../../../platform/resource/form.ts';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';
import { CamposExtrasTabela } from './CamposExtrasTabela.tsx';
import { CONFIGURACAO_KEY } from './configuracao.ts';
import { empresaBody, empresaResolver } from './empresaForm.ts';
import { TXT } from './texts.ts';
import './organizacao.css';

/**
 * The company form (/utilitario/empresas/new and /{id}): the declared fields in their tabs (company data
 * and parameters), the logo, the extra fields of candidates and talents (tabs shown while their parameter
 * is on) and the required fields of the candidate form, all saved with one 'Gravar'.
 */
export default function EmpresaFormPage() {
  const { id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return <EmpresaForm id={id} />;
}

const CHECKLIST = CAMPOS_CANDIDATO.map((c) => ({
  value: c.campo,
  label: c.label,
  group: c.grupo,
  disabled: !!c.fixo,
}));
const FIXOS = CAMPOS_CANDIDATO.filter((c) => c.fixo).map((c) => c.campo);

function CamposCandidato({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      name="camposCandidato"
      control={control}
      render={({ field }) => (
        <FieldShell id="camposCandidato" label={TXT.camposObrigatorios}>
          <p className="ipe-hint">{TXT.formularioCandidatoAjuda}</p>
          <ChecklistBox
            id="camposCandidato"
            label={TXT.camposObrigatorios}
            options={disabled ? CHECKLIST.map((o) => ({ ...o, disabled: true })) : CHECKLIST}
            value={[...new Set([...FIXOS, ...((field.value as string[]) ?? [])])]}
            onChange={(v) => field.onChange([...new Set([...FIXOS, ...v])])}
          />
        </FieldShell>
      )}
    />
  );
}

function EmpresaForm({ id }: { id: number | null }) {
  const isNew = id === null;
  const queryClient = useQueryClient();
  const extrasQuery = useQuery({
    queryKey: [empresas.path, 'campos-extras', id],
    enabled: !isNew,
    queryFn: () => chamar(camposExtrasDaEmpresa, { params: { id: id ?? 0 } }),
  });
  const candidatoQuery = useQuery({
    queryKey: [empresas.path, 'campos-candidato', id],
    enabled: !isNew,
    queryFn: () => chamar(camposCandidatoDaEmpresa, { params: { id: id ?? 0 } }),
  });
  const extraReady = isNew || (extrasQuery.isFetched && candidatoQuery.isFetched);
  const extraValues = useMemo(
    () => ({
      ...(isNew
        ? {
            maxCandidataCargo: MAX_CANDIDATA_CARGO_PADRAO,
            corPrincipal: COR_PADRAO,
            corSecundaria: COR_PADRAO,
          }
        : {}),
      camposExtras: extrasQuery.data ?? {
        candidato: completarCamposExtras([]),
        colaborador: completarCamposExtras([]),
      },
      camposCandidato: (candidatoQuery.data ?? completarCamposCandidato(new Set()))
        .filter((c) => c.obrigatorio)
        .map((c) => c.campo),
    }),
    [isNew, extrasQuery.data, candidatoQuery.data],
  );
  const extraFieldOrder = useMemo(
    () => [
      ...CAMPOS_EXTRAS.map((_, i) => `camposExtras.candidato.${i}.label`),
      ...CAMPOS_EXTRAS.map((_, i) => `camposExtras.colaborador.${i}.label`),
      'camposCandidato',
    ],
    [],
  );
  const state = useResourceForm(empresas, id, {
    resolver: empresaResolver,
    extraValues,
    extraReady,
    extraFieldOrder,
    toBody: empresaBody,
  });
  const disabled = state.readOnly || state.loading;
  const comCandidato = state.form.watch('campoExtraCandidato') === true;
  const comColaborador = state.form.watch('campoExtraColaborador') === true;

  const tabs = formTabs(empresas);
  const panels: ReactElement[] = tabs.map((t, i) => (
    <TabPanel key={t.title} header={t.title}>
      <ResourceFields def={{ ...empresas, fields: t.fields }} disabled={disabled} />
      {i === 0 && (
        <section className="ipe-org-logo" aria-labelledby="empresa-logo">
          <h2 id="empresa-logo">{TXT.logo}</h2>
          {isNew ? (
            <p className="ipe-hint">{TXT.logoDepoisDeGravar}</p>
          ) : (
            <ImageUpload
              url={`/api${empresas.path}/${id}/logo`}
              alt={TXT.logoAlt}
              disabled={state.readOnly}
              onUploaded={() => void queryClient.invalidateQueries({ queryKey: CONFIGURACAO_KEY })}
            />
          )}
        </section>
      )}
    </TabPanel>
  ));
  if (comCandidato)
    panels.push(
      <TabPanel key="cand" header={TXT.abaCamposCandidato}>
        <CamposExtrasTabela entidade="candidato" disabled={disabled} />
      </TabPanel>,
    );
  if (comColaborador)
    panels.push(
      <TabPanel key="colab" header={TXT.abaCamposColaborador}>
        <CamposExtrasTabela entidade="colaborador" disabled={disabled} />
      </TabPanel>,
    );
  panels.push(
    <TabPanel key="form" header={TXT.abaFormularioCandidato}>
      <CamposCandidato disabled={disabled} />
    </TabPanel>,
  );

  return (
    <ResourceFormFrame def={empresas} state={state}>
      <TabView
        activeIndex={Math.min(state.tab, panels.length - 1)}
        onTabChange={(e) => state.setTab(e.index)}
        renderActiveOnly={false}
        scrollable
      >
        {panels}
      </TabView>
    </ResourceFormFrame>
  );
}
