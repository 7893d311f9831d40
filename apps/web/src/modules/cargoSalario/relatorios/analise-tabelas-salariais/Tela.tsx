import {
  analiseTabelasSalariais,
  LIMITE_PREVIA_ANALISE,
  type LinhaAnaliseTabelas,
  previaAnaliseTabelas,
} from '@ipe/domain/relatorios/cargoSalario/analise-tabelas-salariais';
import { formatMoney, formatNumber } from '@ipe/domain/format';
import { useState } from 'react';
import { chamar } from '../../../../platform/api/chamar.ts';
import { DataTable } from '../../../../platform/components/index.ts';
import { CampoData, CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';

type Previa = { linhas: LinhaAnaliseTabelas[]; total: number };
const moeda = (campo: keyof LinhaAnaliseTabelas) => (l: LinhaAnaliseTabelas) =>
  formatMoney(l[campo] as number | null);

/**
 * /cargo-salario/relatorios/analise-tabelas-salariais: each band's value against its talents' salaries on a
 * date; 'Prévia' shows the figures on the screen (GET …-previa) before the PDF or XLSX.
 */
export default function AnaliseTabelasTela() {
  const [previa, setPrevia] = useState<Previa | null>(null);
  const verPrevia = async (f: Record<string, unknown>) => {
    const ids = (v: unknown) => (v as number[]).join(',');
    setPrevia(
      await chamar(previaAnaliseTabelas, {
        query: {
          dataReferencia: f.dataReferencia as string,
          estabelecimentosIds: ids(f.estabelecimentosIds),
          cargosIds: ids(f.cargosIds),
        },
      }),
    );
  };
  return (
    <>
      <RelatorioPage
        def={analiseTabelasSalariais}
        botoes={[{ rotulo: 'Prévia', icone: 'pi pi-table', acao: verPrevia }]}
      >
        <CampoData name="dataReferencia" label="Data de Referência" />
        <CampoReferencias
          name="estabelecimentosIds"
          label="Estabelecimentos"
          resource="estabelecimentos"
          required
        />
        <CampoReferencias name="cargosIds" label="Cargos" resource="cargos" required span={12} />
      </RelatorioPage>
      {previa && (
        <section aria-label="Prévia da análise" className="ipe-relatorio-previa">
          {previa.total > LIMITE_PREVIA_ANALISE && (
            <p>
              Mostrando {LIMITE_PREVIA_ANALISE} de {previa.total} faixas; o relatório traz todas.
            </p>
          )}
          <DataTable
            caption="Prévia da análise das tabelas salariais"
            value={previa.linhas}
            dataKey="faixaId"
            columns={[
              { field: 'cargo', header: 'Cargo' },
              { field: 'faixa', header: 'Faixa salarial' },
              { field: 'valorFaixa', header: 'Valor da faixa', body: moeda('valorFaixa') },
              { field: 'talentos', header: 'Talentos' },
              { field: 'menor', header: 'Menor salário', body: moeda('menor') },
              { field: 'media', header: 'Salário médio', body: moeda('media') },
              { field: 'maior', header: 'Maior salário', body: moeda('maior') },
              {
                field: 'mediaSobreFaixa',
                header: 'Média ÷ faixa',
                body: (l) => (l.mediaSobreFaixa == null ? '' : `${formatNumber(l.mediaSobreFaixa, 1)} %`),
              },
              { field: 'abaixo', header: 'Abaixo' },
              { field: 'acima', header: 'Acima' },
            ]}
          />
        </section>
      )}
    </>
  );
}
