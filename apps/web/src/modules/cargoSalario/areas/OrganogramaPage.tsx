import {
  type NoOrganograma,
  organogramas,
  relatorioOrganograma,
} from '@ipe/domain/resources/cargoSalario/areas/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import type { ReferenceField } from '@ipe/domain';
import { areasOrganizacionais } from '@ipe/domain/resources/cargoSalario/areas/index';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from '../../../platform/components/ChoiceInputs.tsx';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FieldShell, FormGrid } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { salvarArquivo } from '../../../platform/relatorios/download.ts';
import { useReferenceOptions } from '../../../platform/resource/options.ts';
import './organograma.css';

export const TXT = {
  titulo: 'Organograma',
  exibirInativas: 'Exibir áreas inativas',
  area: 'A partir da área',
  todas: 'Todas',
  imprimir: 'Imprimir',
  pdf: 'Exportar para PDF',
  responsaveis: 'Responsáveis',
  coResponsaveis: 'Corresponsáveis',
  inativa: 'Inativa',
  semDados: 'Não existem dados para o gráfico.',
} as const;

/** Body class while the chart is on screen: the print stylesheet then prints only the chart. */
export const PRINT_CLASS = 'ipe-imprime-organograma';
/** Printable width of an A4 landscape page with 10 mm margins, in CSS pixels. */
const LARGURA_IMPRESSAO = 1040;

const AREA_FIELD: ReferenceField = {
  name: 'areaOrganizacionalId',
  label: TXT.area,
  kind: 'reference',
  resource: areasOrganizacionais.name,
};

function Caixa({ no }: { no: NoOrganograma }) {
  const nomes = (ps: { nome: string }[]) => ps.map((p) => p.nome).join(', ');
  return (
    <li>
      <Link
        to={`${areasOrganizacionais.path}/${no.id}`}
        className={no.ativo ? 'ipe-org-caixa' : 'ipe-org-caixa ipe-org-inativa'}
      >
        <strong>{no.nome}</strong>
        {!no.ativo && <span className="ipe-org-selo">{TXT.inativa}</span>}
        {no.responsaveis.length > 0 && (
          <span className="ipe-org-pessoas">
            <span className="ipe-org-rotulo">{TXT.responsaveis}: </span>
            {nomes(no.responsaveis)}
          </span>
        )}
        {no.coResponsaveis.length > 0 && (
          <span className="ipe-org-pessoas ipe-org-co">
            <span className="ipe-org-rotulo">{TXT.coResponsaveis}: </span>
            {nomes(no.coResponsaveis)}
          </span>
        )}
      </Link>
      {no.filhas.length > 0 && (
        <ul>
          {no.filhas.map((f) => (
            <Caixa key={f.id} no={f} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The organisation chart (spec 2 §2 'Other'): the area tree drawn as boxes with the responsibles,
 * from GET /organogramas, with CSS lines only. 'Imprimir' prints the chart alone (organograma.css),
 * shrunk to the page width when it is wider.
 */
export default function OrganogramaPage() {
  useDocumentTitle(TXT.titulo);
  const [inativas, setInativas] = useState(false);
  const [raiz, setRaiz] = useState<number | null>(null);
  const { data: opcoes = [], isFetching: carregandoAreas } = useReferenceOptions(AREA_FIELD);
  const query = { ativa: inativas ? undefined : ('true' as const), areaOrganizacionalId: raiz ?? undefined };
  const chart = useQuery({
    queryKey: [areasOrganizacionais.path, 'organograma', query],
    queryFn: () => chamar(organogramas, { query }),
  });
  const arvore = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.body.classList.add(PRINT_CLASS);
    // Printing shrinks a chart wider than the page instead of cutting it.
    const antes = () => {
      const largura = arvore.current?.scrollWidth ?? 0;
      const escala = largura > LARGURA_IMPRESSAO ? LARGURA_IMPRESSAO / largura : 1;
      document.body.style.setProperty('--ipe-org-escala', String(escala));
    };
    window.addEventListener('beforeprint', antes);
    return () => {
      document.body.classList.remove(PRINT_CLASS);
      document.body.style.removeProperty('--ipe-org-escala');
      window.removeEventListener('beforeprint', antes);
    };
  }, []);

  const nos = chart.data ?? [];
  return (
    <section className="ipe-organograma" aria-labelledby="ipe-organograma-titulo">
      <div className="ipe-org-cabecalho">
        <h1 id="ipe-organograma-titulo">{TXT.titulo}</h1>
        <div className="ipe-org-acoes">
          {/* The same tree as a PDF (GET …/relatorio), an indented outline that fits any width on A4. */}
          <Button
            type="button"
            label={TXT.pdf}
            icon="pi pi-file-pdf"
            outlined
            onClick={async () =>
              salvarArquivo(await chamar(relatorioOrganograma, { query }), 'organograma.pdf')
            }
          />
          <Button type="button" label={TXT.imprimir} icon="pi pi-print" onClick={() => window.print()} />
        </div>
      </div>
      <div className="ipe-org-filtros">
        <FormGrid>
          <FieldShell id="organograma-area" label={TXT.area} span={6}>
            <Dropdown
              inputId="organograma-area"
              options={opcoes}
              optionLabel="label"
              optionValue="value"
              filter
              showClear
              resetFilterOnHide
              placeholder={TXT.todas}
              loading={carregandoAreas}
              value={raiz}
              onChange={(e) => setRaiz((e.value as number | undefined) ?? null)}
            />
          </FieldShell>
          <FieldShell id="organograma-inativas" label={TXT.exibirInativas} span={6}>
            <Checkbox
              inputId="organograma-inativas"
              checked={inativas}
              onChange={(e) => setInativas(e.checked === true)}
            />
          </FieldShell>
        </FormGrid>
      </div>
      <div className="ipe-org-area" ref={arvore}>
        {chart.isSuccess && nos.length === 0 ? (
          <p className="ipe-org-vazio">{TXT.semDados}</p>
        ) : (
          <ul className="ipe-org" aria-label={TXT.titulo} aria-busy={chart.isFetching}>
            {nos.map((n) => (
              <Caixa key={n.id} no={n} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
