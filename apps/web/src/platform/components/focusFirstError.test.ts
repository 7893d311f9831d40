import { afterEach, describe, expect, it } from 'vitest';
import {
  errorPaths,
  findFieldElement,
  firstErrorField,
  focusElement,
  focusField,
  pathAndParents,
} from './focusFirstError.ts';

const err = (message = 'x') => ({ type: 'required', message });

describe('errorPaths / firstErrorField', () => {
  it('flattens react-hook-form errors into dotted paths', () => {
    expect(
      errorPaths({
        nome: err(),
        endereco: { cep: err(), numero: err() },
        experiencias: { 1: { cargo: err() }, root: err() },
        vazio: undefined,
        texto: 'mensagem',
      }),
    ).toEqual(['nome', 'endereco.cep', 'endereco.numero', 'experiencias.1.cargo', 'experiencias', 'texto']);
  });

  it('picks the first failing field in screen order, parents covering children', () => {
    const errors = { email: err(), endereco: { cep: err() }, cpf: err() };
    expect(firstErrorField(errors, ['nome', 'cpf', 'email', 'endereco'])).toBe('cpf');
    expect(firstErrorField(errors, ['nome', 'endereco', 'cpf'])).toBe('endereco.cep');
    // Not in the order: the first error.
    expect(firstErrorField(errors, ['nome'])).toBe('email');
    expect(firstErrorField({}, ['nome'])).toBeUndefined();
  });

  it('lists a path and its parents', () => {
    expect(pathAndParents('a.0.b')).toEqual(['a.0.b', 'a.0', 'a']);
    expect(pathAndParents('nome')).toEqual(['nome']);
  });
});

describe('findFieldElement / focusField', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('finds by id, then name, then data-field, and focuses inside wrappers', () => {
    document.body.innerHTML = `
      <input id="nome" />
      <input name="cpf" />
      <div data-field="sexo"><span>Sexo</span><div><input id="sexo-input" /></div></div>
      <input id="endereco-cep" />
      <div data-field="vazio"><span>sem controle</span></div>`;
    expect(findFieldElement('nome')?.id).toBe('nome');
    expect(findFieldElement('cpf')?.getAttribute('name')).toBe('cpf');
    expect(findFieldElement('sexo')?.dataset.field).toBe('sexo');
    expect(findFieldElement('endereco.cep')?.id).toBe('endereco-cep');
    expect(findFieldElement('inexistente')).toBeNull();
    expect(focusElement(findFieldElement('sexo')!)).toBe(true);
    expect(document.activeElement?.id).toBe('sexo-input');
    expect(focusElement(findFieldElement('vazio')!)).toBe(false);
  });

  it('falls back to the parent of a path and waits for a field rendered later', async () => {
    document.body.innerHTML = '<div data-field="experiencias"><button>Inserir</button></div>';
    await expect(focusField('experiencias.0.cargo')).resolves.toBe(true);
    expect(document.activeElement?.textContent).toBe('Inserir');
    document.body.innerHTML = '';
    setTimeout(() => {
      document.body.innerHTML = '<input id="tardio" />';
    }, 50);
    await expect(focusField('tardio')).resolves.toBe(true);
    expect(document.activeElement?.id).toBe('tardio');
    await expect(focusField('nunca', 2)).resolves.toBe(false);
  });
});
