import { MAX_OPCOES, type PerguntaDados } from '@ipe/domain';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Menu } from 'primereact/menu';
import { useEffect, useId, useRef } from 'react';
import { type Control, Controller, get, useFieldArray, useFormState } from 'react-hook-form';
import { fieldAria, findFieldElement, focusElement } from '../../components/index.ts';
import { type Conjunto, useRespostasSugeridas } from './api.ts';
import { idDe, novaOpcao, type PerguntaForm } from './form.ts';
import { TXT } from './texts.ts';

const mensagem = (errors: unknown, path: string): string | undefined => {
  const e = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const m = e?.message ?? e?.root?.message;
  return typeof m === 'string' ? m : undefined;
};

/**
 * The options of an objective or multiple-choice question: 'Opção de resposta' and 'Peso' per row,
 * 'Remover' per row, 'Inserir Opção', and 'Respostas sugeridas' (option sets already used in the company
 * and built-in ones) that replace the rows. Cell ids are the form paths ('pergunta-respostas.0.texto'), so errors
 * show under their cell and the invalid-form alert focuses it; the list's own error (too few options)
 * belongs to 'Inserir Opção', which carries the list's id.
 */
export function OpcoesResposta({
  control,
  conjunto,
  tipo,
  disabled,
}: {
  control: Control<PerguntaForm, unknown, PerguntaDados>;
  conjunto: Conjunto;
  tipo: number;
  disabled: boolean;
}) {
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'respostas', keyName: '_key' });
  const { errors } = useFormState({ control, name: 'respostas' });
  const sugeridas = useRespostasSugeridas(conjunto, tipo, !disabled);
  const menu = useRef<Menu>(null);
  const menuId = `${useId()}-sugeridas`;
  const focusNext = useRef<string | null>(null);
  const listaErro = mensagem(errors, 'respostas');

  useEffect(() => {
    if (!focusNext.current) return;
    const el = findFieldElement(focusNext.current);
    focusNext.current = null;
    if (el) focusElement(el);
  });

  const itens = (sugeridas.data ?? []).map((s) => ({
    label: s.respostas.map((r) => r.texto).join(' / '),
    command: () => {
      replace(s.respostas.map((r) => ({ texto: r.texto, peso: r.peso })));
      focusNext.current = idDe('respostas.0.texto');
    },
  }));

  return (
    <div className="ipe-opcoes" data-field={idDe('respostas')}>
      <div className="ipe-opcoes-cabecalho">
        <h3 id={idDe('respostas-titulo')}>
          {TXT.opcoes}
          <span className="ipe-required" aria-hidden="true">
            *
          </span>
        </h3>
        <Button
          type="button"
          label={TXT.respostasSugeridas}
          icon="pi pi-list"
          size="small"
          outlined
          disabled={disabled}
          aria-haspopup="menu"
          aria-controls={menuId}
          onClick={(e) => menu.current?.toggle(e)}
        />
        <Menu
          id={menuId}
          ref={menu}
          popup
          // Names the list (role=menu); PrimeReact reads `ariaLabel` but its types do not declare it.
          {...({ ariaLabel: TXT.respostasSugeridas } as object)}
          className="ipe-sugeridas-menu"
          model={itens.length ? itens : [{ label: TXT.nenhumaSugestao, disabled: true }]}
        />
      </div>
      <table className="ipe-items-table ipe-opcoes-tabela" aria-labelledby={idDe('respostas-titulo')}>
        <thead>
          <tr>
            <th scope="col">{TXT.opcao}</th>
            <th scope="col" className="ipe-opcoes-peso">
              {TXT.peso}
            </th>
            <th scope="col" className="ipe-items-actions">
              <span className="ipe-sr-only">{TXT.acoes}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f, i) => (
            <tr key={f._key}>
              <Controller
                control={control}
                name={`respostas.${i}.texto`}
                render={({ field, fieldState }) => {
                  const id = idDe(`respostas.${i}.texto`);
                  const erro = fieldState.error?.message;
                  return (
                    <td data-field={id}>
                      <label htmlFor={id} className="ipe-sr-only">
                        {TXT.celula(TXT.opcao, i)}
                      </label>
                      <InputText
                        {...fieldAria(id, erro, true)}
                        value={field.value ?? ''}
                        onChange={(e) => field.onChange(e.target.value)}
                        onBlur={field.onBlur}
                        invalid={!!erro}
                        disabled={disabled}
                        maxLength={500}
                      />
                      {erro && (
                        <small id={`${id}-error`} role="alert" className="ipe-field-error p-error">
                          {erro}
                        </small>
                      )}
                    </td>
                  );
                }}
              />
              <Controller
                control={control}
                name={`respostas.${i}.peso`}
                render={({ field, fieldState }) => {
                  const id = idDe(`respostas.${i}.peso`);
                  const erro = fieldState.error?.message;
                  const { id: inputId, ...aria } = fieldAria(id, erro);
                  return (
                    <td data-field={id} className="ipe-opcoes-peso">
                      <label htmlFor={id} className="ipe-sr-only">
                        {TXT.celula(TXT.peso, i)}
                      </label>
                      <InputNumber
                        inputId={inputId}
                        {...aria}
                        locale="pt-BR"
                        minFractionDigits={0}
                        maxFractionDigits={2}
                        min={0}
                        max={1000}
                        value={field.value}
                        onChange={(e) => field.onChange(e.value ?? null)}
                        onValueChange={(e) => field.onChange(e.value ?? null)}
                        onBlur={field.onBlur}
                        invalid={!!erro}
                        disabled={disabled}
                      />
                      {erro && (
                        <small id={`${id}-error`} role="alert" className="ipe-field-error p-error">
                          {erro}
                        </small>
                      )}
                    </td>
                  );
                }}
              />
              <td className="ipe-items-actions">
                <Button
                  type="button"
                  icon="pi pi-trash"
                  severity="danger"
                  text
                  rounded
                  aria-label={TXT.removerOpcao(i)}
                  title={TXT.removerOpcao(i)}
                  disabled={disabled}
                  onClick={() => {
                    remove(i);
                    focusNext.current = idDe('respostas');
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ipe-items-footer">
        <Button
          type="button"
          id={idDe('respostas')}
          icon="pi pi-plus"
          label={TXT.inserirOpcao}
          outlined
          size="small"
          disabled={disabled || fields.length >= MAX_OPCOES}
          aria-describedby={listaErro ? idDe('respostas-error') : undefined}
          onClick={() => {
            focusNext.current = idDe(`respostas.${fields.length}.texto`);
            append(novaOpcao());
          }}
        />
      </div>
      {listaErro && (
        <small id={idDe('respostas-error')} role="alert" className="ipe-field-error p-error">
          {listaErro}
        </small>
      )}
    </div>
  );
}
