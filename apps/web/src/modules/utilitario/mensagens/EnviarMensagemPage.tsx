import { CAIXAS, TIPOS_CAIXA, type TipoCaixa } from '@ipe/domain/mensagens';
import {
  destinatariosMensagem,
  ENVIAR_MENSAGEM_PATH,
  enviarMensagem,
  MSG_ENVIAR_MENSAGEM as M,
} from '@ipe/domain/resources/utilitario/enviarMensagem';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { type FormEvent, useState } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { FieldShell, fieldAria, FormGrid } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import '../../../platform/resource/resource.css';

const OPCOES_CAIXA = TIPOS_CAIXA.map((t) => ({ value: t, label: CAIXAS[t] }));

/**
 * /utilitario/enviar-mensagem: HR writes a message to the boxes of chosen users and/or of the users
 * holding chosen profiles in the company, among the users it manages (the server narrows and refuses).
 */
export default function EnviarMensagemPage() {
  useDocumentTitle(M.titulo);
  const [tipo, setTipo] = useState<TipoCaixa>('U');
  const [usuariosIds, setUsuarios] = useState<number[]>([]);
  const [perfisIds, setPerfis] = useState<number[]>([]);
  const [texto, setTexto] = useState('');
  const [erros, setErros] = useState<{ texto?: string; usuariosIds?: string }>({});
  const opcoes = useQuery({
    queryKey: [ENVIAR_MENSAGEM_PATH, 'destinatarios'],
    queryFn: () => chamar(destinatariosMensagem),
  });
  const enviar = useMutation({
    mutationFn: () => chamar(enviarMensagem, { body: { tipo, texto, usuariosIds, perfisIds } }),
    onSuccess: (r) => {
      toastSuccess(r.message);
      setTexto('');
      setUsuarios([]);
      setPerfis([]);
    },
  });
  const submeter = (e: FormEvent) => {
    e.preventDefault();
    const novos = {
      texto: texto.trim() ? undefined : M.textoObrigatorio,
      usuariosIds: usuariosIds.length || perfisIds.length ? undefined : M.semDestinatario,
    };
    setErros(novos);
    if (!novos.texto && !novos.usuariosIds) enviar.mutate();
  };
  return (
    <section aria-labelledby="enviar-mensagem-titulo">
      <div className="ipe-page-header">
        <h1 id="enviar-mensagem-titulo">{M.titulo}</h1>
      </div>
      <form onSubmit={submeter} noValidate>
        <FormGrid>
          <FieldShell id="mensagem-caixa" label={M.caixa} span={4}>
            <Dropdown
              inputId="mensagem-caixa"
              value={tipo}
              options={OPCOES_CAIXA}
              onChange={(e) => setTipo(e.value as TipoCaixa)}
            />
          </FieldShell>
          <Destinatarios
            id="mensagem-usuarios"
            label={M.usuarios}
            span={8}
            error={erros.usuariosIds}
            value={usuariosIds}
            options={opcoes.data?.usuarios}
            onChange={setUsuarios}
          />
          <Destinatarios
            id="mensagem-perfis"
            label={M.perfis}
            span={12}
            value={perfisIds}
            options={opcoes.data?.perfis}
            onChange={setPerfis}
          />
          <FieldShell id="mensagem-texto" label={M.texto} span={12} required error={erros.texto}>
            <InputTextarea
              {...fieldAria('mensagem-texto', erros.texto, true)}
              value={texto}
              rows={6}
              maxLength={4000}
              onChange={(e) => setTexto(e.target.value)}
            />
          </FieldShell>
        </FormGrid>
        <div className="ipe-form-actions">
          <Button type="submit" label={M.enviar} icon="pi pi-send" loading={enviar.isPending} />
        </div>
      </form>
    </section>
  );
}

/** A list of recipients (users or profiles) chosen by name, with a filter, shown as chips. */
function Destinatarios(p: {
  id: string;
  label: string;
  span: number;
  error?: string;
  value: number[];
  options: { id: number; nome: string }[] | undefined;
  onChange: (ids: number[]) => void;
}) {
  return (
    <FieldShell id={p.id} label={p.label} span={p.span} error={p.error}>
      <MultiSelect
        inputId={p.id}
        value={p.value}
        options={p.options ?? []}
        optionLabel="nome"
        optionValue="id"
        filter
        display="chip"
        onChange={(e) => p.onChange(e.value ?? [])}
      />
    </FieldShell>
  );
}
