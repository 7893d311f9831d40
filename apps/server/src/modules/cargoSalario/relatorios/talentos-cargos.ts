import { talentosCargos } from '@ipe/domain/relatorios/cargoSalario/talentos';
import {
  type Coluna,
  defineRelatorioServidor,
  listaTexto,
  type Tabela,
} from '../../../platform/relatorios/index.ts';
import { nomesDe } from './talentosSql.ts';
import { filtrosTalentos, type LinhaTalento, talentosNaData } from './talentosNaData.ts';

/**
 * Talents by position on the reference date (talentosNaData.ts), grouped by position; with 'Exibir salário'
 * each talent's salary on that date and the position's sum (its payroll) and the overall one.
 */
export default defineRelatorioServidor({
  def: talentosCargos,
  async gerar(f, { db, session }) {
    const e = session.empresaId;
    const [estabelecimentos, cargos, areas] = await Promise.all([
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, e),
      nomesDe(db, 'cargo', f.cargosIds, e),
      nomesDe(db, 'area_organizacional', f.areasIds, e),
    ]);
    const colunas: Coluna<LinhaTalento>[] = [
      { campo: 'talento', titulo: 'Talento', largura: 170 },
      { campo: 'matricula', titulo: 'Matrícula', largura: 55 },
      { campo: 'area', titulo: 'Área organizacional', largura: 120 },
      { campo: 'faixa', titulo: 'Faixa salarial', largura: 70 },
      { campo: 'estabelecimento', titulo: 'Estabelecimento', largura: 90 },
      { campo: 'admissao', titulo: 'Admissão', largura: 55, formato: 'data' },
      ...(f.situacao === 'A'
        ? []
        : [{ campo: 'desligamento', titulo: 'Desligamento', largura: 62, formato: 'data' } as const]),
      ...(f.exibirSalario
        ? [{ campo: 'salario', titulo: 'Salário', largura: 65, formato: 'moeda', total: 'soma' } as const]
        : []),
    ];
    return {
      filtrosUsados: [
        ...filtrosTalentos(f, listaTexto(estabelecimentos)),
        ['Cargos', listaTexto(cargos)],
        ['Áreas', listaTexto(areas, 'Todas')],
        ['Exibir salário', f.exibirSalario ? 'Sim' : 'Não'],
      ],
      tabelas: [
        {
          titulo: 'Talentos por cargo',
          planilha: 'Talentos por cargo',
          colunas,
          grupo: { titulo: 'Cargo', valor: (l) => l.grupo },
          contagem: (n) => `${n.toLocaleString('pt-BR')} talento(s)`,
          linhas: talentosNaData(db, session, f, 'cargo', f.exibirSalario),
        } satisfies Tabela<LinhaTalento>,
      ],
    };
  },
});
