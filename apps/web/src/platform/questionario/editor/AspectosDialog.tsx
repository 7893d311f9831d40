import { aspectoSchema, ERROR_CODES, MSG } from '@ipe/domain';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { chamar } from '../../api/chamar.ts';
import { ApiError } from '../../api/client.ts';
import { toastSuccess } from '../../api/notify.ts';
import { confirmRemove, FieldShell, fieldAria } from '../../components/index.ts';
import { type Conjunto, useAspectos, usePerguntasCache } from './api.ts';
import { TXT } from './texts.ts';

/**
 * 'Aspectos': the set's aspects, one added by name (a duplicate is refused by the server under the field)
 * and removed after confirmation (an aspect with questions is refused with the server's message).
 */
export function AspectosDialog({ conjunto, onClose }: { conjunto: Conjunto; onClose: () => void }) {
  const aspectos = useAspectos(conjunto);
  const cache = usePerguntasCache(conjunto);
  const [nome, setNome] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const [ocupado, setOcupado] = useState(false);

  const adicionar = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // React events bubble through the portal: never let this submit reach a form around the editor.
    e.stopPropagation();
    const parsed = aspectoSchema.safeParse({ nome });
    if (!parsed.success) return setErro(parsed.error.issues[0]?.message);
    setErro(undefined);
    setOcupado(true);
    try {
      await chamar(conjunto.contratos.incluirAspecto, {
        params: { id: conjunto.ownerId },
        body: parsed.data,
      });
      setNome('');
      toastSuccess(TXT.aspectoAdicionado);
      await cache.refresh();
    } catch (x) {
      if (x instanceof ApiError && x.code === ERROR_CODES.fieldValidation)
        setErro(x.entries.find((en) => en.field === 'nome')?.message ?? x.message);
    } finally {
      setOcupado(false);
    }
  };

  const remover = async (aspectoId: number) => {
    if (!(await confirmRemove())) return;
    try {
      await chamar(conjunto.contratos.removerAspecto, { params: { id: conjunto.ownerId, aspectoId } });
    } catch {
      return; // the client already showed the server's message
    }
    toastSuccess(TXT.aspectoRemovido);
    await cache.refresh();
  };

  const lista = aspectos.data ?? [];
  return (
    <Dialog
      header={TXT.aspectos}
      visible
      onHide={onClose}
      style={{ width: 'min(600px, 95vw)' }}
      modal
      footer={<Button type="button" label={TXT.fechar} severity="secondary" outlined onClick={onClose} />}
    >
      <form noValidate onSubmit={(e) => void adicionar(e)} className="ipe-aspectos-form">
        <FieldShell id="aspecto-nome" label={TXT.nomeAspecto} required error={erro}>
          <div className="ipe-inline">
            <InputText
              {...fieldAria('aspecto-nome', erro, true)}
              value={nome}
              maxLength={100}
              invalid={!!erro}
              onChange={(e) => setNome(e.target.value)}
            />
            <Button type="submit" label={TXT.adicionar} icon="pi pi-plus" loading={ocupado} />
          </div>
        </FieldShell>
      </form>
      <ul className="ipe-aspectos-lista" aria-label={TXT.aspectos} aria-busy={aspectos.isPending}>
        {!aspectos.isPending && lista.length === 0 && <li className="ipe-hint">{MSG.nenhumRegistro}</li>}
        {lista.map((a) => (
          <li key={a.id}>
            <span>{a.nome}</span>
            <Button
              type="button"
              icon="pi pi-trash"
              severity="danger"
              text
              rounded
              aria-label={TXT.removerAspecto(a.nome)}
              title={TXT.removerAspecto(a.nome)}
              onClick={() => void remover(a.id)}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
