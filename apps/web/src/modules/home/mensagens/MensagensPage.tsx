import { formatDateTime } from '@ipe/domain';
import {
  CAIXAS,
  listarMensagens,
  type MensagemUsuario,
  MSG_MENSAGENS as M,
  TIPOS_CAIXA,
  type TipoCaixa,
} from '@ipe/domain/mensagens';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { DataTable, FieldShell } from '../../../platform/components/index.ts';
import { confirmAction } from '../../../platform/components/confirm.tsx';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { CHAVE_LISTA, remover } from './dados.ts';
import { Envelope } from './Envelope.tsx';
import { VisualizarMensagem } from './VisualizarMensagem.tsx';
import './mensagens.css';
import '../../../platform/resource/resource.css';

/** Written here: the list's labels. */
const TXT = {
  caixa: 'Caixa',
  todas: 'Todas as caixas',
  situacao: 'Situação',
  lida: 'Lida',
  naoLida: 'Não lida',
};
const SIZE = 15;
const OPCOES = TIPOS_CAIXA.map((t) => ({ value: t, label: CAIXAS[t] }));

/**
 * /mensagens?tipo=R: every message of the user in the company, newest first, 15 a page, filtered by box
 * (the boxes' 'Ver todas' and title link open it with their type); 'Ver' and 'Remover' as in the boxes.
 */
export default function MensagensPage() {
  useDocumentTitle(M.titulo);
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tipoParam = params.get('tipo');
  const tipo = TIPOS_CAIXA.includes(tipoParam as TipoCaixa) ? (tipoParam as TipoCaixa) : undefined;
  const page = Math.max(0, Number(params.get('page')) || 0);
  const [vendo, setVendo] = useState<MensagemUsuario | null>(null);
  const query = { tipo, page, size: SIZE };
  const lista = useQuery({
    queryKey: [...CHAVE_LISTA, query],
    queryFn: () => chamar(listarMensagens, { query }),
    placeholderData: keepPreviousData,
  });
  const mudar = (novo: { tipo?: TipoCaixa | null; page?: number }) => {
    const p = new URLSearchParams(params);
    if ('tipo' in novo) {
      if (novo.tipo) p.set('tipo', novo.tipo);
      else p.delete('tipo');
      p.delete('page');
    }
    if (novo.page) p.set('page', String(novo.page));
    else if ('page' in novo) p.delete('page');
    setParams(p);
  };
  const linhas = lista.data?.content ?? [];
  const vendoAtual = vendo
    ? (linhas.find((m) => m.usuarioMensagemId === vendo.usuarioMensagemId) ?? vendo)
    : null;
  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{M.titulo}</h1>
      </div>
      <div className="ipe-mensagens-filtro">
        <FieldShell id="mensagens-caixa" label={TXT.caixa} span={4}>
          <Dropdown
            inputId="mensagens-caixa"
            value={tipo ?? null}
            options={OPCOES}
            placeholder={TXT.todas}
            showClear
            onChange={(e) => mudar({ tipo: e.value ?? null })}
          />
        </FieldShell>
      </div>
      <DataTable<MensagemUsuario>
        caption={M.titulo}
        dataKey="usuarioMensagemId"
        value={linhas}
        loading={lista.isFetching}
        totalRecords={lista.data?.totalElements ?? 0}
        first={page * SIZE}
        rows={SIZE}
        onPage={(e) => mudar({ page: e.page })}
        columns={[
          {
            field: 'lida',
            header: TXT.situacao,
            body: (m) => (
              <span className={m.lida ? 'ipe-mensagem-situacao lida' : 'ipe-mensagem-situacao'}>
                <Envelope aberto={m.lida} /> {m.lida ? TXT.lida : TXT.naoLida}
              </span>
            ),
          },
          { field: 'tipo', header: TXT.caixa, body: (m) => CAIXAS[m.tipo] },
          { field: 'remetente', header: M.de },
          { field: 'data', header: M.data, body: (m) => formatDateTime(m.data) },
          { field: 'textoAbreviado', header: M.mensagem },
        ]}
        actions={[
          { label: M.ver, icon: 'pi pi-search', onClick: setVendo },
          {
            label: M.remover,
            icon: 'pi pi-trash',
            severity: 'danger',
            onClick: (m) =>
              void confirmAction({ message: M.confirmaExclusao }).then((ok) =>
                ok ? remover(qc, m) : undefined,
              ),
          },
        ]}
      />
      <VisualizarMensagem mensagem={vendoAtual} onHide={() => setVendo(null)} />
    </section>
  );
}
