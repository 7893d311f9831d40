import { optionLabel } from '@ipe/domain';
import { SITUACAO_COLABORADOR_OPTIONS } from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { PARAM_CONTRATACAO, previaTalento } from '@ipe/domain/resources/captacao/selecao/contratacao';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';

/**
 * 'Inserir Talento' (issue 24 §4): the new-talent form opened from a hiring
 * (`?candidatoSolicitacao=<link id>`) starts from the values the server pre-fills from the candidate and
 * the requisition, and saves with the link so the server hires and carries the files over in the same
 * transaction. Without the parameter (or when the link is refused) the form is the ordinary one.
 */
export function useTalentoDaContratacao() {
  const [params] = useSearchParams();
  const raw = params.get(PARAM_CONTRATACAO);
  const vinculoId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const q = useQuery({
    queryKey: ['talento-da-contratacao', vinculoId],
    enabled: vinculoId !== null,
    queryFn: () => chamar(previaTalento, { params: { id: String(vinculoId) } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    vinculoId: q.data ? vinculoId : null,
    previa: q.data,
    /** The form may show its fields (no hiring asked, or its values came, or they were refused). */
    pronto: vinculoId === null || q.isSuccess || q.isError,
  };
}

type Previa = NonNullable<ReturnType<typeof useTalentoDaContratacao>['previa']>;

export function AvisoContratacao({ previa }: { previa: Previa }) {
  const a = previa.talentoAnterior;
  const arquivos =
    previa.arquivos === 1
      ? '1 arquivo do candidato (documentos e currículo) será copiado para o talento.'
      : `${previa.arquivos} arquivos do candidato (documentos e currículo) serão copiados para o talento.`;
  const texto = [
    `Inserindo o talento de ${previa.candidato.nome}, contratado(a) na solicitação "${previa.solicitacao.descricao}".`,
    a &&
      `Recontratação: os dados partem do cadastro de ${a.nome} (${optionLabel(SITUACAO_COLABORADOR_OPTIONS, a.situacao)}).`,
    arquivos,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <p role="status" className="ipe-aviso-contratacao">
      <i className="pi pi-info-circle" aria-hidden="true" /> {texto}
    </p>
  );
}
