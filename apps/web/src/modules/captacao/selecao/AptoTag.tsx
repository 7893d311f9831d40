import { APTO_LABEL, type Apto, PENDENTE } from '@ipe/domain/resources/captacao/selecao/index';
import './selecao.css';

/** A step's result as a coloured badge: Apto, Não apto or Pendente (dark text: AA contrast). */
export function AptoTag({ apto }: { apto: Apto | null }) {
  return (
    <span className={`ipe-apto ipe-apto-${apto ?? 'pendente'}`}>{apto ? APTO_LABEL[apto] : PENDENTE}</span>
  );
}
