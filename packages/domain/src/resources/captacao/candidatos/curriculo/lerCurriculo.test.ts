import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CurriculoLido, lerCurriculo } from './lerCurriculo.ts';

/** The résumés of ./fixtures (written as Brazilian candidates write them) and what each tells. */
const ler = (arquivo: string) =>
  lerCurriculo(readFileSync(new URL(`./fixtures/${arquivo}`, import.meta.url), 'utf8'));

const exp = (empresa: string, cargo: string, inicio: string, fim: string | null) => ({
  empresa,
  cargo,
  inicio,
  fim,
});

const ESPERADOS: Record<string, CurriculoLido> = {
  '01-maria-oliveira.txt': {
    nome: 'Maria Aparecida de Oliveira',
    email: 'maria.oliveira88@gmail.com',
    cpf: '40693260653',
    celular: { ddd: '85', numero: '988123456' },
    cidade: { nome: 'Fortaleza', uf: 'CE' },
    escolaridade: '09',
    experiencias: [
      exp('Grupo Jereissati Comércio Ltda', 'Assistente Administrativo', '2020-03-01', '2023-07-01'),
      exp('Escritório Contábil Nogueira', 'Auxiliar Administrativo', '2017-02-01', '2019-12-01'),
    ],
  },
  '02-joao-pedro-santos.txt': {
    nome: 'João Pedro dos Santos',
    dataNascimento: '1998-08-14',
    email: 'joaopedro.santos@hotmail.com',
    celular: { ddd: '81', numero: '996541122' },
    fixo: { ddd: '81', numero: '32245566' },
    cidade: { nome: 'Recife', uf: 'PE' },
    escolaridade: '07',
    experiencias: [
      exp('Atacadão S.A.', 'Repositor', '2021-06-01', null),
      exp('Lanchonete Sabor da Terra', 'Atendente', '2018-01-01', '2021-05-01'),
    ],
  },
  '03-ana-carolina-lima.txt': {
    nome: 'Ana Carolina Ferreira Lima',
    email: 'ana.lima.dev@outlook.com',
    celular: { ddd: '11', numero: '971234567' },
    cidade: { nome: 'São Paulo', uf: 'SP' },
    escolaridade: '09',
    experiencias: [
      exp('Nubank', 'Desenvolvedora Front-end Pleno', '2022-01-01', null),
      exp('Locaweb Serviços de Internet S.A.', 'Desenvolvedora Front-end Júnior', '2019-03-01', '2021-12-01'),
    ],
  },
  '04-francisco-carlos-souza.txt': {
    nome: 'Francisco Carlos de Souza',
    email: 'franciscocarlos.souza@yahoo.com.br',
    cpf: '65458380835',
    celular: { ddd: '85', numero: '997012233' },
    cidade: { nome: 'Caucaia', uf: 'CE' },
    escolaridade: '05',
    experiencias: [
      exp('Construtora Marquise S/A', 'Pedreiro', '2015-04-01', '2022-11-01'),
      exp('Construtora Colmeia Ltda', 'Servente de Obras', '2010-02-01', '2015-03-01'),
    ],
  },
  '05-juliana-martins-costa.txt': {
    nome: 'Juliana Martins Costa',
    email: 'juliana.mcosta@gmail.com',
    celular: { ddd: '31', numero: '984567788' },
    cidade: { nome: 'Belo Horizonte', uf: 'MG' },
    escolaridade: '10',
    experiencias: [
      exp('Hospital Mater Dei', 'Enfermeira Assistente (UTI Adulto)', '2019-04-01', '2023-08-01'),
      exp('Hospital Municipal Odilon Behrens', 'Técnica de Enfermagem', '2015-02-01', '2019-03-01'),
    ],
  },
  '06-rafael-almeida.txt': {
    nome: 'Rafael Henrique Almeida',
    email: 'rafa.almeida@terra.com.br',
    cpf: '35824793662',
    celular: { ddd: '51', numero: '999887766' },
    cidade: { nome: 'Porto Alegre', uf: 'RS' },
    escolaridade: '07',
    experiencias: [
      exp('Transportes Bertolini Ltda', 'Motorista de Caminhão', '2019-01-01', '2024-01-01'),
      exp('Distribuidora de Bebidas Serra Gaúcha', 'Motorista Entregador', '2014-01-01', '2019-01-01'),
    ],
  },
  '07-beatriz-nascimento.txt': {
    nome: 'Beatriz Nascimento Rocha',
    email: 'beatriz.rocha2004@gmail.com',
    celular: { ddd: '71', numero: '992340011' },
    cidade: { nome: 'Salvador', uf: 'BA' },
    escolaridade: '08',
    experiencias: [exp('Banco do Brasil S.A.', 'Jovem Aprendiz', '2021-08-01', '2023-07-01')],
  },
  '08-carlos-eduardo-pereira.txt': {
    nome: 'Carlos Eduardo Pereira',
    email: 'carlos.eduardo.pereira@engenharia.com.br',
    cpf: '13863833686',
    celular: { ddd: '41', numero: '998014455' },
    cidade: { nome: 'Curitiba', uf: 'PR' },
    escolaridade: '10',
    experiencias: [
      exp('Construtora Thá S.A.', 'Coordenador de Obras', '2018-05-01', '2023-10-01'),
      exp('Andrade Gutierrez Engenharia S.A.', 'Engenheiro de Campo', '2015-01-01', '2018-04-01'),
      exp('Prefeitura Municipal de Curitiba', 'Estagiário de Engenharia', '2013-03-01', '2014-12-01'),
    ],
  },
  '09-luciana-ribeiro.txt': {
    nome: 'Luciana Ribeiro Gomes',
    email: 'lu.ribeiro.gomes@gmail.com',
    celular: { ddd: '62', numero: '981145566' },
    fixo: { ddd: '62', numero: '32517788' },
    cidade: { nome: 'Goiânia', uf: 'GO' },
    escolaridade: '08',
    experiencias: [
      exp('Escola Municipal Pequeno Príncipe', 'Auxiliar de Sala', '2018-02-01', '2022-12-01'),
      exp('Loja Magazine Luiza S.A.', 'Vendedora', '2015-05-01', '2018-01-01'),
    ],
  },
  '10-pedro-henrique-araujo.txt': {
    nome: 'Pedro Henrique Araújo',
    email: 'pedro.araujo.eletro@gmail.com',
    cpf: '45913241681',
    celular: { ddd: '92', numero: '991456677' },
    cidade: { nome: 'Manaus', uf: 'AM' },
    escolaridade: '07',
    experiencias: [
      exp('Samsung Eletrônica da Amazônia Ltda', 'Técnico de Manutenção Elétrica', '2019-09-01', null),
      exp('Moto Honda da Amazônia Ltda', 'Eletricista Industrial', '2018-01-01', '2019-08-01'),
    ],
  },
  '11-fernanda-castro.txt': {
    nome: 'Fernanda Castro Mendes',
    email: 'fernanda.castro.rh@gmail.com',
    celular: { ddd: '48', numero: '996223344' },
    cidade: { nome: 'Florianópolis', uf: 'SC' },
    escolaridade: '10',
    experiencias: [
      exp('Grupo Angeloni', 'Analista de RH Pleno', '2020-06-01', null),
      exp('WEG S.A.', 'Assistente de RH', '2016-02-01', '2020-05-01'),
    ],
  },
  '12-antonio-marcos-silva.txt': {
    nome: 'Antonio Marcos da Silva',
    dataNascimento: '1985-05-22',
    email: 'antoniomarcos85@bol.com.br',
    cpf: '44552140892',
    celular: { ddd: '86', numero: '994558899' },
    cidade: { nome: 'Teresina', uf: 'PI' },
    escolaridade: '06',
    experiencias: [
      exp('Servis Segurança Ltda', 'Vigilante', '2016-01-01', '2023-01-01'),
      exp('Condomínio Residencial Jardins', 'Porteiro', '2012-01-01', '2016-01-01'),
      exp('Supermercado Carvalho', 'Auxiliar de Serviços Gerais', '2008-01-01', '2012-01-01'),
    ],
  },
  '13-camila-souza-teixeira.txt': {
    nome: 'Camila Souza Teixeira',
    email: 'camila.teixeira@icloud.com',
    celular: { ddd: '21', numero: '987001234' },
    cidade: { nome: 'Rio de Janeiro', uf: 'RJ' },
    escolaridade: '11',
    experiencias: [
      exp('Petrobras Distribuidora S.A. (Vibra Energia)', 'Contadora', '2018-07-01', '2023-12-01'),
      exp('KPMG Auditores Independentes', 'Assistente Contábil', '2015-01-01', '2018-06-01'),
    ],
  },
  '14-gabriel-lopes.txt': {
    nome: 'Gabriel Lopes Barbosa',
    email: 'gabriel.lopes.barbosa@gmail.com',
    cpf: '37086617610',
    celular: { ddd: '61', numero: '981234567' },
    cidade: { nome: 'Brasília', uf: 'DF' },
    escolaridade: '07',
    experiencias: [],
  },
  '15-patricia-gomes.txt': {
    nome: 'Patrícia Gomes de Andrade',
    email: 'patricia.andrade@yahoo.com',
    celular: { ddd: '84', numero: '999876543' },
    cidade: { nome: 'Natal', uf: 'RN' },
    escolaridade: '09',
    experiencias: [
      exp('Clínica São Lucas de Natal', 'Recepcionista', '2019-03-01', '2024-01-01'),
      exp('Imobiliária Ponta Negra', 'Secretária', '2016-06-01', '2019-02-01'),
    ],
  },
  '16-lucas-fernandes.txt': {
    nome: 'Lucas Fernandes Cardoso',
    email: 'lucas.cardoso@unicamp.br',
    cpf: '89659756895',
    celular: { ddd: '19', numero: '993124400' },
    cidade: { nome: 'Campinas', uf: 'SP' },
    escolaridade: '12',
    experiencias: [
      exp('Centro Nacional de Pesquisa em Energia e Materiais (CNPEM)', 'Pesquisador', '2020-10-01', null),
      exp('Braskem S.A.', 'Engenheiro de Processos', '2014-02-01', '2016-02-01'),
    ],
  },
  '17-aline-vieira.txt': {
    nome: 'Aline Vieira dos Reis',
    email: 'aline.vieira.reis@gmail.com',
    cpf: '51885900856',
    celular: { ddd: '27', numero: '998761200' },
    cidade: { nome: 'Vila Velha', uf: 'ES' },
    escolaridade: '04',
    experiencias: [
      exp('Restaurante Sabor Capixaba', 'Auxiliar de Cozinha', '2020-01-01', '2024-01-01'),
      exp('Padaria Pão Nosso', 'Balconista', '2017-01-01', '2020-01-01'),
    ],
  },
  '18-rodrigo-moreira.txt': {
    nome: 'Rodrigo Moreira Cunha',
    email: 'rodrigo.cunha.ti@gmail.com',
    celular: { ddd: '91', numero: '983405566' },
    cidade: { nome: 'Belém', uf: 'PA' },
    escolaridade: '09',
    experiencias: [
      exp('Banco da Amazônia S.A.', 'Analista de Suporte Técnico Pleno', '2020-09-01', null),
      exp('Yamada Supermercados', 'Técnico de Suporte', '2017-01-01', '2020-08-01'),
    ],
  },
  '19-sandra-regina-alves.txt': {
    nome: 'Sandra Regina Alves',
    email: 'sandra.alves.ms@gmail.com',
    cpf: '77711692870',
    celular: { ddd: '67', numero: '992118833' },
    fixo: { ddd: '67', numero: '33214455' },
    cidade: { nome: 'Campo Grande', uf: 'MS' },
    escolaridade: '08',
    experiencias: [
      exp('Hospital Regional de Mato Grosso do Sul', 'Cozinheira', '2016-08-01', '2023-09-01'),
      exp('Restaurante Casa do Peão', 'Cozinheira', '2011-03-01', '2016-07-01'),
    ],
  },
  '20-thiago-barros.txt': {
    nome: 'Thiago Barros de Melo',
    email: 'thiago.barros.vendas@gmail.com',
    celular: { ddd: '82', numero: '996543210' },
    cidade: { nome: 'Maceió', uf: 'AL' },
    escolaridade: '08',
    experiencias: [
      exp('Ambev S.A.', 'Vendedor Externo', '2021-11-01', null),
      exp('Coca-Cola Solar', 'Promotor de Vendas', '2019-03-01', '2021-10-01'),
    ],
  },
  '21-vanessa-cristina-duarte.txt': {
    nome: 'Vanessa Cristina Duarte',
    email: 'vanessa_duarte@outlook.com',
    cpf: '58789094484',
    celular: { ddd: '65', numero: '992017788' },
    cidade: { nome: 'Cuiabá', uf: 'MT' },
    escolaridade: '07',
    experiencias: [
      exp('Hospital Santa Rosa', 'Técnica de Enfermagem', '2019-05-01', null),
      exp('Residencial Bem Viver', 'Cuidadora de Idosos', '2017-06-01', '2019-04-01'),
    ],
  },
};

describe('lerCurriculo over real-looking résumés', () => {
  it.each(Object.keys(ESPERADOS))('%s', (arquivo) => {
    expect(ler(arquivo)).toEqual(ESPERADOS[arquivo]);
  });
});

describe('lerCurriculo whatever the blank lines', () => {
  // A PDF's text comes without blank lines; an OCR's often with one between every line.
  const texto = (arquivo: string) => readFileSync(new URL(`./fixtures/${arquivo}`, import.meta.url), 'utf8');
  it.each(Object.keys(ESPERADOS))('%s', (arquivo) => {
    expect(lerCurriculo(texto(arquivo).replace(/\n\s*\n/g, '\n'))).toEqual(ESPERADOS[arquivo]);
    expect(lerCurriculo(texto(arquivo).replace(/\n/g, '\n\n'))).toEqual(ESPERADOS[arquivo]);
  });
});

describe('lerCurriculo on its own', () => {
  it('finds nothing in an empty or unrelated text', () => {
    expect(lerCurriculo('')).toEqual({ experiencias: [] });
    expect(lerCurriculo('Lorem ipsum dolor sit amet, 12345.')).toEqual({ experiencias: [] });
  });

  it("recovers a well-known provider's address whose '@' OCR lost", () => {
    expect(lerCurriculo('E-mail: pedro.araujo.eletrokgmail.com').email).toBe('pedro.araujo.eletro@gmail.com');
    expect(lerCurriculo('ana.souza©hotmail.com.br').email).toBe('ana.souza@hotmail.com.br');
  });

  it('keeps only a CPF whose check digits are right', () => {
    expect(lerCurriculo('CPF: 123.456.789-00').cpf).toBeUndefined();
    expect(lerCurriculo('CPF: 529.982.247-25').cpf).toBe('52998224725');
  });

  it('does not take a council or school acronym for a city', () => {
    expect(lerCurriculo('Enfermeira COREN-MG 123\nCurso SENAC-DF').cidade).toBeUndefined();
  });

  it('keeps at most the last three jobs', () => {
    const linhas = ['A', 'B', 'C', 'D'].map(
      (l, i) => `- Vendedor – Loja ${l} Ltda – ${2010 + i} a ${2011 + i}`,
    );
    const r = lerCurriculo(['Experiência', ...linhas].join('\n'));
    expect(r.experiencias.map((e) => e.empresa)).toEqual(['Loja A Ltda', 'Loja B Ltda', 'Loja C Ltda']);
  });
});
