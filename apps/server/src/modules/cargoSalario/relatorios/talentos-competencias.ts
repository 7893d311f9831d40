/**
 * Server part of 'Competências dos Talentos': per area (of the reference date) and talent, in name order, the
 * competences the talent's band requires on that date, with kind, weight and required level beside the
 * recorded level. Talent and position are columns, not a group per talent: the spreadsheet filters by them,
 * and the PDF prints no extra header line per talent (20,000 of them cost as much as 20,000 rows).
 */
import { talentosCompetencias } from '@ipe/domain/relatorios/cargoSalario/talentos-competencias';
import {
  type Coluna,
  defineRelatorioServidor,
  listaTexto,
  textoDaCelula,
} from '../../../platform/relatorios/index.ts';
import { competenciasDosTalentos, TIPO_COMPETENCIA_TEXTO } from './competenciasSql.ts';
import { cargoFaixa } from './promocoes.ts';
import { emLotes, nomesDe } from './talentosSql.ts';

/** What the recorded-level column says when the talent has no level recorded for the competence. */
export const NAO_REGISTRADO = 'Não registrado';

interface LinhaTabela extends Record<string, string | number | null> {
  area: string;
  talento: string;
  cargo: string;
  competencia: string;
  tipo: string;
  peso: number | null;
  nivel: string;
  registrado: string;
}

const COLUNAS: Coluna<LinhaTabela>[] = [
  { campo: 'talento', titulo: 'Talento', largura: 140 },
  { campo: 'cargo', titulo: 'Cargo (faixa)', largura: 120 },
  { campo: 'competencia', titulo: 'Competência', largura: 150 },
  { campo: 'tipo', titulo: 'Tipo', largura: 62 },
  { campo: 'peso', titulo: 'Peso', largura: 30, formato: 'inteiro' },
  { campo: 'nivel', titulo: 'Nível exigido', largura: 84 },
  { campo: 'registrado', titulo: 'Nível registrado', largura: 74 },
];

export default defineRelatorioServidor({
  def: talentosCompetencias,
  async gerar(f, { db, session }) {
    const rows = await competenciasDosTalentos(db, session, f.dataReferencia, f);
    const tabela: LinhaTabela[] = rows.map((l) => ({
      area: l.area,
      talento: l.matricula ? `${l.nome} (${l.matricula})` : l.nome,
      cargo: cargoFaixa(l.cargo, l.faixa),
      competencia: l.competencia ?? 'Faixa sem competências configuradas',
      tipo: l.tipo ? TIPO_COMPETENCIA_TEXTO[l.tipo] : '',
      peso: l.peso,
      nivel: l.nivel ? `${l.nivel} (${l.ordem})` : '',
      registrado: l.tipo
        ? l.nivel_registrado
          ? `${l.nivel_registrado} (${l.ordem_registrada})`
          : NAO_REGISTRADO
        : '',
    }));
    const [estabs, areas, cargos] = await Promise.all([
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, session.empresaId),
      nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia'),
      nomesDe(db, 'cargo', f.cargosIds, session.empresaId, 'nome_mercado'),
    ]);
    return {
      filtrosUsados: [
        ['Data de referência', textoDaCelula(f.dataReferencia, 'data')],
        ['Estabelecimentos', listaTexto(estabs)],
        ['Áreas Organizacionais', listaTexto(areas, 'Todas')],
        ['Cargos', listaTexto(cargos)],
      ],
      tabelas: [
        {
          titulo: 'Competências exigidas pela faixa salarial de cada talento',
          planilha: 'Competências',
          colunas: COLUNAS,
          grupo: { titulo: 'Área Organizacional', valor: (l: LinhaTabela) => l.area },
          totais: false,
          linhas: emLotes(tabela),
        },
      ],
    };
  },
});
