import type { UserInfo } from '@ipe/domain';
import { createStore } from '../api/store.ts';

export interface SessionState {
  status: 'loading' | 'authenticated' | 'anonymous';
  info: UserInfo | null;
  /** Company of this tab, sent with every request. */
  empresaId: number | null;
  /** A 401 arrived: the 'Sua sessão expirou.' dialog opens. */
  expired: boolean;
  /** A mutation was rejected because another tab switched the company. */
  empresaAlterada: boolean;
}

export const initialSession: SessionState = {
  status: 'loading',
  info: null,
  empresaId: null,
  expired: false,
  empresaAlterada: false,
};
export const sessionState = createStore<SessionState>(initialSession);
export const useSession = () => sessionState.useValue();

export function hasAuthority(info: UserInfo | null, ...roles: string[]) {
  return !!info && roles.every((r) => info.authorities.includes(r));
}
