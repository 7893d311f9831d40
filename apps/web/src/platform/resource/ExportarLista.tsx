import type { ResourceDef } from '@ipe/domain';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { baixar } from '../api/client.ts';
import { toastInfo } from '../api/notify.ts';
import { salvarArquivo } from '../relatorios/download.ts';
import { T } from './texts.ts';
import './resource.css';

type Formato = 'pdf' | 'xlsx';

/**
 * 'Exportar para PDF' / 'Exportar para XLS': the list as the screen shows it (its quick search, filters and
 * order; not the page) from GET /api/<resource>/exportar, saved with the server's file name. The server
 * checks the read access and the company; an empty list answers the reports' info toast. The button that
 * was pressed spins while the file comes; the screen stays usable (no global overlay).
 */
export function ExportarLista({ def, query }: { def: ResourceDef; query: Record<string, unknown> }) {
  const [baixando, setBaixando] = useState<Formato | null>(null);
  const exportar = async (formato: Formato) => {
    setBaixando(formato);
    try {
      const { page: _p, size: _s, ...filtros } = query;
      const arquivo = await baixar(`${def.path}/exportar`, {
        loading: 'none',
        query: { ...filtros, formato },
      });
      // An empty list answers the reports' JSON info (RELATORIO_SEM_DADOS), not a file.
      if (arquivo.type.includes('application/json')) toastInfo(JSON.parse(await arquivo.text()).message);
      else salvarArquivo(arquivo, arquivo instanceof File ? arquivo.name : `${def.name}.${formato}`);
    } catch {
      // Errors are already shown by the client.
    } finally {
      setBaixando(null);
    }
  };
  return (
    <div className="ipe-list-export">
      <Button
        type="button"
        label={T.exportarPdf}
        icon="pi pi-file-pdf"
        outlined
        size="small"
        loading={baixando === 'pdf'}
        disabled={baixando !== null}
        onClick={() => exportar('pdf')}
      />
      <Button
        type="button"
        label={T.exportarXls}
        icon="pi pi-file-excel"
        outlined
        size="small"
        loading={baixando === 'xlsx'}
        disabled={baixando !== null}
        onClick={() => exportar('xlsx')}
      />
    </div>
  );
}
