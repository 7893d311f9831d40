import { formatDate } from '@ipe/domain/format';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../platform/api/client.ts';
import { ProgressoAvaliacoes } from '../avaliacoes/ProgressoAvaliacoes.tsx';
import { AnuncioConteudo } from './AnuncioConteudo.tsx';
import {
  type AnuncioPublico,
  candidatar,
  enderecoDoAnuncio,
  loginParaCandidatar,
  minhasCandidaturas,
} from './api.ts';
import { TXT } from './texts.ts';

/** Descriptions longer than this start folded, with 'Ver descrição completa'. */
const DOBRA = 320;

interface Props {
  anuncio: AnuncioPublico;
  empresaId: number;
  /** A candidate is logged in: 'Candidatar-se' applies; a visitor is sent to the login first. */
  logado: boolean;
  destacado: boolean;
  /** On the ad's own page the title is the page's h1 and not a link to itself, and the description is whole. */
  proprio?: boolean;
  onEnviar: () => void;
}

/** One ad of the candidate area: title (link to its own address), dates, description, apply and share. */
export function AnuncioCard({ anuncio, empresaId, logado, destacado, proprio, onEnviar }: Props) {
  const longa = !proprio && anuncio.descricao.length > DOBRA;
  const [aberto, setAberto] = useState(destacado || !longa);
  const [enviando, setEnviando] = useState(false);
  const [aviso, setAviso] = useState<{ ok: boolean; texto: string } | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tituloId = `anuncio-${anuncio.id}-titulo`;

  const aplicar = async () => {
    if (!logado) {
      navigate(loginParaCandidatar(anuncio.id, empresaId));
      return;
    }
    setEnviando(true);
    try {
      const r = await candidatar(anuncio.id);
      await queryClient.invalidateQueries({ queryKey: ['externo'] });
      // Applied: to 'Minhas candidaturas', where the answer is shown above the new application.
      navigate(minhasCandidaturas(empresaId), { state: { aviso: r.message } });
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) navigate(loginParaCandidatar(anuncio.id, empresaId));
      else setAviso({ ok: false, texto: e instanceof ApiError ? e.message : TXT.falhaCandidatura });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <article
      id={`anuncio-${anuncio.id}`}
      className={`ipe-anuncio${destacado ? ' ipe-anuncio-destacado' : ''}`}
      aria-labelledby={tituloId}
    >
      <AnuncioConteudo
        titulo={
          proprio ? (
            anuncio.titulo
          ) : (
            <Link to={enderecoDoAnuncio(anuncio.id, empresaId)}>{anuncio.titulo}</Link>
          )
        }
        tituloId={tituloId}
        nivel={proprio ? 'h1' : 'h2'}
        vaga={anuncio}
        descricao={anuncio.descricao}
        dobrada={!aberto}
      >
        <p className="ipe-anuncio-datas">
          <span>{TXT.publicadaEm(formatDate(anuncio.publicadoEm))}</span>
          {anuncio.previsaoEncerramento && (
            <span>{TXT.inscricoesAte(formatDate(anuncio.previsaoEncerramento))}</span>
          )}
          {anuncio.expirado && <span className="ipe-anuncio-selo ipe-anuncio-expirado">{TXT.expirada}</span>}
          {anuncio.candidatado && (
            <span className="ipe-anuncio-selo ipe-anuncio-candidatado">
              <i className="pi pi-check" aria-hidden="true" /> {TXT.jaCandidatado}
            </span>
          )}
        </p>
        {anuncio.candidatoSolicitacao && (
          <ProgressoAvaliacoes
            candidatoSolicitacaoId={anuncio.candidatoSolicitacao.id}
            qtdAvaliacoes={anuncio.qtdAvaliacoes ?? 0}
            qtdAvaliacoesRespondidas={anuncio.qtdAvaliacoesRespondidas ?? 0}
          />
        )}
      </AnuncioConteudo>
      {longa && (
        <Button
          type="button"
          link
          className="ipe-anuncio-ver"
          label={aberto ? TXT.verMenos : TXT.verMais}
          aria-expanded={aberto}
          onClick={() => setAberto(!aberto)}
        />
      )}
      {aviso && (
        <p
          role={aviso.ok ? 'status' : 'alert'}
          className={`ipe-anuncio-aviso${aviso.ok ? '' : ' ipe-anuncio-erro'}`}
        >
          {aviso.texto}
        </p>
      )}
      <div className="ipe-anuncio-acoes">
        {!anuncio.candidatado && !anuncio.expirado && (
          <Button
            type="button"
            label={TXT.candidatar}
            icon="pi pi-user-plus"
            loading={enviando}
            onClick={() => void aplicar()}
          />
        )}
        <Button type="button" label={TXT.enviarAmigo} icon="pi pi-share-alt" outlined onClick={onEnviar} />
      </div>
    </article>
  );
}
