// Contracts by type only (chamarRota): the first internal screen loads no zod (pesoDaPrimeiraTela.test.ts).
import type { AvisoSistema, avisosSistema } from '@ipe/domain/painel';
import { useEffect } from 'react';
import { chamarRota } from '../api/chamar.ts';
import { notify } from '../api/notify.ts';

/** Written here: the spec names the codes and what they are about (spec 3 §3, §8), not the texts. */
const TEXTOS: Record<string, string> = {
  'atualizacao-sistema': 'Uma nova versão do Ipê RH está disponível.',
  'atualizacao-sistema-java':
    'Uma nova versão do Ipê RH está disponível. Para atualizar, o Java 11 e o Tomcat 9 são obrigatórios.',
  'cadastro-funcao':
    'Há funções sem código CBO, necessário para a integração com o Fortes Pessoal. Complete-as em SST › Funções:',
  'cadastro-obra': 'Há obras não relacionadas ao Fortes Pessoal.',
  'cadastro-psst': 'Há profissionais de saúde com dados incompletos.',
  'relacionador-psst': 'Há profissionais de saúde não relacionados ao Fortes Pessoal.',
  'cadastro-ambiente': 'Os ambientes devem ser exportados para o Fortes Pessoal a partir da sua listagem.',
};
const RESUMO = { info: 'Informação', warn: 'Aviso', error: 'Erro' } as const;

/** Shows a notice as a sticky message; a code the web does not know shows its messages as they are. */
export function mostrarAviso(a: AvisoSistema) {
  const texto = TEXTOS[a.codigo];
  notify({
    id: `aviso-sistema:${a.codigo}`,
    severity: a.gravidade,
    summary: RESUMO[a.gravidade],
    detail: texto ?? a.mensagens.join('\n'),
    lines: texto ? a.mensagens : undefined,
  });
}

/** The user and company whose notices were shown: once per load, not on every remount. */
let mostradosPara: string | null = null;
export const esquecerAvisosMostrados = () => {
  mostradosPara = null;
};

/**
 * System notices shown sticky when the internal area loads (spec 3 §2) and after a company switch. A
 * failed call shows a sticky error with its message or 'Erro' (spec 3 §8) and the page goes on.
 */
export function useAvisosSistema(usuarioId: number, empresaId: number) {
  useEffect(() => {
    const chave = `${usuarioId}:${empresaId}`;
    if (mostradosPara === chave) return;
    mostradosPara = chave;
    chamarRota<typeof avisosSistema>('GET /api/userinfo/avisos-sistema', undefined, {
      loading: 'none',
      errors: 'silent',
    })
      .then((lista) => {
        for (const a of lista) mostrarAviso(a);
      })
      .catch((e: unknown) => {
        const message = e instanceof Error && e.message ? e.message : 'Erro';
        notify({ id: 'aviso-sistema:falha', severity: 'error', summary: 'Erro', detail: message });
      });
  }, [usuarioId, empresaId]);
}
