import { isAllowed } from '@ipe/domain';
import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { inserirTalentoUrl } from '@ipe/domain/resources/captacao/selecao/contratacao';
import type { LoteInput, ResultadoLote } from '@ipe/domain/resources/captacao/selecao/index';
import {
  aceitaCandidatos,
  historicoDoCandidatoPath,
  SELECAO_CONTRATAR,
  SELECAO_WRITE,
} from '@ipe/domain/resources/captacao/selecao/index';
import { SITUACAO_LABEL, solicitacoesPessoal } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { quadroDaSolicitacao } from '@ipe/domain/resources/captacao/selecao/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { confirmAction } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { listUrl } from '../../../platform/resource/form.ts';
import { useSession } from '../../../platform/session/state.ts';
import { PEDIDOS_DOCUMENTOS_ACCESS } from '@ipe/domain/resources/captacao/rotas';
import { AplicarAvaliacaoDialog } from '../candidatos/AplicarAvaliacaoDialog.tsx';
import { SolicitarDialog } from '../documentos/pedidos/PedidosDocumentos.tsx';
import { avaliacaoUrl, responderUrl } from '../candidatos/api.ts';
import { chaves, type VinculoQuadro } from './api.ts';
import { BarraLote, RelatorioLote } from './BarraLote.tsx';
import type { AcoesCartao } from './CartaoCandidato.tsx';
import { ContratarDialog } from './ContratarDialog.tsx';
import { IncluirCandidatosDialog } from './IncluirCandidatosDialog.tsx';
import { MoverDialog } from './MoverDialog.tsx';
import { QuadroSelecao } from './QuadroSelecao.tsx';
import { ResultadoDialog } from './ResultadoDialog.tsx';
import { TransferirLote } from './TransferirLote.tsx';
import { TXT } from './texts.ts';
import { useMovimentos } from './useMovimentos.ts';
import '../../../platform/resource/resource.css';
import './selecao.css';

/** /captacao/solicitacoes-pessoal/:id/candidatos: the requisition's selection process as a board. */
export default function CandidatosSolicitacaoPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <Candidatos solicitacaoId={id} />;
}

/** A bulk body without the selected ids (added from the selection). */
type SemIds<U> = U extends unknown ? Omit<U, 'vinculosIds'> : never;

/** Lower-case without accents, for the board's name search. */
const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Swallows the API error already shown by the client (a refused move), so nothing is left unhandled. */
const silencioso = (p: Promise<unknown>) => p.catch(() => undefined);

function Candidatos({ solicitacaoId }: { solicitacaoId: number }) {
  useDocumentTitle(TXT.tituloQuadro);
  const navigate = useNavigate();
  const location = useLocation();
  const { info } = useSession();
  const held = new Set(info?.authorities ?? []);
  const quadro = useQuery({
    queryKey: chaves.quadro(solicitacaoId),
    queryFn: () => chamar(quadroDaSolicitacao, { params: { id: solicitacaoId } }),
  });
  const mov = useMovimentos(solicitacaoId);
  const [incluindo, setIncluindo] = useState(false);
  const [movendo, setMovendo] = useState<VinculoQuadro | null>(null);
  const [registrando, setRegistrando] = useState<VinculoQuadro | null>(null);
  const [avaliando, setAvaliando] = useState<VinculoQuadro | null>(null);
  const [contratando, setContratando] = useState<VinculoQuadro | null>(null);
  const [pedindoDocumentos, setPedindoDocumentos] = useState<VinculoQuadro | null>(null);
  const [busca, setBusca] = useState('');
  const [selecionados, setSelecionados] = useState<ReadonlySet<number>>(new Set());
  const [relatorio, setRelatorio] = useState<ResultadoLote | null>(null);

  const q = quadro.data;
  const aberta = q ? aceitaCandidatos(q.solicitacao.situacao) : false;
  const podeEditar = aberta && isAllowed(SELECAO_WRITE, held);
  const etapas = q?.etapas ?? [];
  // Evaluations open with a way back to this board.
  const voltar = `voltar=${encodeURIComponent(location.pathname)}`;

  const podeInserirTalento = isAllowed(rotaRecurso('colaboradores').access.write, held);
  const acoes: AcoesCartao = {
    podeEditar,
    podeContratar: aberta && isAllowed(SELECAO_CONTRATAR, held),
    proxima: ({ atual }) =>
      atual ? (etapas.find((e) => e.ordem > atual.etapa.ordem) ?? null) : (etapas[0] ?? null),
    onProxima: (v, etapa) => silencioso(mov.mover(v, etapa)),
    onMover: setMovendo,
    onResultado: setRegistrando,
    onAvaliar: setAvaliando,
    // With the talent authority too, hiring offers 'Inserir Talento' or 'Só marcar como contratado'.
    onContratar: (v) => (podeInserirTalento ? setContratando(v) : silencioso(mov.contratar(v))),
    onDesfazer: (v) => silencioso(mov.desfazerContratacao(v)),
    onInserirTalento: podeInserirTalento ? (v) => navigate(inserirTalentoUrl(v.id)) : undefined,
    onRemover: (v) => silencioso(mov.remover(v)),
    onSolicitarDocumentos: isAllowed(PEDIDOS_DOCUMENTOS_ACCESS.write, held)
      ? setPedindoDocumentos
      : undefined,
    onHistorico: (v) => navigate(historicoDoCandidatoPath(v.candidato.id)),
    avaliacaoUrl: (v, avaliacaoId) => `${avaliacaoUrl(v.candidato.id, avaliacaoId)}?${voltar}`,
    historicoUrl: (v) => historicoDoCandidatoPath(v.candidato.id),
  };

  // Search on the board is client-side: the board's answer already holds every candidate of the
  // requisition (one requisition rarely has more than a few hundred), so filtering needs no round trip.
  const termo = semAcento(busca.trim());
  const visiveis = useMemo(
    () =>
      q && termo
        ? q.candidatos.filter((v) => semAcento(v.candidato.nome).includes(termo))
        : (q?.candidatos ?? []),
    [q, termo],
  );
  const alterarSelecao = (ids: number[], marcado: boolean) =>
    setSelecionados((atual) => {
      const novo = new Set(atual);
      for (const i of ids) marcado ? novo.add(i) : novo.delete(i);
      return novo;
    });
  const emLote = async (corpo: SemIds<LoteInput>) => {
    const r = await mov.lote({ ...corpo, vinculosIds: [...selecionados] } as LoteInput).catch(() => null);
    if (!r) return;
    setSelecionados(new Set(r.recusados.map((x) => x.id)));
    if (r.recusados.length) setRelatorio(r);
  };
  const reprovar = async () => {
    if (await confirmAction({ message: TXT.confirmaReprovar(selecionados.size), acceptLabel: TXT.reprovar }))
      await emLote({ acao: 'reprovar' });
  };

  return (
    <section aria-labelledby="quadro-titulo">
      <div className="ipe-page-header">
        <h1 id="quadro-titulo">{TXT.tituloQuadro}</h1>
        {podeEditar && (
          <Button
            type="button"
            label={TXT.incluirCandidatos}
            icon="pi pi-user-plus"
            onClick={() => setIncluindo(true)}
          />
        )}
      </div>
      {q && (
        <div className="ipe-selecao-resumo">
          <p>
            <strong>
              {q.solicitacao.id} – {q.solicitacao.descricao}
            </strong>
          </p>
          <p>{TXT.vagas(q.solicitacao.qtdVagasPreenchidas, q.solicitacao.quantidade)}</p>
          <p>
            {TXT.situacao}: {SITUACAO_LABEL[q.solicitacao.situacao]}
          </p>
          {!aberta && (
            <p className="ipe-selecao-aviso" role="note">
              {TXT.somenteLeitura(SITUACAO_LABEL[q.solicitacao.situacao])}
            </p>
          )}
          {aberta && !etapas.length && <p className="ipe-selecao-aviso">{TXT.semEtapas}</p>}
        </div>
      )}
      {q && (
        <div className="ipe-quadro-ferramentas">
          <span className="ipe-quadro-busca">
            <label htmlFor="quadro-busca">{TXT.buscarNoQuadro}</label>
            <InputText
              id="quadro-busca"
              type="search"
              value={busca}
              aria-describedby="quadro-busca-dica"
              onChange={(e) => setBusca(e.target.value)}
            />
            <small id="quadro-busca-dica">{TXT.buscarHint}</small>
          </span>
          {termo && !visiveis.length && <p role="status">{TXT.nenhumEncontrado(busca.trim())}</p>}
        </div>
      )}
      {podeEditar && selecionados.size > 0 && (
        <BarraLote
          quantidade={selecionados.size}
          etapas={etapas}
          onMover={(etapa) => emLote({ acao: 'mover', etapaSeletivaId: etapa.id })}
          onApto={() => emLote({ acao: 'resultado', apto: 'S' })}
          onReprovar={reprovar}
          onLimpar={() => setSelecionados(new Set())}
        />
      )}
      {podeEditar && selecionados.size > 0 && (
        <TransferirLote
          solicitacaoId={solicitacaoId}
          vinculosIds={[...selecionados]}
          onFeito={async (r) => {
            setSelecionados(new Set(r.recusados.map((x) => x.id)));
            if (r.recusados.length) setRelatorio(r);
            await quadro.refetch();
          }}
        />
      )}
      {q && (
        <QuadroSelecao
          etapas={etapas}
          candidatos={visiveis}
          acoes={acoes}
          selecao={podeEditar ? { ids: selecionados, alterar: alterarSelecao } : undefined}
        />
      )}
      <RelatorioLote r={relatorio} onFechar={() => setRelatorio(null)} />
      <div className="ipe-form-actions" style={{ marginTop: '1rem' }}>
        <Button
          type="button"
          label={TXT.voltar}
          icon="pi pi-arrow-left"
          severity="secondary"
          outlined
          onClick={() => navigate(listUrl(solicitacoesPessoal))}
        />
      </div>
      <IncluirCandidatosDialog
        solicitacaoId={solicitacaoId}
        visivel={incluindo}
        onFechar={() => setIncluindo(false)}
        onIncluir={async (ids) => {
          await mov.incluir(ids);
          setIncluindo(false);
        }}
      />
      <MoverDialog
        vinculo={movendo}
        etapas={etapas}
        onFechar={() => setMovendo(null)}
        onMover={async (etapa) => {
          await mov.mover(movendo as VinculoQuadro, etapa);
          setMovendo(null);
        }}
      />
      <ResultadoDialog
        vinculo={registrando}
        onFechar={() => setRegistrando(null)}
        onGravar={async (r) => {
          await mov.registrarResultado(registrando as VinculoQuadro, r);
          setRegistrando(null);
        }}
      />
      <ContratarDialog
        vinculo={contratando}
        onFechar={() => setContratando(null)}
        onInserirTalento={(v) => navigate(inserirTalentoUrl(v.id))}
        onSoMarcar={(v) => {
          setContratando(null);
          void silencioso(mov.contratar(v, false));
        }}
      />
      {pedindoDocumentos && (
        <SolicitarDialog
          candidatoId={pedindoDocumentos.candidato.id}
          titulo={TXT.solicitarDocumentosDe(pedindoDocumentos.candidato.nome)}
          onFechar={() => setPedindoDocumentos(null)}
          onFeito={() => setPedindoDocumentos(null)}
        />
      )}
      <AplicarAvaliacaoDialog
        visivel={avaliando !== null}
        onFechar={() => setAvaliando(null)}
        onAplicar={(modeloId) => {
          const v = avaliando as VinculoQuadro;
          const etapa = `solicitacaoId=${solicitacaoId}&historicoCandidatoId=${v.atual?.id ?? ''}`;
          navigate(`${responderUrl(v.candidato.id, modeloId)}?${etapa}&${voltar}`);
        }}
      />
    </section>
  );
}
