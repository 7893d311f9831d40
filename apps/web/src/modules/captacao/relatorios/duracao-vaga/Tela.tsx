import { duracaoVaga } from '@ipe/domain/relatorios/captacao/index';
import { CampoPeriodo, CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';

/** /captacao/relatorios/duracao-vaga: time to fill of the requisitions closed in the period. */
export default function DuracaoVagaTela() {
  return (
    <RelatorioPage def={duracaoVaga}>
      <CampoPeriodo />
      <CampoReferencias name="cargosIds" label="Cargos" resource="cargos" />
      <CampoReferencias name="estabelecimentosIds" label="Estabelecimentos" resource="estabelecimentos" />
      <CampoReferencias name="areasIds" label="Áreas Organizacionais" resource="areas-organizacionais" />
    </RelatorioPage>
  );
}
