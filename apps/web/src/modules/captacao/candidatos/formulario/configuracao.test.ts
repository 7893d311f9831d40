import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import { describe, expect, it } from 'vitest';
import { type ConfiguracaoCandidato, candidatoDaEmpresa, resolverCandidato } from './configuracao.ts';
import { layoutCandidato } from './layout.ts';

const config = (c: Partial<ConfiguracaoCandidato> = {}): ConfiguracaoCandidato => ({
  obrigatorios: [],
  camposExtras: [],
  maximoCargos: null,
  ...c,
});

async function validar(c: ConfiguracaoCandidato, values: Record<string, unknown>, temFoto = false) {
  const def = candidatoDaEmpresa(candidatos, c);
  const r = resolverCandidato(def, { config: c, temFoto: () => temFoto, senhaObrigatoria: false });
  const out = await r({ nome: 'Ana', ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const msg = (e: unknown): unknown =>
    e && typeof e === 'object' && 'message' in e
      ? (e as { message: string }).message
      : e && typeof e === 'object'
        ? Object.fromEntries(Object.entries(e).map(([k, v]) => [k, msg(v)]))
        : e;
  return { values: out.values, errors: msg(out.errors) as Record<string, unknown> };
}

describe('candidatoDaEmpresa', () => {
  it("marks the company's fields required with '{label} é obrigatório', groups included", () => {
    const def = candidatoDaEmpresa(candidatos, config({ obrigatorios: ['cidade', 'ctps', 'cargos'] }));
    const f = (n: string) => def.fields.find((x) => x.name === n) as unknown as Record<string, unknown>;
    expect(f('cidadeId')).toMatchObject({ required: true, requiredMessage: 'Cidade é obrigatório' });
    expect(f('ctpsNumero')).toMatchObject({ required: true });
    expect(f('cargosIds')).toMatchObject({ min: 1, minMessage: 'Cargos Pretendidos é obrigatório' });
    expect(f('rg').required).toBeFalsy();
  });
});

describe('resolverCandidato', () => {
  it('checks the cargo limit, the password pair, the photo and the extra fields', async () => {
    const c = config({
      obrigatorios: ['foto'],
      maximoCargos: 2,
      camposExtras: [{ campo: 'numero1', tipo: 'numero', label: 'Calçado', obrigatorio: true }],
    });
    const { errors } = await validar(c, { cargosIds: [1, 2, 3], senha: 'abc123', confirmaSenha: 'abc124' });
    expect(errors).toMatchObject({
      cargosIds: 'Não é permitido selecionar mais do que 2 cargos',
      confirmaSenha: 'As senhas devem ser iguais',
      foto: 'Foto é obrigatória',
      camposExtras: { numero1: 'Calçado é obrigatório' },
    });
  });

  it('requires experiences only without first job, and passes the extras through', async () => {
    const c = config({ obrigatorios: ['experiencias'] });
    expect((await validar(c, {})).errors.experiencias).toBe('Experiências Profissionais é obrigatório');
    const ok = await validar(c, { primeiroEmprego: true, camposExtras: {} }, true);
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ nome: 'Ana', senha: null, camposExtras: {} });
  });
});

describe('layoutCandidato', () => {
  it('adds the extra-field, résumé and password tabs and finds the tab of each path', () => {
    const l = layoutCandidato(candidatos, {
      ocultar: ['observacaoRH'],
      camposExtras: [{ campo: 'texto1', tipo: 'texto', label: 'X', obrigatorio: false }],
    });
    const titulos = l.abas.map((a) => a.titulo);
    expect(titulos.slice(-3)).toEqual(['Campos Extras', 'Currículo', 'Senha e Política']);
    expect(l.abas.flatMap((a) => a.campos)).not.toContain('observacaoRH');
    expect(l.abas.flatMap((a) => a.campos)).not.toContain('camposExtrasId');
    expect(titulos[l.abaDe('experiencias.0.empresa') as number]).toBe('Experiências');
    expect(titulos[l.abaDe('camposExtras.texto1') as number]).toBe('Campos Extras');
    expect(titulos[l.abaDe('confirmaSenha') as number]).toBe('Senha e Política');
    expect(l.abaDe('foto')).toBeUndefined();
    expect(l.ordem[0]).toBe('foto');
  });
});
