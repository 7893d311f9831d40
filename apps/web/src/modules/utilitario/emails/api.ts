import { reenviarEmail } from '@ipe/domain/resources/utilitario/emails';
import { chamar } from '../../../platform/api/chamar.ts';
import { EMAILS_PATH } from '@ipe/domain/resources/utilitario/emails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { TXT } from './texts.ts';

/** 'Reenviar': queues an ERRO or SEM_SMTP mail again and refreshes the list and the detail. */
export function useReenviar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chamar(reenviarEmail, { params: { id } }),
    onSuccess: () => {
      toastSuccess(TXT.reenviado);
      void queryClient.invalidateQueries({ queryKey: [EMAILS_PATH] });
    },
  });
}
