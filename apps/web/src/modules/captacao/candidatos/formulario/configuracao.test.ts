import {
  candidatos,
  type FormularioCandidato,
  type FormularioTipo,
} from '@ipe/domain/resources/captacao/candidatos/index';
import { describe, expect, it } from 'vitest';
import { camposMarcados, candidatoMarcado, resolverCandidato } from './configuracao.ts';
import { layoutCandidato } from './layout.ts';

const config = (c: Partial<FormularioCandidato> = {}): FormularioCandidato => ({
  obrigatorios: ['nome'],
  visiveis: [],
  camposExtras: [],
  maxCandidataCargo: 10,
  exigirAceitePsi: false,
  politicaSeguranca: null,
  versaoPolitica: null,
  ...c,
});

/** Messages of the resolver's errors, nested as react-hook-form keeps them. */
const mensagens = (e: unknown): unknown =>
  e && typeof e === 'object' && 'message' in e
    ? (e as { message: string }).message
    : e && typeof e === 'object'
      ? Object.fromEntries(Object.entries(e).map(([k, v]) => [k, mensagens(v)]))
      : e;

async function validar(
  c: FormularioCandidato,
  values: Record<string, unknown>,
  { temFoto = false, formulario = 'completo' as FormularioTipo } = {},
) {
  const r = resolverCandidato(candidatos, {
    config: c,
    formulario,
    temFoto: () => temFoto,
    temSenha: false,
    peloCandidato: false,
  });
  const out = await r({ nome: 'Ana', ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return { values: out.values, errors: mensagens(out.errors) as Record<string, unknown> };
}

describe('candidatoMarcado', () => {
  it("marks the company's fields required, groups and lists included", () => {
    const def = candidatoMarcado(
      candidatos,
      camposMarcados(['nome', 'cidade', 'ctps', 'cargos'], 'completo'),
    );
    const f = (n: string) => def.fields.find((x) => x.name === n) as unknown as Record<string, unknown>;
    expect(f('cidadeId').required).toBe(true);
    expect(f('ctpsUfId').required).toBe(true);
    expect(f('cargosIds').min).toBe(1);
    expect(f('rg').required).toBeFalsy();
  });
});

describe('resolverCandidato', () => {
  it('checks the cargo limit, the password pair, the photo and the extra fields with the server rules', async () => {
    const c = config({
      obrigatorios: ['nome', 'foto'],
      maxCandidataCargo: 2,
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

  it('joins the schema errors (PIS) to the company rules in one answer', async () => {
    const { errors } = await validar(config({ obrigatorios: ['nome', 'cidade'] }), { pis: '12345678901' });
    expect(errors).toMatchObject({ pis: 'O número PIS é inválido', cidadeId: 'Cidade é obrigatória' });
  });

  it('simplified forms: nome and a cargo; the résumé variant also pessoal and ocrTexto', async () => {
    const s = await validar(config(), {}, { formulario: 'simplificado' });
    expect(Object.keys(s.errors)).toEqual(['cargosIds']);
    const r = await validar(config(), { cargosIds: [1] }, { formulario: 'simplificado-curriculo' });
    expect(r.errors).toMatchObject({ ocrTexto: 'Texto do currículo é obrigatório' });
    expect(Object.keys(r.errors)).toEqual(expect.arrayContaining(['cpf', 'dataNascimento', 'escolaridade']));
    const ok = await validar(config(), { cargosIds: [1] }, { formulario: 'simplificado' });
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({
      nome: 'Ana',
      cargosIds: [1],
      formulario: 'simplificado',
      senha: null,
      camposExtras: null,
    });
  });

  it('requires experiences only without first job', async () => {
    const c = config({ obrigatorios: ['nome', 'experiencias'] });
    expect((await validar(c, {})).errors.experiencias).toBe(
      'Informe ao menos uma experiência profissional ou marque Primeiro emprego',
    );
    expect((await validar(c, { primeiroEmprego: true })).errors).toEqual({});
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

  it('draws a simplified form in one panel', () => {
    expect(layoutCandidato(candidatos, { formulario: 'simplificado' }).abas).toEqual([
      { titulo: 'Dados do Candidato', campos: ['nome', 'cargosIds'] },
    ]);
  });
});
