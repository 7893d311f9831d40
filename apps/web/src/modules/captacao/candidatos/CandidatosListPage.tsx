import { useNavigate } from 'react-router';
import ResourceListPage from '../../../platform/resource/ResourceListPage.tsx';
import { avaliacoesUrl } from './api.ts';
import { TXT } from './texts.ts';

/** The generic candidate list with the row action 'Avaliações' (the candidate's evaluations). */
export default function CandidatosListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      extraActions={[
        {
          label: TXT.avaliacoes,
          icon: 'pi pi-list-check',
          onClick: (row) => navigate(avaliacoesUrl(row.id)),
        },
      ]}
    />
  );
}
