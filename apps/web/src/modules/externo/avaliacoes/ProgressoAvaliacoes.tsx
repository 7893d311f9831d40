import { Link } from 'react-router';
import { enderecoAvaliacoes } from './parametros.ts';
import { TXT } from './texts.ts';
import './avaliacoes-externas.css';

/**
 * The evaluations progress of one application ('1 de 2 avaliações respondidas'), a link to answer them;
 * nothing when the application has none. Shown where the candidate sees their applications.
 */
export function ProgressoAvaliacoes({
  candidatoSolicitacaoId,
  qtdAvaliacoes,
  qtdAvaliacoesRespondidas,
}: {
  candidatoSolicitacaoId: number;
  qtdAvaliacoes: number;
  qtdAvaliacoesRespondidas: number;
}) {
  if (!qtdAvaliacoes) return null;
  const pendentes = qtdAvaliacoesRespondidas < qtdAvaliacoes;
  return (
    <Link
      className="ipe-ext-aval-progresso-link"
      to={enderecoAvaliacoes('solicitacao-avaliacao', candidatoSolicitacaoId, null)}
    >
      <i className={`pi ${pendentes ? 'pi-list-check' : 'pi-check-circle'}`} aria-hidden="true" />{' '}
      {TXT.progresso(qtdAvaliacoesRespondidas, qtdAvaliacoes)}
    </Link>
  );
}
