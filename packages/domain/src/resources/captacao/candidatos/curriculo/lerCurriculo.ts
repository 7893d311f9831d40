/**
 * What a résumé's text (the PDF's own text or the OCR of a photo) tells about the candidate, to pre-fill
 * the registration (issue 24 §1): name, e-mail, phones, CPF, city/UF, schooling and the last jobs. Pure
 * and forgiving: heuristics over the usual layouts of Brazilian résumés (labelled lines, headings,
 * 'Cargo – Empresa – 03/2019 a 08/2022' lines, blocks per job); what is not recognised is left out, never
 * guessed. Tested over the résumés in ./fixtures.
 */
import { isValidCpf } from '../../../../validators/cpf.ts';
import type { Escolaridade } from '../../../../enums/pessoa.ts';

export interface ExperienciaLida {
  empresa: string;
  cargo: string;
  /** First day of the start month, 'yyyy-MM-dd'. */
  inicio: string;
  /** First day of the end month; null while the job goes on ('atual', 'desde …'). */
  fim: string | null;
}

export interface CurriculoLido {
  nome?: string;
  email?: string;
  /** 11 digits, check digits right. */
  cpf?: string;
  /** 'yyyy-MM-dd', from a labelled line ('Data de nascimento: 14/08/1998', 'Nascimento: …'). */
  dataNascimento?: string;
  celular?: { ddd: string; numero: string };
  fixo?: { ddd: string; numero: string };
  cidade?: { nome: string; uf: string };
  /** The highest schooling level found (ESCOLARIDADE_OPTIONS code). */
  escolaridade?: Escolaridade;
  /** The jobs in the résumé's order (usually the latest first), at most MAX_EXPERIENCIAS. */
  experiencias: ExperienciaLida[];
}

export const MAX_EXPERIENCIAS = 3;

/** The 27 states' abbreviations. */
export const UFS = 'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(
  ' ',
);

/** Lower case, no accents, single spaces: how headings and keywords are compared. */
export const normalizar = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

type Secao = 'experiencia' | 'formacao' | 'outra';

/** Headings (normalised, without the trailing ':') and the section each starts. */
const TITULOS: Record<string, Secao> = {};
const titulos = (secao: Secao, lista: string) => {
  for (const t of lista.split('|')) TITULOS[t] = secao;
};
titulos(
  'experiencia',
  'experiencia|experiencias|experiencia profissional|experiencias profissionais|historico profissional|' +
    'atuacao profissional|trajetoria profissional',
);
titulos('formacao', 'formacao|formacao academica|escolaridade|educacao|formacao escolar');
titulos(
  'outra',
  'objetivo|objetivos|resumo|resumo profissional|perfil|perfil profissional|sobre mim|cursos|' +
    'cursos complementares|cursos e certificacoes|certificacoes|idiomas|habilidades|competencias|' +
    'qualificacoes|softwares|informacoes adicionais|informacoes complementares|voluntariado|dados pessoais|' +
    'contato|referencias|premios',
);

/** The section a line opens, and what follows the heading on the same line ('Escolaridade: Médio'). */
function titulo(linha: string): { secao: Secao; resto: string } | null {
  const m = /^([^:]{3,40}?)\s*:?\s*(?::\s*(.*))?$/.exec(linha);
  if (!m) return null;
  const secao = TITULOS[normalizar(m[1])];
  return secao ? { secao, resto: (m[2] ?? '').trim() } : null;
}

interface Linhas {
  cabecalho: string[];
  experiencia: string[];
  formacao: string[];
}

/** The lines before any heading, and those of the experience and education sections. */
function secoes(texto: string): Linhas {
  const r: Linhas = { cabecalho: [], experiencia: [], formacao: [] };
  let atual: Secao | 'cabecalho' = 'cabecalho';
  for (const bruta of texto.replace(/\r\n?/g, '\n').split('\n')) {
    const linha = bruta.replace(/[ \t]+/g, ' ').trim();
    const t = linha ? titulo(linha) : null;
    if (t) {
      atual = t.secao;
      if (t.resto && atual !== 'outra') r[atual].push(t.resto);
      continue;
    }
    if (atual !== 'outra') r[atual].push(linha);
  }
  return r;
}

// --- Identity and contact -------------------------------------------------------------------------

const CONECTIVOS = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

/** 'MARIA DE SOUZA' → 'Maria de Souza'; a name already in mixed case is kept. */
function capitalizar(nome: string): string {
  if (nome !== nome.toUpperCase()) return nome;
  return nome
    .toLowerCase()
    .split(' ')
    .map((p, i) => (i > 0 && CONECTIVOS.has(p) ? p : p.charAt(0).toUpperCase() + p.slice(1)))
    .join(' ');
}

const NAO_NOME = /^(curr[ií]cul|curriculum|resum[eé]|cv\b)/i;
const PALAVRA_NOME = /^[\p{L}][\p{L}'’.-]*$/u;

function lerNome(linhas: string[], todas: string[]): string | undefined {
  for (const l of todas) {
    const m = /^nome(?: completo)?\s*:\s*(.+)$/i.exec(l);
    if (m) return capitalizar(m[1].trim());
  }
  for (const l of linhas.slice(0, 8)) {
    if (!l || NAO_NOME.test(l) || /[\d@|•:/,()]/.test(l)) continue;
    const palavras = l.split(' ');
    if (palavras.length < 2 || palavras.length > 6 || !palavras.every((p) => PALAVRA_NOME.test(p))) continue;
    // Every word but the connectives starts with a capital letter: a name, not a sentence.
    if (palavras.some((p) => !CONECTIVOS.has(p.toLowerCase()) && p[0] !== p[0].toUpperCase())) continue;
    return capitalizar(l);
  }
  return undefined;
}

/**
 * Providers whose address is still recovered when OCR read the '@' as another glyph
 * ('joao.silvakgmail.com', 'ana©hotmail.com'): the one character before the provider is taken for it.
 */
const PROVEDOR_SEM_ARROBA =
  /\b([a-z0-9][\w.+-]*)[^\s.]((?:gmail|hotmail|outlook|yahoo|icloud|live|bol|uol|terra)\.com(?:\.br)?)\b/i;

function lerEmail(texto: string): string | undefined {
  const m = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(texto) ?? PROVEDOR_SEM_ARROBA.exec(texto);
  if (!m) return undefined;
  return (m[2] ? `${m[1]}@${m[2]}` : m[0]).toLowerCase();
}

function lerCpf(texto: string): string | undefined {
  for (const m of texto.matchAll(/(?<![\d.])(\d{3})\.?\s?(\d{3})\.?\s?(\d{3})\s?-?\s?(\d{2})(?![\d])/g)) {
    const d = m[1] + m[2] + m[3] + m[4];
    if (isValidCpf(d)) return d;
  }
  return undefined;
}

function lerNascimento(texto: string): string | undefined {
  const m = /nascimento\s*:?\s*(\d{1,2})\s*\/\s*(\d{1,2})\s*\/\s*((?:19|20)\d{2})/i.exec(texto);
  if (!m) return undefined;
  const [dia, mes] = [Number(m[1]), Number(m[2])];
  if (dia < 1 || dia > 31 || mes < 1 || mes > 12) return undefined;
  return `${m[3]}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

/** (85) 98812-3456, 85 9 9701-2233, +55 11 97123-4567, ( 62 ) 3251-7788: mobile (9 digits) or landline. */
function lerTelefones(texto: string): Pick<CurriculoLido, 'celular' | 'fixo'> {
  const r: Pick<CurriculoLido, 'celular' | 'fixo'> = {};
  const re =
    /(?<![\d./-])(?:\+?55\s*)?\(?\s*([1-9]\d)\s*\)?\s*(9\s?\d{4}|[2-8]\d{3})\s?-?\s?(\d{4})(?![\d/])/g;
  for (const m of texto.matchAll(re)) {
    const numero = (m[2] + m[3]).replace(/\s/g, '');
    if (numero.length === 9) r.celular ??= { ddd: m[1], numero };
    else r.fixo ??= { ddd: m[1], numero };
  }
  return r;
}

/** Registration councils and schools written 'COREN-MG', 'SENAC-DF': not cities (nor part of one). */
const SIGLAS = /^[A-Z]{2,6}$/;
const PALAVRA_CIDADE = "[\\p{Lu}][\\p{L}'’.]*";
const CIDADE_UF = new RegExp(
  `(${PALAVRA_CIDADE}(?:[ -](?:d[aeo]s?|${PALAVRA_CIDADE}))*)\\s*(?:\\/|-|–|—|,|\\()\\s*(${UFS.join('|')})(?![\\p{L}])`,
  'gu',
);

function lerCidade(todas: string[]): CurriculoLido['cidade'] {
  const texto = todas.join('\n');
  const rotulo = /cidade\s*:\s*([^\n:]+?)\s*(?:\/\s*([A-Z]{2})\b|estado\s*:\s*([A-Z]{2})\b|$)/im.exec(texto);
  if (rotulo) {
    const uf = rotulo[2] ?? rotulo[3] ?? /estado\s*:\s*([A-Z]{2})\b/.exec(texto)?.[1];
    if (uf && UFS.includes(uf)) return { nome: rotulo[1].trim(), uf };
  }
  for (const linha of todas) {
    // A birthplace is not where the candidate lives.
    if (/^naturalidade/i.test(linha)) continue;
    for (const m of linha.matchAll(CIDADE_UF)) {
      const nome = m[1].replace(/\s+/g, ' ').trim();
      if (nome.split(/[ -]/).some((p) => SIGLAS.test(p))) continue;
      return { nome, uf: m[2] };
    }
  }
  return undefined;
}

// --- Schooling --------------------------------------------------------------------------------------

/** Levels from the highest: the complete and the incomplete code. */
const NIVEIS: { re: RegExp; completo: Escolaridade; incompleto: Escolaridade }[] = [
  { re: /\bdoutorado\b|\bphd\b/, completo: '12', incompleto: '15' },
  { re: /\bmestrado\b/, completo: '11', incompleto: '14' },
  { re: /\bpos[- ]?graduacao\b|\bmba\b|\bespecializacao\b/, completo: '10', incompleto: '13' },
  {
    re: /\bgraduacao\b|\bbacharel|\blicenciatura\b|\btecnologo\b|\bsuperior\b|\buniversidade\b|\bfaculdade\b|\bcentro universitario\b/,
    completo: '09',
    incompleto: '08',
  },
  { re: /\btecnic[oa] em\b|\bensino medio\b|\bsegundo grau\b|\b2º grau\b/, completo: '07', incompleto: '06' },
  { re: /\bensino fundamental\b|\bprimeiro grau\b|\b1º grau\b/, completo: '05', incompleto: '04' },
];
const INCOMPLETO =
  /\b(incomplet[oa]|cursando|em andamento|trancad[oa]|previsao|\d+º (periodo|semestre|ano))\b/;

/** The highest level among the education lines; a line's status may sit on the next line. */
function lerEscolaridade(linhas: string[]): Escolaridade | undefined {
  const l = linhas.filter(Boolean).map(normalizar);
  let melhor: { i: number; codigo: Escolaridade } | undefined;
  l.forEach((linha, k) => {
    // 'Curso MOPP', 'Certificações: CCNA': not a level of schooling.
    const i = NIVEIS.findIndex((n) => n.re.test(linha));
    if (i < 0 || (melhor && melhor.i <= i)) return;
    const seguinte = l[k + 1] && NIVEIS.every((n) => !n.re.test(l[k + 1])) ? l[k + 1] : '';
    const incompleto = INCOMPLETO.test(linha) || INCOMPLETO.test(seguinte);
    melhor = { i, codigo: incompleto ? NIVEIS[i].incompleto : NIVEIS[i].completo };
  });
  return melhor?.codigo;
}

// --- Work experience --------------------------------------------------------------------------------

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
/** 03/2019, 02 / 2018, mar/2019, Março de 2019, Jan 2022, 2019 (on normalised text). */
const DATA = String.raw`(?:(\d{1,2})\s*\/\s*(\d{4})|(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)[a-z]*\.?\s*(?:\/|de)?\s*(\d{4})|(?<!\d)((?:19|20)\d{2})(?!\d))`;
const ATUAL = `(?:atual(?:mente)?|o momento|presente|o presente|hoje|momento)`;
const PERIODO = new RegExp(`${DATA}\\s*(?:a|-|–|—|ate|até)\\s*(?:${DATA}|${ATUAL})`);
const DESDE = new RegExp(`desde\\s*${DATA}`);
const ADMISSAO = new RegExp(`admissao\\s*:?\\s*${DATA}`);
const DATA_G = new RegExp(DATA, 'g');

function data(m: RegExpMatchArray | RegExpExecArray, o = 0): string | null {
  const [mes, ano] = m[o + 1]
    ? [Number(m[o + 1]), m[o + 2]]
    : m[o + 3]
      ? [MESES.indexOf(m[o + 3]) + 1, m[o + 4]]
      : m[o + 5]
        ? [1, m[o + 5]]
        : [0, ''];
  if (!ano || mes < 1 || mes > 12) return null;
  return `${ano}-${String(mes).padStart(2, '0')}-01`;
}

/** The period of a line, if it has one: its start, its end (null: current) and the text around it. */
function periodo(linha: string): { inicio: string; fim: string | null; resto: string } | null {
  const n = normalizar(linha);
  if (!(PERIODO.test(n) || DESDE.test(n) || ADMISSAO.test(n))) return null;
  const datas = [...n.matchAll(DATA_G)].map((m) => data(m)).filter((d): d is string => !!d);
  if (!datas.length) return null;
  const atual = new RegExp(ATUAL).test(n) || DESDE.test(n);
  // The text beside the dates: the original line cut where the period starts.
  const corte = linha.search(
    /\(?\s*(\d{1,2}\s*\/\s*\d{4}|\b(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)[a-zç]*\.?\s*(\/|de)?\s*\d{4}|\d{4}\s*(a|-|–|—|até)\s*(\d|atual|presente|o momento)|desde)/i,
  );
  const resto = corte > 0 ? linha.slice(0, corte) : '';
  return { inicio: datas[0], fim: atual ? null : (datas[1] ?? null), resto };
}

/** Beginnings of occupations: a piece starting with one is the role. */
const CARGOS =
  /^(auxiliar|assistente|analista|operador|vended|atendente|gerente|coordenador|supervisor|tecnic|estagiari|desenvolvedor|engenheir|enfermeir|professor|motorista|recepcionista|caixa|repositor|estoquista|secretari|consultor|diretor|jovem aprendiz|aprendiz|programador|designer|contador|cozinheir|garco|porteir|vigilante|zelador|eletricista|mecanic|soldador|pedreir|servente|encarregad|lider|promotor|representante|farmaceutic|nutricionista|fisioterapeuta|psicolog|advogad|administrador|almoxarife|balconista|cuidador|baba|diarista|faxineir|montador|costureir|pesquisador|monitor|agente|gestor|chefe|frentista|entregador|ajudante|copeir|camareir|torneiro|pintor|carpinteir|marceneir|jardineir|digitador|telefonista|medic|dentista|biomedic|contabil)/;
/** Words of company names. */
const EMPRESAS =
  /\b(ltda|s\.?\/?a|me|eireli|grupo|hospital|clinica|banco|escola|colegio|loja|lojas|supermercados?|mercado|atacadao|restaurante|lanchonete|padaria|construtora|industria|comercio|distribuidora|transportes|transportadora|prefeitura|condominio|imobiliaria|residencial|farmacia|drogaria|universidade|faculdade|instituto|centro|fundacao|associacao|cooperativa|escritorio|servicos|magazine|laboratorio|hotel|pousada|auditores|consultoria|municipal|estadual|federal|companhia|cia|tecnologia|sistemas)\b/;

const SEPARADOR = /\s+[|–—-]\s+|\s*[|–—]\s*|\s+@\s+/;
const ROTULO = /^(empresa|cargo|funcao|periodo|admissao|saida|local|atividades?)\s*:\s*/;
const DESCRICAO = /^(atividades|responsabilidades|principais|descri)/;

/** A line describing the job rather than naming it. */
function eDescricao(l: string): boolean {
  const n = normalizar(l);
  // Bullets, and the lower-case rest of a wrapped line.
  if (/^[-•*·]/.test(l) || /^\p{Ll}/u.test(l) || DESCRICAO.test(n)) return true;
  if (SEPARADOR.test(l)) return false;
  return l.length > 55 || (/\.$/.test(l) && !/(s\.a|ltda)\.$/i.test(l) && l.split(' ').length >= 5);
}

/** Role and company of an entry from its pieces of text. */
function cargoEEmpresa(pecas: string[], rotulos: { empresa?: string; cargo?: string }) {
  let { empresa, cargo } = rotulos;
  const livres = pecas.filter((p) => p !== empresa && p !== cargo);
  const eCargo = (p: string) => CARGOS.test(normalizar(p));
  const eEmpresa = (p: string) => EMPRESAS.test(normalizar(p));
  if (!cargo) cargo = livres.find((p) => eCargo(p) && (!eEmpresa(p) || livres.every(eEmpresa)));
  if (!empresa)
    empresa =
      livres.find((p) => p !== cargo && eEmpresa(p) && !eCargo(p)) ??
      livres.find((p) => p !== cargo && !eCargo(p));
  if (!cargo) cargo = livres.find((p) => p !== empresa);
  return { empresa, cargo };
}

interface Entrada {
  periodo: NonNullable<ReturnType<typeof periodo>> | null;
  rotulos: { empresa?: string; cargo?: string };
  pecas: string[];
}

const completa = (e: Entrada) => !!e.periodo && e.pecas.length + Object.keys(e.rotulos).length >= 2;

/**
 * The jobs of the experience section, walking its lines (blank lines are not trusted: a PDF's text has
 * none, an OCR's has one between every line): a job is its title lines (role, company, labelled or
 * not, before or after the dates) and one period; a new one starts at a second period, or at a title
 * line once the current job has its period and both names.
 */
function lerExperiencias(linhas: string[]): ExperienciaLida[] {
  const entradas: Entrada[] = [];
  let atual: Entrada = { periodo: null, rotulos: {}, pecas: [] };
  const nova = () => {
    entradas.push(atual);
    atual = { periodo: null, rotulos: {}, pecas: [] };
  };
  for (const l of linhas) {
    if (!l) continue;
    const n = normalizar(l);
    const per = periodo(l);
    if (per) {
      if (atual.periodo) nova();
      atual.periodo = per;
      if (!ROTULO.test(n)) atual.pecas.push(...partes(per.resto));
      continue;
    }
    const r = ROTULO.exec(n);
    if (r) {
      const valor = l.slice(l.indexOf(':') + 1).trim();
      const campo = r[1] === 'empresa' ? 'empresa' : r[1] === 'cargo' || r[1] === 'funcao' ? 'cargo' : null;
      if (!campo) continue;
      if (atual.rotulos[campo] || completa(atual)) nova();
      atual.rotulos[campo] = valor;
      continue;
    }
    if (eDescricao(l)) continue;
    if (completa(atual)) nova();
    atual.pecas.push(...partes(l));
  }
  entradas.push(atual);
  const r: ExperienciaLida[] = [];
  for (const e of entradas) {
    if (!e.periodo) continue;
    const { empresa, cargo } = cargoEEmpresa(e.pecas, e.rotulos);
    if (empresa && cargo) r.push({ empresa, cargo, inicio: e.periodo.inicio, fim: e.periodo.fim });
  }
  return r.slice(0, MAX_EXPERIENCIAS);
}

const partes = (l: string) =>
  l
    .split(SEPARADOR)
    .map((x) => x.replace(/^[-•*·\s]+|[\s,;|–—-]+$/g, '').trim())
    .filter((x) => x.length > 1);

/** Everything the text tells; absent keys were not found. */
export function lerCurriculo(texto: string): CurriculoLido {
  const s = secoes(texto);
  const todas = texto
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim());
  const r: CurriculoLido = { experiencias: lerExperiencias(s.experiencia) };
  const nome = lerNome(s.cabecalho.filter(Boolean), todas);
  if (nome) r.nome = nome;
  const email = lerEmail(texto);
  if (email) r.email = email;
  const cpf = lerCpf(texto);
  if (cpf) r.cpf = cpf;
  const nascimento = lerNascimento(texto);
  if (nascimento) r.dataNascimento = nascimento;
  Object.assign(r, lerTelefones(texto.replace(/(\d)\s*\/\s*(\d{4})/g, '$1/$2')));
  const cidade = lerCidade(todas.filter((l) => !s.experiencia.includes(l) && !s.formacao.includes(l)));
  if (cidade) r.cidade = cidade;
  const escolaridade = lerEscolaridade(s.formacao);
  if (escolaridade) r.escolaridade = escolaridade;
  return r;
}
