import fs from 'node:fs/promises';
import { TIPO_PERGUNTA, type TipoPergunta } from '@ipe/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { aspecto, empresa, opcaoResposta, pergunta, questionario } from '../../db/schema/index.ts';
import type { Session } from '../auth/sessions.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  infoDoPdf,
  logoPng,
  paginaPng,
  paginasDoPdf,
  palavrasDoPdf,
  palavrasSemEstrutura,
  textoDoPdf,
} from '../../test/pdf.ts';
import { imprimirQuestionario } from './impressao.ts';

const { OBJETIVA, SUBJETIVA, NOTA, MULTIPLA_ESCOLHA } = TIPO_PERGUNTA;

interface PerguntaTeste {
  aspecto?: string;
  texto: string;
  tipo: TipoPergunta;
  opcoes?: string[];
  notaMinima?: number;
  notaMaxima?: number;
  comentario?: string;
  obrigatoria?: boolean;
}

/** A question set written straight into the tables (what the editor would have saved). */
async function novoQuestionario(db: Db, perguntas: PerguntaTeste[]): Promise<number> {
  const [q] = await db.insert(questionario).values({ empresaId: 1, origem: 'teste' }).returning();
  const aspectos = new Map<string, number>();
  for (const [i, p] of perguntas.entries()) {
    let aspectoId: number | null = null;
    if (p.aspecto) {
      aspectoId = aspectos.get(p.aspecto) ?? null;
      if (aspectoId === null) {
        const [a] = await db.insert(aspecto).values({ questionarioId: q.id, nome: p.aspecto }).returning();
        aspectoId = a.id;
        aspectos.set(p.aspecto, a.id);
      }
    }
    const [linha] = await db
      .insert(pergunta)
      .values({
        questionarioId: q.id,
        aspectoId,
        texto: p.texto,
        tipo: p.tipo,
        notaMinima: p.tipo === NOTA ? (p.notaMinima ?? 0) : null,
        notaMaxima: p.tipo === NOTA ? (p.notaMaxima ?? 10) : null,
        exigirComentario: p.comentario !== undefined,
        comentario: p.comentario ?? null,
        obrigatoria: p.obrigatoria ?? true,
        ordem: i + 1,
      })
      .returning();
    if (p.opcoes?.length)
      await db
        .insert(opcaoResposta)
        .values(p.opcoes.map((texto, j) => ({ perguntaId: linha.id, texto, peso: j, ordem: j + 1 })));
  }
  return q.id;
}

/** Asserts that the parts appear in `texto` in this order. */
function emOrdem(texto: string, partes: string[]) {
  let desde = 0;
  for (const parte of partes) {
    const i = texto.indexOf(parte, desde);
    expect(i, `"${parte}" depois da posição ${desde}`).toBeGreaterThanOrEqual(0);
    desde = i + parte.length;
  }
}

/** Set IPE_PDF_PREVIEW=<folder> to get the PDF and PNGs of some pages to look at. */
async function previa(pdf: Buffer, nome: string, paginas: number[]) {
  const pasta = process.env.IPE_PDF_PREVIEW;
  if (!pasta) return;
  await fs.writeFile(`${pasta}/${nome}.pdf`, pdf);
  for (const p of paginas) await paginaPng(pdf, p, `${pasta}/${nome}-${p}`);
}

const TIPOS_TODOS: PerguntaTeste[] = [
  {
    aspecto: 'Comunicação',
    texto: 'Como o candidato se expressou durante a entrevista?',
    tipo: OBJETIVA,
    opcoes: ['Com clareza e objetividade', 'Com clareza, mas de forma prolixa', 'Com dificuldade'],
    comentario: 'Cite um exemplo da conversa:',
  },
  {
    aspecto: 'Comunicação',
    texto: 'Nota para a postura profissional',
    tipo: NOTA,
    notaMinima: 0,
    notaMaxima: 10,
    obrigatoria: false,
  },
  {
    aspecto: 'Experiência',
    texto: 'Quais ferramentas o candidato domina?',
    tipo: MULTIPLA_ESCOLHA,
    opcoes: ['Planilha eletrônica', 'Editor de textos', 'Sistema de gestão (ERP)'],
  },
  {
    aspecto: 'Experiência',
    texto: 'Descreva uma situação difícil que você resolveu no emprego anterior.',
    tipo: SUBJETIVA,
  },
  { texto: 'Tem disponibilidade para viagens?', tipo: OBJETIVA, opcoes: ['Sim', 'Não'] },
];

describe('imprimirQuestionario', () => {
  let t: TestApp;
  const session = { empresaId: 1, usuarioId: 1, usuarioNome: 'Ana Avaliadora' } as Session;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prints title, observation, aspects and the questions with the blank of each type, in order', async () => {
    const id = await novoQuestionario(t.database.db, TIPOS_TODOS);
    const pdf = await imprimirQuestionario(t.database.db, session, id, {
      titulo: 'Entrevista comportamental — Atendimento',
      observacao: 'Preenchida pelo entrevistador ao final da entrevista presencial.',
    });
    await previa(pdf, 'questionario', [1]);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await paginasDoPdf(pdf)).toBe(1);
    // Tagged: every question, option and scale value is in the structure tree for a screen reader.
    expect((await infoDoPdf(pdf)).Tagged).toBe('yes');
    expect(await palavrasSemEstrutura(pdf, [session.usuarioNome, '/'])).toEqual([]);
    // pdftotext separates blocks by blank lines: compare words only.
    const texto = (await textoDoPdf(pdf)).replace(/\s+/g, ' ');
    emOrdem(texto, [
      'Entrevista comportamental — Atendimento',
      'Nome:',
      'Data:',
      'Preenchida pelo entrevistador ao final da entrevista presencial.',
      'As perguntas marcadas com * são obrigatórias.',
      'Comunicação',
      '1.',
      'Como o candidato se expressou durante a entrevista? *',
      '(marque uma opção)',
      'Com clareza e objetividade',
      'Com clareza, mas de forma prolixa',
      'Com dificuldade',
      'Cite um exemplo da conversa:',
      '2.',
      'Nota para a postura profissional (circule uma nota de 0 a 10)',
      '0 1 2 3 4 5 6 7 8 9 10',
      'Experiência',
      '3.',
      'Quais ferramentas o candidato domina? *',
      '(marque uma ou mais opções)',
      'Planilha eletrônica',
      'Editor de textos',
      'Sistema de gestão (ERP)',
      '4.',
      'Descreva uma situação difícil que você resolveu no emprego anterior. *',
      '5.',
      'Tem disponibilidade para viagens? *',
      'Sim',
      'Não',
      'Página 1 de 1',
    ]);
    expect(texto).toMatch(/Gerado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Ana Avaliadora/);
    // The non-required question carries no mark; the comment prompt only where asked.
    expect(texto).not.toContain('Nota para a postura profissional *');
    expect(texto.match(/Cite um exemplo da conversa:/g)).toHaveLength(1);
  });

  it('a wide scale gets a box to write the score in', async () => {
    const id = await novoQuestionario(t.database.db, [
      { texto: 'Percentual de acerto na prova prática', tipo: NOTA, notaMinima: 0, notaMaxima: 100 },
    ]);
    const texto = await textoDoPdf(
      await imprimirQuestionario(t.database.db, session, id, { titulo: 'Prova', identificacao: false }),
    );
    emOrdem(texto, ['Percentual de acerto na prova prática *', '(escreva uma nota de 0 a 100)', 'Nota:']);
    expect(texto).not.toContain('Nome:');
    // No tick marks of the scale (the footer's 'Gerado em dd/MM/yyyy HH:mm' may hold a 50 of its own).
    expect(texto.replace(/Gerado em .*/, '')).not.toMatch(/\b50\b/);
  });

  it('without questions says so', async () => {
    const id = await novoQuestionario(t.database.db, []);
    const texto = await textoDoPdf(
      await imprimirQuestionario(t.database.db, session, id, { titulo: 'Vazio' }),
    );
    expect(texto).toContain('O questionário não possui perguntas.');
  });

  it('many questions: header on every page, numbering across pages and no question split', async () => {
    const perguntas: PerguntaTeste[] = Array.from({ length: 40 }, (_, i) => {
      const n = i + 1;
      const aspecto = `Aspecto ${Math.floor(i / 10) + 1}`;
      if (n % 4 === 0) return { aspecto, texto: `Pergunta ${n}: comente.`, tipo: SUBJETIVA };
      if (n % 4 === 1)
        return { aspecto, texto: `Pergunta ${n}: nota.`, tipo: NOTA, comentario: `Justifique ${n}:` };
      const longa =
        n % 8 === 2 ? ' Esta pergunta é longa para ver o texto quebrar em várias linhas.'.repeat(4) : '';
      return {
        aspecto,
        texto: `Pergunta ${n}: escolha.${longa}`,
        tipo: n % 4 === 2 ? OBJETIVA : MULTIPLA_ESCOLHA,
        opcoes: ['A', 'B', 'C', 'D'].map((l) =>
          `Opção ${n}${l} ${n % 3 === 0 ? 'bem mais comprida que as outras' : ''}`.trim(),
        ),
      };
    });
    const id = await novoQuestionario(t.database.db, perguntas);
    const pdf = await imprimirQuestionario(t.database.db, session, id, { titulo: 'Questionário longo' });
    const total = await paginasDoPdf(pdf);
    await previa(pdf, 'longo', [1, 2, total]);
    expect(total).toBeGreaterThanOrEqual(4);
    const paginas = (await textoDoPdf(pdf)).split('\f').slice(0, total);
    for (const [i, pagina] of paginas.entries()) {
      expect(pagina).toContain('Questionário longo');
      expect(pagina).toContain(`Página ${i + 1} de ${total}`);
    }
    // Every question is numbered once, in order, and its text, options and comment share one page.
    const todas = paginas.join('\n');
    emOrdem(
      todas,
      perguntas.map((_, i) => `${i + 1}.`),
    );
    for (const [i, p] of perguntas.entries()) {
      const n = i + 1;
      const onde = paginas.filter((pg) => pg.includes(`Pergunta ${n}:`));
      expect(onde, `pergunta ${n}`).toHaveLength(1);
      for (const o of p.opcoes ?? []) expect(onde[0]).toContain(o);
      if (p.comentario) expect(onde[0]).toContain(p.comentario);
    }
    // Each aspect heading is on the page of its first question.
    for (const k of [1, 2, 3, 4]) {
      const pagina = paginas.find((pg) => pg.includes(`Aspecto ${k}`));
      expect(pagina).toContain(`Pergunta ${(k - 1) * 10 + 1}:`);
    }
  });
  it('long texts, a logo and wide scales stay inside the margins', async () => {
    const db = t.database.db;
    const [antes] = await db.select().from(empresa).where(eq(empresa.id, 1));
    await db
      .update(empresa)
      .set({
        nome: 'Companhia Brasileira de Distribuição e Comércio de Alimentos do Vale do São Francisco S.A.',
        logo: logoPng(300, 120),
      })
      .where(eq(empresa.id, 1));
    try {
      const palavra = 'Paralelepípedo '.repeat(30);
      const id = await novoQuestionario(db, [
        {
          aspecto: `Aspecto com nome comprido ${'muito '.repeat(12)}`,
          texto: palavra.repeat(4).slice(0, 2000),
          tipo: SUBJETIVA,
        },
        {
          texto: 'Escala de 0 a 20',
          tipo: NOTA,
          notaMinima: 0,
          notaMaxima: 20,
          comentario: `Justifique ${'com detalhes '.repeat(30)}:`,
        },
        { texto: 'Escala de 1 a 1000', tipo: NOTA, notaMinima: 1, notaMaxima: 1000 },
        {
          texto: 'Vinte opções muito longas (maior que uma página)',
          tipo: MULTIPLA_ESCOLHA,
          opcoes: Array.from({ length: 20 }, (_, i) => `${i + 1}ª opção: ${palavra}`.slice(0, 500)),
        },
        {
          texto: `Endereço https://exemplo.com.br/${'x'.repeat(150)}`,
          tipo: OBJETIVA,
          opcoes: ['Sim', 'Não'],
        },
      ]);
      const pdf = await imprimirQuestionario(db, session, id, {
        titulo: `Avaliação com um título comprido ${'que ocupa mais de uma linha '.repeat(4)}`,
        observacao: palavra.repeat(2),
      });
      const total = await paginasDoPdf(pdf);
      await previa(
        pdf,
        'extremos',
        Array.from({ length: total }, (_, i) => i + 1),
      );
      const { largura, altura, palavras } = await palavrasDoPdf(pdf);
      expect(palavras.length).toBeGreaterThan(500);
      const foraDasMargens = palavras.filter(
        (w) => w.xMin < 42 - 0.5 || w.xMax > largura - 42 + 0.5 || w.yMin < 32 - 0.5 || w.yMax > altura - 20,
      );
      expect(foraDasMargens).toEqual([]);
      // The body never runs into the footer: only the footer's words sit below the bottom margin.
      const rodape = palavras.filter((w) => w.yMax > altura - 54);
      expect(new Set(rodape.map((w) => w.texto))).toEqual(
        new Set(
          rodape
            .map((w) => w.texto)
            .filter((x) => /^(Gerado|em|por|Ana|Avaliadora|Página|de|\d+|[\d/]+|\d\d:\d\d)$/.test(x)),
        ),
      );
      const texto = (await textoDoPdf(pdf)).replace(/\s+/g, ' ');
      emOrdem(texto, [
        '(circule uma nota de 0 a 20)',
        '0 1 2',
        '19 20',
        '(escreva uma nota de 1 a 1000)',
        '1ª opção',
        '20ª opção',
      ]);
    } finally {
      await db.update(empresa).set({ nome: antes.nome, logo: antes.logo }).where(eq(empresa.id, 1));
    }
  });
});
