/**
 * Server part of the talents × competences matrix: one table per chosen position (in name order) with a
 * row per talent and a column per competence any of its bands requires on the reference date (knowledge,
 * then skills, then attitudes, each by name). A cell is 'exigido / registrado' as level orders ('3 / –'
 * when the talent has no level recorded for it; empty when the talent's band does not require it); the
 * last table is the legend of the level orders.
 */
import { matrizTalentosCompetencias } from '@ipe/domain/relatorios/cargoSalario/matriz-talentos-competencias';
import { sql } from 'drizzle-orm';
import {
  type ColunaQualquer,
  defineRelatorioServidor,
  emUmLote,
  listaTexto,
  type TabelaQualquer,
  textoDaCelula,
} from '../../../platform/relatorios/index.ts';
import { competenciasDosTalentos, TIPO_COMPETENCIA_TEXTO } from './competenciasSql.ts';
import { emLotes, linhas, nomesDe } from './talentosSql.ts';

/** An XLSX sheet name: ≤ 31 characters, none of : \ / ? * [ ], unique by the position's id. */
export const nomePlanilha = (nome: string, id: number) => {
  const sufixo = ` #${id}`;
  return `${nome
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31 - sufixo.length)
    .trim()}${sufixo}`;
};

type Linha = Record<string, string | null>;

export default defineRelatorioServidor({
  def: matrizTalentosCompetencias,
  async gerar(f, { db, session }) {
    const rows = await competenciasDosTalentos(
      db,
      session,
      f.dataReferencia,
      f,
      sql`v.cargo collate "und-x-icu", v.cargo_id, v.nome collate "und-x-icu", v.colaborador_id`,
    );
    const porCargo = new Map<number, { cargo: string; linhas: typeof rows }>();
    for (const r of rows) {
      const c = porCargo.get(r.cargo_id) ?? { cargo: r.cargo, linhas: [] };
      c.linhas.push(r);
      porCargo.set(r.cargo_id, c);
    }
    const tabelas: TabelaQualquer[] = [];
    const ordens = new Set<number>();
    for (const [cargoId, { cargo, linhas: doCargo }] of porCargo) {
      // The competences of the position, in the order the rows came (kind, then name).
      const competencias = new Map<string, string>();
      const talentos = new Map<number, Linha>();
      for (const r of doCargo) {
        const t = talentos.get(r.colaborador_id) ?? {
          talento: r.matricula ? `${r.nome} (${r.matricula})` : r.nome,
          faixa: r.faixa,
        };
        talentos.set(r.colaborador_id, t);
        if (!r.tipo || r.competencia_id == null) continue;
        const chave = `${r.tipo}${r.competencia_id}`;
        if (!competencias.has(chave))
          competencias.set(chave, `${r.competencia} (${TIPO_COMPETENCIA_TEXTO[r.tipo][0]})`);
        if (r.ordem != null) ordens.add(r.ordem);
        t[chave] = `${r.ordem ?? ''} / ${r.ordem_registrada ?? '–'}`;
      }
      const colunas: ColunaQualquer[] = [
        { campo: 'talento', titulo: 'Talento', largura: 150 },
        { campo: 'faixa', titulo: 'Faixa', largura: 50 },
        ...[...competencias].map(([campo, titulo]) => ({
          campo,
          titulo,
          largura: 60,
          alinhamento: 'center' as const,
        })),
      ];
      tabelas.push({
        titulo: `Cargo: ${cargo}`,
        planilha: nomePlanilha(cargo, cargoId),
        colunas,
        totais: false,
        linhas: emLotes([...talentos.values()]),
      });
    }
    const legenda = ordens.size
      ? await linhas<{ ordem: number; descricao: string }>(
          db,
          sql`select ordem, descricao from nivel_competencia where empresa_id = ${session.empresaId} order by ordem`,
        )
      : [];
    if (legenda.length)
      tabelas.push({
        titulo: 'Níveis de competência (exigido / registrado)',
        planilha: 'Níveis',
        colunas: [
          { campo: 'ordem', titulo: 'Ordem', largura: 50, formato: 'inteiro' },
          { campo: 'descricao', titulo: 'Nível', largura: 200 },
        ],
        totais: false,
        linhas: emUmLote(legenda),
      });
    const [estabs, areas, cargos] = await Promise.all([
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, session.empresaId),
      nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia'),
      nomesDe(db, 'cargo', f.cargosIds, session.empresaId, 'nome_mercado'),
    ]);
    return {
      filtrosUsados: [
        ['Data de referência', textoDaCelula(f.dataReferencia, 'data')],
        ['Cargos', listaTexto(cargos)],
        ['Estabelecimentos', listaTexto(estabs)],
        ['Áreas Organizacionais', listaTexto(areas, 'Todas')],
      ],
      tabelas,
      paisagem: true,
    };
  },
});
