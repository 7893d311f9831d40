import { etniaOptions, type Field, type ResourceDef } from '@ipe/domain';
import {
  candidatos,
  ehEstrangeiro,
  type FormularioCandidato,
  type FormularioTipo,
} from '@ipe/domain/resources/captacao/candidatos/index';
import { motivoDoCampo } from '@ipe/domain/resources/captacao/candidatos/camposSensiveis';
import { type PortaCandidato, portaRh } from '@ipe/domain/resources/captacao/candidatos/portas';
import { useQuery } from '@tanstack/react-query';
import { TabPanel, TabView } from 'primereact/tabview';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldValues, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { chamar } from '../../../../platform/api/chamar.ts';
import { http } from '../../../../platform/api/client.ts';
import { notify } from '../../../../platform/api/notify.ts';
import { FormGrid } from '../../../../platform/components/index.ts';
import { focusField } from '../../../../platform/components/focusFirstError.ts';
import { ResourceField } from '../../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../../platform/resource/ResourceFormPage.tsx';
import { useResourceForm } from '../../../../platform/resource/useResourceForm.ts';
import { CampoExtra, CampoSenha } from './CamposEspeciais.tsx';
import { CampoPrimeiroEmprego } from './CampoPrimeiroEmprego.tsx';
import { CurriculoOcr } from './CurriculoOcr.tsx';
import { camposMarcados, candidatoMarcado, resolverCandidato } from './configuracao.ts';
import { AcoesPassos, PassosCandidato } from './PassosCandidato.tsx';
import { PreencherPorCurriculo } from './PreencherPorCurriculo.tsx';
import type { InicioCadastro } from './PrimeiroPasso.tsx';
import { layoutPassos } from './passos.ts';
import { ResumoErros } from './ResumoErros.tsx';
import { FotoCandidato, type FotoCandidatoProps } from './FotoCandidato.tsx';
import {
  CAMPOS_EXTRAS,
  CONFIRMA_SENHA,
  FOTO,
  type LayoutCandidato,
  layoutCandidato,
  SENHA,
} from './layout.ts';
import { LISTAS_EM_DIALOGO, ListaCandidato } from './listas.tsx';
import { TXT } from './texts.ts';
import { AvisoHomonimos, VerificacaoCpf } from './Verificacoes.tsx';
import './formulario.css';

type Values = Record<string, unknown>;

export interface CandidatoFormProps {
  /** The candidate, or null for a new one. */
  id: number | null;
  /** The company's form configuration (useFormularioCandidato, or the candidate area's own read). */
  configuracao: FormularioCandidato;
  /** Full form (default) or one of the simplified forms (new candidates). */
  formulario?: FormularioTipo;
  /** The API door: HR's (default, portaRh) or the candidate area's (portaCandidato, its own record). */
  porta?: PortaCandidato;
  /** Declared fields not shown: the candidate area hides HR's (CAMPOS_SOMENTE_RH). */
  ocultar?: readonly string[];
  /** The candidate fills the form (candidate area): the policy must be accepted when required. */
  peloCandidato?: boolean;
  /**
   * HR's notices while typing: duplicate CPF, the other companies of the CPF and homonyms (default on;
   * the candidate area turns them off: they tell about other people).
   */
  avisosRh?: boolean;
  /** Shown above the tabs (the simplified forms' shortcuts). */
  cabecalho?: ReactNode;
  /** Where to go after saving (default: back to the list). */
  afterSave?: (saved: Values, isNew: boolean) => string | undefined;
  /** Sent with the fields (the candidate area's registration sends its company: {empresaId}). */
  valoresExtras?: Values;
  /**
   * The candidate area's phone registration (issue 24 §1, new candidates): steps instead of tabs
   * (résumé, required fields, the rest, password and consent), the same fields and rules.
   */
  passos?: boolean;
  /** Where 'Sair' of the first step goes (steps only). */
  sair?: () => void;
  /**
   * Steps only: what the light first step (PrimeiroPasso) gathered before this form loaded, applied
   * once the form is ready (a résumé read fills the form as if read here; 'Continuar' goes on). A later
   * value (the résumé read after the candidate continued) is applied too.
   */
  inicio?: InicioCadastro;
}

/** Ethnicity 9 'Não informado' is offered only to a candidate who already has it (spec 1 §3). */
const comEtnia = (f: Field, atual: unknown): Field =>
  f.kind === 'enum' ? { ...f, options: etniaOptions(atual as string | null) } : f;

/** A block over the whole width of the form grid. */
const Largo = ({ children }: { children: ReactNode }) => (
  <div className="ipe-candidato-largo">{children}</div>
);

/**
 * The candidate form (spec 1 §2, §3, §5): the declaration's tabs drawn with the generic widgets, the lists
 * edited in dialogs, the company's required and extra fields, the photo, the résumé text read by OCR and
 * the password; or one of the simplified forms. Everything (lists included) is saved by one POST or PUT.
 */
export function CandidatoForm({
  id,
  configuracao,
  formulario = 'completo',
  porta = portaRh,
  ocultar = [],
  peloCandidato = false,
  avisosRh = true,
  cabecalho,
  afterSave,
  valoresExtras,
  passos = false,
  sair,
  inicio,
}: CandidatoFormProps) {
  // The candidate area's API answers only for the candidate's own record: the page already holds the
  // right session, HR's authorities do not apply.
  const base = useMemo<ResourceDef>(
    () => ({
      ...candidatos,
      path: porta.path,
      ...(peloCandidato ? { access: { read: 'public', write: 'public' } as const } : {}),
    }),
    [porta, peloCandidato],
  );
  const completo = formulario === 'completo';

  // The extra-field values and whether a password is stored come with the complete read.
  const completoQuery = useQuery({
    queryKey: [porta.path, 'completo', id],
    enabled: id !== null,
    queryFn: () => chamar(porta.completo, { params: { id: Number(id) } }),
  });
  const lido = completoQuery.data;
  const temSenha = lido?.temSenha === true;

  const marcados = useMemo(() => {
    const m = camposMarcados(configuracao.obrigatorios, formulario);
    if (temSenha) m.delete(SENHA);
    return m;
  }, [configuracao.obrigatorios, formulario, temSenha]);
  const def = useMemo(() => candidatoMarcado(base, marcados), [base, marcados]);
  const layoutCompleto = useMemo(
    () => layoutCandidato(def, { ocultar, camposExtras: configuracao.camposExtras, formulario }),
    [def, ocultar, configuracao.camposExtras, formulario],
  );
  const emPassos = passos && id === null && completo;
  const layout: LayoutCandidato = useMemo(
    () =>
      emPassos
        ? layoutPassos(def, layoutCompleto, {
            marcados,
            fotoObrigatoria: configuracao.obrigatorios.includes(FOTO),
            camposExtras: configuracao.camposExtras,
          })
        : layoutCompleto,
    [emPassos, def, layoutCompleto, marcados, configuracao],
  );
  const visiveis = useMemo(() => new Set(layoutCompleto.ordem), [layoutCompleto]);

  // The photo and résumé of a new candidate wait for its id.
  const [fotoArquivo, setFotoArquivo] = useState<File | null>(null);
  const [fotoGuardada, setFotoGuardada] = useState(false);
  const [curriculoArquivo, setCurriculoArquivo] = useState<File | null>(inicio?.arquivo ?? null);
  const temFoto = useRef(false);
  temFoto.current = fotoGuardada || !!fotoArquivo;
  const resolver = useMemo(
    () =>
      resolverCandidato(base, {
        config: configuracao,
        formulario,
        temFoto: () => temFoto.current,
        temSenha,
        peloCandidato,
      }),
    [base, configuracao, formulario, temSenha, peloCandidato],
  );

  const extraValues = useMemo(
    () => ({
      [SENHA]: null,
      [CONFIRMA_SENHA]: null,
      [CAMPOS_EXTRAS]: lido?.camposExtras ?? {},
    }),
    [lido],
  );

  const onSaved = useCallback(
    async (saved: Values, isNew: boolean) => {
      if (!isNew) return;
      const id = Number(saved.id);
      const enviar = async (arquivo: File, falha: string, put: (form: FormData) => Promise<unknown>) => {
        const form = new FormData();
        form.append('arquivo', arquivo, arquivo.name);
        try {
          await put(form);
        } catch {
          notify({ severity: 'warn', summary: 'Aviso', detail: falha });
        }
      };
      const silencioso = { errors: 'silent' } as const;
      if (fotoArquivo)
        await enviar(fotoArquivo, TXT.fotoFalhou, (form) =>
          http.put(`${porta.path}/${id}/foto`, form, silencioso),
        );
      // Stored without reading it again: the text in the form (maybe edited) is the one saved.
      if (curriculoArquivo)
        await enviar(curriculoArquivo, TXT.curriculoFalhou, (form) =>
          chamar(porta.curriculo.anexar, { params: { id }, body: form }, silencioso),
        );
    },
    [porta, fotoArquivo, curriculoArquivo],
  );

  const state = useResourceForm(def, id, {
    resolver,
    extraValues,
    extraReady: id === null || !!lido,
    fieldOrder: layout.ordem,
    tabOf: layout.abaDe,
    onSaved,
    afterSave,
    toBody: valoresExtras ? (v) => ({ ...v, ...valoresExtras }) : undefined,
  });
  const disabled = state.readOnly || state.loading;
  const etniaAtual = state.row?.etniaRaca;

  /** The label of a failing path, for the error summary. */
  const rotulo = (path: string): string => {
    const [raiz, indice, sub] = path.split('.');
    if (raiz === FOTO) return TXT.foto;
    if (raiz === SENHA) return TXT.senha;
    if (raiz === CONFIRMA_SENHA) return TXT.confirmaSenha;
    if (raiz === CAMPOS_EXTRAS)
      return configuracao.camposExtras.find((c) => c.campo === indice)?.label ?? path;
    const f = def.fields.find((x) => x.name === raiz);
    if (!f) return path;
    if (f.kind === 'items' && indice !== undefined && sub) {
      const item = f.fields.find((x) => x.name === sub);
      return `${f.itemLabel ?? f.label} ${Number(indice) + 1}: ${item?.label ?? sub}`;
    }
    return f.label;
  };
  const resumo = (
    <ResumoErros ordem={layout.ordem} rotulo={rotulo} abaDe={layout.abaDe} irPara={state.setTab} />
  );

  /** 'Continuar': the step's fields are checked; with errors the summary lists them and the first gets the cursor. */
  const continuar = async () => {
    const campos = layout.abas[state.tab]?.campos ?? [];
    const ok = campos.length === 0 || (await state.form.trigger(campos));
    if (ok) {
      state.form.clearErrors();
      state.setTab(state.tab + 1);
      window.scrollTo?.({ top: 0 });
      return;
    }
    const primeiro = layout.ordem.find((c) => state.form.getFieldState(c).invalid);
    if (primeiro) void focusField(primeiro);
  };

  // After useResourceForm's first reset (its effect runs before this one), so nothing applied is lost.
  const [lidoAntes, setLidoAntes] = useState<string | undefined>();
  const inicioAplicado = useRef<InicioCadastro | undefined>(undefined);
  useEffect(() => {
    if (!emPassos || !inicio || state.loading || inicioAplicado.current === inicio) return;
    const primeiro = inicioAplicado.current === undefined;
    inicioAplicado.current = inicio;
    if (inicio.arquivo) setCurriculoArquivo(inicio.arquivo);
    if (primeiro && inicio.texto) state.form.setValue('ocrTexto', inicio.texto, { shouldDirty: true });
    // PreencherPorCurriculo fills the rest from it and says what it filled.
    if (inicio.lido) setLidoAntes(inicio.texto);
    if (!primeiro) return;
    if (inicio.foco) document.getElementById(inicio.foco)?.focus();
    if (inicio.continuar) void continuar();
  });

  const campo = (nome: string): ReactNode => {
    if (LISTAS_EM_DIALOGO.includes(nome))
      return (
        <Largo key={nome}>
          <ListaCandidato def={def} nome={nome} disabled={disabled} />
        </Largo>
      );
    if (nome === FOTO)
      return (
        <Largo key={nome}>
          <FotoDoFormulario
            apiBase={porta.path}
            id={id}
            arquivo={fotoArquivo}
            onArquivo={setFotoArquivo}
            onStored={setFotoGuardada}
            disabled={disabled}
          />
        </Largo>
      );
    if (nome === 'primeiroEmprego') return <CampoPrimeiroEmprego key={nome} def={def} disabled={disabled} />;
    if (nome === SENHA || nome === CONFIRMA_SENHA)
      return <CampoSenha key={nome} name={nome} required={marcados.has(SENHA)} disabled={disabled} />;
    if (nome.startsWith(`${CAMPOS_EXTRAS}.`)) {
      const c = configuracao.camposExtras.find((x) => `${CAMPOS_EXTRAS}.${x.campo}` === nome);
      return c ? <CampoExtra key={nome} campo={c} disabled={disabled} /> : null;
    }
    const f = def.fields.find((x) => x.name === nome);
    if (!f) return null;
    const generico = (
      <ResourceField
        key={nome}
        def={def}
        field={nome === 'etniaRaca' ? comEtnia(f, etniaAtual) : f}
        disabled={disabled}
      />
    );
    // Visa and arrival only for a foreign candidate (issue 24 §4).
    if (nome === 'tipoVisto' || nome === 'dataChegadaBrasil')
      return <SeEstrangeiro key={nome}>{generico}</SeEstrangeiro>;
    const motivo = peloCandidato ? motivoDoCampo(nome) : undefined;
    if (motivo)
      return [
        generico,
        <Largo key={`${nome}-motivo`}>
          <small className="ipe-campo-motivo">
            <strong>{TXT.porQuePedimos}</strong> {motivo}
          </small>
        </Largo>,
      ];
    if (nome === 'cpf' && avisosRh)
      return [
        generico,
        <Largo key="cpf-verificacao">
          <VerificacaoCpf id={id} />
        </Largo>,
      ];
    if (nome === 'nome' && avisosRh)
      return [
        generico,
        <Largo key="homonimos">
          <AvisoHomonimos id={id} />
        </Largo>,
      ];
    if (nome === 'ocrTexto' && emPassos)
      return [
        <PreencherPorCurriculo
          key="curriculo"
          contratos={porta.curriculo}
          visivel={(c) => visiveis.has(c)}
          onArquivo={setCurriculoArquivo}
          disabled={disabled}
          lido={lidoAntes}
        />,
        generico,
      ];
    if (nome === 'ocrTexto')
      return [
        <Largo key="curriculo">
          <CampoCurriculo
            contratos={porta.curriculo}
            id={id}
            disabled={disabled}
            onArquivo={setCurriculoArquivo}
          />
        </Largo>,
        generico,
      ];
    return generico;
  };

  if (emPassos)
    return (
      <ResourceFormFrame
        def={def}
        state={state}
        acoes={
          <AcoesPassos
            atual={state.tab}
            total={layout.abas.length}
            salvando={state.saving}
            carregando={state.loading}
            voltar={() => state.setTab(state.tab - 1)}
            sair={sair ?? state.back}
            continuar={() => void continuar()}
          />
        }
      >
        {cabecalho}
        {resumo}
        <PassosCandidato passos={layoutPassosDe(layout)} atual={state.tab} campo={campo} />
      </ResourceFormFrame>
    );

  return (
    <ResourceFormFrame def={def} state={state}>
      {cabecalho}
      {resumo}
      {completo && (
        <FotoDoFormulario
          apiBase={porta.path}
          id={id}
          arquivo={fotoArquivo}
          onArquivo={setFotoArquivo}
          onStored={setFotoGuardada}
          disabled={disabled}
        />
      )}
      {layout.abas.length === 1 ? (
        <FormGrid>{layout.abas[0].campos.map(campo)}</FormGrid>
      ) : (
        <TabView
          activeIndex={state.tab}
          onTabChange={(e) => state.setTab(e.index)}
          renderActiveOnly={false}
          scrollable
          className="ipe-candidato-abas"
        >
          {layout.abas.map((aba) => (
            <TabPanel key={aba.titulo} header={aba.titulo}>
              <FormGrid>{aba.campos.map(campo)}</FormGrid>
            </TabPanel>
          ))}
        </TabView>
      )}
    </ResourceFormFrame>
  );
}

/** The steps of a layout built by layoutPassos. */
const layoutPassosDe = (l: LayoutCandidato) => (l as ReturnType<typeof layoutPassos>).abas;

/** Its fields only while the nationality is not Brazilian. */
function SeEstrangeiro({ children }: { children: ReactNode }) {
  const nacionalidade = useWatch({ name: 'nacionalidade' });
  return ehEstrangeiro(nacionalidade) ? children : null;
}

/** The photo with 'Foto é obrigatória' after a submit without one (the photo is not a declared field). */
function FotoDoFormulario(props: Omit<FotoCandidatoProps, 'error'>) {
  const form = useFormContext<FieldValues>();
  const { errors } = useFormState({ control: form.control, name: FOTO });
  const msg = errors[FOTO]?.message;
  return <FotoCandidato {...props} error={typeof msg === 'string' ? msg : undefined} />;
}

/** The résumé upload above the résumé text: what OCR reads replaces the text. */
function CampoCurriculo(props: {
  contratos: PortaCandidato['curriculo'];
  id: number | null;
  disabled: boolean;
  onArquivo: (f: File) => void;
}) {
  const form = useFormContext<FieldValues>();
  const { contratos, id } = props;
  return (
    <CurriculoOcr
      ler={(body) =>
        id === null
          ? chamar(contratos.ler, { body })
          : chamar(contratos.lerDoCandidato, { params: { id }, body })
      }
      onArquivo={id === null ? props.onArquivo : undefined}
      disabled={props.disabled}
      onTexto={(t) =>
        form.setValue('ocrTexto', t, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
      }
    />
  );
}
