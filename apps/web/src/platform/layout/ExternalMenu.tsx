import { nomeNoMenu } from '@ipe/domain/resources/externo/conta/sessao';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { sairCandidato, useCandidato } from '../session/candidato.ts';

/** Written here: the candidate menu's labels (spec 1 §2 names the entries). */
const T = {
  menu: 'Menu',
  vagas: 'Vagas abertas',
  candidaturas: 'Minhas candidaturas',
  historico: 'Meu histórico',
  cadastro: 'Editar cadastro',
  documentos: 'Anexar documentos',
  solicitados: 'Documentos solicitados',
  senha: 'Alterar senha',
  sair: 'Sair',
  saindo: 'Você saiu. Voltando para a página de entrada…',
  navegacao: 'Menu do candidato',
};

/**
 * Candidate menu of the external header (spec 1 §2): open jobs, the candidate's applications and
 * selection history (issue 19), edit registration, attach documents, the documents the company asked for
 * (issue 24 §4), change password, exit; the name
 * limited to 20 characters. At 1024 px or less it folds behind a button.
 */
export function ExternalMenu() {
  const { info } = useCandidato();
  const [aberto, setAberto] = useState(false);
  const [saindo, setSaindo] = useState(false);
  if (!info) return null;
  const { id, nome } = info.candidato;
  const e = info.empresa.id;
  const itens = [
    { to: `/externo/anuncios?empresaId=${e}`, label: T.vagas, icon: 'pi-briefcase' },
    { to: `/externo/candidato-solicitacoes?empresaId=${e}`, label: T.candidaturas, icon: 'pi-list' },
    { to: `/externo/historico-candidatos?empresaId=${e}`, label: T.historico, icon: 'pi-history' },
    { to: `/externo/candidatos/${id}?empresaId=${e}`, label: T.cadastro, icon: 'pi-user-edit' },
    {
      to: `/externo/candidatos/${id}/documentos-anexos?empresaId=${e}`,
      label: T.documentos,
      icon: 'pi-paperclip',
    },
    {
      to: `/externo/documentos-solicitados?empresaId=${e}`,
      label: T.solicitados,
      icon: 'pi-file-check',
    },
    { to: `/externo/candidatos/${id}?empresaId=${e}&tab=senha`, label: T.senha, icon: 'pi-key' },
  ];
  const sair = () => {
    setSaindo(true);
    void sairCandidato();
  };
  return (
    <nav className="ipe-external-nav" aria-label={T.navegacao}>
      <span className="ipe-external-nome" title={nome}>
        <i className="pi pi-user" aria-hidden="true" /> {nomeNoMenu(nome)}
      </span>
      <button
        type="button"
        className="ipe-external-menu-toggle"
        aria-expanded={aberto}
        aria-controls="ipe-external-menu"
        onClick={() => setAberto((v) => !v)}
      >
        <i className="pi pi-bars" aria-hidden="true" /> {T.menu}
      </button>
      <ul id="ipe-external-menu" className={aberto ? 'ipe-external-menu aberto' : 'ipe-external-menu'}>
        {itens.map((i) => (
          <li key={i.label}>
            <NavLink to={i.to} end onClick={() => setAberto(false)}>
              <i className={`pi ${i.icon}`} aria-hidden="true" /> {i.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" onClick={sair} disabled={saindo}>
            <i className="pi pi-sign-out" aria-hidden="true" /> {T.sair}
          </button>
        </li>
      </ul>
      {saindo && (
        <p role="status" className="ipe-external-saindo">
          {T.saindo}
        </p>
      )}
    </nav>
  );
}
