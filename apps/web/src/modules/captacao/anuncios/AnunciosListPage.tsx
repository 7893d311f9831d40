import { isAllowed } from '@ipe/domain';
import {
  anuncios as def,
  SITUACAO_ANUNCIO_OPTIONS,
  SITUACAO_ANUNCIO_PADRAO,
} from '@ipe/domain/resources/captacao/anuncios/index';
import { useState } from 'react';
import type { RowAction } from '../../../platform/components/index.ts';
import { ResourceList } from '../../../platform/resource/ResourceListPage.tsx';
import { useSession } from '../../../platform/session/state.ts';
import type { AnuncioLinha } from './api.ts';
import { EnviarEmailDialog } from './EnviarEmailDialog.tsx';
import { TXT } from './texts.ts';
import './anuncios.css';

/** 'Vigente' or 'Expirado' with why (its date passed, or its requisition was closed or cancelled). */
function Situacao({ row }: { row: AnuncioLinha }) {
  if (!row.expirado)
    return (
      <>
        <span className="ipe-anuncio-situacao ipe-anuncio-vigente">{TXT.vigente}</span>
        {row.situacaoSolicitacao === 'S' && <span className="ipe-anuncio-motivo">{TXT.suspensa}</span>}
      </>
    );
  return (
    <>
      <span className="ipe-anuncio-situacao ipe-anuncio-expirado">{TXT.expirado}</span>
      <span className="ipe-anuncio-motivo">{TXT.motivoExpirado(row.situacaoSolicitacao)}</span>
    </>
  );
}

/**
 * /captacao/anuncios: the generic list plus the expiry filter (current ads by default, spec 1 §4 "ad lists
 * can hide ads … expired"; the server's listWhere), the computed 'Situação' column, and per row
 * 'Enviar por e-mail' and 'Ver na Área do Candidato'.
 */
export default function AnunciosListPage() {
  const { info } = useSession();
  const [enviando, setEnviando] = useState<AnuncioLinha | null>(null);
  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));
  const empresaId = info?.empresa.id;

  const acoes: RowAction<AnuncioLinha>[] = [
    {
      label: TXT.enviarEmail,
      icon: 'pi pi-envelope',
      visible: (r) => canWrite && !r.expirado,
      onClick: (r) => setEnviando(r),
    },
    {
      label: TXT.verAreaCandidato,
      icon: 'pi pi-external-link',
      visible: (r) => r.exibirModuloExterno && !r.expirado && r.situacaoSolicitacao === 'A',
      onClick: (r) =>
        window.open(`/externo/anuncios?empresaId=${empresaId}&anuncio=${r.id}`, '_blank', 'noopener'),
    },
  ];

  return (
    <>
      <ResourceList
        def={def}
        extraActions={acoes}
        extraColumns={[{ field: 'expirado', header: TXT.situacao, body: (r) => <Situacao row={r} /> }]}
        extraFilters={[
          {
            name: 'situacao',
            label: TXT.situacao,
            options: SITUACAO_ANUNCIO_OPTIONS,
            defaultValue: SITUACAO_ANUNCIO_PADRAO,
          },
        ]}
      />
      {enviando && <EnviarEmailDialog anuncio={enviando} onFechar={() => setEnviando(null)} />}
    </>
  );
}
