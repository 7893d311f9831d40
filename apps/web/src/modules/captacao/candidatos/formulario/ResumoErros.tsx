import { type FieldValues, get, useFormContext, useFormState } from 'react-hook-form';
import { errorPaths, focusField, pathAndParents } from '../../../../platform/components/focusFirstError.ts';
import { TXT } from './texts.ts';

export interface ResumoErrosProps {
  /** Every path in screen order (the layout's `ordem`): the list follows it. */
  ordem: readonly string[];
  /** Label of a path's field, for the link ('Celular', 'Experiências Profissionais 1: Empresa'). */
  rotulo: (path: string) => string;
  /** The tab or step holding a path (called with the path, then its parents). */
  abaDe: (path: string) => number | undefined;
  irPara: (aba: number) => void;
}

/**
 * The summary above the form (issue 24 §1): every failing field, each a link that opens its tab or
 * step and puts the cursor in it; the fields keep their own marks. Shown while the form has errors
 * (after a submit or a step's 'Continuar').
 */
export function ResumoErros({ ordem, rotulo, abaDe, irPara }: ResumoErrosProps) {
  const form = useFormContext<FieldValues>();
  const { errors } = useFormState({ control: form.control });
  const posicao = (p: string) => {
    const i = ordem.findIndex((o) => p === o || p.startsWith(`${o}.`));
    return i < 0 ? ordem.length : i;
  };
  const caminhos = errorPaths(errors as Record<string, unknown>).sort((a, b) => posicao(a) - posicao(b));
  if (!caminhos.length) return null;

  const abrir = (path: string) => {
    for (const p of pathAndParents(path)) {
      const aba = abaDe(p);
      if (aba !== undefined) {
        irPara(aba);
        break;
      }
    }
    void focusField(path);
  };
  return (
    <nav className="ipe-resumo-erros" aria-labelledby="ipe-resumo-erros-titulo">
      <h2 id="ipe-resumo-erros-titulo">{TXT.resumoErros(caminhos.length)}</h2>
      <ul>
        {caminhos.map((path) => {
          const erro = get(errors, path) as { message?: unknown } | undefined;
          const msg = typeof erro?.message === 'string' ? erro.message : '';
          const nome = rotulo(path);
          return (
            <li key={path}>
              <a
                href={`#${path}`}
                onClick={(e) => {
                  e.preventDefault();
                  abrir(path);
                }}
              >
                {msg?.startsWith(nome) ? msg : `${nome}: ${msg || TXT.campoInvalido}`}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
