import { talentosAreasOrganizacionais } from '@ipe/domain/relatorios/cargoSalario/talentos';
import { defineRelatorioServidor, listaTexto, type Tabela } from '../../../platform/relatorios/index.ts';
import { nomesDe } from './talentosSql.ts';
import { filtrosTalentos, type LinhaTalento, talentosNaData } from './talentosNaData.ts';

/** Talents by organisational area on the reference date (talentosNaData.ts), grouped by the area's hierarchy. */
export default defineRelatorioServidor({
  def: talentosAreasOrganizacionais,
  async gerar(f, { db, session }) {
    const e = session.empresaId;
    const [estabelecimentos, areas] = await Promise.all([
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, e),
      nomesDe(db, 'area_organizacional', f.areasIds, e),
    ]);
    return {
      filtrosUsados: [
        ...filtrosTalentos(f, listaTexto(estabelecimentos)),
        ['Áreas', listaTexto(areas, 'Todas')],
      ],
      tabelas: [
        {
          titulo: 'Talentos por área organizacional',
          planilha: 'Talentos por área',
          colunas: [
            { campo: 'talento', titulo: 'Talento', largura: 170 },
            { campo: 'matricula', titulo: 'Matrícula', largura: 55 },
            { campo: 'cargo', titulo: 'Cargo', largura: 120 },
            { campo: 'faixa', titulo: 'Faixa salarial', largura: 70 },
            { campo: 'estabelecimento', titulo: 'Estabelecimento', largura: 90 },
            { campo: 'admissao', titulo: 'Admissão', largura: 55, formato: 'data' },
            ...(f.situacao === 'A'
              ? []
              : [{ campo: 'desligamento', titulo: 'Desligamento', largura: 62, formato: 'data' } as const]),
          ],
          grupo: { titulo: 'Área organizacional', valor: (l) => l.grupo },
          contagem: (n) => `${n.toLocaleString('pt-BR')} talento(s)`,
          linhas: talentosNaData(db, session, f, 'area', false),
        } satisfies Tabela<LinhaTalento>,
      ],
    };
  },
});
