import { formatNumber } from '@ipe/domain';
import type { ItemArea } from '@ipe/domain/analytics/cargosSalarios';
import { Button } from 'primereact/button';
import { TXT } from './texts.ts';

/**
 * The slices of an area chart as a table under it: the keyboard's (and the screen reader's) way into a
 * drill-down, which a click on the canvas is not (an area without children then says 'Área
 * Organizacional não possui área filha.').
 */
export function TabelaAreas({
  itens,
  formatar,
  rotuloValor,
  rotuloTalentos = TXT.talentos,
  onAbrir,
}: {
  itens: ItemArea[];
  formatar: (n: number) => string;
  rotuloValor: string;
  /** Payroll: talents on it; promotions: talents promoted. */
  rotuloTalentos?: string;
  onAbrir: (item: ItemArea) => void;
}) {
  return (
    <table className="ipe-cs-tabela">
      <thead>
        <tr>
          <th scope="col">{TXT.area}</th>
          <th scope="col" className="ipe-cs-numero">
            {rotuloValor}
          </th>
          <th scope="col" className="ipe-cs-numero">
            {rotuloTalentos}
          </th>
        </tr>
      </thead>
      <tbody>
        {itens.map((i) => (
          <tr key={`${i.id}-${i.propria}`}>
            <th scope="row">
              {i.propria ? (
                TXT.propria(i.nome)
              ) : (
                <Button
                  type="button"
                  link
                  size="small"
                  className="p-0"
                  label={i.nome}
                  aria-label={TXT.verFilhas(i.nome)}
                  onClick={() => onAbrir(i)}
                />
              )}
            </th>
            <td className="ipe-cs-numero">{formatar(i.valor)}</td>
            <td className="ipe-cs-numero">{formatNumber(i.talentos, 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
