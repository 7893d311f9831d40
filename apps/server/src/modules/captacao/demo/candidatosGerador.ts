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
import { cpfDe, prng, type Rng } from '../../../db/seed/demo/aleatorio.ts';
import {
  BAIRROS,
  DDD,
  EMPRESAS,
  FEMININOS,
  LOCAIS,
  MASCULINOS,
  MOTIVOS_SAIDA,
  ORGANIZACOES,
  PERFIS,
  RUAS,
  SOBRENOMES,
} from './candidatosDados.ts';

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
