import { EMAILS_PATH, type EmailDetalhe } from '@ipe/domain/resources/utilitario/emails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { TXT } from './texts.ts';

/** 'Reenviar': queues an ERRO or SEM_SMTP mail again and refreshes the list and the detail. */
export function useReenviar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<EmailDetalhe>(`${EMAILS_PATH}/${id}/reenviar`),
    onSuccess: () => {
      toastSuccess(TXT.reenviado);
      void queryClient.invalidateQueries({ queryKey: [EMAILS_PATH] });
    },
  });
}
