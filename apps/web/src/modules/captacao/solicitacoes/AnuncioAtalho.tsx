import { isAllowed } from '@ipe/domain';
import { anuncios } from '@ipe/domain/resources/captacao/anuncios/index';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router';
import { anuncioDaSolicitacao } from '@ipe/domain/resources/captacao/solicitacoes/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { TXT } from './texts.ts';

/**
 * The requisition's job ad, one click away: 'Ver anúncio' when it has one, 'Publicar anúncio' (the ad form
 * prefilled from the requisition) when it is in progress and the user may write ads.
 */
export function AnuncioAtalho({
  solicitacaoId,
  emAndamento,
  held,
}: {
  solicitacaoId: number;
  emAndamento: boolean;
  held: ReadonlySet<string>;
}) {
  const navigate = useNavigate();
  const podeLer = isAllowed(anuncios.access.read, held);
  const anuncio = useQuery({
    queryKey: [anuncios.path, 'da-solicitacao', solicitacaoId],
    enabled: podeLer,
    // 404 means "no ad yet": not an error for this button.
    queryFn: () =>
      chamar(
        anuncioDaSolicitacao,
        { params: { id: solicitacaoId } },
        { errors: 'silent', loading: 'none' },
      ).catch((e) => {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }),
  });
  if (!podeLer || anuncio.data === undefined) return null;
  if (anuncio.data)
    return (
      <Button
        type="button"
        size="small"
        outlined
        label={TXT.verAnuncio}
        icon="pi pi-megaphone"
        onClick={() => navigate(`${anuncios.path}/${anuncio.data?.id}`)}
      />
    );
  if (!emAndamento || !isAllowed(anuncios.access.write, held)) return null;
  return (
    <Button
      type="button"
      size="small"
      outlined
      label={TXT.publicarAnuncio}
      icon="pi pi-megaphone"
      onClick={() => navigate(`${anuncios.path}/new?solicitacaoId=${solicitacaoId}`)}
    />
  );
}
