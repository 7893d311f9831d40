/**
 * The reference data of the candidate generator (`candidatosGerador.ts`): first names and surnames, the
 * eight professional profiles (roles, activities, courses, certificates, salary range), employers,
 * places, schools, leaving reasons, streets, districts and area codes.
 */
import { DEMO_FEMININOS, DEMO_MASCULINOS, DEMO_SOBRENOMES } from '../../../db/seed/demo/nomes.ts';

export const FEMININOS = [
  ...DEMO_FEMININOS,
  'Ana Clara',
  'Ana Júlia',
  'Cecília',
  'Júlia',
  'Márcia',
  'Maria',
  'Maria Clara',
  'Maria Eduarda',
  'Marina',
  'Sônia',
  'Valéria',
  'Yasmin',
];
export const MASCULINOS = [
  ...DEMO_MASCULINOS,
  'João Pedro',
  'João Vítor',
  'Luiz Otávio',
  'Marcos',
  'Mário',
  'Sebastião',
];
export const SOBRENOMES = [
  ...DEMO_SOBRENOMES,
  'Guimarães',
  'Magalhães',
  'Conceição',
  'Brandão',
  'Falcão',
  'Amaral',
  'Sampaio',
  'Tavares',
  'Peixoto',
];

export interface Perfil {
  /** Interest area (DEMO_AREAS_INTERESSE) and formation areas (AREAS_FORMACAO) of the demo registers. */
  area: string;
  formacoes: string[];
  /** Market names of the roles of this profile, junior to senior. */
  cargos: string[];
  atividades: string[];
  cursos: [string, 'T' | 'G' | 'E'][];
  certificados: string[];
  salario: [number, number];
}

export const PERFIS: Perfil[] = [
  {
    area: 'Financeiro e Contábil',
    formacoes: ['Ciências Contábeis', 'Economia', 'Administração'],
    cargos: [
      'Auxiliar Contábil',
      'Assistente Financeiro',
      'Analista Contábil',
      'Analista Fiscal',
      'Controller',
    ],
    atividades: [
      'Conciliação bancária e de cartões, contas a pagar e a receber.',
      'Fechamento contábil mensal, balancetes e demonstrações financeiras.',
      'Apuração de impostos (ICMS, PIS, COFINS) e entrega de SPED Fiscal.',
      'Controle de fluxo de caixa e orçamento anual.',
      'Lançamentos contábeis no sistema ERP e análise de contas patrimoniais.',
    ],
    cursos: [
      ['Ciências Contábeis', 'G'],
      ['Técnico em Contabilidade', 'T'],
      ['MBA em Controladoria e Finanças', 'E'],
    ],
    certificados: ['Excel Avançado', 'SPED Fiscal na Prática', 'Contabilidade Tributária', 'Power BI'],
    salario: [1800, 9500],
  },
  {
    area: 'Logística e Suprimentos',
    formacoes: ['Logística', 'Engenharia de Produção'],
    cargos: [
      'Auxiliar de Logística',
      'Conferente',
      'Operador de Empilhadeira',
      'Almoxarife',
      'Analista de Logística',
    ],
    atividades: [
      'Recebimento, conferência e armazenagem de mercadorias.',
      'Operação de empilhadeira e movimentação de paletes no centro de distribuição.',
      'Separação de pedidos, expedição e roteirização de entregas.',
      'Inventário rotativo e controle de estoque no WMS.',
      'Emissão de notas fiscais de transferência e acompanhamento de transportadoras.',
    ],
    cursos: [
      ['Técnico em Logística', 'T'],
      ['Tecnologia em Logística', 'G'],
      ['Gestão da Cadeia de Suprimentos', 'E'],
    ],
    certificados: ['NR-11 Operador de Empilhadeira', 'NR-35 Trabalho em Altura', 'Gestão de Estoques'],
    salario: [1500, 6500],
  },
  {
    area: 'Comercial e Vendas',
    formacoes: ['Administração', 'Marketing'],
    cargos: [
      'Vendedor',
      'Vendedor Externo',
      'Representante Comercial',
      'Supervisor de Vendas',
      'Gerente Comercial',
    ],
    atividades: [
      'Prospecção de clientes, visitas comerciais e negociação de contratos.',
      'Atingimento de metas de vendas e pós-venda com a carteira de clientes.',
      'Elaboração de propostas comerciais e acompanhamento no CRM.',
      'Atendimento no balcão, fechamento de caixa e organização da loja.',
      'Treinamento e acompanhamento da equipe de vendedores.',
    ],
    cursos: [
      ['Administração', 'G'],
      ['Técnico em Vendas', 'T'],
      ['Gestão Comercial', 'G'],
    ],
    certificados: ['Técnicas de Negociação', 'Atendimento ao Cliente', 'Vendas Consultivas'],
    salario: [1500, 12000],
  },
  {
    area: 'Tecnologia da Informação',
    formacoes: ['Sistemas de Informação'],
    cargos: [
      'Técnico de Suporte',
      'Analista de Suporte',
      'Desenvolvedor',
      'Analista de Sistemas',
      'Analista de Dados',
    ],
    atividades: [
      'Suporte técnico aos usuários, instalação de equipamentos e redes.',
      'Desenvolvimento de sistemas web em Java e JavaScript, banco de dados PostgreSQL.',
      'Levantamento de requisitos e documentação de sistemas.',
      'Criação de relatórios e painéis em Power BI, consultas SQL.',
      'Administração de servidores Linux e rotinas de backup.',
    ],
    cursos: [
      ['Sistemas de Informação', 'G'],
      ['Técnico em Informática', 'T'],
      ['Análise e Desenvolvimento de Sistemas', 'G'],
    ],
    certificados: ['Linux Essentials', 'Scrum Foundation', 'SQL para Análise de Dados', 'Power BI'],
    salario: [2000, 14000],
  },
  {
    area: 'Recursos Humanos',
    formacoes: ['Gestão de Recursos Humanos', 'Psicologia'],
    cargos: [
      'Assistente de Departamento Pessoal',
      'Analista de Departamento Pessoal',
      'Analista de Recrutamento',
      'Analista de RH',
    ],
    atividades: [
      'Rotinas de departamento pessoal: admissão, folha de pagamento, férias e rescisões.',
      'Recrutamento e seleção: triagem de currículos, entrevistas e dinâmicas de grupo.',
      'Envio de eventos ao eSocial e controle de ponto.',
      'Treinamento e desenvolvimento, pesquisa de clima organizacional.',
      'Administração de benefícios e integração de novos colaboradores.',
    ],
    cursos: [
      ['Gestão de Recursos Humanos', 'G'],
      ['Psicologia', 'G'],
      ['Técnico em Recursos Humanos', 'T'],
    ],
    certificados: ['Rotinas de Departamento Pessoal', 'eSocial na Prática', 'Recrutamento por Competências'],
    salario: [1800, 9000],
  },
  {
    area: 'Atendimento ao Cliente',
    formacoes: ['Administração'],
    cargos: [
      'Operador de Caixa',
      'Recepcionista',
      'Operador de Telemarketing',
      'Atendente',
      'Supervisor de Atendimento',
    ],
    atividades: [
      'Atendimento ao público presencial e por telefone, registro de chamados.',
      'Operação de caixa, recebimento em dinheiro, cartão e PIX.',
      'Central de relacionamento: resolução de reclamações e retenção de clientes.',
      'Recepção de visitantes, agendamentos e controle de correspondências.',
    ],
    cursos: [
      ['Ensino Médio', 'T'],
      ['Técnico em Administração', 'T'],
      ['Gestão de Serviços', 'G'],
    ],
    certificados: ['Atendimento ao Cliente', 'Comunicação Assertiva', 'Informática Básica'],
    salario: [1412, 4500],
  },
  {
    area: 'Administrativo',
    formacoes: ['Administração', 'Direito'],
    cargos: [
      'Auxiliar Administrativo',
      'Assistente Administrativo',
      'Secretária Executiva',
      'Analista Administrativo',
    ],
    atividades: [
      'Rotinas administrativas: arquivo, controle de documentos e contratos.',
      'Compras de materiais de escritório, cotações com fornecedores.',
      'Emissão de relatórios gerenciais em Excel e apoio à diretoria.',
      'Controle de frota, agenda e viagens corporativas.',
    ],
    cursos: [
      ['Administração', 'G'],
      ['Técnico em Administração', 'T'],
      ['Direito', 'G'],
    ],
    certificados: ['Excel Avançado', 'Gestão de Contratos', 'Redação Empresarial'],
    salario: [1500, 7000],
  },
  {
    area: 'Marketing',
    formacoes: ['Marketing'],
    cargos: ['Assistente de Marketing', 'Designer Gráfico', 'Analista de Marketing Digital', 'Social Media'],
    atividades: [
      'Gestão de redes sociais, campanhas pagas e relatórios de engajamento.',
      'Criação de peças gráficas, catálogos e identidade visual.',
      'Planejamento de campanhas de marketing digital e SEO.',
      'Organização de eventos e feiras do setor.',
    ],
    cursos: [
      ['Publicidade e Propaganda', 'G'],
      ['Marketing', 'G'],
      ['Design Gráfico', 'T'],
    ],
    certificados: ['Google Ads', 'Marketing de Conteúdo', 'Adobe Photoshop'],
    salario: [1800, 9000],
  },
];

export const EMPRESAS = [
  'Supermercados Bom Preço',
  'Transportadora Rápido Sul',
  'Indústria Metalúrgica São Jorge',
  'Comercial Andrade & Filhos',
  'Lojas Paraíso',
  'Hospital Santa Luzia',
  'Construtora Horizonte',
  'Distribuidora Ipiranga de Alimentos',
  'Atacadão Nordeste',
  'Escritório Contábil Moura',
  'Banco Cooperativo Sicredi',
  'Farmácias Pague Menos',
  'Tecelagem Vale do Itajaí',
  'Cerâmica Portobello',
  'Agropecuária Cerrado Verde',
  'Call Center Conecta',
  'Auto Peças Central',
  'Padaria e Confeitaria Pão Dourado',
  'Hotel Mar Azul',
  'Software House Nuvem Digital',
];
export const LOCAIS = [
  'Universidade Federal de Minas Gerais',
  'Universidade de São Paulo',
  'Universidade Federal da Bahia',
  'Universidade Federal do Paraná',
  'Pontifícia Universidade Católica',
  'Universidade Paulista',
  'Universidade Estácio de Sá',
  'Centro Universitário Senac',
  'SENAI',
  'SENAC',
  'Instituto Federal do Ceará',
  'Fundação Getulio Vargas',
];
export const ORGANIZACOES = [
  'SENAI',
  'SENAC',
  'SEBRAE',
  'Fundação Bradesco',
  'Udemy',
  'Alura',
  'Escola Virtual Gov',
];
export const MOTIVOS_SAIDA = [
  'Proposta melhor',
  'Fim do contrato temporário',
  'Redução do quadro',
  'Mudança de cidade',
  'Busca de crescimento profissional',
  'Encerramento das atividades da empresa',
];
export const RUAS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua São João',
  'Rua Sete de Setembro',
  'Avenida Getúlio Vargas',
  'Rua XV de Novembro',
  'Rua Tiradentes',
  'Avenida Paulista',
  'Rua dos Ipês',
  'Travessa da Paz',
];
export const BAIRROS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Boa Vista',
  'Santa Cruz',
  'São José',
  'Industrial',
];
/** The main area code of each state (for the mobile number). */
export const DDD: Record<string, string> = {
  AC: '68',
  AL: '82',
  AM: '92',
  AP: '96',
  BA: '71',
  CE: '85',
  DF: '61',
  ES: '27',
  GO: '62',
  MA: '98',
  MG: '31',
  MS: '67',
  MT: '65',
  PA: '91',
  PB: '83',
  PE: '81',
  PI: '86',
  PR: '41',
  RJ: '21',
  RN: '84',
  RO: '69',
  RR: '95',
  RS: '51',
  SC: '48',
  SE: '79',
  SP: '11',
  TO: '63',
};
