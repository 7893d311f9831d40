/**
 * The candidate session as the candidate area's shell reads it (spec 1 §4), in a file that builds no
 * schema: the shell and the first screens of /externo/* load no zod (docs/arquitetura/build-peso.md).
 */

/** GET /api/externo/userinfo: what the external shell builds its menu, colours and dialogs from. */
export interface UserInfoCandidato {
  candidato: { id: number; nome: string };
  empresa: {
    id: number;
    nome: string;
    corPrincipal: string | null;
    corSecundaria: string | null;
    /** Address of the company's logo, or null without one. */
    logoUrl: string | null;
  };
  /** True when the candidate accepted the company's current policy version. */
  aceitoPoliticaSeguranca: boolean;
  exigirAceitePsi: boolean;
  /** The policy text, when the candidate still has to accept it (null otherwise). */
  politicaSeguranca: string | null;
  horaExpiracao: string;
}

/** Whether the privacy dialog must be shown (spec 1 §4): required by the company and not yet accepted. */
export const precisaAceitarPolitica = (
  u: Pick<UserInfoCandidato, 'exigirAceitePsi' | 'aceitoPoliticaSeguranca'>,
) => u.exigirAceitePsi && !u.aceitoPoliticaSeguranca;

/** The candidate's name in the menu: at most 20 characters (spec 1 §2). */
export const nomeNoMenu = (nome: string) => (nome.length > 20 ? `${nome.slice(0, 20)}…` : nome);
