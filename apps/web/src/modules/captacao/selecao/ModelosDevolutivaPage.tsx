import {
  MARCADORES_DEVOLUTIVA,
  MODELOS_DEVOLUTIVA_PADRAO,
  TIPO_DEVOLUTIVA_LABEL,
  type TipoDevolutiva,
} from '@ipe/domain/resources/captacao/devolutiva/index';
import {
  alterarModelosDevolutiva,
  type ModeloDevolutivaLido,
  modelosDevolutiva,
} from '@ipe/domain/resources/captacao/devolutiva/contratos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from '../../../platform/components/ChoiceInputs.tsx';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useState } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { FieldShell, FormGrid, fieldAria } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { T } from '../../../platform/resource/texts.ts';
import '../../../platform/resource/resource.css';
import './selecao.css';

export const TXT_DEVOLUTIVA = {
  titulo: 'Modelos de Devolutiva',
  ajuda:
    'O e-mail de devolutiva sai pela caixa de saída quando um candidato é marcado como não apto (um a um ou ' +
    'em lote, no quadro da seleção) ou quando a solicitação é encerrada (para quem não foi contratado). Cada ' +
    'candidato recebe uma devolutiva por solicitação, e a mensagem aparece em Minhas candidaturas.',
  marcadores: 'Marcadores:',
  ativo: 'Enviar esta devolutiva',
  assunto: 'Assunto',
  corpo: 'Mensagem',
  padrao: 'Restaurar texto padrão',
  salvo: 'Modelos de devolutiva salvos com sucesso.',
} as const;

const KEY = ['captacao', 'devolutiva', 'modelos'] as const;
type Edicao = Pick<ModeloDevolutivaLido, 'tipo' | 'ativo' | 'assunto' | 'corpo'>;

/**
 * /captacao/devolutiva: the company's two rejection-feedback e-mails (issue 24 §3), with the
 * placeholders {candidato}, {vaga} and {empresa}; the server checks them and answers the pt-BR messages.
 */
export default function ModelosDevolutivaPage() {
  useDocumentTitle(TXT_DEVOLUTIVA.titulo);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => chamar(modelosDevolutiva) });
  const [modelos, setModelos] = useState<Edicao[]>([]);
  useEffect(() => {
    if (query.data)
      setModelos(query.data.map(({ tipo, ativo, assunto, corpo }) => ({ tipo, ativo, assunto, corpo })));
  }, [query.data]);
  /** The server's messages under their fields ('modelos.0.corpo' → the first template's message). */
  const [erros, setErros] = useState<Record<string, string>>({});
  const erroDe = (tipo: TipoDevolutiva, campo: 'assunto' | 'corpo') =>
    erros[`modelos.${modelos.findIndex((x) => x.tipo === tipo)}.${campo}`];
  const alterar = (tipo: TipoDevolutiva, m: Partial<Edicao>) => {
    setModelos((l) => l.map((x) => (x.tipo === tipo ? { ...x, ...m } : x)));
    const i = modelos.findIndex((x) => x.tipo === tipo);
    setErros((e) => {
      const resto = { ...e };
      for (const campo of Object.keys(m)) delete resto[`modelos.${i}.${campo}`];
      return resto;
    });
  };
  const save = useMutation({
    mutationFn: () => chamar(alterarModelosDevolutiva, { body: { modelos } }),
    onSuccess: (saved) => {
      setErros({});
      queryClient.setQueryData(KEY, saved);
      toastSuccess(TXT_DEVOLUTIVA.salvo);
    },
    onError: (e) => {
      if (e instanceof ApiError)
        setErros(Object.fromEntries(e.entries.map((x) => [x.field, x.message] as const).reverse()));
    },
  });

  return (
    <section className="ipe-resource-form" aria-labelledby="ipe-form-title">
      <h1 id="ipe-form-title">{TXT_DEVOLUTIVA.titulo}</h1>
      <p className="ipe-hint">{TXT_DEVOLUTIVA.ajuda}</p>
      <p className="ipe-hint">
        {TXT_DEVOLUTIVA.marcadores}{' '}
        {Object.entries(MARCADORES_DEVOLUTIVA)
          .map(([m, d]) => `{${m}}: ${d}`)
          .join('; ')}
        .
      </p>
      <form
        noValidate
        aria-busy={query.isPending || save.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        {modelos.map((m) => {
          const id = `devolutiva-${m.tipo}`;
          return (
            <fieldset key={m.tipo} className="ipe-fieldset ipe-devolutiva-modelo">
              <legend>
                <h2>{TIPO_DEVOLUTIVA_LABEL[m.tipo]}</h2>
              </legend>
              <FormGrid>
                <div className="ipe-inline ipe-boolean" style={{ gridColumn: '1 / -1' }}>
                  <Checkbox
                    inputId={`${id}-ativo`}
                    checked={m.ativo}
                    onChange={(e) => alterar(m.tipo, { ativo: !!e.checked })}
                  />
                  <label htmlFor={`${id}-ativo`}>{TXT_DEVOLUTIVA.ativo}</label>
                </div>
                <FieldShell
                  id={`${id}-assunto`}
                  label={TXT_DEVOLUTIVA.assunto}
                  required
                  error={erroDe(m.tipo, 'assunto')}
                >
                  <InputText
                    value={m.assunto}
                    maxLength={200}
                    invalid={!!erroDe(m.tipo, 'assunto')}
                    {...fieldAria(`${id}-assunto`, erroDe(m.tipo, 'assunto'), true)}
                    onChange={(e) => alterar(m.tipo, { assunto: e.target.value })}
                  />
                </FieldShell>
                <FieldShell
                  id={`${id}-corpo`}
                  label={TXT_DEVOLUTIVA.corpo}
                  required
                  error={erroDe(m.tipo, 'corpo')}
                >
                  <InputTextarea
                    value={m.corpo}
                    rows={9}
                    maxLength={5000}
                    invalid={!!erroDe(m.tipo, 'corpo')}
                    {...fieldAria(`${id}-corpo`, erroDe(m.tipo, 'corpo'), true)}
                    onChange={(e) => alterar(m.tipo, { corpo: e.target.value })}
                  />
                </FieldShell>
              </FormGrid>
              <Button
                type="button"
                label={TXT_DEVOLUTIVA.padrao}
                icon="pi pi-refresh"
                text
                onClick={() => alterar(m.tipo, MODELOS_DEVOLUTIVA_PADRAO[m.tipo])}
              />
            </fieldset>
          );
        })}
        <div className="ipe-form-actions">
          <Button
            type="submit"
            label={T.gravar}
            icon="pi pi-check"
            loading={save.isPending}
            disabled={!query.data}
          />
        </div>
      </form>
    </section>
  );
}
