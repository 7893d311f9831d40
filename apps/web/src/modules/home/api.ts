// Contracts by type only (chamarRota): the first internal screen loads no zod (pesoDaPrimeiraTela.test.ts).
import type { pendencias, recentes } from '@ipe/domain/painel';
import { useQuery } from '@tanstack/react-query';
import { chamarRota } from '../../platform/api/chamar.ts';
import { CHAVE_RECENTES } from '../../platform/layout/recentes.ts';

/** The user's pending work (the registry's items, zeros included); local loading, errors shown in place. */
export const usePendencias = () =>
  useQuery({
    queryKey: ['userinfo', 'pendencias'],
    queryFn: () =>
      chamarRota<typeof pendencias>('GET /api/userinfo/pendencias', undefined, {
        loading: 'none',
        errors: 'silent',
      }),
  });

/** 'Recentes' (the shell's recorder refreshes the same key after each visit). */
export const useRecentes = () =>
  useQuery({
    queryKey: CHAVE_RECENTES,
    queryFn: () =>
      chamarRota<typeof recentes>('GET /api/userinfo/usuario/recentes', undefined, {
        loading: 'none',
        errors: 'silent',
      }),
  });
