import type { BooleanField } from '@ipe/domain';
import { analiseEtapasSeletivas } from '@ipe/domain/relatorios/captacao/index';
import { useController } from 'react-hook-form';
import { FieldShell } from '../../../../platform/components/index.ts';
import { CampoPeriodo, CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { BooleanWidget } from '../../../../platform/resource/widgets/choice.tsx';

const POR_SOLICITACAO = {
  name: 'porSolicitacao',
  label: 'Por solicitação de pessoal',
  kind: 'boolean',
} satisfies BooleanField;

/** 'Por solicitação de pessoal': the figures broken down per requisition (the generic yes/no widget). */
function CampoPorSolicitacao() {
  const { field } = useController({ name: POR_SOLICITACAO.name });
  return (
    <FieldShell id={POR_SOLICITACAO.name} label={POR_SOLICITACAO.label} span={4}>
      <BooleanWidget
        field={POR_SOLICITACAO}
        id={POR_SOLICITACAO.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={false}
      />
    </FieldShell>
  );
}

/** /captacao/relatorios/analise-etapa-seletiva: candidates, results and days per selection step. */
export default function AnaliseEtapasSeletivasTela() {
  return (
    <RelatorioPage def={analiseEtapasSeletivas}>
      <CampoPeriodo />
      <CampoPorSolicitacao />
      <CampoReferencias
        name="etapasIds"
        label="Etapas Seletivas"
        resource="etapas-seletivas"
        required
        span={12}
      />
    </RelatorioPage>
  );
}
