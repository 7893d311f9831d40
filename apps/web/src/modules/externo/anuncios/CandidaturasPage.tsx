import { formatDate } from '@ipe/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { ProgressoAvaliacoes } from '../avaliacoes/ProgressoAvaliacoes.tsx';
import { candidaturas, enderecoDoAnuncio } from './api.ts';
import { TXT } from './texts.ts';
import './anuncios-externos.css';

/**
 * /externo/candidato-solicitacoes (candidate session): the candidate's applications, newest first, with
 * the status a candidate may see (Inscrito, Em andamento – etapa X, Contratado, Encerrada).
 */
export default function CandidaturasPage() {
  useDocumentTitle(TXT.minhasCandidaturas);
  const q = useQuery({ queryKey: ['externo', 'candidaturas'], queryFn: candidaturas });
  return (
    <section className="ipe-anuncios-externos" aria-labelledby="candidaturas-titulo">
      <header className="ipe-anuncios-cabecalho">
        <h1 id="candidaturas-titulo">{TXT.minhasCandidaturas}</h1>
      </header>
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
            </div>
            <span className="ipe-anuncio-selo ipe-anuncio-candidatado">{c.status}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
