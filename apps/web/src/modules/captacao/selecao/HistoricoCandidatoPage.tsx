import { formatDate, formatDateTime } from '@ipe/domain';
import { candidatosDaSolicitacaoPath } from '@ipe/domain/resources/captacao/selecao/index';
import { SITUACAO_LABEL } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Link, useNavigate, useParams } from 'react-router';
import { historicoDoCandidato } from '@ipe/domain/resources/captacao/selecao/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { DataTable, type DataTableColumn } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { chaves, type PassoHistorico } from './api.ts';
import { AptoTag } from './AptoTag.tsx';
import { TXT } from './texts.ts';
import '../../../platform/resource/resource.css';
import './selecao.css';

const COLUNAS: DataTableColumn<PassoHistorico>[] = [
  { field: 'etapa', header: TXT.etapa, body: (h) => `${h.etapa.ordem}. ${h.etapa.nome}` },
  { field: 'data', header: TXT.data, body: (h) => formatDate(h.data), style: { width: '7rem' } },
  { field: 'apto', header: TXT.resultado, body: (h) => <AptoTag apto={h.apto} /> },
  { field: 'responsavel', header: TXT.responsavel, body: (h) => h.responsavel ?? '' },
  { field: 'observacao', header: TXT.observacao, body: (h) => h.observacao ?? '' },
  {
    field: 'dataHoraExpiracao',
    header: TXT.expiraEm,
    body: (h) => (h.dataHoraExpiracao ? formatDateTime(h.dataHoraExpiracao) : ''),
  },
];

/** /captacao/candidatos/:id/historico: the candidate's selection processes, each with its steps. */
export default function HistoricoCandidatoPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <Historico candidatoId={id} />;
}

function Historico({ candidatoId }: { candidatoId: number }) {
  useDocumentTitle(TXT.tituloHistoricoCandidato);
  const navigate = useNavigate();
  const q = useQuery({
    queryKey: chaves.doCandidato(candidatoId),
    queryFn: () => chamar(historicoDoCandidato, { params: { id: candidatoId } }),
  });
  const d = q.data;
  return (
    <section aria-labelledby="historico-candidato-titulo">
      <div className="ipe-page-header">
        <div className="ipe-candidato-cabecalho">
          <h1 id="historico-candidato-titulo">{TXT.tituloHistoricoCandidato}</h1>
          {d && (
            <p>
              {d.candidato.nome} — {TXT.cpf(d.candidato.cpf)}
            </p>
          )}
        </div>
        <Button
          type="button"
          label={TXT.voltar}
          icon="pi pi-arrow-left"
          severity="secondary"
          outlined
          onClick={() => navigate(-1)}
        />
      </div>
      {d && !d.vinculos.length && <p>{TXT.semHistorico}</p>}
      {d?.vinculos.map((v) => {
        const titulo = `historico-vinculo-${v.id}`;
        return (
          <article key={v.id} className="ipe-historico-vinculo" aria-labelledby={titulo}>
            <h2 id={titulo}>
              <Link to={candidatosDaSolicitacaoPath(v.solicitacao.id)}>
                {v.solicitacao.id} – {v.solicitacao.descricao}
              </Link>
            </h2>
            <p>
              {TXT.incluidoEm(formatDate(v.createdAt))} · {TXT.situacao}:{' '}
              {SITUACAO_LABEL[v.solicitacao.situacao]} ·{' '}
              <strong>
                {v.removedAt
                  ? TXT.removidoEm(formatDate(v.removedAt))
                  : v.contratado && v.dataContratacao
                    ? TXT.contratadoEm(formatDate(v.dataContratacao))
                    : TXT.emProcesso}
              </strong>
            </p>
            {v.historicos.length ? (
              <DataTable<PassoHistorico>
                value={v.historicos}
                columns={COLUNAS}
                caption={`${TXT.historico}: ${v.solicitacao.descricao}`}
              />
            ) : (
              <p>{TXT.semEtapa}</p>
            )}
          </article>
        );
      })}
    </section>
  );
}
