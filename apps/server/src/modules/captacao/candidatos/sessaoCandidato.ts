/**
 * The candidate area writes the candidate through the same generic save and hooks as HR. It acts with a
 * session of the candidate's company carrying `candidatoId` (0 while registering), so the hooks apply
 * what differs when the candidate fills the form: the privacy-policy acceptance, the password required at
 * registration and the duplicate-CPF message pointing to password recovery.
 */
import type { Session } from '../../../platform/auth/sessions.ts';

export type SessaoCandidato = Session & { candidatoId: number };

/** The session of a candidate acting on their own record (candidatoId 0: registering). */
export function sessaoComoCandidato(c: {
  candidatoId: number;
  empresaId: number;
  nome: string;
}): SessaoCandidato {
  return {
    tokenHash: '',
    usuarioId: 0, // not a user: the audit log names the candidate in usuarioNome
    empresaId: c.empresaId,
    usuarioNome: `Candidato: ${c.nome}`.slice(0, 70),
    usuarioFortes: false,
    authorities: new Set(),
    expiraEm: new Date(0),
    candidatoId: c.candidatoId,
  };
}

/** The candidate acting in `session`, or undefined for HR's sessions. */
export function candidatoDaSessao(session: Session): number | undefined {
  const id = (session as Partial<SessaoCandidato>).candidatoId;
  return typeof id === 'number' ? id : undefined;
}
