import { and, eq, inArray } from 'drizzle-orm';
import { diasDeHoje } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';
import { candidatosComSenhaDemo } from '../../externo/index.ts';
import {
  candidatoDocumentoAnexo,
  pedidoDocumento,
  pedidoDocumentoItem,
  tipoDocumentoCandidato,
} from '../documentos/schema.ts';

/**
 * A one-page PDF with a line of text (Helvetica, ASCII): the demo's uploaded file, opened by any viewer.
 * Written by hand, offsets included, so the demo pays no PDF engine.
 */
export function pdfDemo(texto: string): Buffer {
  const conteudo = `BT /F1 18 Tf 72 760 Td (${texto.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${conteudo.length} >>\nstream\n${conteudo}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objetos.map((o, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * The demo's document request (issue 24 §4), so the feature shows right after `npm start`: André Marques,
 * the first candidate with the candidate area's password (candidato123), was asked for his RG and CPF;
 * he sent the RG (waiting for HR's review: the home's 'Documentos a conferir') and the CPF is pending.
 * Runs after the default checklist of document types.
 */
export async function seedDemoPedidosDocumentos({ tx, matrizId, admin }: DemoCtx): Promise<void> {
  const [[andre], tipos] = await Promise.all([
    candidatosComSenhaDemo(tx, matrizId),
    tx
      .select({
        id: tipoDocumentoCandidato.id,
        nome: tipoDocumentoCandidato.nome,
        instrucoes: tipoDocumentoCandidato.instrucoes,
        obrigatorio: tipoDocumentoCandidato.obrigatorio,
      })
      .from(tipoDocumentoCandidato)
      .where(
        and(
          eq(tipoDocumentoCandidato.empresaId, matrizId),
          inArray(tipoDocumentoCandidato.nome, ['RG', 'CPF']),
        ),
      ),
  ]);
  const rg = tipos.find((t) => t.nome === 'RG');
  const cpf = tipos.find((t) => t.nome === 'CPF');
  if (!andre || !rg || !cpf) return;
  const enviadoEm = new Date(Date.now() - 2 * 3_600_000);
  const [pedido] = await tx
    .insert(pedidoDocumento)
    .values({
      empresaId: matrizId,
      candidatoId: andre.id,
      mensagem: 'Envie os documentos para darmos andamento à sua admissão.',
      prazo: diasDeHoje(7),
      usuarioId: admin.id,
      criadoEm: new Date(Date.now() - 24 * 3_600_000),
    })
    .returning({ id: pedidoDocumento.id });
  const bytes = pdfDemo('RG - documento de demonstracao');
  const [arquivo] = await tx
    .insert(candidatoDocumentoAnexo)
    .values({
      empresaId: matrizId,
      candidatoId: andre.id,
      descricao: rg.nome,
      nomeArquivo: 'rg.pdf',
      contentType: 'application/pdf',
      tamanho: bytes.length,
      conteudo: bytes,
      usuarioId: null,
      dataCadastro: enviadoEm,
    })
    .returning({ id: candidatoDocumentoAnexo.id });
  const item = (t: typeof rg) => ({
    pedidoId: pedido.id,
    tipoDocumentoId: t.id,
    nome: t.nome,
    instrucoes: t.instrucoes,
    obrigatorio: t.obrigatorio,
  });
  await tx
    .insert(pedidoDocumentoItem)
    .values([{ ...item(rg), status: 'ENVIADO', documentoId: arquivo.id, enviadoEm }, item(cpf)]);
}
