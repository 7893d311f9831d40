import { planejamentosRealinhamentos } from '@ipe/domain/relatorios/cargoSalario/planejamentos-realinhamentos';
import { formatDate } from '@ipe/domain';
import { tabelasReajustesColaboradores } from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { useQuery } from '@tanstack/react-query';
import { recurso } from '../../../../platform/api/recurso.ts';
import { CampoOpcoes, CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';

const tabelas = recurso(tabelasReajustesColaboradores);

/** /cargo-salario/relatorios/planejamentos-realinhamentos: one planning table's records and totals. */
export default function PlanejamentosRealinhamentosTela() {
  const lista = useQuery({
    queryKey: [tabelasReajustesColaboradores.path, 'relatorio'],
    queryFn: () => tabelas.listar({}),
  });
  const opcoes = (lista.data ?? []).map((t) => ({ value: t.id, label: `${t.nome} (${formatDate(t.data)})` }));
  return (
    <RelatorioPage def={planejamentosRealinhamentos}>
      <CampoOpcoes name="tabelaReajusteColaboradorId" label="Planejamento" options={opcoes} span={6} />
      <CampoReferencias name="areasIds" label="Áreas Organizacionais" resource="areas-organizacionais" />
    </RelatorioPage>
  );
}
