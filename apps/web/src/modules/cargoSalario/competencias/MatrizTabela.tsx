import { formatNumber } from '@ipe/domain';
import type { TipoCompetencia } from '@ipe/domain/resources/cargoSalario/competencias/index';
import { InputNumber } from 'primereact/inputnumber';
import { RadioButton } from '../../../platform/components/ChoiceInputs.tsx';
import { TXT } from './texts.ts';

export interface NivelColuna {
  nivelId: number;
  descricao: string;
  ordem: number;
  percentual: number | null;
}

export interface CompetenciaLinha {
  tipo: TipoCompetencia;
  id: number;
  nome: string;
  observacao?: string | null;
}

/** What the user chose for one competence: its weight and the required level (null = not required). */
export interface Escolha {
  peso: number | null;
  nivelId: number | null;
}

export const chaveDe = (c: { tipo: string; id: number }) => `${c.tipo}-${c.id}`;
export const pesoId = (chave: string) => `peso-${chave}`;
export const nivelInputId = (chave: string, nivelId: number | null) => `nivel-${chave}-${nivelId ?? 0}`;

const GRUPOS: TipoCompetencia[] = ['C', 'H', 'A'];

/**
 * The competence matrix (spec 2 §2): one row per competence, grouped by kind, with its weight and one
 * radio per level column ('Não exigido' first). Errors show under the row they belong to.
 */
export function MatrizTabela({
  niveis,
  competencias,
  escolhas,
  erros,
  disabled,
  onChange,
}: {
  niveis: NivelColuna[];
  competencias: CompetenciaLinha[];
  escolhas: Record<string, Escolha>;
  erros: Record<string, string>;
  disabled: boolean;
  onChange: (chave: string, e: Escolha) => void;
}) {
  const colunas = niveis.length + 3;
  return (
    <div className="ipe-matriz-scroll">
      <table className="ipe-matriz" aria-label="Matriz de competências">
        <thead>
          <tr>
            <th scope="col">{TXT.competencia}</th>
            <th scope="col">{TXT.peso}</th>
            <th scope="col">{TXT.naoExigido}</th>
            {niveis.map((n) => (
              <th scope="col" key={n.nivelId} className="ipe-matriz-nivel">
                {n.descricao}
                <small>
                  {TXT.peso} {n.ordem}
                  {n.percentual != null ? ` · mín. ${formatNumber(n.percentual, 2)}%` : ''}
                </small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRUPOS.map((g) => {
            const linhas = competencias.filter((c) => c.tipo === g);
            if (!linhas.length) return null;
            return [
              <tr key={`g-${g}`} className="ipe-matriz-grupo">
                <th scope="colgroup" colSpan={colunas}>
                  {TXT.grupos[g]}
                </th>
              </tr>,
              ...linhas.flatMap((c) => {
                const chave = chaveDe(c);
                const e = escolhas[chave] ?? { peso: null, nivelId: null };
                const erro = erros[chave];
                const marcar = (nivelId: number | null) =>
                  onChange(chave, { nivelId, peso: nivelId === null ? null : (e.peso ?? 1) });
                return [
                  <tr
                    key={chave}
                    className={e.nivelId !== null ? 'ipe-matriz-marcada' : undefined}
                    data-field={chave}
                  >
                    <th scope="row">
                      {c.nome}
                      {c.observacao && <span className="ipe-matriz-obs">{c.observacao}</span>}
                    </th>
                    <td className="ipe-matriz-peso">
                      <InputNumber
                        inputId={pesoId(chave)}
                        aria-label={TXT.pesoDe(c.nome)}
                        value={e.peso}
                        min={1}
                        max={999}
                        useGrouping={false}
                        disabled={disabled || e.nivelId === null}
                        invalid={!!erro}
                        onValueChange={(ev) =>
                          onChange(chave, { ...e, peso: (ev.value as number | null) ?? null })
                        }
                      />
                    </td>
                    {[null, ...niveis.map((n) => n.nivelId)].map((nivelId) => {
                      const nome =
                        nivelId === null
                          ? TXT.naoExigido
                          : (niveis.find((n) => n.nivelId === nivelId)?.descricao ?? '');
                      return (
                        <td key={nivelId ?? 0}>
                          <RadioButton
                            inputId={nivelInputId(chave, nivelId)}
                            name={`nivel-${chave}`}
                            value={nivelId}
                            aria-label={TXT.nivelDe(c.nome, nome)}
                            checked={e.nivelId === nivelId}
                            disabled={disabled}
                            onChange={() => marcar(nivelId)}
                          />
                        </td>
                      );
                    })}
                  </tr>,
                  erro ? (
                    <tr key={`${chave}-erro`}>
                      <td colSpan={colunas}>
                        <small role="alert" className="ipe-field-error p-error">
                          {c.nome}: {erro}
                        </small>
                      </td>
                    </tr>
                  ) : null,
                ];
              }),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
