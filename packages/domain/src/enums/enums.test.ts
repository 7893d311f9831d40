import { describe, expect, it } from 'vitest';
import {
  DEFICIENCIA_OPTIONS,
  ESCOLARIDADE_OPTIONS,
  ESTADO_CIVIL_ESOCIAL,
  ESTADO_CIVIL_OPTIONS,
  ETNIA_RACA_OPTIONS,
  etniaOptions,
  isOptionValue,
  NIVEL_IDIOMA_OPTIONS,
  optionLabel,
  QUALIFICACAO_CADASTRAL_OPTIONS,
  SEXO_OPTIONS,
  SEXO_PADRAO,
  SITUACAO_FORMACAO_OPTIONS,
  STATUS_CADASTRO_OPTIONS,
  STATUS_SOLICITACAO_FILTRO_OPTIONS,
  STATUS_SOLICITACAO_FILTRO_PADRAO,
  TIPO_FORMACAO_NOMES,
  TIPO_FORMACAO_OPTIONS,
  TIPO_LOGIN_OPTIONS,
  TIPO_LOGIN_PADRAO,
  TIPO_OCUPACAO_OPTIONS,
  tipoFormacaoPorNome,
  VINCULO_COMPLETO_OPTIONS,
  VINCULO_OPTIONS,
  VINCULO_PADRAO,
} from './index.ts';
import type { EnumOption } from './option.ts';

const values = (options: readonly EnumOption[]) => options.map((o) => o.value);

describe('enumerations of spec 1 §3', () => {
  it('sexo: I, M, F with I as default', () => {
    expect(values(SEXO_OPTIONS)).toEqual(['I', 'M', 'F']);
    expect(optionLabel(SEXO_OPTIONS, 'I')).toBe('Indiferente');
    expect(SEXO_PADRAO).toBe('I');
  });

  it('vínculo: the short list and the complete one', () => {
    expect(values(VINCULO_OPTIONS)).toEqual(['E', 'S', 'A', 'T', 'O']);
    expect(optionLabel(VINCULO_OPTIONS, 'S')).toBe('Estágio');
    expect(values(VINCULO_COMPLETO_OPTIONS)).toEqual(['E', 'S', 'A', 'T', 'O', 'ED', 'TA', 'SE']);
    expect(optionLabel(VINCULO_COMPLETO_OPTIONS, 'SE')).toBe('Segurado especial');
    expect(VINCULO_PADRAO).toBe('E');
  });

  it('escolaridade: 15 codes 01 to 15, 01-12 with the eSocial grauInstr labels', () => {
    expect(values(ESCOLARIDADE_OPTIONS)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(optionLabel(ESCOLARIDADE_OPTIONS, '01')).toBe(
      'Analfabeto, inclusive o que, embora tenha recebido instrução, não se alfabetizou',
    );
    expect(optionLabel(ESCOLARIDADE_OPTIONS, '07')).toBe('Ensino médio completo');
    expect(optionLabel(ESCOLARIDADE_OPTIONS, '12')).toBe('Doutorado completo');
  });

  it('estado civil: 10 codes 01 to 10, each mapped to eSocial', () => {
    expect(values(ESTADO_CIVIL_OPTIONS)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(optionLabel(ESTADO_CIVIL_OPTIONS, '01')).toBe('Solteiro(a)');
    expect(Object.keys(ESTADO_CIVIL_ESOCIAL).sort()).toEqual(values(ESTADO_CIVIL_OPTIONS));
    expect(ESTADO_CIVIL_ESOCIAL['09']).toBe('5');
  });

  it('etnia/raça: the spec codes, 9 hidden unless selected', () => {
    expect(values(ETNIA_RACA_OPTIONS)).toEqual(['1', '2', '4', '6', '8', '9']);
    expect(values(etniaOptions())).toEqual(['1', '2', '4', '6', '8']);
    expect(values(etniaOptions(null))).toEqual(['1', '2', '4', '6', '8']);
    expect(values(etniaOptions('2'))).toEqual(['1', '2', '4', '6', '8']);
    expect(values(etniaOptions('9'))).toEqual(['1', '2', '4', '6', '8', '9']);
    expect(values(etniaOptions(9))).toEqual(['1', '2', '4', '6', '8', '9']);
  });

  it('deficiência: 0 to 6', () => {
    expect(values(DEFICIENCIA_OPTIONS)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(optionLabel(DEFICIENCIA_OPTIONS, '0')).toBe('Nenhuma');
    expect(optionLabel(DEFICIENCIA_OPTIONS, '6')).toBe('Reabilitado');
  });

  it('recruitment lists', () => {
    expect(values(TIPO_OCUPACAO_OPTIONS)).toEqual(['INTERNA', 'EXTERNA', 'MISTA']);
    expect(values(STATUS_SOLICITACAO_FILTRO_OPTIONS)).toEqual(['T', 'A', 'S', 'E', 'C']);
    expect(optionLabel(STATUS_SOLICITACAO_FILTRO_OPTIONS, 'S')).toBe('Aberta suspensa');
    expect(STATUS_SOLICITACAO_FILTRO_PADRAO).toBe('T');
    expect(values(QUALIFICACAO_CADASTRAL_OPTIONS)).toEqual([
      'TODOS',
      'QUALIFICADO',
      'NAO_QUALIFICADO',
      'DADOS_INCOMPLETOS',
      'NAO_VERIFICADO',
    ]);
    expect(values(STATUS_CADASTRO_OPTIONS)).toEqual(['INCOMPLETO', 'COMPLETO']);
    expect(values(TIPO_LOGIN_OPTIONS)).toContain(TIPO_LOGIN_PADRAO);
    expect(TIPO_LOGIN_PADRAO).toBe('CADASTRO');
  });

  it('language and education lists', () => {
    expect(values(NIVEL_IDIOMA_OPTIONS)).toEqual(['BASICO', 'INTERMEDIARIO', 'AVANCADO']);
    expect(values(SITUACAO_FORMACAO_OPTIONS)).toEqual(['C', 'A', 'I']);
    expect(values(TIPO_FORMACAO_OPTIONS).sort()).toEqual(['D', 'E', 'G', 'M', 'P', 'T']);
    expect(TIPO_FORMACAO_NOMES.P).toBe('POS_DOUTORADO');
    expect(tipoFormacaoPorNome('GRADUACAO')).toBe('G');
    expect(tipoFormacaoPorNome('OUTRO')).toBeNull();
    expect(tipoFormacaoPorNome(null)).toBeNull();
  });

  it('every list has unique values and non-empty labels', () => {
    const lists: readonly (readonly EnumOption[])[] = [
      SEXO_OPTIONS,
      VINCULO_COMPLETO_OPTIONS,
      ESCOLARIDADE_OPTIONS,
      ESTADO_CIVIL_OPTIONS,
      ETNIA_RACA_OPTIONS,
      DEFICIENCIA_OPTIONS,
      TIPO_OCUPACAO_OPTIONS,
      STATUS_SOLICITACAO_FILTRO_OPTIONS,
      QUALIFICACAO_CADASTRAL_OPTIONS,
      STATUS_CADASTRO_OPTIONS,
      TIPO_LOGIN_OPTIONS,
      NIVEL_IDIOMA_OPTIONS,
      SITUACAO_FORMACAO_OPTIONS,
      TIPO_FORMACAO_OPTIONS,
    ];
    for (const list of lists) {
      expect(new Set(values(list)).size).toBe(list.length);
      for (const o of list) expect(o.label.trim()).not.toBe('');
    }
  });
});

describe('option helpers', () => {
  it('optionLabel returns empty for missing or unknown values', () => {
    expect(optionLabel(SEXO_OPTIONS, 'X')).toBe('');
    expect(optionLabel(SEXO_OPTIONS, null)).toBe('');
    expect(optionLabel(SEXO_OPTIONS, undefined)).toBe('');
  });

  it('isOptionValue narrows to the codes of a list', () => {
    expect(isOptionValue(SEXO_OPTIONS, 'M')).toBe(true);
    expect(isOptionValue(SEXO_OPTIONS, 'X')).toBe(false);
    expect(isOptionValue(SEXO_OPTIONS, 1)).toBe(false);
  });
});
