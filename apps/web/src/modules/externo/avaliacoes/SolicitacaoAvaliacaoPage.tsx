import { formatDateTime } from '@ipe/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import {
  type AvaliacaoDoCandidato,
  avaliacoesDaSolicitacao,
  chavesAvaliacoes,
  type EtapaAtual,
} from './api.ts';
import { enderecoAvaliacoes, etapaDoParametro, idDoParametro } from './parametros.ts';
import { TXT } from './texts.ts';
import './avaliacoes-externas.css';

const ACAO = { N: TXT.responder, A: TXT.continuar, C: TXT.ver } as const;

/** The step's deadline, or that it has passed (then nothing more can be answered). */
export function AvisoPrazo({ etapa }: { etapa: EtapaAtual | null }) {
  if (!etapa) return null;
  const quando = etapa.dataHoraExpiracao ? formatDateTime(etapa.dataHoraExpiracao) : null;
  return (
    <p className={`ipe-ext-aval-aviso${etapa.expirada ? ' ipe-ext-aval-expirada' : ''}`} role="note">
      {TXT.etapaAtual(etapa.nome)}
      {quando && <> · {etapa.expirada ? TXT.prazoEncerrado(quando) : TXT.prazo(quando)}</>}
    </p>
  );
}

function ItemAvaliacao({
  a,
  expirada,
  onAbrir,
}: {
  a: AvaliacaoDoCandidato;
  expirada: boolean;
  onAbrir(): void;
}) {
  const tituloId = `avaliacao-${a.modelo.id}-titulo`;
  // After the deadline only the answers already concluded can be opened (read-only).
  const podeAbrir = a.respondida || !expirada;
  return (
    <li className="ipe-ext-aval-item" aria-labelledby={tituloId}>
      <h2 id={tituloId}>{a.modelo.titulo}</h2>
      {a.modelo.observacao && <p>{a.modelo.observacao}</p>}
      <div className="ipe-ext-aval-linha">
        <span className={`ipe-ext-aval-situacao ipe-ext-aval-situacao-${a.situacao}`}>
          {a.concluidoEm ? TXT.respondidaEm(formatDateTime(a.concluidoEm)) : TXT.situacao[a.situacao]}
        </span>
        {podeAbrir && (
          <Button
            type="button"
            label={ACAO[a.situacao]}
            icon={a.respondida ? 'pi pi-eye' : 'pi pi-pencil'}
            outlined={a.respondida}
            aria-describedby={tituloId}
            onClick={onAbrir}
          />
        )}
      </div>
    </li>
  );
}

/**
 * /externo/solicitacao-avaliacao?candidatoSolicitacaoId=N: the evaluations of one of the candidate's
 * applications (the ad's, or the current selection step's), each answered or not, with the progress
 * 'X de Y avaliações respondidas'.
 */
export default function SolicitacaoAvaliacaoPage() {
  useDocumentTitle(TXT.tituloLista);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const vinculo = idDoParametro(params.get('candidatoSolicitacaoId'));
  const etapa = etapaDoParametro(params.get('utilizarAvaliacoesEtapaSeletiva'));
  const lista = useQuery({
    queryKey: [...chavesAvaliacoes.lista(vinculo ?? 0), etapa],
    queryFn: () => avaliacoesDaSolicitacao(vinculo as number, etapa),
    enabled: vinculo !== null,
  });
  const d = lista.data;
  return (
    <section className="ipe-ext-aval" aria-labelledby="ext-aval-titulo">
      <div>
        <h1 id="ext-aval-titulo">{TXT.tituloLista}</h1>
        {d && <p className="ipe-ext-aval-subtitulo">{d.titulo}</p>}
      </div>
      {vinculo === null && <p>{TXT.enderecoInvalido}</p>}
      {d && (
        <>
          <AvisoPrazo etapa={d.etapa} />
          {d.qtdAvaliacoes > 0 && (
            <div className="ipe-ext-aval-progresso">
              <span id="ext-aval-progresso">
                {TXT.progresso(d.qtdAvaliacoesRespondidas, d.qtdAvaliacoes)}
              </span>
              <ProgressBar
                value={Math.round((d.qtdAvaliacoesRespondidas / d.qtdAvaliacoes) * 100)}
                showValue={false}
                aria-labelledby="ext-aval-progresso"
              />
            </div>
          )}
          {d.qtdAvaliacoes === 0 && (
            <p>{d.utilizarAvaliacoesEtapaSeletiva && !d.etapa ? TXT.semEtapa : TXT.semAvaliacoes}</p>
          )}
          <ul className="ipe-ext-aval-lista">
            {d.avaliacoes.map((a) => (
              <ItemAvaliacao
                key={a.modelo.id}
                a={a}
                expirada={d.etapa?.expirada ?? false}
                onAbrir={() =>
                  navigate(enderecoAvaliacoes('avaliacoes', d.candidatoSolicitacaoId, etapa, a.modelo.id))
                }
              />
            ))}
          </ul>
        </>
      )}
      <div>
        <Button
          type="button"
          label={TXT.tituloHistorico}
          icon="pi pi-history"
          severity="secondary"
          outlined
          onClick={() => navigate('/externo/historico-candidatos')}
        />
      </div>
    </section>
  );
}
