import { duplicarFaixa, transferirFaixas } from '@ipe/domain/resources/cargoSalario/faixas/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { ERROR_CODES } from '@ipe/domain';
import { duplicarFaixaSchema, transferirFaixasSchema } from '@ipe/domain/resources/cargoSalario/faixas/index';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { type ReactNode, useState } from 'react';
import { ApiError, reportError } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { FieldShell, FormGrid, fieldAria } from '../../../platform/components/index.ts';
import { T } from '../../../platform/resource/texts.ts';
import { type Opcao, useCargos, useFaixasDoCargo } from './api.ts';
import { TXT } from './texts.ts';

type Erros = Record<string, string>;

const errosDe = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): Erros =>
  Object.fromEntries(issues.map((i) => [String(i.path[0] ?? ''), i.message]));

/** Sends a dialog's request: field errors come back under the fields, other errors as the usual notice. */
async function enviar<T>(fn: () => Promise<T>, setErros: (e: Erros) => void): Promise<T | null> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ApiError && e.code === ERROR_CODES.fieldValidation)
      setErros(Object.fromEntries(e.entries.map((x) => [x.field, x.message])));
    else if (e instanceof ApiError) reportError(e);
    return null;
  }
}

function Campo({
  id,
  label,
  required,
  erro,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  erro?: string;
  children: (aria: ReturnType<typeof fieldAria>) => ReactNode;
}) {
  return (
    <FieldShell id={id} label={label} required={required} error={erro} span={12}>
      {children(fieldAria(id, erro, required))}
    </FieldShell>
  );
}

function CargoDropdown({
  aria,
  value,
  onChange,
  cargos,
  placeholder = T.selecione,
  invalid,
}: {
  aria: ReturnType<typeof fieldAria>;
  value: number | null;
  onChange: (v: number | null) => void;
  cargos: Opcao[];
  placeholder?: string;
  invalid: boolean;
}) {
  const { id, ...rest } = aria;
  return (
    <Dropdown
      inputId={id}
      {...rest}
      value={value}
      options={cargos}
      optionLabel="nome"
      optionValue="id"
      placeholder={placeholder}
      filter
      showClear
      invalid={invalid}
      onChange={(e) => onChange(e.value ?? null)}
    />
  );
}

function Rodape({
  onCancel,
  onConfirm,
  ocupado,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  ocupado: boolean;
}) {
  return (
    <div className="ipe-form-actions">
      <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={onCancel} />
      <Button type="button" label={TXT.confirmar} icon="pi pi-check" loading={ocupado} onClick={onConfirm} />
    </div>
  );
}

/**
 * 'Duplicar faixa': copies a band (its data and history) under a new name of at most 15 characters, in
 * the same cargo or in another (POST /faixas-salariais/duplicar).
 */
export function DuplicarFaixaDialog({
  visivel,
  cargoInicial,
  onFechar,
  onFeito,
}: {
  visivel: boolean;
  cargoInicial: number | null;
  onFechar: () => void;
  onFeito: () => void;
}) {
  const { data: cargos = [] } = useCargos();
  const [cargoOrigemId, setCargoOrigem] = useState<number | null>(cargoInicial);
  const [faixaOrigemId, setFaixa] = useState<number | null>(null);
  const [nome, setNome] = useState('');
  const [cargoDestinoId, setDestino] = useState<number | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const [ocupado, setOcupado] = useState(false);
  const { data: faixas = [] } = useFaixasDoCargo(cargoOrigemId);

  const confirmar = async () => {
    const body = { cargoOrigemId, faixaOrigemId, nome, cargoDestinoId };
    const parsed = duplicarFaixaSchema.safeParse(body);
    if (!parsed.success) return setErros(errosDe(parsed.error.issues));
    setErros({});
    setOcupado(true);
    const feito = await enviar(() => chamar(duplicarFaixa, { body: parsed.data }), setErros);
    setOcupado(false);
    if (feito) {
      toastSuccess(TXT.duplicada);
      onFeito();
    }
  };

  return (
    <Dialog
      header={TXT.duplicar}
      visible={visivel}
      onHide={onFechar}
      className="ipe-faixa-dialogo"
      footer={<Rodape onCancel={onFechar} onConfirm={() => void confirmar()} ocupado={ocupado} />}
    >
      <FormGrid>
        <Campo id="cargoOrigemId" label={TXT.cargoOrigem} required erro={erros.cargoOrigemId}>
          {(aria) => (
            <CargoDropdown
              aria={aria}
              cargos={cargos}
              value={cargoOrigemId}
              invalid={!!erros.cargoOrigemId}
              onChange={(v) => {
                setCargoOrigem(v);
                setFaixa(null);
              }}
            />
          )}
        </Campo>
        <Campo id="faixaOrigemId" label={TXT.faixaOrigem} required erro={erros.faixaOrigemId}>
          {({ id, ...aria }) => (
            <Dropdown
              inputId={id}
              {...aria}
              value={faixaOrigemId}
              options={faixas}
              optionLabel="nome"
              optionValue="id"
              placeholder={T.selecione}
              invalid={!!erros.faixaOrigemId}
              disabled={cargoOrigemId == null}
              onChange={(e) => setFaixa(e.value ?? null)}
            />
          )}
        </Campo>
        <Campo id="nome" label={TXT.novoNome} required erro={erros.nome}>
          {(aria) => (
            <InputText
              {...aria}
              value={nome}
              invalid={!!erros.nome}
              onChange={(e) => setNome(e.target.value)}
            />
          )}
        </Campo>
        <Campo id="cargoDestinoId" label={TXT.cargoDestino} erro={erros.cargoDestinoId}>
          {(aria) => (
            <CargoDropdown
              aria={aria}
              cargos={cargos}
              value={cargoDestinoId}
              placeholder={TXT.mesmoCargo}
              invalid={!!erros.cargoDestinoId}
              onChange={setDestino}
            />
          )}
        </Campo>
      </FormGrid>
    </Dialog>
  );
}

/**
 * 'Transferir faixas': moves the chosen bands of a cargo (all of them when none is chosen) to another
 * cargo, in one transaction (POST /faixas-salariais/cargo/{id}/transferir-faixas-salariais).
 */
export function TransferirFaixasDialog({
  visivel,
  cargoInicial,
  onFechar,
  onFeito,
}: {
  visivel: boolean;
  cargoInicial: number | null;
  onFechar: () => void;
  onFeito: () => void;
}) {
  const { data: cargos = [] } = useCargos();
  const [origem, setOrigem] = useState<number | null>(cargoInicial);
  const [faixasIds, setFaixas] = useState<number[]>([]);
  const [cargoDestinoId, setDestino] = useState<number | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const [ocupado, setOcupado] = useState(false);
  const { data: faixas = [] } = useFaixasDoCargo(origem);

  const confirmar = async () => {
    const parsed = transferirFaixasSchema.safeParse({
      cargoDestinoId,
      faixasIds: faixasIds.length ? faixasIds : undefined,
    });
    const novos: Erros = parsed.success ? {} : errosDe(parsed.error.issues);
    if (origem == null) novos.cargoOrigemId = 'Cargo de origem é obrigatório';
    if (Object.keys(novos).length || !parsed.success) return setErros(novos);
    setErros({});
    setOcupado(true);
    const feito = await enviar(
      () => chamar(transferirFaixas, { params: { cargoId: origem as number }, body: parsed.data }),
      setErros,
    );
    setOcupado(false);
    if (feito) {
      toastSuccess(feito.message);
      onFeito();
    }
  };

  return (
    <Dialog
      header={TXT.transferir}
      visible={visivel}
      onHide={onFechar}
      className="ipe-faixa-dialogo"
      footer={<Rodape onCancel={onFechar} onConfirm={() => void confirmar()} ocupado={ocupado} />}
    >
      <FormGrid>
        <Campo id="cargoOrigemId" label={TXT.cargoOrigem} required erro={erros.cargoOrigemId}>
          {(aria) => (
            <CargoDropdown
              aria={aria}
              cargos={cargos}
              value={origem}
              invalid={!!erros.cargoOrigemId}
              onChange={(v) => {
                setOrigem(v);
                setFaixas([]);
              }}
            />
          )}
        </Campo>
        <Campo id="faixasIds" label={TXT.faixas} erro={erros.faixasIds}>
          {({ id, ...aria }) => (
            <MultiSelect
              inputId={id}
              {...aria}
              value={faixasIds}
              options={faixas}
              optionLabel="nome"
              optionValue="id"
              placeholder={TXT.todasDoCargo}
              display="chip"
              invalid={!!erros.faixasIds}
              disabled={origem == null}
              onChange={(e) => setFaixas(e.value ?? [])}
            />
          )}
        </Campo>
        <Campo id="cargoDestinoId" label={TXT.cargoDestino} required erro={erros.cargoDestinoId}>
          {(aria) => (
            <CargoDropdown
              aria={aria}
              cargos={cargos}
              value={cargoDestinoId}
              invalid={!!erros.cargoDestinoId}
              onChange={setDestino}
            />
          )}
        </Campo>
      </FormGrid>
    </Dialog>
  );
}
