import { CAMPOS_SOMENTE_RH, candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import { camposOcultosAoCandidato } from '@ipe/domain/resources/utilitario/organizacao/camposCandidato';
import { describe, expect, it } from 'vitest';
import { formTitle } from '../../../../platform/resource/ResourceFormPage.tsx';
import { camposMarcados } from './configuracao.ts';
import { layoutCandidato } from './layout.ts';
import { layoutPassos } from './passos.ts';
import { curriculoObrigatorio, DECLARADOS } from './PrimeiroPasso.tsx';

/**
 * The registration's light step 1 (PrimeiroPasso, drawn before the full form loads) writes a few of the
 * declaration's words and rules by hand: they must stay the full form's (the page's behaviour with the
 * handover: externo/candidatos/cadastro.test.tsx).
 */
describe('the light step 1 says what the full form says', () => {
  it('its title and the résumé field are the declaration’s', () => {
    expect(DECLARADOS.titulo).toBe(formTitle(candidatos, { isNew: true, readOnly: false }));
    expect(DECLARADOS.ocrTexto).toBe(candidatos.fields.find((f) => f.name === 'ocrTexto')?.label);
  });

  it('holds the résumé text alone, whatever the company hides', () => {
    const def = candidatos;
    for (const visiveis of [[], ['nome']]) {
      const ocultar = [...CAMPOS_SOMENTE_RH, ...camposOcultosAoCandidato(visiveis)];
      const l = layoutPassos(def, layoutCandidato(def, { ocultar }), {
        marcados: new Set(),
        fotoObrigatoria: false,
      });
      expect(l.abas[0].campos).toEqual(['ocrTexto']);
    }
  });

  it('marks the résumé text required exactly when the form does', () => {
    for (const obrigatorios of [[], ['ocrTexto'], ['email', 'cidade'], ['ocrTexto', 'foneCelular']])
      expect(curriculoObrigatorio(obrigatorios)).toBe(
        camposMarcados(obrigatorios, 'completo').has('ocrTexto'),
      );
  });
});
