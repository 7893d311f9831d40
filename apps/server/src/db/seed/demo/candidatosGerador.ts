/**
 * Deterministic candidate CVs, shared by the demo seed (2,000 candidates, `candidatos.ts`) and the
 * bench loader (1,000,000, `bench/candidatos.ts`). Pure: it reads nothing and writes nothing; the caller
 * passes the ids of the company's registers and gets plain rows named as the declaration's fields
 * (`cargosIds`, `formacao`, `experiencias`, …), which each caller inserts its own way.
 *
 * Each candidate follows one professional profile (finance, logistics, sales, IT, …), so that their
 * experiences, courses, certificates and résumé text agree and a free-text search ranks something real:
 * 'conciliação bancária' finds the accountants, 'empilhadeira' the warehouse staff.
 */
import { cpfDe, prng, type Rng } from './aleatorio.ts';
import { DEMO_FEMININOS, DEMO_MASCULINOS, DEMO_SOBRENOMES } from './colaboradores.ts';

/** What the generator draws from: ids of the company's registers and of the IBGE municipalities. */
export interface CadastrosCandidato {
  /** Municipalities with their state; the first ones (the large cities) get more candidates. */
  cidades: { id: number; ufId: number; nome: string; uf: string }[];
  /** Cities that get 40 % of the candidates (ids from `cidades`), e.g. the state capitals. */
  cidadesGrandes: number[];
  /** Positions of the company: an experience's role matches one by name or market name. */
  cargos: { id: number; nome: string; nomeMercado?: string | null }[];
  areasInteresse: { id: number; nome: string }[];
  areasFormacao: { id: number; nome: string }[];
  conhecimentos: number[];
  idiomas: { id: number; nome: string }[];
  fontes: number[];
}

export interface FormacaoGerada {
  areaFormacaoId: number;
  curso: string;
  local: string;
  situacao: 'C' | 'A' | 'I';
  tipo: 'T' | 'G' | 'E' | 'M';
  anoConclusao: number | null;
}
export interface ExperienciaGerada {
  empresa: string;
  contatoEmpresa: string | null;
  cargoId: number | null;
  checkNomeCargo: boolean;
  nomeMercado: string | null;
  salario: number;
  dataAdmissao: string;
  dataDesligamento: string | null;
  motivoSaida: string | null;
  observacao: string;
}
export interface CertificadoGerado {
  titulo: string;
  organizacao: string;
  tipo: string;
  dataInicio: string;
  dataFim: string;
  cargaHorariaTotal: number;
}
export interface IdiomaGerado {
  idiomaId: number;
  nivel: 'BASICO' | 'INTERMEDIARIO' | 'AVANCADO';
}

/** One candidate: the candidate's own columns (field names of the declaration) and its sub-records. */
export interface CandidatoGerado {
  proprio: Record<string, string | number | boolean | null>;
  cargosIds: number[];
  areasInteresseIds: number[];
  conhecimentosIds: number[];
  formacao: FormacaoGerada[];
  experiencias: ExperienciaGerada[];
  certificados: CertificadoGerado[];
  candidatoIdiomas: IdiomaGerado[];
}

/** First names and surnames of generated people (the demo's, and more for a large base). */
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

interface Perfil {
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

const PERFIS: Perfil[] = [
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

const EMPRESAS = [
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
const LOCAIS = [
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
const ORGANIZACOES = [
  'SENAI',
  'SENAC',
  'SEBRAE',
  'Fundação Bradesco',
  'Udemy',
  'Alura',
  'Escola Virtual Gov',
];
const MOTIVOS_SAIDA = [
  'Proposta melhor',
  'Fim do contrato temporário',
  'Redução do quadro',
  'Mudança de cidade',
  'Busca de crescimento profissional',
  'Encerramento das atividades da empresa',
];
const RUAS = [
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
const BAIRROS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Boa Vista',
  'Santa Cruz',
  'São José',
  'Industrial',
];
/** The main area code of each state (for the mobile number). */
const DDD: Record<string, string> = {
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

/**
 * The n-th generated CPF: its first nine digits walk 100,000,000–999,999,999 in steps of a number prime
 * to 900,000,000 (a bijection), so a million of them are unique, valid and look unrelated.
 */
export function cpfGerado(n: number): string {
  return cpfDe(100_000_000 + ((n * 618_033_989 + 123_457) % 900_000_000));
}

/** The date `dias` days before `hoje` (YYYY-MM-DD, UTC calendar). */
function diasAntes(hoje: string, dias: number): string {
  const d = new Date(`${hoje}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - dias);
  return d.toISOString().slice(0, 10);
}
const semAcento = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const pad = (n: number) => String(n).padStart(2, '0');
const data = (ano: number, mes: number, dia: number) => `${ano}-${pad(mes)}-${pad(dia)}`;

function amostra<T>(rng: Rng, lista: readonly T[], n: number): T[] {
  const copia = [...lista];
  const out: T[] = [];
  while (out.length < n && copia.length) out.push(copia.splice(rng.int(0, copia.length - 1), 1)[0]);
  return out;
}

/** Weighted choice: `pesos` are relative. */
function ponderado<T>(rng: Rng, opcoes: readonly (readonly [T, number])[]): T {
  const total = opcoes.reduce((s, [, p]) => s + p, 0);
  let r = rng.next() * total;
  for (const [v, p] of opcoes) {
    r -= p;
    if (r < 0) return v;
  }
  return opcoes[opcoes.length - 1][0];
}

/**
 * A generator of candidates over the given registers. `candidato(n)` is the n-th candidate of the
 * sequence (its own random stream, so a batch can start anywhere), `hoje` the reference date of ages and
 * registration dates (fixed by the callers for determinism).
 */
export function geradorCandidatos(cad: CadastrosCandidato, hoje: string, semente = 6_2026) {
  const anoHoje = Number(hoje.slice(0, 4));
  const chave = (nome: string) => semAcento(nome).toLowerCase();
  const cargoPorNome = new Map(
    cad.cargos.flatMap((c) => [
      ...(c.nomeMercado ? [[chave(c.nomeMercado), c.id] as const] : []),
      [chave(c.nome), c.id] as const,
    ]),
  );
  const areaInteresse = new Map(cad.areasInteresse.map((a) => [a.nome, a.id]));
  const areaFormacao = new Map(cad.areasFormacao.map((a) => [a.nome, a.id]));
  const idiomaPorNome = new Map(cad.idiomas.map((i) => [i.nome, i.id]));
  const grandes = new Set(cad.cidadesGrandes);
  const cidadesGrandes = cad.cidades.filter((c) => grandes.has(c.id));

  return function candidato(n: number): CandidatoGerado {
    const rng = prng(semente + n * 2_654_435_761);
    const feminino = rng.next() < 0.52;
    const primeiro = rng.pick(feminino ? FEMININOS : MASCULINOS);
    const s1 = rng.pick(SOBRENOMES);
    let s2 = rng.pick(SOBRENOMES);
    if (s2 === s1) s2 = SOBRENOMES[(SOBRENOMES.indexOf(s1) + 7) % SOBRENOMES.length];
    const nome = rng.next() < 0.4 ? `${primeiro} ${s1} ${s2}` : `${primeiro} ${s2}`;
    const idade = ponderado(rng, [
      [rng.int(18, 24), 30],
      [rng.int(25, 34), 35],
      [rng.int(35, 44), 20],
      [rng.int(45, 62), 15],
    ] as const);
    const nascimento = data(anoHoje - idade - 1, rng.int(1, 12), rng.int(1, 28));
    const perfil = rng.pick(PERFIS);
    const cidade =
      cidadesGrandes.length && rng.next() < 0.4 ? rng.pick(cidadesGrandes) : rng.pick(cad.cidades);
    // Registered in the last 20 months, some updated since: within the demo company's 24-month retention
    // (tempoExclusaoCandidato), so the LGPD purge does not take them on the demo's first days.
    const diasCadastro = rng.int(0, 600);
    const cadastro = diasAntes(hoje, diasCadastro);
    const atualizacao = rng.next() < 0.6 ? diasAntes(hoje, rng.int(0, diasCadastro)) : null;
    const contratado = rng.next() < 0.03;
    const superior = idade >= 22 && rng.next() < 0.45;
    const escolaridade = superior
      ? ponderado(rng, [
          ['09', 60],
          ['08', 20],
          ['10', 15],
          ['11', 4],
          ['13', 1],
        ] as const)
      : ponderado(rng, [
          ['07', 60],
          ['06', 15],
          ['05', 15],
          ['04', 10],
        ] as const);
    const qualificacao = ponderado(rng, [
      ['NAO_VERIFICADO', 55],
      ['QUALIFICADO', 25],
      ['DADOS_INCOMPLETOS', 15],
      ['NAO_QUALIFICADO', 5],
    ] as const);
    const usuario = semAcento(`${primeiro.split(' ')[0]}.${s2}`).toLowerCase();

    // Experiences: a career in the profile, most recent last; young people may be on their first job.
    const primeiroEmprego = idade < 22 && rng.next() < 0.5;
    const experiencias: ExperienciaGerada[] = [];
    if (!primeiroEmprego) {
      const qtd = Math.min(rng.int(1, 4), Math.max(1, Math.floor((idade - 17) / 3)));
      let ano = anoHoje - Math.min(idade - 17, qtd * rng.int(2, 5));
      for (let k = 0; k < qtd; k++) {
        const nivel = Math.min(perfil.cargos.length - 1, k + rng.int(0, 1));
        const nomeCargo = perfil.cargos[nivel];
        const cargoId = cargoPorNome.get(chave(nomeCargo)) ?? null;
        const usarLista = cargoId !== null && rng.next() < 0.7;
        const duracao = rng.int(1, 4);
        const fim = k === qtd - 1 && rng.next() < 0.35 ? null : Math.min(anoHoje, ano + duracao);
        const [min, max] = perfil.salario;
        experiencias.push({
          empresa: rng.pick(EMPRESAS),
          contatoEmpresa:
            rng.next() < 0.3
              ? `(${DDD[cidade.uf] ?? '11'}) 3${rng.int(100, 999)}-${rng.int(1000, 9999)}`
              : null,
          cargoId: usarLista ? cargoId : null,
          checkNomeCargo: !usarLista,
          nomeMercado: usarLista ? null : nomeCargo,
          salario: Math.round(min + ((max - min) * (nivel + rng.next())) / perfil.cargos.length),
          dataAdmissao: data(ano, rng.int(1, 12), rng.int(1, 28)),
          dataDesligamento: fim === null ? null : data(fim, rng.int(1, 12), rng.int(1, 28)),
          motivoSaida: fim === null ? null : rng.pick(MOTIVOS_SAIDA),
          observacao: amostra(rng, perfil.atividades, 2).join(' '),
        });
        ano = Math.min(anoHoje, ano + duracao);
      }
    }

    const formacao: FormacaoGerada[] = [];
    if (escolaridade >= '07' && cad.areasFormacao.length) {
      const cursos = perfil.cursos.filter(([, t]) => (superior ? t !== 'T' || rng.next() < 0.3 : t === 'T'));
      for (const [curso, tipo] of amostra(rng, cursos, superior ? rng.int(1, 2) : rng.int(0, 1))) {
        const situacao = escolaridade === '08' && tipo === 'G' ? 'A' : rng.next() < 0.9 ? 'C' : 'I';
        const area = perfil.formacoes.find((f) => curso.includes(f)) ?? perfil.formacoes[0];
        formacao.push({
          areaFormacaoId: areaFormacao.get(area) ?? cad.areasFormacao[0].id,
          curso,
          local: tipo === 'T' ? rng.pick(['SENAI', 'SENAC', 'Instituto Federal do Ceará']) : rng.pick(LOCAIS),
          situacao,
          tipo,
          anoConclusao: situacao === 'C' ? anoHoje - rng.int(0, Math.max(0, idade - 22)) : null,
        });
      }
    }

    const certificados: CertificadoGerado[] = amostra(rng, perfil.certificados, rng.int(0, 2)).map(
      (titulo) => {
        const ano = anoHoje - rng.int(0, 6);
        const mes = rng.int(1, 11);
        return {
          titulo,
          organizacao: rng.pick(ORGANIZACOES),
          tipo: 'Curso livre',
          dataInicio: data(ano, mes, rng.int(1, 28)),
          dataFim: data(ano, mes + 1, rng.int(1, 28)),
          cargaHorariaTotal: rng.pick([8, 16, 20, 40, 60]),
        };
      },
    );

    const candidatoIdiomas: IdiomaGerado[] = [];
    for (const [nomeIdioma, chance] of [
      ['Inglês', superior ? 0.6 : 0.25],
      ['Espanhol', 0.2],
      ['Francês', 0.04],
      ['Italiano', 0.03],
      ['Alemão', 0.02],
      ['Libras', 0.02],
    ] as const) {
      const idiomaId = idiomaPorNome.get(nomeIdioma);
      if (idiomaId !== undefined && rng.next() < chance)
        candidatoIdiomas.push({
          idiomaId,
          nivel: ponderado(rng, [
            ['BASICO', 45],
            ['INTERMEDIARIO', 35],
            ['AVANCADO', 20],
          ] as const),
        });
    }

    const cargosPerfil = perfil.cargos
      .map((c) => cargoPorNome.get(chave(c)))
      .filter((id): id is number => id !== undefined);
    const cargosIds = cargosPerfil.length
      ? amostra(rng, cargosPerfil, rng.int(1, 2))
      : [rng.pick(cad.cargos).id];
    if (rng.next() < 0.2) cargosIds.push(rng.pick(cad.cargos).id);
    const areaId = areaInteresse.get(perfil.area);
    const areasInteresseIds = areaId !== undefined ? [areaId] : [];
    if (rng.next() < 0.3) areasInteresseIds.push(rng.pick(cad.areasInteresse).id);
    const conhecimentosIds = cad.conhecimentos.length ? amostra(rng, cad.conhecimentos, rng.int(0, 3)) : [];

    const cursosLivres = certificados.length ? certificados.map((c) => c.titulo).join('; ') : null;
    // A quarter of the candidates sent a scanned résumé: its text is what OCR would have read.
    const ocrTexto =
      rng.next() < 0.25
        ? [
            'CURRÍCULO',
            nome.toUpperCase(),
            `${cidade.nome} - ${cidade.uf}`,
            `OBJETIVO: ${perfil.cargos[Math.min(perfil.cargos.length - 1, experiencias.length)]}`,
            'EXPERIÊNCIA PROFISSIONAL',
            ...experiencias.map(
              (e) =>
                `${e.empresa} - ${e.nomeMercado ?? perfil.cargos[0]} (${e.dataAdmissao.slice(0, 4)}) ${e.observacao}`,
            ),
            'FORMAÇÃO',
            ...formacao.map((f) => `${f.curso} - ${f.local}`),
            ...(cursosLivres ? ['CURSOS', cursosLivres] : []),
          ].join('\n')
        : null;

    return {
      proprio: {
        nome,
        dataCadastro: cadastro,
        dataAtualizacao: atualizacao && atualizacao > cadastro ? atualizacao : null,
        disponivel: contratado ? false : rng.next() < 0.88,
        contratado,
        jaFoiColaborador: rng.next() < 0.05,
        qualificacaoCadastral: qualificacao,
        mensagemQualificacao: qualificacao === 'DADOS_INCOMPLETOS' ? 'Campos pendentes: CPF, Celular' : null,
        pretencaoSalarial:
          Math.round((perfil.salario[0] + rng.next() * (perfil.salario[1] - perfil.salario[0])) / 50) * 50,
        dataNascimento: nascimento,
        naturalidade: rng.next() < 0.7 ? cidade.nome : rng.pick(cad.cidades).nome,
        sexo: feminino ? 'F' : 'M',
        cpf: cpfGerado(n),
        escolaridade,
        estadoCivil:
          idade < 25
            ? '01'
            : ponderado(rng, [
                ['01', 45],
                ['02', 40],
                ['03', 8],
                ['05', 7],
              ] as const),
        qtdFilhos: idade < 23 ? 0 : rng.int(0, 3),
        mae: `${rng.pick(FEMININOS)} ${s1}`,
        deficiencia: rng.next() < 0.04 ? String(rng.int(1, 3)) : '0',
        etniaRaca: ponderado(rng, [
          ['8', 45],
          ['2', 43],
          ['4', 10],
          ['6', 1],
          ['1', 1],
        ] as const),
        cep: `${rng.int(10000, 99999)}${String(rng.int(0, 999)).padStart(3, '0')}`,
        logradouro: rng.pick(RUAS),
        numero: String(rng.int(1, 2500)),
        bairro: rng.pick(BAIRROS),
        ufId: cidade.ufId,
        cidadeId: cidade.id,
        email: `${usuario}${n % 1000}@email.com.br`,
        dddCelular: DDD[cidade.uf] ?? '11',
        foneCelular: `9${rng.int(8000, 9999)}${rng.int(1000, 9999)}`,
        comoFicouSabendoVagaId: cad.fontes.length && rng.next() < 0.6 ? rng.pick(cad.fontes) : null,
        cursos: cursosLivres,
        ocrTexto,
        primeiroEmprego,
        aceitoPoliticaSeguranca: rng.next() < 0.7,
      },
      cargosIds: [...new Set(cargosIds)],
      areasInteresseIds: [...new Set(areasInteresseIds)],
      conhecimentosIds: [...new Set(conhecimentosIds)],
      formacao,
      experiencias,
      certificados,
      candidatoIdiomas,
    };
  };
}
