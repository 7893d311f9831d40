import { Link } from 'react-router';
import { usePendencias } from './api.ts';

/** Written here: the spec names the strip (issue 19), not its texts. */
export const T_FAIXA = {
  titulo: 'Suas pendências',
  nenhuma: 'Nenhuma pendência no momento.',
  falha: 'Não foi possível carregar as pendências.',
  carregando: 'Carregando pendências',
};

/**
 * The strip above the boxes: the user's own pending work with counts, each a link to the screen that
 * lists it. Computed by the server from the modules and authorities the user has; items at zero are hidden.
 */
export function FaixaPendencias() {
  const q = usePendencias();
  const itens = (q.data?.itens ?? []).filter((i) => i.quantidade > 0);
  return (
    <section className="ipe-home-pendencias" aria-labelledby="home-pendencias">
      <h2 id="home-pendencias">{T_FAIXA.titulo}</h2>
      {q.isPending ? (
        <ul className="ipe-home-pendencias-lista" aria-busy="true" aria-label={T_FAIXA.carregando}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="ipe-home-pendencia ipe-home-esqueleto" />
          ))}
        </ul>
      ) : q.isError ? (
        <p className="ipe-note">{T_FAIXA.falha}</p>
      ) : itens.length ? (
        <ul className="ipe-home-pendencias-lista">
          {itens.map((i) => (
            <li key={i.codigo}>
              <Link to={i.link} className="ipe-home-pendencia" data-codigo={i.codigo}>
                <strong className="ipe-home-pendencia-qtd">{i.quantidade}</strong>
                <span>{i.titulo}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ipe-note">{T_FAIXA.nenhuma}</p>
      )}
    </section>
  );
}
