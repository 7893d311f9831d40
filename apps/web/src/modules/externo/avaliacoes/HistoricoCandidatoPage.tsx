import { formatDate, formatDateTime } from '@ipe/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { type CandidaturaDoHistorico, chavesAvaliacoes, historicoDoCandidato } from './api.ts';
import { enderecoAvaliacoes } from './parametros.ts';
import { TXT } from './texts.ts';
import './avaliacoes-externas.css';

function Candidatura({ c, onAvaliacoes }: { c: CandidaturaDoHistorico; onAvaliacoes(): void }) {
  const tituloId = `historico-${c.candidatoSolicitacaoId}-titulo`;
  return (
    <li className="ipe-ext-hist-item" aria-labelledby={tituloId}>
      <h2 id={tituloId}>{c.titulo}</h2>
      <p>{TXT.inscricaoEm(formatDate(c.dataInscricao))}</p>
      {c.etapas.length ? (
        <ol className="ipe-ext-hist-etapas" aria-label={TXT.etapasTitulo}>
          {c.etapas.map((e) => (
            <li key={e.id}>
              <strong>{e.etapa}</strong> · {formatDate(e.data)}
              {e.dataHoraExpiracao && <> · {TXT.prazo(formatDateTime(e.dataHoraExpiracao))}</>}
            </li>
          ))}
        </ol>
      ) : (
        <p>{TXT.semEtapas}</p>
      )}
      {c.removida && <p>{TXT.encerrada}</p>}
      {!c.removida && (
        <div>
          <Button
            type="button"
            label={TXT.avaliacoes}
            icon="pi pi-list-check"
            outlined
            aria-describedby={tituloId}
            onClick={onAvaliacoes}
          />
        </div>
      )}
    </li>
  );
}

/**
 * /externo/historico-candidatos: the selections the candidate takes part in, newest first, with the steps
 * they went through and their dates. HR's results, notes and responsible people are not shown (the server
 * does not send them).
 */
export default function HistoricoCandidatoPage() {
  useDocumentTitle(TXT.tituloHistorico);
  const navigate = useNavigate();
  const historico = useQuery({ queryKey: chavesAvaliacoes.historico, queryFn: historicoDoCandidato });
  return (
    <section className="ipe-ext-aval" aria-labelledby="ext-historico-titulo">
      <h1 id="ext-historico-titulo">{TXT.tituloHistorico}</h1>
      {historico.data?.length === 0 && <p>{TXT.historicoVazio}</p>}
      <ul className="ipe-ext-hist-lista">
        {historico.data?.map((c) => (
          <Candidatura
            key={c.candidatoSolicitacaoId}
            c={c}
            onAvaliacoes={() =>
              navigate(enderecoAvaliacoes('solicitacao-avaliacao', c.candidatoSolicitacaoId, null))
            }
          />
        ))}
      </ul>
    </section>
  );
}
