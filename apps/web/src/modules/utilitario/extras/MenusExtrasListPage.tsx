import { linksDoMenuPath } from '@ipe/domain/resources/utilitario/extras/index';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../../platform/components/index.ts';
import ResourceListPage from '../../../platform/resource/ResourceListPage.tsx';

type Row = Record<string, unknown> & { id: number };

/** The generic list of extra menus, plus 'Links' per row (the menu's links one by one). */
export default function MenusExtrasListPage() {
  const navigate = useNavigate();
  const links: RowAction<Row> = {
    label: 'Links',
    icon: 'pi pi-link',
    onClick: (r) => navigate(linksDoMenuPath(r.id)),
  };
  return <ResourceListPage extraActions={[links]} />;
}
