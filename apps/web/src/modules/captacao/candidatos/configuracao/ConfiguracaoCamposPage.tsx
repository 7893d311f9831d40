import { CONFIGURACAO_CANDIDATO_TITULO, candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import { motivoDoCampo } from '@ipe/domain/resources/captacao/candidatos/camposSensiveis';
import { CAMPOS_CANDIDATO } from '@ipe/domain/resources/utilitario/organizacao/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import {
  alterarConfiguracaoCamposCandidato,
  configuracaoCamposCandidato,
} from '@ipe/domain/resources/captacao/candidatos/contratos';
import { chamar } from '../../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../../platform/api/notify.ts';
import { ChecklistBox, FieldShell } from '../../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../../platform/layout/useDocumentTitle.ts';
import { T } from '../../../../platform/resource/texts.ts';
import '../../../../platform/resource/resource.css';

const KEY = [candidatos.path, 'configuracao-campos'] as const;

export const TXT_CONFIGURACAO = {
  titulo: CONFIGURACAO_CANDIDATO_TITULO,
  campos: 'Campos obrigatórios',
  ajuda:
    'Marque os campos que o formulário completo de candidato exige nesta empresa. Nome é sempre obrigatório. ' +
    'Os formulários simplificados exigem apenas nome e cargos (e, com currículo, os dados pessoais e o texto ' +
    'do currículo). Os campos extras são configurados no cadastro da empresa.',
  salvo: 'Configuração salva com sucesso.',
  visiveis: 'Campos visíveis na área do candidato',
  ajudaVisiveis:
    'Marque os campos que o candidato vê ao se cadastrar ou atualizar o currículo pela área do candidato. ' +
    'Os desmarcados ficam só com o RH. Nome, CPF e senha (o acesso do candidato) aparecem sempre, e um ' +
    'campo obrigatório fica sempre visível. Os dados sensíveis pela LGPD (filiação, cônjuge, etnia/raça, ' +
    'estado civil com o regime de bens) vêm desmarcados; ao marcar um deles, o candidato vê junto ao campo ' +
    'o motivo indicado abaixo dele, e a empresa passa a responder por esse uso.',
  /** The note under an LGPD-sensitive field: the text the candidate reads under it. */
  nota: (motivo: string) => `LGPD: o candidato verá "${motivo}"`,
} as const;

/** Why an LGPD-sensitive field is asked, as the candidate will read it; undefined for the others. */
const notaLgpd = (campo: string) => {
  const motivo = motivoDoCampo(campo);
  return motivo === undefined ? undefined : TXT_CONFIGURACAO.nota(motivo);
};

/**
 * /captacao/candidatos/configuracao: the company's required fields of the candidate form (the same
 * storage as the company screen's checklist) and the fields external candidates see (issue 24 §4),
 * under its own authority. Each LGPD-sensitive field shows, in the visible list, why it is asked: the
 * note the candidate reads under it once the company turns it on (issue 24 §1).
 */
export default function ConfiguracaoCamposPage() {
  useDocumentTitle(TXT_CONFIGURACAO.titulo);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => chamar(configuracaoCamposCandidato) });
  const [marcados, setMarcados] = useState<string[]>([]);
  const [visiveis, setVisiveis] = useState<string[]>([]);
  useEffect(() => {
    if (!query.data) return;
    setMarcados(query.data.filter((c) => c.obrigatorio).map((c) => c.campo));
    setVisiveis(query.data.filter((c) => c.visivel).map((c) => c.campo));
  }, [query.data]);
  const fixos = (query.data ?? []).filter((c) => c.fixo).map((c) => c.campo);
  // Always visible: the fixed ones, the candidate's login and whatever is required (the server's rule).
  const sempreVisiveis = new Set([
    ...fixos,
    ...marcados,
    ...CAMPOS_CANDIDATO.filter((c) => c.sempreVisivel).map((c) => c.campo),
  ]);
  const save = useMutation({
    mutationFn: (body: { obrigatorios: string[]; visiveis: string[] }) =>
      chamar(alterarConfiguracaoCamposCandidato, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      // The forms read the configuration from /formulario.
      void queryClient.invalidateQueries({ queryKey: [candidatos.path, 'formulario'] });
      toastSuccess(TXT_CONFIGURACAO.salvo);
    },
  });

  return (
    <section className="ipe-resource-form" aria-labelledby="ipe-form-title">
      <h1 id="ipe-form-title">{TXT_CONFIGURACAO.titulo}</h1>
      <form
        noValidate
        aria-busy={query.isPending || save.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({
            obrigatorios: marcados.filter((c) => !fixos.includes(c)),
            visiveis: [...new Set([...visiveis, ...sempreVisiveis])],
          });
        }}
      >
        <FieldShell id="camposObrigatorios" label={TXT_CONFIGURACAO.campos}>
          <p className="ipe-hint">{TXT_CONFIGURACAO.ajuda}</p>
          <ChecklistBox
            id="camposObrigatorios"
            label={TXT_CONFIGURACAO.campos}
            options={(query.data ?? []).map((c) => ({
              value: c.campo,
              label: c.label,
              group: c.grupo,
              disabled: c.fixo,
            }))}
            value={[...new Set([...fixos, ...marcados])]}
            onChange={setMarcados}
          />
        </FieldShell>
        <FieldShell id="camposVisiveis" label={TXT_CONFIGURACAO.visiveis}>
          <p className="ipe-hint">{TXT_CONFIGURACAO.ajudaVisiveis}</p>
          <ChecklistBox
            id="camposVisiveis"
            label={TXT_CONFIGURACAO.visiveis}
            options={(query.data ?? []).map((c) => ({
              value: c.campo,
              label: c.label,
              group: c.grupo,
              disabled: sempreVisiveis.has(c.campo),
              description: notaLgpd(c.campo),
            }))}
            value={[...new Set([...sempreVisiveis, ...visiveis])]}
            onChange={setVisiveis}
          />
        </FieldShell>
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
