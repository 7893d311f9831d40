import type { ResourceDef } from '@ipe/domain';
import type { CampoExtraVisivel } from '@ipe/domain/resources/utilitario/organizacao/index';
import { ABA_CURRICULO, ABA_SENHA, CAMPOS_EXTRAS, FOTO, type LayoutCandidato } from './layout.ts';

import { PASSO_CONSENTIMENTO, PASSO_CURRICULO, PASSO_OBRIGATORIOS, PASSO_OPCIONAIS } from './nomesPassos.ts';

export { PASSO_CONSENTIMENTO, PASSO_CURRICULO, PASSO_OBRIGATORIOS, PASSO_OPCIONAIS };

export interface SecaoPasso {
  /** The full form's tab the fields come from ('Endereço'); absent for a step without sections. */
  titulo?: string;
  campos: string[];
}

export interface PassoCandidato {
  titulo: string;
  /** Every path of the step in screen order. */
  campos: string[];
  secoes: SecaoPasso[];
}

export interface LayoutPassos extends Omit<LayoutCandidato, 'abas'> {
  abas: PassoCandidato[];
}

/** Fields drawn with a required one: what it depends on, or what completes it. */
const COMPANHEIROS: Record<string, { antes?: string[]; depois?: string[] }> = {
  possuiParentes: { depois: ['parentesAmigos'] },
  experiencias: { antes: ['primeiroEmprego'] },
};

/**
 * The full form's tabs (layoutCandidato, the company's hidden fields already left out) regrouped into
 * the phone registration's steps: the résumé (whose text pre-fills the rest), only what the company
 * requires (nome always, CPF too: it is the candidate's login), the optional rest under its tabs'
 * titles, then the password and the policy acceptance. The configuration drives it: a field the
 * company makes required or shows moves between steps 2 and 3 by itself.
 */
export function layoutPassos(
  def: ResourceDef,
  completo: LayoutCandidato,
  opts: {
    /** Declared fields the company requires (camposMarcados), and 'foto' when it requires a photo. */
    marcados: ReadonlySet<string>;
    fotoObrigatoria: boolean;
    camposExtras?: readonly CampoExtraVisivel[];
  },
): LayoutPassos {
  const porTitulo = (t: string) => completo.abas.find((a) => a.titulo === t)?.campos ?? [];
  const curriculo = porTitulo(ABA_CURRICULO);
  const consentimento = porTitulo(ABA_SENHA);
  const resto = completo.abas.filter((a) => a.titulo !== ABA_CURRICULO && a.titulo !== ABA_SENHA);
  const todos = new Set(resto.flatMap((a) => a.campos));

  const extrasObrigatorios = new Set(
    (opts.camposExtras ?? []).filter((c) => c.obrigatorio).map((c) => `${CAMPOS_EXTRAS}.${c.campo}`),
  );
  const exigido = (c: string) =>
    c === 'nome' || c === 'cpf' || opts.marcados.has(c) || extrasObrigatorios.has(c);
  const obrigatorios = new Set<string>();
  for (const a of resto)
    for (const c of a.campos) {
      if (!exigido(c)) continue;
      const f = def.fields.find((x) => x.name === c);
      const dependeDe = f && 'dependsOn' in f ? f.dependsOn?.field : undefined;
      for (const x of [dependeDe, ...(COMPANHEIROS[c]?.antes ?? []), c, ...(COMPANHEIROS[c]?.depois ?? [])])
        if (x && todos.has(x)) obrigatorios.add(x);
    }

  // Step 2 keeps the screen order of the full form; the photo leads whichever step holds it.
  const passo2 = [
    ...(opts.fotoObrigatoria ? [FOTO] : []),
    ...resto.flatMap((a) => a.campos).filter((c) => obrigatorios.has(c)),
  ];
  const secoes3: SecaoPasso[] = [
    ...(opts.fotoObrigatoria ? [] : [{ campos: [FOTO] }]),
    ...resto
      .map((a) => ({ titulo: a.titulo, campos: a.campos.filter((c) => !obrigatorios.has(c)) }))
      .filter((s) => s.campos.length > 0),
  ];
  const abas: PassoCandidato[] = [
    { titulo: PASSO_CURRICULO, campos: curriculo, secoes: [{ campos: curriculo }] },
    { titulo: PASSO_OBRIGATORIOS, campos: passo2, secoes: [{ campos: passo2 }] },
    { titulo: PASSO_OPCIONAIS, campos: secoes3.flatMap((s) => s.campos), secoes: secoes3 },
    { titulo: PASSO_CONSENTIMENTO, campos: consentimento, secoes: [{ campos: consentimento }] },
  ];
  const ordem = abas.flatMap((a) => a.campos);
  const abaDe = (path: string) => {
    const raiz = path.split('.')[0];
    const i = abas.findIndex((a) =>
      a.campos.some((c) => c === path || c === raiz || path.startsWith(`${c}.`)),
    );
    return i < 0 ? undefined : i;
  };
  return { abas, ordem, abaDe };
}
