import { formatDate, isAllowed } from '@ipe/domain';
import {
  acompanhamentosDoTalento,
  criarAcompanhamento,
  DECISOES_EXPERIENCIA,
  decidirAcompanhamento,
  definirModelosDoTalento,
  ROTA_ACOMPANHAMENTO,
  removerAcompanhamento,
  type TalentoEmExperiencia,
} from '@ipe/domain/resources/avaliacao/acompanhamentos';
import { ACESSO_ACOMPANHAMENTO_EDITAR } from '@ipe/domain/resources/avaliacao/caminhos';
import { linkResponder } from '@ipe/domain/questionario/colaborador';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { confirmAction } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { useSession } from '../../../platform/session/state.ts';
import {
  imprimir,
  linkRespostas,
  type Periodo,
  resultadoDe,
  situacaoDe,
  TXT,
  useModelosPeriodos,
} from './comum.ts';
import './acompanhamentos.css';

const DECISOES = (Object.keys(DECISOES_EXPERIENCIA) as ('M' | 'E')[]).map((value) => ({
  value,
  label: DECISOES_EXPERIENCIA[value],
}));

/**
 * /avaliacao/acompanhamentos-periodos-experiencia/:id: one talent's follow-ups, a card per period (due
 * date, model, situation, result, decision). The manager of the talent's area starts and answers them; HR
 * (the write authority) also chooses the model of a period not started, records the keep/end decision
 * beside the result, answers on the manager's behalf and removes a follow-up not answered yet.
 */
export default function AcompanhamentoTalentoPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <Talento key={id} id={id} />;
}

function Talento({ id }: { id: number }) {
  useDocumentTitle(TXT.titulo);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { info } = useSession();
  const editar = isAllowed(ACESSO_ACOMPANHAMENTO_EDITAR, new Set(info?.authorities ?? []));
  const chave = ['avaliacao', 'acompanhamentos', 'talento', id];
  const carga = useQuery({
    queryKey: chave,
    retry: false,
    queryFn: () => chamar(acompanhamentosDoTalento, { params: { id } }, { errors: 'silent' }),
  });
  if (carga.isPending) return <div className="ipe-acomp-esqueleto" aria-busy="true" />;
  if (carga.isError) {
    if (carga.error instanceof ApiError && carga.error.status === 404) return <NotFoundPage />;
    return <p className="ipe-note">{carga.error.message}</p>;
  }
  const t = carga.data;
  const atualizar = (novo?: TalentoEmExperiencia) => {
    if (novo) queryClient.setQueryData(chave, novo);
    else void carga.refetch();
    void queryClient.invalidateQueries({ queryKey: ['avaliacao', 'acompanhamentos'] });
  };

  return (
    <section className="ipe-page ipe-acomp-talento-pagina" aria-labelledby="acomp-talento-titulo">
      <header className="ipe-acomp-cabecalho">
        <div>
          <h1 id="acomp-talento-titulo">{t.nome}</h1>
          <dl className="ipe-acomp-dados">
            <div>
              <dt>{TXT.area}</dt>
              <dd>{t.area.nome}</dd>
            </div>
            <div>
              <dt>{TXT.gestor}</dt>
              <dd>{t.gestor?.nome ?? TXT.semGestor}</dd>
            </div>
            <div>
              <dt>{TXT.admissao}</dt>
              <dd>{formatDate(t.dataAdmissao)}</dd>
            </div>
            <div>
              <dt>{TXT.fimContrato}</dt>
              <dd>{formatDate(t.fimContrato)}</dd>
            </div>
          </dl>
        </div>
        <Button
          type="button"
          label={TXT.voltar}
          icon="pi pi-arrow-left"
          severity="secondary"
          text
          onClick={() => navigate(ROTA_ACOMPANHAMENTO)}
        />
      </header>
      <ul className="ipe-acomp-periodos" aria-label={TXT.periodos}>
        {t.periodos.map((p) => (
          <li key={p.periodoExperienciaId}>
            <CartaoPeriodo talento={t} periodo={p} editar={editar} atualizar={atualizar} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CartaoPeriodo({
  talento: t,
  periodo: p,
  editar,
  atualizar,
}: {
  talento: TalentoEmExperiencia;
  periodo: Periodo;
  editar: boolean;
  atualizar: (novo?: TalentoEmExperiencia) => void;
}) {
  const [ocupado, setOcupado] = useState(false);
  const modelos = useModelosPeriodos();
  const registro = p.registroId;
  const rodar = async (f: () => Promise<void>) => {
    setOcupado(true);
    try {
      await f();
    } finally {
      setOcupado(false);
    }
  };
  const iniciar = () =>
    rodar(async () => {
      await chamar(criarAcompanhamento, {
        params: { id: t.id },
        body: { periodoExperienciaId: p.periodoExperienciaId },
      });
      toastSuccess(TXT.iniciado);
      atualizar();
    });
  const definirModelo = (modeloAvaliacaoId: number | null) =>
    rodar(async () => {
      const novo = await chamar(definirModelosDoTalento, {
        params: { id: t.id },
        body: { periodos: [{ periodoExperienciaId: p.periodoExperienciaId, modeloAvaliacaoId }] },
      });
      toastSuccess(TXT.modeloSalvo);
      atualizar(novo);
    });
  const decidir = (decisao: 'M' | 'E' | null) =>
    rodar(async () => {
      const novo = await chamar(decidirAcompanhamento, {
        params: { id: t.id, qid: registro as number },
        body: { decisao },
      });
      toastSuccess(TXT.decidido);
      atualizar(novo);
    });
  const remover = async () => {
    if (!(await confirmAction({ message: TXT.confirmarRemover }))) return;
    await rodar(async () => {
      await chamar(removerAcompanhamento, { params: { id: t.id, qid: registro as number } });
      toastSuccess(TXT.removido);
      atualizar();
    });
  };
  const idModelo = `acomp-modelo-${p.periodoExperienciaId}`;
  const opcoesModelo = (modelos.data ?? []).map((m) => ({ value: m.id, label: m.titulo }));

  return (
    <article className="ipe-acomp-cartao" aria-labelledby={`acomp-periodo-${p.periodoExperienciaId}`}>
      <h2 id={`acomp-periodo-${p.periodoExperienciaId}`}>
        {p.nome}
        <span className={`ipe-acomp-situacao ipe-acomp-${p.situacao ?? 'N'}`}>{situacaoDe(p)}</span>
      </h2>
      <dl className="ipe-acomp-dados">
        <div>
          <dt>{TXT.prazo}</dt>
          <dd>{formatDate(p.prazo)}</dd>
        </div>
        {!(editar && registro == null) && (
          <div>
            <dt>{TXT.modelo}</dt>
            <dd>{p.modelo?.titulo ?? TXT.semModelo}</dd>
          </div>
        )}
        {p.situacao === 'C' && (
          <div>
            <dt>{TXT.resultado}</dt>
            <dd>{resultadoDe(p)}</dd>
          </div>
        )}
        <div>
          <dt>{TXT.fimContrato}</dt>
          <dd>{formatDate(t.fimContrato)}</dd>
        </div>
        {!editar && p.decisao && (
          <div>
            <dt>{TXT.decisao}</dt>
            <dd>{DECISOES_EXPERIENCIA[p.decisao]}</dd>
          </div>
        )}
      </dl>
      {editar && registro == null && (
        <div className="ipe-acomp-campo">
          <label htmlFor={idModelo}>{TXT.modelo}</label>
          <Dropdown
            inputId={idModelo}
            value={p.modelo?.id ?? null}
            options={opcoesModelo}
            disabled={ocupado}
            onChange={(e) => void definirModelo((e.value as number | null) ?? null)}
          />
        </div>
      )}
      {editar && registro != null && (
        // Toggle buttons: pressing the chosen one again clears the decision.
        <fieldset className="ipe-fieldset ipe-acomp-campo">
          <legend>{TXT.decisao}</legend>
          {DECISOES.map((d) => (
            <Button
              key={d.value}
              type="button"
              label={d.label}
              size="small"
              outlined={p.decisao !== d.value}
              aria-pressed={p.decisao === d.value}
              disabled={ocupado}
              onClick={() => void decidir(p.decisao === d.value ? null : d.value)}
            />
          ))}
        </fieldset>
      )}
      <div className="ipe-acomp-botoes">
        {registro == null && p.modelo && t.gestor && (
          <Button
            type="button"
            label={TXT.iniciar}
            icon="pi pi-play"
            loading={ocupado}
            onClick={() => void iniciar()}
          />
        )}
        {registro != null && p.situacao !== 'C' && (
          <Link className="p-button p-component" to={linkResponder(registro)}>
            <span className="p-button-label">{p.situacao === 'A' ? TXT.continuar : TXT.responder}</span>
          </Link>
        )}
        {registro != null && p.situacao === 'C' && (
          <>
            <Link className="p-button p-component p-button-outlined" to={linkRespostas(registro)}>
              <span className="p-button-label">{TXT.respostas}</span>
            </Link>
            <Button
              type="button"
              label={TXT.imprimir}
              icon="pi pi-print"
              outlined
              loading={ocupado}
              onClick={() => void rodar(() => imprimir(registro, t.nome, p.nome))}
            />
          </>
        )}
        {editar && registro != null && p.situacao !== 'C' && (
          <Button
            type="button"
            label={TXT.remover}
            icon="pi pi-trash"
            severity="danger"
            text
            disabled={ocupado}
            onClick={() => void remover()}
          />
        )}
      </div>
    </article>
  );
}
