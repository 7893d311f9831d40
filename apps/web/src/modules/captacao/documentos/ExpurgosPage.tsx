import { isAllowed } from '@ipe/domain';
import { expurgosCandidatos, LGPD_ACCESS } from '@ipe/domain/resources/captacao/documentos/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { executarExpurgo } from '@ipe/domain/resources/captacao/documentos/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { confirmAction } from '../../../platform/components/index.ts';
import ResourceListPage from '../../../platform/resource/ResourceListPage.tsx';
import { useSession } from '../../../platform/session/state.ts';
import { TXT } from './texts.ts';
import './documentos.css';

/**
 * The LGPD purge log (the generic list of its declaration) and, for whoever may purge, 'Executar agora':
 * the daily routine run at once for this company (after shortening the period, say).
 */
export default function ExpurgosPage() {
  const { info } = useSession();
  const queryClient = useQueryClient();
  const podeExecutar = isAllowed(LGPD_ACCESS.write, new Set(info?.authorities ?? []));
  const executar = useMutation({
    mutationFn: () => chamar(executarExpurgo),
    onSuccess: async (r) => {
      toastSuccess(TXT.expurgoExecutado(r.anonimizados, r.excluidos, r.mantidos));
      await queryClient.invalidateQueries({ queryKey: [expurgosCandidatos.path] });
    },
  });
  return (
    <>
      <ResourceListPage />
      {podeExecutar && (
        <section className="ipe-card ipe-expurgo-executar" aria-labelledby="expurgo-executar-titulo">
          <h2 id="expurgo-executar-titulo">{TXT.expurgoTitulo}</h2>
          <p>{TXT.expurgoExplicacao}</p>
          <Button
            type="button"
            label={TXT.expurgoExecutar}
            icon="pi pi-play"
            severity="danger"
            outlined
            loading={executar.isPending}
            onClick={async () => {
              if (await confirmAction({ message: TXT.expurgoConfirmar, defaultFocus: 'reject' }))
                executar.mutate();
            }}
          />
        </section>
      )}
    </>
  );
}
