import { resourceByName } from '@ipe/domain';
import {
  type CurriculoLido,
  lerCurriculo,
  normalizar,
} from '@ipe/domain/resources/captacao/candidatos/curriculo/lerCurriculo';
import type { ContratosCurriculo } from '@ipe/domain/resources/captacao/documentos/contratosCurriculos';
import { useContext, useEffect, useState } from 'react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { chamar } from '../../../../platform/api/chamar.ts';
import { type FonteDeOpcoes, FonteDasOpcoes } from '../../../../platform/resource/options.ts';
import { CurriculoOcr } from './CurriculoOcr.tsx';
import { valoresDoCurriculo } from './preenchimento.ts';
import { TXT } from './texts.ts';

/** The ids of the résumé's city in the form's own lists (states, then the state's cities). */
async function idsDaCidade(fonte: FonteDeOpcoes, cidade: NonNullable<CurriculoLido['cidade']>) {
  const estados = resourceByName.get('estados');
  const cidades = resourceByName.get('cidades');
  if (!estados || !cidades) return undefined;
  const silencioso = { loading: 'none', errors: 'silent' } as const;
  try {
    const ufs = await fonte.ler(estados, { unpaged: true }, silencioso);
    const uf = ufs.find((u) => u.sigla === cidade.uf);
    if (!uf) return undefined;
    const lista = await fonte.ler(cidades, { unpaged: true, estadoId: uf.id }, silencioso);
    const alvo = normalizar(cidade.nome);
    const achada = lista.find((c) => normalizar(String(c.nome ?? '')) === alvo);
    return { ufId: uf.id, cidadeId: achada?.id ?? null };
  } catch {
    return undefined;
  }
}

/**
 * Step 1 of the phone registration: the résumé file (PDF or photo, read on the server) whose text
 * pre-fills what it tells (lerCurriculo) in the fields the company shows and the candidate left empty;
 * a notice lists what was filled, to be checked in the next steps.
 */
export function PreencherPorCurriculo(props: {
  contratos: ContratosCurriculo;
  visivel: (campo: string) => boolean;
  onArquivo: (f: File) => void;
  disabled: boolean;
  /** A résumé's text read by the light first step before the form loaded: it fills the form as if read here. */
  lido?: string;
}) {
  const form = useFormContext<FieldValues>();
  const fonte = useContext(FonteDasOpcoes);
  const [preenchidos, setPreenchidos] = useState<string[] | null>(null);

  const onTexto = async (texto: string) => {
    form.setValue('ocrTexto', texto, { shouldDirty: true });
    const lido = lerCurriculo(texto);
    const cidade = lido.cidade && props.visivel('ufId') ? await idsDaCidade(fonte, lido.cidade) : undefined;
    const { valores, preenchidos } = valoresDoCurriculo(lido, form.getValues(), props.visivel, cidade);
    for (const [campo, valor] of Object.entries(valores))
      form.setValue(campo, valor, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setPreenchidos(preenchidos);
  };
  const { lido } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per text read before the form loaded.
  useEffect(() => {
    if (lido !== undefined) void onTexto(lido);
  }, [lido]);

  return (
    <div className="ipe-candidato-largo ipe-passo-curriculo">
      <p>{TXT.passoCurriculoIntro}</p>
      <CurriculoOcr
        ler={(body) => chamar(props.contratos.ler, { body })}
        disabled={props.disabled}
        onArquivo={props.onArquivo}
        onTexto={(t) => void onTexto(t)}
      />
      {preenchidos && (
        <p role="status" className="ipe-candidato-aviso">
          {preenchidos.length ? TXT.preenchidosDoCurriculo(preenchidos) : TXT.nadaDoCurriculo}
        </p>
      )}
    </div>
  );
}
