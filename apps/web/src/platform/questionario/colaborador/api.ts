import { meusRegistrosQuestionario } from '@ipe/domain/questionario/colaborador';
import { useQuery } from '@tanstack/react-query';
import { chamar } from '../../api/chamar.ts';

/** Query keys of the answering records: the user's open ones, one record. */
export const CHAVES_REGISTRO = {
  meus: ['pesquisa', 'colaborador-respostas', 'pendentes'] as const,
  um: (id: number) => ['pesquisa', 'colaborador-respostas', id] as const,
};

/** The session user's open records (Minhas pendências); local loading, errors shown in place. */
export const useMeusRegistros = (ativo = true) =>
  useQuery({
    queryKey: CHAVES_REGISTRO.meus,
    enabled: ativo,
    queryFn: () =>
      chamar(
        meusRegistrosQuestionario,
        { query: { situacao: 'pendentes' } },
        { loading: 'none', errors: 'silent' },
      ),
  });
