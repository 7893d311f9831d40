/**
 * /avaliacao/participante-avaliacao-desempenho?avaliacaoDesempenhoId= (spec 2 §2): the participants matrix
 * of one evaluation on its own screen (the wizard's step 2 mounts the same ParticipantesMatriz).
 */
import { API_AVALIACAO_DESEMPENHO, avaliacoesDesempenho } from '@ipe/domain/resources/avaliacao/desempenho';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { recurso } from '../../../platform/api/recurso.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { hasAuthority, useSession } from '../../../platform/session/state.ts';
import { ParticipantesMatriz } from './ParticipantesMatriz.tsx';

const avaliacoes = recurso(avaliacoesDesempenho);

export default function ParticipantesPage() {
  useDocumentTitle('Participantes da Avaliação de Desempenho');
  const [params] = useSearchParams();
  const id = Number(params.get('avaliacaoDesempenhoId'));
  const valido = Number.isInteger(id) && id > 0;
  const sessao = useSession();
  const avaliacao = useQuery({
    queryKey: [API_AVALIACAO_DESEMPENHO, id],
    queryFn: () => avaliacoes.obter(id),
    enabled: valido,
  });
  const editar = hasAuthority(sessao.info, avaliacoesDesempenho.access.write);
  return (
    <div className="resource-page">
      <h1>Participantes da Avaliação de Desempenho</h1>
      {!valido && <p>Escolha uma avaliação na lista de Avaliações de Desempenho.</p>}
      {avaliacao.data && (
        <>
          <h2>{avaliacao.data.titulo}</h2>
          <ParticipantesMatriz
            avaliacaoDesempenhoId={id}
            permiteAutoAvaliacao={avaliacao.data.permiteAutoAvaliacao === true}
            somenteLeitura={!editar}
          />
        </>
      )}
    </div>
  );
}
