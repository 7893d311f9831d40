import { MSG } from '@ipe/domain';
import { Button } from 'primereact/button';
import { type CSSProperties, type ReactNode, useId } from 'react';
import './charts.css';

/** A help icon whose tooltip explains a formula (spec 3 §2 'Help tooltips'); also read by screen readers. */
export function Ajuda({ assunto, texto }: { assunto: string; texto: string }) {
  return (
    <Button
      type="button"
      icon="pi pi-question-circle"
      rounded
      text
      size="small"
      className="ipe-ajuda ipe-nao-imprime"
      aria-label={`Como é calculado: ${assunto}. ${texto}`}
      tooltip={texto}
      tooltipOptions={{ position: 'top', event: 'both' }}
    />
  );
}

export interface CartaoGraficoProps {
  titulo: string;
  /** The formula or reading of the chart, in the help tooltip. */
  ajuda?: string;
  /** No data: the card says 'Não existem dados para o gráfico.' instead of an empty chart. */
  vazio: boolean;
  /** Height of the drawing area (the chart fills it). */
  altura?: number;
  className?: string;
  children: ReactNode;
  /** Shown under the drawing area when there is data (a table of the chart's values). */
  rodape?: ReactNode;
}

/** A titled card holding one chart, or the empty-chart message. */
export function CartaoGrafico({
  titulo,
  ajuda,
  vazio,
  altura = 280,
  className,
  children,
  rodape,
}: CartaoGraficoProps) {
  const id = useId();
  return (
    <section className={className ? `ipe-grafico ${className}` : 'ipe-grafico'} aria-labelledby={id}>
      <header className="ipe-grafico-cabecalho">
        <h2 id={id}>{titulo}</h2>
        {ajuda && <Ajuda assunto={titulo} texto={ajuda} />}
      </header>
      {vazio ? (
        <p className="ipe-grafico-vazio">{MSG.semDadosGrafico}</p>
      ) : (
        <>
          <div
            className="ipe-grafico-area"
            style={{ '--ipe-grafico-altura': `${altura}px` } as CSSProperties}
          >
            {children}
          </div>
          {rodape}
        </>
      )}
    </section>
  );
}

/** A key figure (open vacancies, average days…), with its help tooltip. */
export function Indicador({
  rotulo,
  valor,
  detalhe,
  ajuda,
}: {
  rotulo: string;
  valor: string;
  detalhe?: string;
  ajuda?: string;
}) {
  return (
    <section className="ipe-indicador" aria-label={rotulo}>
      <span className="ipe-indicador-rotulo">
        {rotulo}
        {ajuda && <Ajuda assunto={rotulo} texto={ajuda} />}
      </span>
      <strong>{valor}</strong>
      {detalhe && <small>{detalhe}</small>}
    </section>
  );
}
