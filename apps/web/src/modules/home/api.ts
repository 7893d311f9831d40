import { pendencias, recentes } from '@ipe/domain/painel';
import { useQuery } from '@tanstack/react-query';
import { chamar } from '../../platform/api/chamar.ts';
import { CHAVE_RECENTES } from '../../platform/layout/recentes.ts';

/** The user's pending work (the registry's items, zeros included); local loading, errors shown in place. */
export const usePendencias = () =>
  useQuery({
    queryKey: ['userinfo', 'pendencias'],
    queryFn: () => chamar(pendencias, undefined, { loading: 'none', errors: 'silent' }),
  });

/** 'Recentes' (the shell's recorder refreshes the same key after each visit). */
export const useRecentes = () =>
  useQuery({
    queryKey: CHAVE_RECENTES,
    queryFn: () => chamar(recentes, undefined, { loading: 'none', errors: 'silent' }),
  });
