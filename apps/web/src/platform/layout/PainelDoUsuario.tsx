import type { UserInfo } from '@ipe/domain';
import { useAvisosSistema } from './avisosSistema.ts';
import { useRegistrarRecentes } from './recentes.ts';

/**
 * What the shell does for the home page on every screen (renders nothing): records visits to menu screens
 * for 'Recentes' and shows the system notices once per load.
 */
export function PainelDoUsuario({ info }: { info: UserInfo }) {
  useRegistrarRecentes(info.menu);
  useAvisosSistema(info.usuario.id, info.empresa.id);
  return null;
}
