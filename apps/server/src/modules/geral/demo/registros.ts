import type { DemoCtx } from '../../../db/seed/demo/types.ts';
import { documentoAnexo, geracao, pessoa } from '../registros/schema.ts';

const POLITICA = Buffer.from(
  'Política de home office\n\nA empresa permite até dois dias de trabalho remoto por semana, combinados com o gestor.\n',
  'utf8',
);

/** Demo of the general registers: the usual generations, two people and one attached document. */
export async function seedDemoRegistrosGeral({ tx, matrizId, admin }: DemoCtx) {
  await tx.insert(geracao).values([
    { nome: 'Baby Boomers', anoInicio: 1946, anoFim: 1964, descricao: 'Nascidos no pós-guerra.' },
    { nome: 'Geração X', anoInicio: 1965, anoFim: 1980, descricao: 'Viram a chegada do computador pessoal.' },
    {
      nome: 'Geração Y (Millennials)',
      anoInicio: 1981,
      anoFim: 1996,
      descricao: 'Cresceram com a internet.',
    },
    { nome: 'Geração Z', anoInicio: 1997, anoFim: 2012, descricao: 'Nativos digitais.' },
    { nome: 'Geração Alpha', anoInicio: 2013, anoFim: 2025, descricao: null },
  ]);
  await tx.insert(pessoa).values([
    {
      empresaId: matrizId,
      nome: 'Helena Prado',
      cpf: '52998224725',
      sexo: 'F',
      email: 'helena.prado@exemplo.com.br',
    },
    { empresaId: matrizId, nome: 'Otávio Lins', cpf: null, sexo: 'M', dataNascimento: '1988-03-14' },
  ]);
  await tx.insert(documentoAnexo).values({
    empresaId: matrizId,
    descricao: 'Política de home office',
    data: '2026-01-15',
    observacao: 'Versão aprovada pela diretoria.',
    nomeArquivo: 'politica-home-office.txt',
    contentType: 'text/plain',
    tamanho: POLITICA.length,
    conteudo: POLITICA,
    usuarioId: admin.id,
  });
}
