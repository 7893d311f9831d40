import { type MenuItem, searchMenu } from '@ipe/domain/menuBusca';
import type { registrarRecente } from '@ipe/domain/painel';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
// The contract by type only (chamarRota): the first internal screen loads no zod (pesoDaPrimeiraTela.test.ts).
import { chamarRota } from '../api/chamar.ts';

/** The query key of 'Recentes' (the home page reads it; the recorder refreshes it). */
export const CHAVE_RECENTES = ['userinfo', 'recentes'] as const;
/** Screens shown for less than this are passed through, not visited (and a fast click-through is one PUT). */
const ESPERA_MS = 800;

/**
 * Records the visit to a menu screen ('Recentes', spec: last 8 screens per user, kept by the server). Only
 * paths of the user's menu are sent (a record's form or the start page never enter the list); errors are
 * silent, as the list is a convenience.
 */
export function useRegistrarRecentes(menu: readonly MenuItem[]) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const telas = useMemo(() => new Set(searchMenu(menu, '').map((h) => h.spaUrl)), [menu]);
  useEffect(() => {
    if (!telas.has(pathname)) return;
    const t = setTimeout(() => {
      chamarRota<typeof registrarRecente>(
        'PUT /api/userinfo/usuario/recentes',
        { body: { url: pathname } },
        { loading: 'none', errors: 'silent' },
      )
        .then((lista) => queryClient.setQueryData(CHAVE_RECENTES, lista))
        .catch(() => {});
    }, ESPERA_MS);
    return () => clearTimeout(t);
  }, [pathname, telas, queryClient]);
}
