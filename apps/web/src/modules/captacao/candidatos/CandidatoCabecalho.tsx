import { informacaoDoCandidato } from '@ipe/domain/resources/captacao/candidatos/contratosConsultas';
import { useQuery } from '@tanstack/react-query';
import { chamar } from '../../../platform/api/chamar.ts';
import { chaves } from './api.ts';
import { TXT } from './texts.ts';

/** The candidate's name, read quietly: a user who may see evaluations but not candidates gets no name. */
export function useCandidatoNome(candidatoId: number): string | null {
  const q = useQuery({
    queryKey: chaves.candidato(candidatoId),
    queryFn: () => chamar(informacaoDoCandidato, { params: { id: candidatoId } }, { errors: 'silent' }),
    retry: false,
  });
  return q.data?.nome ?? null;
}

/** A page title with the candidate's name under it. */
export function CandidatoCabecalho({
  id,
  titulo,
  candidatoId,
}: {
  id: string;
  titulo: string;
  candidatoId: number;
}) {
  const nome = useCandidatoNome(candidatoId);
  return (
    <div className="ipe-candidato-cabecalho">
      <h1 id={id}>{titulo}</h1>
      {nome && <p>{TXT.candidato(nome)}</p>}
    </div>
  );
}
