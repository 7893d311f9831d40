import { formatDate } from '@ipe/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { ProgressoAvaliacoes } from '../avaliacoes/ProgressoAvaliacoes.tsx';
import { candidaturas, enderecoDoAnuncio } from './api.ts';
import { TXT } from './texts.ts';
import './anuncios-externos.css';

/**
 * /externo/candidato-solicitacoes (candidate session): the candidate's applications, newest first, with
 * the status a candidate may see (Inscrito, Em andamento – etapa X, Contratado, Encerrada) and the
 * company's feedback message when the application closed (devolutiva, issue 24 §3). Applying to an ad
 * leads here, with the answer above the list.
 */
export default function CandidaturasPage() {
  useDocumentTitle(TXT.minhasCandidaturas);
  const q = useQuery({ queryKey: ['externo', 'candidaturas'], queryFn: candidaturas });
  // The answer of an application just made on an ad ('Candidatura realizada com sucesso.').
  const aviso = (useLocation().state as { aviso?: string } | null)?.aviso;
  return (
    <section className="ipe-anuncios-externos" aria-labelledby="candidaturas-titulo">
      <header className="ipe-anuncios-cabecalho">
        <h1 id="candidaturas-titulo">{TXT.minhasCandidaturas}</h1>
      </header>
      {aviso && (
        <p role="status" className="ipe-anuncio-aviso">
          {aviso}
        </p>
      )}
      {q.data?.length === 0 && <p className="ipe-external-notice">{TXT.nenhumaCandidatura}</p>}
      <ul className="ipe-candidaturas">
        {q.data?.map((c) => (
          <li key={c.id} className="ipe-candidatura">
            <div>
              <h2>
                {c.anuncioId ? (
                  <Link to={enderecoDoAnuncio(c.anuncioId, c.empresaId)}>{c.titulo}</Link>
                ) : (
                  c.titulo
                )}
              </h2>
              <p>{TXT.candidatadoEm(formatDate(c.data))}</p>
              <ProgressoAvaliacoes
                candidatoSolicitacaoId={c.id}
                qtdAvaliacoes={c.qtdAvaliacoes}
                qtdAvaliacoesRespondidas={c.qtdAvaliacoesRespondidas}
              />
              {c.devolutiva && (
                <section
                  className="ipe-candidatura-devolutiva"
                  aria-label={TXT.retornoDaEmpresa(formatDate(c.devolutivaEm))}
                >
                  <h3>{TXT.retornoDaEmpresa(formatDate(c.devolutivaEm))}</h3>
                  <p>{c.devolutiva}</p>
                </section>
              )}
            </div>
            {/* A closed application reads grey, like an expired ad: green would promise it is still going. */}
            <span
              className={`ipe-anuncio-selo ${c.status === TXT.statusEncerrada ? 'ipe-anuncio-expirado' : 'ipe-anuncio-candidatado'}`}
            >
              {c.status}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
