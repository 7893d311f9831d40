import { PENDENCIA_QUESTIONARIOS } from '@ipe/domain/questionario/colaborador';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle.ts';
import { RegistrosPendentes } from '../../platform/questionario/colaborador/RegistrosPendentes.tsx';
import { usePendencias } from './api.ts';
import './home.css';

/** Written here. */
export const T_MINHAS = {
  titulo: 'Minhas pendências',
  intro: 'O que foi endereçado a você e espera a sua resposta.',
  vazioTitulo: 'Você não tem nada para responder agora.',
  vazio: 'Avaliações, pesquisas e outras solicitações endereçadas a você aparecem aqui.',
  falha: 'Não foi possível carregar as suas pendências.',
  responder: 'Responder',
};

/**
 * Self-service 'Minhas pendências' (issue 19 §2): the registry's items of kind 'responder' (evaluations,
 * surveys… as their modules register them), one card each, usable on a phone.
 */
export default function MinhasPendenciasPage() {
  useDocumentTitle(T_MINHAS.titulo);
  const q = usePendencias();
  const itens = (q.data?.itens ?? []).filter((i) => i.tipo === 'responder' && i.quantidade > 0);
  // The questionnaires to answer are listed one by one (the platform's answering records), not as a count.
  const questionarios = itens.some((i) => i.codigo === PENDENCIA_QUESTIONARIOS.codigo);
  const cartoes = itens.filter((i) => i.codigo !== PENDENCIA_QUESTIONARIOS.codigo);
  return (
    <section className="ipe-page ipe-minhas-pendencias" aria-labelledby="minhas-titulo">
      <h1 id="minhas-titulo">{T_MINHAS.titulo}</h1>
      <p className="ipe-minhas-intro">{T_MINHAS.intro}</p>
      {q.isPending ? (
        <div className="ipe-home-esqueleto ipe-home-esqueleto-lista" aria-busy="true" />
      ) : q.isError ? (
        <p className="ipe-note">{T_MINHAS.falha}</p>
      ) : itens.length ? (
        <>
          {cartoes.length > 0 && (
            <ul className="ipe-minhas-lista">
              {cartoes.map((i) => (
                <li key={i.codigo}>
                  <Link to={i.link} className="ipe-minhas-item">
                    <span className="ipe-minhas-qtd">{i.quantidade}</span>
                    <span className="ipe-minhas-titulo">{i.titulo}</span>
                    <span className="ipe-minhas-acao">
                      {T_MINHAS.responder} <i className="pi pi-angle-right" aria-hidden="true" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {questionarios && <RegistrosPendentes />}
        </>
      ) : (
        <div className="ipe-minhas-vazio">
          <i className="pi pi-check-circle" aria-hidden="true" />
          <h2>{T_MINHAS.vazioTitulo}</h2>
          <p>{T_MINHAS.vazio}</p>
        </div>
      )}
    </section>
  );
}
