import { formatDateTime } from '@ipe/domain';
import { Button } from 'primereact/button';
import { type ReactNode, useEffect, useState } from 'react';
import { useSession } from '../session/state.ts';
import './charts.css';

/**
 * The printable container of a dashboard (spec 3 §2): a header with the title and a print button; on
 * paper the header shows when it was printed, by whom and for which company, and the application's
 * menu, header and the filter panel (mark anything else with `ipe-nao-imprime`) are left out.
 */
export function Imprimivel({ titulo, children }: { titulo: string; children: ReactNode }) {
  const { info } = useSession();
  // The time printed is the time of printing, not of opening the page.
  const [impressoEm, setImpressoEm] = useState(() => new Date());
  useEffect(() => {
    const antes = () => setImpressoEm(new Date());
    window.addEventListener('beforeprint', antes);
    return () => window.removeEventListener('beforeprint', antes);
  }, []);
  return (
    <section className="ipe-imprimivel" aria-labelledby="ipe-imprimivel-titulo">
      <header className="ipe-imprimivel-cabecalho">
        <div>
          <h1 id="ipe-imprimivel-titulo">{titulo}</h1>
          <p className="ipe-so-impressao" data-testid="cabecalho-impressao">
            {`Impresso em ${formatDateTime(impressoEm)} por ${info?.usuario.nome ?? ''} · ${info?.empresa.nome ?? ''}`}
          </p>
        </div>
        <Button
          type="button"
          label="Imprimir"
          icon="pi pi-print"
          outlined
          className="ipe-nao-imprime"
          onClick={() => window.print()}
        />
      </header>
      {children}
    </section>
  );
}
