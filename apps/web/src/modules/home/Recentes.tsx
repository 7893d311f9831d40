import { MSG } from '@ipe/domain/messages';
import { Link } from 'react-router';
import { useRecentes } from './api.ts';

/** Written here. */
export const T_RECENTES = {
  titulo: 'Recentes',
  vazio: 'As telas que você abrir pelo menu aparecem aqui.',
  pesquisar: 'Para abrir qualquer tela, procure-a em Pesquisar Menu, no topo da página.',
};

/** Focuses the header's menu search ('Pesquisar Menu' stays the one way to reach any screen). */
function focarPesquisa() {
  document.querySelector<HTMLInputElement>(`.ipe-header input[aria-label="${MSG.pesquisarMenu}"]`)?.focus();
}

/** 'Pesquisar Menu' and, beside it, the last 8 menu screens the user visited (kept per user by the server). */
export function Recentes() {
  const q = useRecentes();
  const lista = q.data ?? [];
  return (
    <div className="ipe-home-acesso">
      <section className="ipe-home-bloco ipe-home-pesquisar" aria-labelledby="home-pesquisar">
        <h2 id="home-pesquisar">{MSG.pesquisarMenu}</h2>
        <p>{T_RECENTES.pesquisar}</p>
        <button type="button" className="p-button p-button-outlined p-button-sm" onClick={focarPesquisa}>
          <i className="pi pi-search" aria-hidden="true" />
          <span>{MSG.pesquisarMenu}</span>
        </button>
      </section>
      <section className="ipe-home-bloco ipe-home-recentes" aria-labelledby="home-recentes">
        <h2 id="home-recentes">{T_RECENTES.titulo}</h2>
        {q.isPending ? (
          <div className="ipe-home-esqueleto ipe-home-esqueleto-lista" aria-busy="true" />
        ) : lista.length ? (
          <ol aria-labelledby="home-recentes">
            {lista.map((r) => {
              const partes = r.titulo.split(' > ');
              return (
                <li key={r.url}>
                  <Link to={r.url}>{partes[partes.length - 1]}</Link>
                  {partes.length > 1 && (
                    <span className="ipe-home-recente-caminho">{partes.slice(0, -1).join(' › ')}</span>
                  )}
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="ipe-note">{T_RECENTES.vazio}</p>
        )}
      </section>
    </div>
  );
}
