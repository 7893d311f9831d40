import { vagaMotivo } from '@ipe/domain/relatorios/captacao/index';
import { CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoAno } from './CampoAno.tsx';

/** /captacao/relatorios/vaga-motivo: the year's vacancies per reason, month by month. */
export default function VagaMotivoTela() {
  return (
    <RelatorioPage def={vagaMotivo}>
      <CampoAno span={2} />
      <CampoReferencias
        name="estabelecimentosIds"
        label="Estabelecimentos"
        resource="estabelecimentos"
        span={5}
      />
      <CampoReferencias
        name="areasIds"
        label="Áreas Organizacionais"
        resource="areas-organizacionais"
        span={5}
      />
    </RelatorioPage>
  );
}
