import {
  avaliacoes,
  modelosAcompanhamento,
  modelosAvaliacao,
  TIPO_MODELO,
} from '@ipe/domain/resources/avaliacao/index';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { recurso } from '../../platform/api/recurso.ts';

/**
 * /avaliacao/avaliacoes[/:id]: the models' API path has no screen of its own (removing there needs the
 * kind): the list goes to the performance models, a model to its kind's screen.
 */
export default function ModeloPorTipoPage() {
  const { id } = useParams();
  const numero = Number(id);
  const modelo = useQuery({
    queryKey: [avaliacoes.path, numero],
    queryFn: () => recurso(avaliacoes).obter(numero),
    enabled: Number.isInteger(numero) && numero > 0,
  });
  if (!id || id === 'new') return <Navigate to={`${modelosAvaliacao.path}${id ? '/new' : ''}`} replace />;
  if (!modelo.data) return null;
  const tela = modelo.data.tipo === TIPO_MODELO.acompanhamento ? modelosAcompanhamento : modelosAvaliacao;
  return <Navigate to={`${tela.path}/${modelo.data.id}`} replace />;
}
