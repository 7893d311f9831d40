/**
 * Every system-notice code of the spec is either produced by a module's contributor or declared without a
 * source (AVISOS_SEM_FONTE, with what will produce it), never both and never neither: a code without a
 * source is never sent, so the home page never shows a made-up notice.
 */
import { AVISOS_SEM_FONTE, CODIGOS_AVISO_SISTEMA } from '@ipe/domain/painel';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../modules/index.ts';

describe('system notice codes', () => {
  const produzidos = MODULES.flatMap((m) => m.avisos ?? []).map((a) => a.codigo as string);
  const semFonte = Object.keys(AVISOS_SEM_FONTE);

  it('each code is produced by one contributor or declared without a source, not both', () => {
    expect(new Set(produzidos).size).toBe(produzidos.length);
    expect(produzidos.filter((c) => semFonte.includes(c))).toEqual([]);
    expect([...produzidos, ...semFonte].sort()).toEqual([...CODIGOS_AVISO_SISTEMA].sort());
  });

  it('today SST produces cadastro-funcao and the six others have no source', () => {
    expect(produzidos).toEqual(['cadastro-funcao']);
    expect(semFonte.sort()).toEqual([
      'atualizacao-sistema',
      'atualizacao-sistema-java',
      'cadastro-ambiente',
      'cadastro-obra',
      'cadastro-psst',
      'relacionador-psst',
    ]);
  });
});
