import { formatDate, formatDateTime } from '@ipe/domain';
import { acaoLabel, compararLog, LOG_PATH } from '@ipe/domain/resources/utilitario/organizacao/index';
import { detalheDoLog } from '@ipe/domain/resources/utilitario/organizacao/contratosLog';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { chamar } from '../../../platform/api/chamar.ts';
import { TXT } from './texts.ts';

/** A logged value as text: Sim/Não, dd/MM/yyyy, lists joined, objects as JSON, nothing as '—'. */
export function valorLog(v: unknown): string {
  if (v === null || v === undefined || v === '') return TXT.semValor;
  if (typeof v === 'boolean') return v ? TXT.sim : TXT.nao;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDate(v);
  if (Array.isArray(v))
    return v.length
      ? v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ')
      : TXT.semValor;
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Before and after of one log entry, field by field, changed values highlighted (and labelled). */
export function LogDetalheDialog({ id, onHide }: { id: number | null; onHide: () => void }) {
  const q = useQuery({
    queryKey: [LOG_PATH, 'detalhe', id],
    enabled: id !== null,
    queryFn: () => chamar(detalheDoLog, { params: { id: id ?? 0 } }),
  });
  const d = q.data;
  const campos = d ? compararLog(d.antes, d.depois, d.labels) : [];
  const comAntes = !!d?.antes;
  const comDepois = !!d?.depois;
  return (
    <Dialog
      header={TXT.detalheTitulo}
      visible={id !== null}
      onHide={onHide}
      style={{ width: '768px' }}
      breakpoints={{ '768px': '95vw' }}
      footer={<Button type="button" label={TXT.fechar} onClick={onHide} />}
      // The field list may scroll: keyboard users reach it.
      pt={{ content: { tabIndex: 0 } }}
    >
      {d && (
        <>
          <p>
            <strong>{d.entidadeLabel}</strong> — {d.descricao ?? `#${d.entidadeId}`} · {acaoLabel(d.acao)} ·{' '}
            {formatDateTime(d.data)} · {d.usuarioNome ?? TXT.semValor}
          </p>
          <table className="ipe-org-table">
            <caption className="ipe-sr-only">{TXT.detalheTitulo}</caption>
            <thead>
              <tr>
                <th scope="col">{TXT.campo}</th>
                {comAntes && <th scope="col">{TXT.antes}</th>}
                {comDepois && <th scope="col">{TXT.depois}</th>}
              </tr>
            </thead>
            <tbody>
              {campos.map((c) => (
                <tr key={c.campo} className={c.alterado ? 'ipe-org-alterado' : undefined}>
                  <th scope="row">
                    {c.label}
                    {c.alterado && <span className="ipe-org-badge">{TXT.alterado}</span>}
                  </th>
                  {comAntes && <td className="ipe-org-valor">{valorLog(c.antes)}</td>}
                  {comDepois && <td className="ipe-org-valor ipe-org-depois">{valorLog(c.depois)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Dialog>
  );
}
