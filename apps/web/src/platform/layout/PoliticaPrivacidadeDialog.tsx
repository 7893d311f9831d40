import type { aceitarTermoCandidato } from '@ipe/domain/resources/externo/conta/contratos';
import { precisaAceitarPolitica } from '@ipe/domain/resources/externo/conta/sessao';
import { Button } from 'primereact/button';
import { Checkbox } from '../components/ChoiceInputs.tsx';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { chamarRota } from '../api/chamar.ts';
import { loadCandidato, useCandidato } from '../session/candidato.ts';

/** Written here: texts of the privacy dialog (the spec describes its behaviour only). */
const T = {
  titulo: 'Política de privacidade',
  intro: 'Para continuar, leia e aceite a política de privacidade da empresa.',
  aceito: 'Li e aceito a política de privacidade',
  continuar: 'Continuar',
};

/**
 * Privacy dialog (spec 1 §4): shown to a logged-in candidate when the company requires acceptance and the
 * candidate has not accepted its current version. It cannot be closed; Continue is enabled after ticking.
 */
export function PoliticaPrivacidadeDialog() {
  const { info } = useCandidato();
  const [marcado, setMarcado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  if (!info || !precisaAceitarPolitica(info)) return null;
  const aceitar = async () => {
    setEnviando(true);
    try {
      await chamarRota<typeof aceitarTermoCandidato>('PATCH /api/externo/candidatos/:id/aceita-termo', {
        params: { id: info.candidato.id },
      });
      await loadCandidato();
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Dialog
      visible
      header={T.titulo}
      closable={false}
      closeOnEscape={false}
      draggable={false}
      onHide={() => {}}
      className="ipe-politica-dialog"
      footer={
        <Button label={T.continuar} icon="pi pi-check" disabled={!marcado || enviando} onClick={aceitar} />
      }
    >
      <p>{T.intro}</p>
      <div className="ipe-politica-texto">{info.politicaSeguranca}</div>
      <div className="ipe-checkbox-row">
        <Checkbox inputId="politica-aceite" checked={marcado} onChange={(e) => setMarcado(!!e.checked)} />
        <label htmlFor="politica-aceite">{T.aceito}</label>
      </div>
    </Dialog>
  );
}
