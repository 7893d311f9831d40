import { linkResponder, type RegistroQuestionario } from '@ipe/domain/questionario/colaborador';
import { Link } from 'react-router';
import { useMeusRegistros } from './api.ts';
import { TXT_REGISTRO as T } from './texts.ts';
import './colaborador.css';

/** Today in the browser's calendar (the user's day), YYYY-MM-DD. */
const hojeLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function prazoDe(r: RegistroQuestionario, hoje: string) {
  if (!r.prazo) return null;
  if (r.prazo < hoje) return { texto: T.vencido, classe: 'ipe-registro-prazo-vencido' };
  if (r.prazo === hoje) return { texto: T.venceHoje, classe: 'ipe-registro-prazo-hoje' };
  return { texto: T.vence(r.prazo), classe: '' };
}

/**
 * The user's questionnaires to answer, one card each (title, owner, evaluated person, due date), each a
 * link to its answering screen; Minhas pendências shows it in place of the registry's single count. Usable
 * on a 390 px phone: the card wraps, nothing is wider than the screen.
 */
export function RegistrosPendentes() {
  const q = useMeusRegistros();
  const hoje = hojeLocal();
  if (q.isPending) return <div className="ipe-registros-esqueleto" aria-busy="true" />;
  if (q.isError) return <p className="ipe-note">{T.listaFalha}</p>;
  if (!q.data.length) return null;
  return (
    <section className="ipe-registros" aria-labelledby="registros-titulo">
      <h2 id="registros-titulo">{T.listaTitulo}</h2>
      <ul className="ipe-registros-lista">
        {q.data.map((r) => {
          const prazo = prazoDe(r, hoje);
          return (
            <li key={r.id}>
              <Link to={r.linkResposta ?? linkResponder(r.id)} className="ipe-registro-item">
                <span className="ipe-registro-texto">
                  <span className="ipe-registro-titulo">{r.titulo}</span>
                  <span className="ipe-registro-detalhe">
                    {r.dono}
                    {r.avaliado?.nome ? ` · ${r.avaliado.nome}` : ''}
                  </span>
                  <span className="ipe-registro-detalhe">
                    {prazo && <span className={prazo.classe}>{prazo.texto}</span>}
                    {r.situacao === 'A' && <span className="ipe-registro-andamento">{T.emAndamento}</span>}
                  </span>
                </span>
                <span className="ipe-registro-acao">
                  {r.situacao === 'A' ? T.continuar : T.responder}{' '}
                  <i className="pi pi-angle-right" aria-hidden="true" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
