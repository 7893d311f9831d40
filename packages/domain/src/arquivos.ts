/**
 * Attached files (a candidate's documents and résumés today; any module's attachments), recognised by
 * their content, never by the name or the declared type. The name's extension, when it has one, must agree
 * with the content: 'curriculo.pdf' holding a PNG is refused, so nobody downloads something other than
 * what the list shows. The signatures are file-type's; the server decides with these functions and the
 * web checks early with the same ones.
 */

/** One accepted kind of file. */
export interface TipoArquivo {
  /** Content type answered on download. */
  contentType: string;
  /** Extensions (lower case, without the dot) a name of this kind may end with. */
  extensoes: readonly string[];
  /** What the user reads: 'PDF', 'imagem PNG', 'documento DOCX'. */
  descricao: string;
  /** An image tesseract can read (résumé OCR). */
  imagem?: boolean;
}

const T = {
  pdf: { contentType: 'application/pdf', extensoes: ['pdf'], descricao: 'PDF' },
  png: { contentType: 'image/png', extensoes: ['png'], descricao: 'imagem PNG', imagem: true },
  jpeg: {
    contentType: 'image/jpeg',
    extensoes: ['jpg', 'jpeg', 'jfif'],
    descricao: 'imagem JPEG',
    imagem: true,
  },
  gif: { contentType: 'image/gif', extensoes: ['gif'], descricao: 'imagem GIF', imagem: true },
  webp: { contentType: 'image/webp', extensoes: ['webp'], descricao: 'imagem WebP', imagem: true },
  tiff: { contentType: 'image/tiff', extensoes: ['tif', 'tiff'], descricao: 'imagem TIFF', imagem: true },
  bmp: { contentType: 'image/bmp', extensoes: ['bmp'], descricao: 'imagem BMP', imagem: true },
  doc: { contentType: 'application/msword', extensoes: ['doc'], descricao: 'documento DOC' },
  xls: { contentType: 'application/vnd.ms-excel', extensoes: ['xls'], descricao: 'planilha XLS' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensoes: ['docx'],
    descricao: 'documento DOCX',
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensoes: ['xlsx'],
    descricao: 'planilha XLSX',
  },
  odt: {
    contentType: 'application/vnd.oasis.opendocument.text',
    extensoes: ['odt'],
    descricao: 'documento ODT',
  },
  ods: {
    contentType: 'application/vnd.oasis.opendocument.spreadsheet',
    extensoes: ['ods'],
    descricao: 'planilha ODS',
  },
  rtf: { contentType: 'application/rtf', extensoes: ['rtf'], descricao: 'documento RTF' },
  txt: { contentType: 'text/plain; charset=utf-8', extensoes: ['txt', 'csv'], descricao: 'texto' },
} as const satisfies Record<string, TipoArquivo>;

export const TIPOS_ARQUIVO: Readonly<Record<keyof typeof T, TipoArquivo>> = T;

/** The input's accept attribute of the upload forms (a hint to the chooser; the server decides). */
export const ACEITA_DOCUMENTOS = [...new Set(Object.values(T).flatMap((t) => t.extensoes))]
  .map((e) => `.${e}`)
  .join(',');
/** The accept attribute for images and PDFs only (`verificarArquivo`'s `somenteCurriculo`). */
export const ACEITA_CURRICULOS = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.tif,.tiff,.bmp';

export const MSG_ARQUIVOS = {
  tipoNaoPermitido:
    'Tipo de arquivo não permitido. Envie PDF, imagem (PNG, JPEG, GIF, WebP, TIFF, BMP), documento (DOC, DOCX, ODT, RTF), planilha (XLS, XLSX, ODS) ou texto (TXT, CSV).',
  extensaoDiferente: (ext: string, descricao: string) =>
    `O conteúdo do arquivo não corresponde à extensão .${ext}: o arquivo é ${descricao}.`,
  arquivoVazio: 'O arquivo está vazio.',
  curriculoTipo: 'O currículo deve ser uma imagem (PNG, JPEG, GIF, WebP, TIFF, BMP) ou um PDF.',
} as const;

/** Whether `trecho` (ASCII) occurs in the bytes. */
function contem(b: Uint8Array, trecho: string): boolean {
  const s = [...trecho].map((c) => c.charCodeAt(0));
  const fim = b.length - s.length;
  for (let i = 0; i <= fim; i++) {
    let ok = true;
    for (let j = 0; j < s.length && ok; j++) ok = b[i + j] === s[j];
    if (ok) return true;
  }
  return false;
}

/**
 * Plain text: valid UTF-8 (or Latin-1, still common in Brazilian exports) without NUL or control bytes
 * other than tab, line feeds and form feed. A script ('#!') or markup is not a text document.
 */
function ehTexto(b: Uint8Array): boolean {
  if (b.length === 0) return false;
  for (const x of b) if (x < 0x20 && x !== 9 && x !== 10 && x !== 12 && x !== 13) return false;
  const inicio = new TextDecoder('latin1')
    .decode(b.subarray(0, 512))
    .replace(/^\uFEFF|^ï»¿/, '')
    .trimStart();
  if (inicio.startsWith('#!')) return false;
  if (/^<(!doctype|html|script|svg|\?xml)/i.test(inicio)) return false;
  return true;
}

/** The accepted kinds by file-type's extension (a ZIP, an executable… is none of them). */
const POR_DETECCAO: Readonly<Record<string, TipoArquivo>> = {
  pdf: T.pdf,
  png: T.png,
  apng: T.png,
  jpg: T.jpeg,
  gif: T.gif,
  webp: T.webp,
  tif: T.tiff,
  bmp: T.bmp,
  rtf: T.rtf,
  docx: T.docx,
  xlsx: T.xlsx,
  odt: T.odt,
  ods: T.ods,
};

/**
 * The kind of a file by its content, or null when it is none of the accepted kinds. The signatures are
 * file-type's (maintained; it reads OOXML/ODF archives' entries); what it leaves open is decided here:
 * Word or Excel 97-2003 inside an OLE compound file ('cfb', by the stream names of its directory), and
 * plain text (file-type does not do text; a text starting with 'BM' or 'MZ' is still text).
 */
export async function tipoPorConteudo(b: Uint8Array, nome = ''): Promise<TipoArquivo | null> {
  // Imported on first use: neither the server's start-up nor the web's entry chunk loads file-type.
  const achado = b.length > 0 ? await (await import('file-type')).fileTypeFromBuffer(b) : undefined;
  if (achado?.ext === 'cfb') {
    const utf16 = (s: string) => String.fromCharCode(...[...s].flatMap((c) => [c.charCodeAt(0), 0]));
    if (contem(b, utf16('WordDocument'))) return T.doc;
    if (contem(b, utf16('Workbook')) || contem(b, utf16('Book'))) return T.xls;
    return extensaoDe(nome) === 'xls' ? T.xls : T.doc;
  }
  const tipo = achado && POR_DETECCAO[achado.ext];
  if (tipo && !(tipo === T.bmp && ehTexto(b))) return tipo;
  return ehTexto(b) ? T.txt : null;
}

/** 'Currículo.PDF' → 'pdf'; no extension → ''. */
export function extensaoDe(nome: string): string {
  const base = nome.split(/[\\/]/).pop() ?? '';
  const i = base.lastIndexOf('.');
  return i > 0 ? base.slice(i + 1).toLowerCase() : '';
}

export type ResultadoArquivo = { ok: true; tipo: TipoArquivo } | { ok: false; mensagem: string };

/**
 * Checks a file for a candidate's record: not empty, an accepted kind by content, and a name whose
 * extension (if any) agrees with that content. `somenteCurriculo` accepts only images and PDFs.
 */
export async function verificarArquivo(
  b: Uint8Array,
  nome: string,
  { somenteCurriculo = false }: { somenteCurriculo?: boolean } = {},
): Promise<ResultadoArquivo> {
  if (b.length === 0) return { ok: false, mensagem: MSG_ARQUIVOS.arquivoVazio };
  const tipo = await tipoPorConteudo(b, nome);
  if (!tipo)
    return {
      ok: false,
      mensagem: somenteCurriculo ? MSG_ARQUIVOS.curriculoTipo : MSG_ARQUIVOS.tipoNaoPermitido,
    };
  if (somenteCurriculo && !tipo.imagem && tipo !== T.pdf)
    return { ok: false, mensagem: MSG_ARQUIVOS.curriculoTipo };
  const ext = extensaoDe(nome);
  if (ext && !tipo.extensoes.includes(ext))
    return { ok: false, mensagem: MSG_ARQUIVOS.extensaoDiferente(ext, tipo.descricao) };
  return { ok: true, tipo };
}

/** Whether a file name is an image résumé by its extension (GET /verificaSeCurriculoHeImagem). */
export function nomeEhImagem(nome: string): boolean {
  const ext = extensaoDe(nome);
  return Object.values(T).some((t) => 'imagem' in t && t.imagem && t.extensoes.includes(ext as never));
}

/** A file name safe to store and to send back: no folders, no control characters, at most 255 chars. */
export function nomeSeguro(nome: string): string {
  const base = [...(nome.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) > 0x1f && c !== '\u007f' && c !== '"')
    .join('')
    .trim();
  if (!base || base === '.' || base === '..') return 'arquivo';
  if (base.length <= 255) return base;
  const ext = extensaoDe(base);
  return ext ? `${base.slice(0, 254 - ext.length)}.${ext}` : base.slice(0, 255);
}
