import { cidades } from '@ipe/domain/resources/geral/cidades';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { recurso } from '../../../platform/api/recurso.ts';
import { AnuncioConteudo } from '../../externo/index.ts';
import { TXT } from './texts.ts';

const numero = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The ad as candidates will read it, from the form's current values: the candidate area's own
 * AnuncioConteudo. Like the public page, an ad without its own salary range shows the requisition's pay.
 */
export function PreviaAnuncio({ remuneracao }: { remuneracao: number | null }) {
  const v = useWatch();
  const cidadeId = numero(v.cidadeId);
  const cidade = useQuery({
    queryKey: ['geral', 'cidades', cidadeId],
    queryFn: () => recurso(cidades).obter(cidadeId as number),
    enabled: cidadeId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const min = numero(v.salarioMinimo);
  const max = numero(v.salarioMaximo);
  const semFaixa = min === null && max === null;
  const uf = cidade.data?.estado?.sigla;
  return (
    <section className="ipe-anuncio-previa" aria-labelledby="previa-anuncio-titulo">
      <h2 id="previa-anuncio-titulo">{TXT.previa}</h2>
      <div className="ipe-anuncio-previa-cartao">
        <AnuncioConteudo
          titulo={(v.titulo as string) || TXT.previaSemTitulo}
          tituloId="previa-anuncio-vaga"
          nivel="h3"
          vaga={{
            modeloTrabalho: (v.modeloTrabalho as string) ?? 'PRESENCIAL',
            tipoContrato: (v.tipoContrato as string) ?? 'CLT',
            pcd: !!v.pcd,
            cidade: cidadeId !== null ? (cidade.data?.nome ?? null) : null,
            uf: cidadeId !== null && typeof uf === 'string' ? uf : null,
            salarioMinimo: semFaixa ? remuneracao : min,
            salarioMaximo: semFaixa ? remuneracao : max,
            salarioACombinar: !!v.salarioACombinar,
            beneficios: Array.isArray(v.beneficios) ? (v.beneficios as string[]) : [],
          }}
          descricao={(v.descricao as string) ?? ''}
        />
      </div>
    </section>
  );
}
