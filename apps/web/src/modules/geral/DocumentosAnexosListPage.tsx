import type { RowAction } from '../../platform/components/index.ts';
import ResourceListPage from '../../platform/resource/ResourceListPage.tsx';
import { baixarDocumento } from './DocumentoAnexoFormPage.tsx';

type Row = Record<string, unknown> & { id: number };

/** The generic list of the company's attached documents, plus 'Baixar' per row. */
export default function DocumentosAnexosListPage() {
  const baixar: RowAction<Row> = {
    label: 'Baixar',
    icon: 'pi pi-download',
    visible: (r) => typeof r.nomeArquivo === 'string',
    onClick: (r) => void baixarDocumento(r.id, String(r.nomeArquivo)),
  };
  return <ResourceListPage extraActions={[baixar]} />;
}
