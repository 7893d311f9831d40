import { describe, expect, it } from 'vitest';
import { resourceSchema } from '../../../resource.ts';
import { candidatos } from './candidatos.ts';
import {
  candidatoExtrasSchema,
  type ConfiguracaoCandidato,
  pendenciasCandidato,
  qualificacaoPorPendencias,
  validarConfigurado,
} from './configuracao.ts';
import { tempoExperienciaMeses, tempoExperienciaTexto } from './regras.ts';

const schema = resourceSchema(candidatos);
const erros = (v: Record<string, unknown>) => {
  const r = schema.safeParse({ nome: 'Ana', ...v });
  return r.success ? [] : r.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
};
const config = (c: Partial<ConfiguracaoCandidato> = {}): ConfiguracaoCandidato => ({
  obrigatorios: ['nome'],
  camposExtras: [],
  maxCandidataCargo: 3,
  exigirAceitePsi: false,
  ...c,
});

describe('candidate declaration rules (spec 1 §5)', () => {
  it('nome is always required; CPF check digits', () => {
    expect(erros({ nome: '' })).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }]);
    expect(erros({ cpf: '123.456.789-00' })).toEqual([{ field: 'cpf', message: 'Cpf inválido.' }]);
    expect(erros({ cpf: '111.111.111-11' })).toEqual([{ field: 'cpf', message: 'Cpf inválido.' }]);
    expect(erros({ cpf: '529.982.247-25' })).toEqual([]);
  });

  it('PIS with weights 3298765432', () => {
    expect(erros({ pis: '170.33259.50-5' })).toEqual([{ field: 'pis', message: 'O número PIS é inválido' }]);
    expect(erros({ pis: '170.33259.50-4' })).toEqual([]);
  });

  it("phones: ddd 2 digits, landline 8-9, mobile 9, else 'Inválido'", () => {
    expect(erros({ ddd: '8', foneFixo: '32221111' })).toEqual([{ field: 'ddd', message: 'Inválido' }]);
    expect(erros({ ddd: '85', foneFixo: '3222111' })).toEqual([{ field: 'foneFixo', message: 'Inválido' }]);
    expect(erros({ ddd: '85', foneFixo: '32221111' })).toEqual([]);
    expect(erros({ ddd: '85', foneFixo: '322211112' })).toEqual([]);
    expect(erros({ dddCelular: '85', foneCelular: '98888777' })).toEqual([
      { field: 'foneCelular', message: 'Inválido' },
    ]);
    expect(erros({ dddCelular: '85', foneCelular: '988887777' })).toEqual([]);
    expect(erros({ foneCelular: '988887777' })).toEqual([{ field: 'dddCelular', message: 'Inválido' }]);
  });

  it('possuiParentes Sim requires the relatives text', () => {
    expect(erros({ possuiParentes: 'S' })).toEqual([
      { field: 'parentesAmigos', message: 'Informe os parentes/amigos na empresa' },
    ]);
    expect(erros({ possuiParentes: 'S', parentesAmigos: 'Irmã no financeiro' })).toEqual([]);
  });

  it('education rows', () => {
    expect(
      erros({ formacao: [{ curso: 'x'.repeat(101), local: 'UFC', tipo: 'G', conclusao: 'x'.repeat(21) }] }),
    ).toEqual([
      { field: 'formacao.0.areaFormacaoId', message: 'Selecione a Área de Formação' },
      { field: 'formacao.0.curso', message: 'Curso deve ter no máximo 100 caracteres' },
      { field: 'formacao.0.situacao', message: 'Situação é obrigatória' },
      { field: 'formacao.0.conclusao', message: 'Conclusão deve ter no máximo 20 caracteres' },
    ]);
  });

  it('language rows', () => {
    expect(erros({ candidatoIdiomas: [{}] })).toEqual([
      { field: 'candidatoIdiomas.0.idiomaId', message: 'Idioma é obrigatório' },
      { field: 'candidatoIdiomas.0.nivel', message: 'Nível é obrigatório' },
    ]);
  });

  it('experience rows: admission required and not in the future, end after admission, other role', () => {
    expect(erros({ experiencias: [{ empresa: 'A', cargoId: 1 }] })).toEqual([
      { field: 'experiencias.0.dataAdmissao', message: 'Data de Admissão é obrigatória' },
    ]);
    expect(erros({ experiencias: [{ empresa: 'A', cargoId: 1, dataAdmissao: '2999-01-01' }] })).toEqual([
      {
        field: 'experiencias.0.dataAdmissao',
        message: 'A data de admissão deve ser igual ou anterior a data atual',
      },
    ]);
    expect(
      erros({
        experiencias: [
          { empresa: 'A', cargoId: 1, dataAdmissao: '2020-01-02', dataDesligamento: '2020-01-01' },
        ],
      }),
    ).toEqual([{ field: 'experiencias.0.dataDesligamento', message: 'Data final inferior a data inicial.' }]);
    expect(erros({ experiencias: [{ empresa: 'A', dataAdmissao: '2020-01-02' }] })).toEqual([
      { field: 'experiencias.0.cargoId', message: 'Cargo é obrigatório' },
    ]);
    expect(
      erros({ experiencias: [{ empresa: 'A', checkNomeCargo: true, dataAdmissao: '2020-01-02' }] }),
    ).toEqual([{ field: 'experiencias.0.nomeMercado', message: 'Nome do cargo é obrigatório' }]);
    expect(
      erros({
        experiencias: [
          {
            empresa: 'A',
            checkNomeCargo: true,
            nomeMercado: 'Caixa',
            dataAdmissao: '2020-01-02',
            motivoSaida: 'x'.repeat(101),
          },
        ],
      }),
    ).toEqual([
      { field: 'experiencias.0.motivoSaida', message: 'Motivo da Saída deve ter no máximo 100 caracteres' },
    ]);
  });

  it('first job: no listed experiences', () => {
    expect(
      erros({
        primeiroEmprego: true,
        experiencias: [{ empresa: 'A', cargoId: 1, dataAdmissao: '2020-01-02' }],
      }),
    ).toEqual([
      {
        field: 'experiencias',
        message: 'Candidato em primeiro emprego não pode ter experiências profissionais',
      },
    ]);
  });
});

describe('validarConfigurado: the company configuration', () => {
  it("'{label} é obrigatório', 'obrigatória' for foto, senha and the labels declared feminine", () => {
    const c = config({ obrigatorios: ['nome', 'cpf', 'cidade', 'foto', 'senha', 'foneFixo', 'cargos'] });
    expect(validarConfigurado({ nome: 'Ana' }, c)).toEqual([
      { field: 'foto', message: 'Foto é obrigatória' },
      { field: 'cpf', message: 'CPF é obrigatório' },
      { field: 'cidadeId', message: 'Cidade é obrigatória' },
      { field: 'ddd', message: 'DDD é obrigatório' },
      { field: 'foneFixo', message: 'Telefone Fixo é obrigatório' },
      { field: 'cargosIds', message: 'Cargos Pretendidos é obrigatório' },
      { field: 'senha', message: 'Senha é obrigatória' },
    ]);
    expect(
      validarConfigurado({ nome: 'Ana' }, c, { armazenado: { temFoto: true, temSenha: true } }),
    ).toHaveLength(5);
  });

  it('possuiParentes: a value or the relatives text', () => {
    const c = config({ obrigatorios: ['parentesAmigos'] });
    expect(validarConfigurado({}, c)).toEqual([
      { field: 'possuiParentes', message: 'Informe se possui parentes/amigos na empresa' },
    ]);
    expect(validarConfigurado({ possuiParentes: 'N' }, c)).toEqual([]);
    expect(validarConfigurado({ parentesAmigos: 'Primo na logística' }, c)).toEqual([]);
  });

  it('experiences may be empty only with first job; lists can be required', () => {
    const c = config({ obrigatorios: ['experiencias', 'candidatoIdiomas'] });
    expect(validarConfigurado({ experiencias: [], candidatoIdiomas: [] }, c)).toEqual([
      { field: 'candidatoIdiomas', message: 'Idiomas é obrigatório' },
      {
        field: 'experiencias',
        message: 'Informe ao menos uma experiência profissional ou marque Primeiro emprego',
      },
    ]);
    expect(validarConfigurado({ primeiroEmprego: true, candidatoIdiomas: [{}] }, c)).toEqual([]);
  });

  it("extra fields '{title} é obrigatório', cargos limit, password confirmation, policy by the candidate", () => {
    const c = config({
      camposExtras: [{ campo: 'texto1', tipo: 'texto', label: 'Tamanho do uniforme', obrigatorio: true }],
      exigirAceitePsi: true,
    });
    expect(
      validarConfigurado({ cargosIds: [1, 2, 3, 4], senha: 'abcdef', confirmaSenha: 'abcdeg' }, c),
    ).toEqual([
      { field: 'camposExtras.texto1', message: 'Tamanho do uniforme é obrigatório' },
      { field: 'cargosIds', message: 'Não é permitido selecionar mais do que 3 cargos' },
      { field: 'confirmaSenha', message: 'As senhas devem ser iguais' },
    ]);
    expect(validarConfigurado({ camposExtras: { texto1: 'G' } }, c, { peloCandidato: true })).toEqual([
      {
        field: 'aceitoPoliticaSeguranca',
        message: 'É necessário aceitar a política de segurança e privacidade',
      },
    ]);
  });

  it('simplified forms ignore the configuration: nome + 1 cargo; the résumé variant also pessoal and ocrTexto', () => {
    const c = config({ obrigatorios: ['email', 'rg'] });
    expect(validarConfigurado({}, c, { formulario: 'simplificado' })).toEqual([
      { field: 'cargosIds', message: 'Cargos Pretendidos é obrigatório' },
    ]);
    expect(
      validarConfigurado({ cargosIds: [1], sexo: 'I' }, c, { formulario: 'simplificado-curriculo' }),
    ).toEqual([
      { field: 'cpf', message: 'CPF é obrigatório' },
      { field: 'dataNascimento', message: 'Data de Nascimento é obrigatória' },
      { field: 'sexo', message: 'Sexo é obrigatório' },
      { field: 'escolaridade', message: 'Escolaridade é obrigatória' },
      { field: 'ocrTexto', message: 'Texto do currículo é obrigatório' },
    ]);
  });
});

describe('pendenciasCandidato', () => {
  it('labels of the missing required data in screen order, extra fields last', () => {
    const c = config({
      obrigatorios: ['nome', 'cpf', 'email', 'certificadoMilitar', 'socioEconomica'],
      camposExtras: [
        { campo: 'texto1', tipo: 'texto', label: 'Uniforme', obrigatorio: true },
        { campo: 'texto2', tipo: 'texto', label: 'Opcional', obrigatorio: false },
      ],
    });
    expect(pendenciasCandidato({ nome: 'Ana', sexo: 'M', pagaPensao: true }, c)).toEqual([
      'CPF',
      'Certificado militar',
      'E-mail',
      'Dados socioeconômicos',
      'Uniforme',
    ]);
    // The military certificate concerns men only.
    expect(
      pendenciasCandidato(
        { nome: 'Ana', sexo: 'F', cpf: '52998224725', email: 'a@b.com', camposExtras: { texto1: 'P' } },
        c,
      ),
    ).toEqual([]);
    expect(qualificacaoPorPendencias(['CPF', 'E-mail'])).toEqual({
      qualificacaoCadastral: 'DADOS_INCOMPLETOS',
      mensagemQualificacao: 'Dados incompletos: CPF, E-mail.',
    });
    expect(qualificacaoPorPendencias([])).toEqual({
      qualificacaoCadastral: 'QUALIFICADO',
      mensagemQualificacao: null,
    });
  });
});

describe('tempoExperiencia', () => {
  it('whole months up to the end or today, as text', () => {
    expect(tempoExperienciaMeses('2018-02-01', '2021-05-31')).toBe(39);
    expect(tempoExperienciaMeses('2020-01-31', '2020-02-29')).toBe(0);
    expect(tempoExperienciaMeses('2020-01-15', null, '2021-01-15')).toBe(12);
    expect(tempoExperienciaMeses(null, null)).toBeNull();
    expect(tempoExperienciaTexto(39)).toBe('3 anos e 3 meses');
    expect(tempoExperienciaTexto(12)).toBe('1 ano');
    expect(tempoExperienciaTexto(1)).toBe('1 mês');
    expect(tempoExperienciaTexto(0)).toBe('Menos de 1 mês');
  });
});

describe('body parts beside the fields', () => {
  it('password of at least 6 characters; formulario one of the three forms', () => {
    const r = candidatoExtrasSchema.safeParse({ senha: 'abc', formulario: 'rapido' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['formulario', expect.any(String)],
      ['senha', 'A senha deve ter no mínimo 6 caracteres'],
    ]);
    expect(candidatoExtrasSchema.parse({}).formulario).toBe('completo');
    expect(candidatoExtrasSchema.parse({ senha: '' }).senha).toBe('');
  });
});
