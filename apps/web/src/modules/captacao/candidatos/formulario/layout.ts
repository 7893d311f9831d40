import type { CampoExtraVisivel } from '@ipe/domain/resources/utilitario/organizacao/index';
import type { ResourceDef } from '@ipe/domain';
import type { FormularioTipo } from '@ipe/domain/resources/captacao/candidatos/index';
import { formTabs } from '../../../../platform/resource/form.ts';

/** Parts of the form that are not declared fields (the body's extras and the photo). */
export const SENHA = 'senha';
export const CONFIRMA_SENHA = 'confirmaSenha';
export const CAMPOS_EXTRAS = 'camposExtras';
export const FOTO = 'foto';

/** Fields only HR sees: the candidate area (issue 7) hides them (declared with the resource). */
export { CAMPOS_SOMENTE_RH } from '@ipe/domain/resources/captacao/candidatos/index';

/** Declared fields never drawn: a technical reference. */
const NUNCA_MOSTRADOS = ['camposExtrasId'];

export const ABA_CAMPOS_EXTRAS = 'Campos Extras';
export const ABA_CURRICULO = 'Currículo';
export const ABA_SENHA = 'Senha e Política';
/** Declared fields the form moves to its own tabs (the declaration keeps them under 'Outros'). */
const MOVIDOS: Record<string, string> = {
  ocrTexto: ABA_CURRICULO,
  aceitoPoliticaSeguranca: ABA_SENHA,
  dataAceitePolitica: ABA_SENHA,
  versaoPolitica: ABA_SENHA,
};

/** The simplified forms (spec 1 §5): one panel, nome and cargos, plus pessoal and the résumé text. */
export const ABA_SIMPLIFICADO = 'Dados do Candidato';
const SIMPLIFICADO = ['nome', 'cargosIds'];
const SIMPLIFICADO_CURRICULO = [
  'nome',
  'cpf',
  'dataNascimento',
  'sexo',
  'escolaridade',
  'cargosIds',
  'ocrTexto',
];

export interface AbaCandidato {
  titulo: string;
  /** Declared field names and the extra parts (senha, camposExtras.texto1 …) in screen order. */
  campos: string[];
}

export interface LayoutCandidato {
  abas: AbaCandidato[];
  /** Every path in screen order, the photo first (it is above the tabs). */
  ordem: string[];
  /** Tab of a path ('camposExtras.texto1', 'experiencias.0.empresa'), undefined for the photo. */
  abaDe: (path: string) => number | undefined;
}

/**
 * The tabs of the candidate form: the declaration's tabs (hidden fields left out, empty tabs dropped),
 * then the extra fields (when the company shows any), the résumé text and the password with the policy
 * acceptance. The invalid-form alert uses `ordem` and `abaDe` to reach the first failing field.
 */
export function layoutCandidato(
  def: ResourceDef,
  opts: {
    ocultar?: readonly string[];
    camposExtras?: readonly CampoExtraVisivel[];
    senha?: boolean;
    formulario?: FormularioTipo;
  },
): LayoutCandidato {
  if (opts.formulario && opts.formulario !== 'completo') {
    const campos = opts.formulario === 'simplificado' ? SIMPLIFICADO : SIMPLIFICADO_CURRICULO;
    return { abas: [{ titulo: ABA_SIMPLIFICADO, campos }], ordem: campos, abaDe: () => 0 };
  }
  const ocultos = new Set([...NUNCA_MOSTRADOS, ...(opts.ocultar ?? [])]);
  const abas: AbaCandidato[] = formTabs(def)
    .map((t) => ({
      titulo: t.title,
      campos: t.fields.map((f) => f.name).filter((n) => !ocultos.has(n) && !MOVIDOS[n]),
    }))
    .filter((t) => t.campos.length > 0);
  const movidos = (aba: string) => Object.keys(MOVIDOS).filter((n) => MOVIDOS[n] === aba && !ocultos.has(n));
  const extras = opts.camposExtras ?? [];
  if (extras.length)
    abas.push({ titulo: ABA_CAMPOS_EXTRAS, campos: extras.map((c) => `${CAMPOS_EXTRAS}.${c.campo}`) });
  const curriculo = movidos(ABA_CURRICULO);
  if (curriculo.length) abas.push({ titulo: ABA_CURRICULO, campos: curriculo });
  const senha = [...(opts.senha === false ? [] : [SENHA, CONFIRMA_SENHA]), ...movidos(ABA_SENHA)];
  if (senha.length) abas.push({ titulo: ABA_SENHA, campos: senha });

  const ordem = [FOTO, ...abas.flatMap((a) => a.campos)];
  const abaDe = (path: string) => {
    const raiz = path.split('.')[0];
    const i = abas.findIndex((a) =>
      a.campos.some((c) => c === path || c === raiz || path.startsWith(`${c}.`)),
    );
    return i < 0 ? undefined : i;
  };
  return { abas, ordem, abaDe };
}
