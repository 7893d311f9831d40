import { formatDateTime, type ResultadoQuestionario } from '@ipe/domain';
import { TXT } from './texts.ts';

export interface ResultadoResumoProps {
  resultado: ResultadoQuestionario;
  /** Approval, when the owner knows it (a candidate evaluation with a minimum percentage). */
  aprovado?: boolean | null;
  percentualMinimoAprovacao?: number | null;
}

/** The summary of an answering: status, 'Pontuação X de Y', percentage and Aprovado/Reprovado. */
export function ResultadoResumo({ resultado: r, aprovado, percentualMinimoAprovacao }: ResultadoResumoProps) {
  const concluida = r.status === 'C';
  return (
    <section className="ipe-resultado" aria-labelledby="ipe-resultado-titulo">
      <h2 id="ipe-resultado-titulo" tabIndex={-1}>
        {TXT.resultado}
      </h2>
      <dl>
        <div>
          <dt>{TXT.situacao}</dt>
          <dd>
            {concluida ? TXT.concluida : TXT.emAndamento}
            {aprovado != null && concluida && (
              <span className={`ipe-resultado-selo ${aprovado ? 'ipe-aprovado' : 'ipe-reprovado'}`}>
                {aprovado ? TXT.aprovado : TXT.reprovado}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{TXT.pontuacao}</dt>
          <dd>{TXT.pontuacaoValor(r.pontuacao, r.pontuacaoMaxima)}</dd>
        </div>
        {r.percentual !== null && (
          <div>
            <dt>{TXT.percentual}</dt>
            <dd>{TXT.percentualValor(r.percentual)}</dd>
          </div>
        )}
        {percentualMinimoAprovacao != null && (
          <div>
            <dt>{TXT.percentualMinimo}</dt>
            <dd>{TXT.percentualValor(percentualMinimoAprovacao)}</dd>
          </div>
        )}
        {r.concluidoEm && (
          <div>
            <dt>{TXT.concluidaEm}</dt>
            <dd>{formatDateTime(r.concluidoEm)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
