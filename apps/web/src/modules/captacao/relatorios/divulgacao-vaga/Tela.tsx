import { divulgacaoVaga } from '@ipe/domain/relatorios/captacao/index';
import {
  CampoLayout,
  CampoPeriodo,
  CampoReferencias,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';

/** /captacao/relatorios/divulgacao-vaga: how the candidates heard about the vacancies, and the hires per source. */
export default function DivulgacaoVagaTela() {
  return (
    <RelatorioPage def={divulgacaoVaga}>
      <CampoPeriodo />
      <CampoLayout span={4} />
      <CampoReferencias name="estabelecimentosIds" label="Estabelecimentos" resource="estabelecimentos" />
      <CampoReferencias name="areasIds" label="Áreas Organizacionais" resource="areas-organizacionais" />
    </RelatorioPage>
  );
}
