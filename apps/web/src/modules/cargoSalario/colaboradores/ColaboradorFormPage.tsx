import { salarioDoColaborador } from '@ipe/domain/resources/cargoSalario/colaboradores/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { type Field, formatDate, formatMoney, optionLabel } from '@ipe/domain';
import {
  colaboradores as def,
  MOTIVO_ADMISSAO,
  MOTIVO_HISTORICO_OPTIONS,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { CAMPO_VINCULO_CONTRATACAO } from '@ipe/domain/resources/captacao/selecao/contratacao';
import { candidatosDaSolicitacaoPath } from '@ipe/domain/resources/captacao/rotas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { useNavigate } from 'react-router';
import { documentosDoColaboradorPath } from '@ipe/domain/resources/cargoSalario/caminhos';
import { useEffect, useMemo, useRef } from 'react';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { ImageUpload } from '../../../platform/components/index.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { formTabs, itemDefaults } from '../../../platform/resource/form.ts';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';
import { AvisoContratacao, useTalentoDaContratacao } from './DaContratacao.tsx';
import { HistoricoEditor } from './HistoricoEditor.tsx';
import { fotoUrl, TXT, TXT_DOCUMENTOS } from './texts.ts';
import './colaboradores.css';

const historicosField = def.fields.find((f) => f.name === 'historicos');
const novoHistorico = () =>
  historicosField?.kind === 'items'
    ? { ...itemDefaults(historicosField.fields), motivo: MOTIVO_ADMISSAO }
    : {};

/**
 * Photo (sent and removed at once, apart from 'Gravar'), salary in force and the way to the talent's
 * documents, above the tabs.
 */
function Resumo({ id, readOnly }: { id: number; readOnly: boolean }) {
  const navigate = useNavigate();
  const { control } = useFormContext<FieldValues>();
  const nome = (useWatch({ control, name: 'nome' }) as string | null) ?? '';
  const salario = useQuery({
    queryKey: [def.path, 'salario', id],
    queryFn: () => chamar(salarioDoColaborador, { params: { id } }, { loading: 'none', errors: 'silent' }),
  });
  const s = salario.data;
  return (
    <div className="ipe-colaborador-resumo">
      <ImageUpload url={fotoUrl(id)} alt={TXT.fotoDe(nome)} shape="round" disabled={readOnly} />
      <div>
        <p className="ipe-colaborador-nome">{nome}</p>
        {s && (
          <p>
            <strong>{TXT.salarioAtual}:</strong>{' '}
            {s.salario === null ? TXT.salarioDesconhecido : formatMoney(s.salario)}
            {s.historico &&
              ` (${optionLabel(MOTIVO_HISTORICO_OPTIONS, s.historico.motivo)}, ${formatDate(s.historico.data)})`}
          </p>
        )}
      </div>
      <Button
        type="button"
        className="ipe-colaborador-documentos"
        label={TXT_DOCUMENTOS.documentos}
        icon="pi pi-paperclip"
        outlined
        onClick={() => navigate(documentosDoColaboradorPath(id))}
      />
    </div>
  );
}

/** A new talent starts with its admission row, dated on the admission date while the user keeps them equal. */
function AdmissaoNoHistorico() {
  const { control, getValues, setValue } = useFormContext<FieldValues>();
  const admissao = useWatch({ control, name: 'dataAdmissao' }) as string | null;
  const anterior = useRef<string | null>(null);
  useEffect(() => {
    const rows = (getValues('historicos') as Record<string, unknown>[] | undefined) ?? [];
    const i = rows.findIndex((r) => r.motivo === MOTIVO_ADMISSAO);
    if (i >= 0 && (rows[i].data == null || rows[i].data === anterior.current) && rows[i].data !== admissao)
      // The whole list is replaced: the history editor watches it as one value.
      setValue(
        'historicos',
        rows.map((r, k) => (k === i ? { ...r, data: admissao } : r)),
        { shouldDirty: true },
      );
    anterior.current = admissao;
  }, [admissao, getValues, setValue]);
  return null;
}

/**
 * The talent form: the declaration's tabs (personal data, address, employment, history) with the photo
 * and the salary in force on top. The history rows are saved with the talent, in one transaction.
 */
export default function ColaboradorFormPage() {
  const { id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return <ColaboradorForm id={id} />;
}

/** Establishment, area, position and band of the latest history row, as the server keeps them. */
function PosicaoAtual({ row }: { row: Record<string, unknown> | undefined }) {
  const label = (k: string, campo: string) => {
    const v = (row?.[k] as Record<string, unknown> | null | undefined)?.[campo];
    return v == null ? '—' : String(v);
  };
  const itens: [string, string][] = [
    ['Estabelecimento', label('estabelecimento', 'nome')],
    ['Área Organizacional', label('areaOrganizacional', 'descricaoHierarquia')],
    ['Cargo', label('cargo', 'nomeMercado')],
    ['Faixa Salarial', label('faixaSalarial', 'nome')],
  ];
  return (
    <section className="ipe-form-section ipe-posicao-atual" aria-labelledby="posicao-atual">
      <h2 id="posicao-atual">{TXT.posicaoAtual}</h2>
      <dl>
        {itens.map(([t, v]) => (
          <div key={t}>
            <dt>{t}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ColaboradorForm({ id }: { id: number | null }) {
  const contratacao = useTalentoDaContratacao();
  const queryClient = useQueryClient();
  const { previa, vinculoId } = contratacao;
  const extraValues = useMemo(() => {
    if (id !== null) return undefined;
    if (!previa) return { historicos: [novoHistorico()] };
    return {
      ...previa.valores,
      historicos: previa.valores.historicos.map((h) => ({ ...novoHistorico(), ...h })),
    };
  }, [id, previa]);
  const state = useResourceForm(def, id, {
    extraValues,
    extraReady: contratacao.pronto,
    // From a hiring: the server hires and carries the files over with the talent; back to the board.
    toBody: vinculoId === null ? undefined : (v) => ({ ...v, [CAMPO_VINCULO_CONTRATACAO]: vinculoId }),
    afterSave: previa ? () => candidatosDaSolicitacaoPath(previa.solicitacao.id) : undefined,
    // The board read before the hiring is stale now.
    onSaved: previa ? () => queryClient.invalidateQueries() : undefined,
  });
  const tabs = useMemo(() => formTabs(def), []);
  const disabled = state.readOnly || state.loading;
  const campos = (fields: readonly Field[]) => (
    <ResourceFields def={{ ...def, fields: fields.filter((f) => !f.readOnly) }} disabled={disabled} />
  );
  return (
    <ResourceFormFrame def={def} state={state}>
      {id !== null && <Resumo id={id} readOnly={state.readOnly} />}
      {id === null && <AdmissaoNoHistorico />}
      {id === null && previa && <AvisoContratacao previa={previa} />}
      <TabView activeIndex={state.tab} onTabChange={(e) => state.setTab(e.index)} renderActiveOnly={false}>
        {tabs.map((t) => (
          <TabPanel key={t.title} header={t.title}>
            {t.fields.some((f) => f.kind === 'items') ? (
              <HistoricoEditor disabled={disabled} />
            ) : (
              <>
                {campos(t.fields)}
                {id !== null && t.fields.some((f) => f.readOnly) && <PosicaoAtual row={state.row} />}
              </>
            )}
          </TabPanel>
        ))}
      </TabView>
    </ResourceFormFrame>
  );
}
