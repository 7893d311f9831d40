import { zodResolver } from '@hookform/resolvers/zod';
import { formatCpf } from '@ipe/domain';
import {
  CAMPOS_MEUS_DADOS,
  camposMeusDados,
  colaboradores,
  lerMeusDados,
  meusDadosSchema,
  salvarMeusDados,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { chamar } from '../../platform/api/chamar.ts';
import type { ApiError } from '../../platform/api/client.ts';
import { toastSuccess } from '../../platform/api/notify.ts';
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle.ts';
import { ResourceFields } from '../../platform/resource/ResourceFields.tsx';
import { useSession } from '../../platform/session/state.ts';

/** Written here: the page's texts (the spec names the menu entry only). */
const T = {
  titulo: 'Meus Dados',
  nome: 'Nome',
  cpf: 'CPF',
  nota: 'Mantenha seu e-mail, celular e endereço em dia. Para corrigir outros dados, fale com o RH da sua empresa.',
  salvar: 'Gravar',
};

/** The contact fields of the talent form, on one grid (no tabs). */
const def = { ...colaboradores, fields: camposMeusDados.map(({ tab: _, ...f }) => f) };
type Valores = Record<(typeof CAMPOS_MEUS_DADOS)[number], unknown>;
const vazio = Object.fromEntries(CAMPOS_MEUS_DADOS.map((c) => [c, null])) as Valores;

/**
 * 'Atualizar Meus Dados' (ROLE_CAD_INFO_PESSOAL): the employee's own contact data (its talent's e-mail,
 * mobile and address), read and written through /api/userinfo/meus-dados, never anyone else's.
 */
export default function MeusDadosPage() {
  useDocumentTitle(T.titulo);
  const { info } = useSession();
  const [cabecalho, setCabecalho] = useState<{ nome: string; cpf: string | null } | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<Valores>({ resolver: zodResolver(meusDadosSchema) as never, defaultValues: vazio });

  useEffect(() => {
    chamar(lerMeusDados, {}, { errors: 'silent' }).then(
      ({ nome, cpf, ...dados }) => {
        setCabecalho({ nome, cpf });
        form.reset(dados);
      },
      (e: ApiError) => setErro(e.message),
    );
  }, [form]);

  const gravar = form.handleSubmit(async (v) => {
    const res = await chamar(salvarMeusDados, { body: v as never });
    form.reset(res.dados);
    toastSuccess(res.message);
  });

  if (!info) return null;
  return (
    <section className="ipe-page ipe-narrow" aria-labelledby="meus-dados-titulo">
      <h1 id="meus-dados-titulo">{T.titulo}</h1>
      {erro ? (
        <p className="ipe-note" role="status">
          <i className="pi pi-info-circle" aria-hidden="true" /> {erro}
        </p>
      ) : (
        <>
          <p className="ipe-note">
            <i className="pi pi-info-circle" aria-hidden="true" /> {T.nota}
          </p>
          <FormProvider {...form}>
            <form className="ipe-form ipe-card" onSubmit={gravar} noValidate aria-label={T.titulo}>
              <div className="ipe-field">
                <label htmlFor="meus-dados-nome">{T.nome}</label>
                <InputText id="meus-dados-nome" value={cabecalho?.nome ?? info.usuario.nome} readOnly />
              </div>
              <div className="ipe-field">
                <label htmlFor="meus-dados-cpf">{T.cpf}</label>
                <InputText
                  id="meus-dados-cpf"
                  value={formatCpf(cabecalho?.cpf ?? info.usuario.cpf)}
                  readOnly
                />
              </div>
              <ResourceFields def={def} />
              <div>
                <Button
                  type="submit"
                  label={T.salvar}
                  icon="pi pi-check"
                  loading={form.formState.isSubmitting}
                />
              </div>
            </form>
          </FormProvider>
        </>
      )}
    </section>
  );
}
