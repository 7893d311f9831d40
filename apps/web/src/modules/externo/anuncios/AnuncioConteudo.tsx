import { blocosDaDescricao } from '@ipe/domain/resources/captacao/anuncios/descricao';
import { fatosDaVaga, type VagaEstruturada } from '@ipe/domain/resources/captacao/anuncios/estrutura';
import type { ReactNode } from 'react';
import './anuncio-conteudo.css';

interface Props {
  /** The title's content (text, or a link to the ad's page in the list). */
  titulo: ReactNode;
  tituloId: string;
  /** h1 on the ad's own page, h2 in the list, h3 in the editor's preview (under its own h2). */
  nivel: 'h1' | 'h2' | 'h3';
  vaga: VagaEstruturada;
  descricao: string;
  /** The description is folded to a few lines (the list's long ads). */
  dobrada?: boolean;
  /** Shown between the title and the facts (dates, badges, evaluations progress). */
  children?: ReactNode;
}

/**
 * What a candidate reads of an ad: the title, the job's facts (place, work model, contract, salary, PcD,
 * benefits) and the description as paragraphs, line breaks and lists (domain anuncios/descricao.ts, the
 * same blocks the server writes into the page's HTML and the JobPosting). The candidate area's cards and
 * the ad editor's preview both use it, so HR previews exactly what candidates see.
 */
export function AnuncioConteudo({ titulo, tituloId, nivel, vaga, descricao, dobrada, children }: Props) {
  const Titulo = nivel;
  const fatos = fatosDaVaga(vaga);
  return (
    <>
      <Titulo id={tituloId}>{titulo}</Titulo>
      {children}
      {fatos.length > 0 && (
        <dl className="ipe-anuncio-fatos">
          {fatos.map((f) => (
            <div key={f.chave} className={`ipe-anuncio-fato ipe-anuncio-fato-${f.chave}`}>
              <dt>{f.rotulo}</dt>
              <dd>{f.texto}</dd>
            </div>
          ))}
        </dl>
      )}
      <DescricaoDaVaga texto={descricao} dobrada={dobrada} />
    </>
  );
}

/** The description's blocks as elements: React escapes every text, so nothing in it is markup. */
export function DescricaoDaVaga({ texto, dobrada }: { texto: string; dobrada?: boolean }) {
  return (
    <div className={`ipe-anuncio-descricao${dobrada ? ' ipe-anuncio-dobrada' : ''}`}>
      {blocosDaDescricao(texto).map((b, i) =>
        b.tipo === 'p' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks have no identity but their order
          <p key={i}>
            {b.linhas.map((l, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph, in order
              <span key={j}>
                {j > 0 && <br />}
                {l}
              </span>
            ))}
          </p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks have no identity but their order
          <b.tipo key={i}>
            {b.itens.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items of one list, in order
              <li key={j}>{item}</li>
            ))}
          </b.tipo>
        ),
      )}
    </div>
  );
}
