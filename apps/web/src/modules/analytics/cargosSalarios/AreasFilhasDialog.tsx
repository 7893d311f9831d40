import {
  type AreasFilhas,
  type ItemArea,
  promocoesHorizontalAreasFilhas,
  promocoesVerticalAreasFilhas,
  salariosAreasFilhas,
} from '@ipe/domain/analytics/cargosSalarios';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { chamar } from '../../../platform/api/chamar.ts';
import { CartaoGrafico, GraficoRosca } from '../../../platform/charts/index.ts';
import { TXT } from './texts.ts';
import { TabelaAreas } from './TabelaAreas.tsx';

/** Which chart a drill-down comes from. */
export type TipoDetalhe = 'folha' | 'horizontal' | 'vertical';

export interface Detalhe {
  tipo: TipoDetalhe;
  titulo: string;
  /** The areas drilled into, the last one shown (back = drop the last). */
  trilha: { id: number; nome: string }[];
}

const buscar = (
  tipo: TipoDetalhe,
  areaId: number,
  f: { dataIni: string; dataFim: string; dataBase: string },
): Promise<AreasFilhas> =>
  tipo === 'folha'
    ? chamar(salariosAreasFilhas, { query: { areaId, dataBase: f.dataBase } })
    : chamar(tipo === 'horizontal' ? promocoesHorizontalAreasFilhas : promocoesVerticalAreasFilhas, {
        query: { areaOrganizacionalId: areaId, dataIni: f.dataIni, dataFim: f.dataFim },
      });

/** The slices of a drill-down; the area's own people are named as such. */
const fatias = (itens: ItemArea[]) =>
  itens.map((i) => ({ nome: i.propria ? TXT.propria(i.nome) : i.nome, valor: i.valor }));

/**
 * The drill-down dialog (spec 3 §2 'Doughnut: clicking a slice drills down into child organisational
 * areas'): the children of the last area of the trail, each with its sub-areas, and the area's own people;
 * a child with children drills further, one without says 'Área Organizacional não possui área filha.'.
 */
export function AreasFilhasDialog({
  detalhe,
  filtro,
  formatar,
  onChange,
}: {
  detalhe: Detalhe | null;
  filtro: { dataIni: string; dataFim: string; dataBase: string };
  formatar: (n: number) => string;
  onChange: (d: Detalhe | null) => void;
}) {
  const atual = detalhe?.trilha.at(-1);
  const consulta = useQuery({
    queryKey: ['analytics-cs-filhas', detalhe?.tipo, atual?.id, filtro],
    queryFn: () => buscar(detalhe?.tipo ?? 'folha', atual?.id ?? 0, filtro),
    enabled: !!atual,
  });
  const d = consulta.data;
  const abrir = (item: ItemArea) =>
    detalhe && onChange({ ...detalhe, trilha: [...detalhe.trilha, { id: item.id, nome: item.nome }] });
  return (
    <Dialog
      header={detalhe ? `${detalhe.titulo}: ${atual?.nome ?? ''}` : ''}
      visible={!!detalhe}
      onHide={() => onChange(null)}
      style={{ width: 'min(48rem, 95vw)' }}
    >
      {detalhe && detalhe.trilha.length > 1 && (
        <nav className="ipe-cs-trilha" aria-label={TXT.area}>
          <Button
            type="button"
            label={TXT.voltar}
            icon="pi pi-arrow-left"
            text
            size="small"
            onClick={() => onChange({ ...detalhe, trilha: detalhe.trilha.slice(0, -1) })}
          />
          <span>{detalhe.trilha.map((a) => a.nome).join(' › ')}</span>
        </nav>
      )}
      {d?.mensagem && <Message severity="info" text={d.mensagem} />}
      {d && !d.mensagem && (
        <CartaoGrafico
          titulo={d.area.nome}
          vazio={!d.itens.length}
          rodape={
            <TabelaAreas
              itens={d.itens}
              formatar={formatar}
              rotuloValor={detalhe?.tipo === 'folha' ? TXT.valor : TXT.promocoes}
              rotuloTalentos={detalhe?.tipo === 'folha' ? TXT.talentos : TXT.promovidos}
              onAbrir={abrir}
            />
          }
        >
          <GraficoRosca
            titulo={d.area.nome}
            itens={fatias(d.itens)}
            formatar={formatar}
            aoClicar={(i) => {
              const item = d.itens[i];
              if (item && !item.propria) abrir(item);
            }}
          />
        </CartaoGrafico>
      )}
    </Dialog>
  );
}
