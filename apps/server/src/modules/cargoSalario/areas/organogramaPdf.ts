import { relatorioOrganograma } from '@ipe/domain/resources/cargoSalario/areas/contratos';
import { areasOrganizacionais } from '@ipe/domain/resources/cargoSalario/areas/index';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import {
  artefato,
  COR,
  cabecalhoEmpresa,
  type Documento,
  FONTE,
  finalizar,
  garantirEspaco,
  larguraUtil,
  marcado,
  margemEsquerda,
  novoDocumento,
  paragrafo,
} from '../../../platform/pdf/index.ts';
import { areasDaEmpresa, responsaveisDas } from './areaDados.ts';
import { montarOrganograma, type NoOrganograma } from './areaRoutes.ts';

/** Indentation per level, box heights and the gap between boxes, in points. */
const RECUO = 22;
const ALTURA_NOME = 20;
const ALTURA_PESSOAS = 13;
const ESPACO = 6;

const nomes = (ps: { nome: string }[]) => ps.map((p) => p.nome).join(', ');
/** 'Responsáveis: … · Corresponsáveis: …', or null without anyone. */
function pessoas(no: NoOrganograma): string | null {
  const partes = [
    no.responsaveis.length ? `Responsáveis: ${nomes(no.responsaveis)}` : '',
    no.coResponsaveis.length ? `Corresponsáveis: ${nomes(no.coResponsaveis)}` : '',
  ].filter(Boolean);
  return partes.length ? partes.join(' · ') : null;
}

/** The chart's nodes in reading order (a parent before its children) with their depth. */
function emOrdem(nos: NoOrganograma[], nivel = 0): { no: NoOrganograma; nivel: number }[] {
  return nos.flatMap((no) => [{ no, nivel }, ...emOrdem(no.filhas, nivel + 1)]);
}

/**
 * The org chart as an indented tree of boxes (the screen's boxes, top-down so any depth and width fits an
 * A4 page): each area's name (bold; '(inativa)' when inactive) and its responsibles, joined to its
 * parent by elbow lines; a tree longer than a page continues on the next, its lines starting at the top.
 */
function desenhar(doc: Documento, nos: NoOrganograma[]) {
  const esquerda = margemEsquerda(doc);
  const largura = larguraUtil(doc);
  /** Per level, where the vertical line to the next child starts (the parent box's bottom). */
  const ancoras: number[] = [];
  for (const { no, nivel } of emOrdem(nos)) {
    const texto = pessoas(no);
    const altura = ALTURA_NOME + (texto ? ALTURA_PESSOAS : 0);
    if (garantirEspaco(doc, altura + ESPACO)) for (let i = 0; i < ancoras.length; i++) ancoras[i] = doc.y;
    const x = esquerda + nivel * RECUO;
    const y = doc.y;
    const w = largura - nivel * RECUO;
    artefato(doc, () => {
      doc
        .roundedRect(x, y, w, altura, 3)
        .lineWidth(0.7)
        .fillAndStroke(no.ativo ? '#fff7ed' : '#f3f4f6', COR.linha);
      if (nivel > 0) {
        const linhaX = x - RECUO + 9;
        doc
          .moveTo(linhaX, ancoras[nivel - 1] ?? y)
          .lineTo(linhaX, y + ALTURA_NOME / 2)
          .lineTo(x, y + ALTURA_NOME / 2)
          .lineWidth(0.7)
          .strokeColor(COR.linha)
          .stroke();
      }
    });
    marcado(doc, null, 'P', () => {
      doc
        .font(FONTE.negrito)
        .fontSize(10)
        .fillColor(COR.texto)
        .text(no.ativo ? no.nome : `${no.nome} (inativa)`, x + 8, y + 5, {
          width: w - 16,
          height: 12,
          ellipsis: true,
        });
      if (texto)
        doc
          .font(FONTE.normal)
          .fontSize(8)
          .fillColor(COR.secundario)
          .text(texto, x + 8, y + ALTURA_NOME - 2, { width: w - 16, height: 10, ellipsis: true });
    });
    ancoras[nivel] = y + altura;
    ancoras.length = nivel + 1;
    doc.y = y + altura + ESPACO;
  }
}

/** GET /api/cargo-salario/areas-organizacionais/relatorio: the org chart of /organogramas as a PDF. */
export function registerOrganogramaPdf(app: FastifyInstance, db: Db) {
  rota(
    app,
    relatorioOrganograma,
    { config: { access: areasOrganizacionais.access.read } },
    async (req, reply) => {
      const s = sessionOf(req);
      const { ativa, areaOrganizacionalId } = req.query;
      const areas = await areasDaEmpresa(db, s.empresaId);
      if (areaOrganizacionalId !== undefined && !areas.some((a) => a.id === areaOrganizacionalId))
        throw notFound();
      const arvore = montarOrganograma(
        areas,
        await responsaveisDas(
          db,
          areas.map((a) => a.id),
        ),
        ativa === undefined ? undefined : ativa === 'true',
        areaOrganizacionalId,
      );
      const filtros: [string, string][] = [
        ['Áreas', ativa === 'true' ? 'Ativas' : ativa === 'false' ? 'Inativas' : 'Todas'],
      ];
      if (areaOrganizacionalId !== undefined)
        filtros.push(['A partir de', areas.find((a) => a.id === areaOrganizacionalId)?.nome ?? '']);
      const doc = novoDocumento({
        titulo: 'Organograma',
        empresa: await cabecalhoEmpresa(db, s),
        usuario: s.usuarioNome,
        filtros,
      });
      if (arvore.length) desenhar(doc, arvore);
      else paragrafo(doc, 'Nenhuma área organizacional exibida no organograma.');
      reply.header('content-disposition', 'attachment; filename="organograma.pdf"');
      reply.type('application/pdf');
      return finalizar(doc);
    },
  );
}
