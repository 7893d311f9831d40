import { talentosGruposOcupacionais } from '@ipe/domain/relatorios/cargoSalario/talentos';
import { defineRelatorioServidor, listaTexto, type Tabela } from '../../../platform/relatorios/index.ts';
import { nomesDe } from './talentosSql.ts';
import { filtrosTalentos, type LinhaTalento, talentosNaData } from './talentosNaData.ts';

/** Talents by occupational group (their position's) on the reference date (talentosNaData.ts). */
export default defineRelatorioServidor({
  def: talentosGruposOcupacionais,
  async gerar(f, { db, session }) {
    const e = session.empresaId;
    const [estabelecimentos, grupos] = await Promise.all([
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, e),
      nomesDe(db, 'grupo_ocupacional', f.gruposOcupacionaisIds, e, 'descricao'),
    ]);
    return {
      filtrosUsados: [
        ...filtrosTalentos(f, listaTexto(estabelecimentos)),
        ['Grupos ocupacionais', listaTexto(grupos)],
      ],
      tabelas: [
        {
          titulo: 'Talentos por grupo ocupacional',
          planilha: 'Talentos por grupo',
          colunas: [
            { campo: 'talento', titulo: 'Talento', largura: 160 },
            { campo: 'matricula', titulo: 'Matrícula', largura: 55 },
            { campo: 'cargo', titulo: 'Cargo', largura: 110 },
            { campo: 'area', titulo: 'Área organizacional', largura: 110 },
            { campo: 'faixa', titulo: 'Faixa salarial', largura: 70 },
            { campo: 'admissao', titulo: 'Admissão', largura: 55, formato: 'data' },
            ...(f.situacao === 'A'
              ? []
              : [{ campo: 'desligamento', titulo: 'Desligamento', largura: 62, formato: 'data' } as const]),
          ],
          grupo: { titulo: 'Grupo ocupacional', valor: (l) => l.grupo },
          contagem: (n) => `${n.toLocaleString('pt-BR')} talento(s)`,
          linhas: talentosNaData(db, session, f, 'grupo', false),
        } satisfies Tabela<LinhaTalento>,
      ],
    };
  },
});
