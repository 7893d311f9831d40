import {
  infoMatriz,
  configuracoesDaFaixa,
  configuracaoDaFaixa,
  alterarConfiguracaoDaFaixa,
  incluirConfiguracaoDaFaixa,
  removerConfiguracaoDaFaixa,
} from '@ipe/domain/resources/cargoSalario/competencias/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import type { RespostaDe } from '@ipe/domain/contrato';
import { ERROR_CODES, formatDate, isAllowed } from '@ipe/domain';
import { cargos as cargosDef } from '@ipe/domain/resources/cargoSalario/areas/index';
import { faixasSalariais } from '@ipe/domain/resources/cargoSalario/faixas/index';
import {
  type ConfiguracaoFaixaBody,
  configuracaoFaixaSchema,
  configuracoesNivelCompetenciaFaixa as def,
} from '@ipe/domain/resources/cargoSalario/competencias/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from '../../../platform/components/ChoiceInputs.tsx';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../platform/api/client.ts';
import { recurso } from '../../../platform/api/recurso.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import {
  alertInvalidForm,
  confirmRemove,
  DateInput,
  FieldShell,
  FormGrid,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { FormSkeleton } from '../../../platform/resource/ResourceFormPage.tsx';
import { T } from '../../../platform/resource/texts.ts';
import { useSession } from '../../../platform/session/state.ts';
import { hoje } from './api.ts';
import { chaveDe, type Escolha, MatrizTabela, pesoId } from './MatrizTabela.tsx';
import { TXT } from './texts.ts';
import './competencias.css';

const API = def.path;
const NOVA = 0;

type Config = RespostaDe<typeof configuracaoDaFaixa>;
type Opcao = { value: number; label: string };

const escolhasDe = (c: Config): Record<string, Escolha> =>
  Object.fromEntries(
    c.competencias.map((r) => [
      chaveDe({ tipo: r.tipo, id: r.competenciaId }),
      { peso: r.competenciaPeso, nivelId: r.nivelCompetenciaId },
    ]),
  );

/** Keys of the cargo's competences; null when the cargo cannot be read or declares none. */
function useCompetenciasDoCargo(cargoId: number | null) {
  return useQuery({
    queryKey: [cargosDef.path, 'row', cargoId, 'competencias'],
    enabled: cargoId !== null,
    queryFn: async () => {
      try {
        const cargo = await recurso(cargosDef).obter(Number(cargoId), { errors: 'silent', loading: 'none' });
        // The cargo's rows of each kind: conhecimentos [{conhecimentoId}], habilidades, atitudes.
        const chaves = [
          ...cargo.conhecimentos.map((r) => chaveDe({ tipo: 'C', id: r.conhecimentoId })),
          ...cargo.habilidades.map((r) => chaveDe({ tipo: 'H', id: r.habilidadeId })),
          ...cargo.atitudes.map((r) => chaveDe({ tipo: 'A', id: r.atitudeId })),
        ];
        return chaves.length ? new Set(chaves) : null;
      } catch {
        return null;
      }
    },
  });
}

/**
 * Competences per salary band (spec 2 §2 'Competence-level configuration'): pick the cargo and the band,
 * see the matrix of competences × levels for a date, set each competence's weight and required level,
 * and save the whole configuration in one call. Each date is a version: the history stays.
 */
export default function MatrizPage() {
  useDocumentTitle(def.labelPlural);
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { info: sessao } = useSession();
  const podeEditar = isAllowed(def.access.write, new Set(sessao?.authorities ?? []));
  const faixaId = Number(params.faixaId) > 0 ? Number(params.faixaId) : null;
  const [cargoId, setCargoId] = useState<number | null>(null);
  const [sel, setSel] = useState<number | null>(null);
  const [data, setData] = useState<string | null>(null);
  const [escolhas, setEscolhas] = useState<Record<string, Escolha>>({});
  const [erros, setErros] = useState<Record<string, string>>({});
  const [somenteDoCargo, setSomenteDoCargo] = useState(true);
  // Another band: start over (React's 'adjust state on a prop change' pattern, no effect needed).
  const [faixaAnterior, setFaixaAnterior] = useState(faixaId);
  if (faixaAnterior !== faixaId) {
    setFaixaAnterior(faixaId);
    setSel(null);
    setEscolhas({});
  }

  const cargos = useQuery({
    queryKey: [cargosDef.path, 'resumido', { unpaged: true }],
    queryFn: async () =>
      (await recurso(cargosDef).opcoes()).map((c): Opcao => ({ value: c.id, label: c.nomeMercado })),
  });
  const info = useQuery({
    queryKey: [API, 'info', faixaId],
    queryFn: () => chamar(infoMatriz, { query: { faixaId: faixaId ?? undefined } }),
  });
  useEffect(() => {
    if (info.data?.faixa) setCargoId(info.data.faixa.cargoId);
  }, [info.data?.faixa]);
  const faixas = useQuery({
    queryKey: [faixasSalariais.path, 'resumido', { cargoId }],
    enabled: cargoId !== null,
    queryFn: async () =>
      (await recurso(faixasSalariais).opcoes({ cargoId })).map(
        (f): Opcao => ({ value: f.id, label: f.nome }),
      ),
  });
  const configs = useQuery({
    queryKey: [API, 'lista', faixaId],
    enabled: faixaId !== null,
    queryFn: () => chamar(configuracoesDaFaixa, { params: { faixaId: faixaId as number } }),
  });
  // The band's newest configuration is shown first; 'Nova configuração' when it has none.
  const atual = sel ?? configs.data?.[0]?.id ?? (configs.data ? NOVA : null);
  const config = useQuery({
    queryKey: [API, 'config', faixaId, atual],
    enabled: faixaId !== null && !!atual,
    queryFn: () =>
      chamar(configuracaoDaFaixa, { params: { faixaId: faixaId as number, configId: atual as number } }),
  });
  // The configuration on screen is `carregada`: until the chosen one is in the state, a skeleton stands
  // for the matrix, so nothing chosen early is overwritten when it arrives.
  const [carregada, setCarregada] = useState<number | null>(null);
  useEffect(() => {
    if (config.data && atual === config.data.id) {
      setData(config.data.data);
      setEscolhas(escolhasDe(config.data));
      setErros({});
      setCarregada(atual);
    }
  }, [config.data, atual]);
  useEffect(() => {
    if (atual === NOVA) {
      // A new version starts from what is on screen (or empty), dated today.
      setData(hoje());
      setErros({});
      setCarregada(NOVA);
    }
  }, [atual]);

  const doCargo = useCompetenciasDoCargo(cargoId);
  const competencias = useMemo(() => {
    const todas = info.data?.competencias ?? [];
    const ids = doCargo.data;
    if (!ids || !somenteDoCargo) return todas;
    return todas.filter((c) => ids.has(chaveDe(c)) || escolhas[chaveDe(c)]?.nivelId != null);
  }, [info.data, doCargo.data, somenteDoCargo, escolhas]);

  const body = (): { body: ConfiguracaoFaixaBody; chaves: string[] } => {
    const linhas = (info.data?.competencias ?? [])
      .map((c) => ({ c, e: escolhas[chaveDe(c)] }))
      .filter(({ e }) => e?.nivelId != null);
    return {
      chaves: linhas.map(({ c }) => chaveDe(c)),
      body: {
        data: data ?? '',
        competencias: linhas.map(({ c, e }) => ({
          tipo: c.tipo,
          competenciaId: c.id,
          competenciaPeso: e.peso as number,
          nivelCompetenciaId: e.nivelId as number,
        })),
      },
    };
  };

  /** Field entries (client or server) onto the screen: the date, the matrix, or a row. */
  const mostrarErros = async (entries: { field: string; message: string }[], chaves: string[]) => {
    const porCampo: Record<string, string> = {};
    const foco: Record<string, { message: string }> = {};
    for (const { field, message } of entries) {
      const [raiz, i] = field.split('.');
      if (raiz === 'competencias' && i !== undefined && chaves[Number(i)]) {
        porCampo[chaves[Number(i)]] ??= message;
        foco[pesoId(chaves[Number(i)])] ??= { message };
      } else {
        porCampo[raiz] ??= message;
        foco[raiz === 'competencias' ? 'matriz-competencias' : raiz] ??= { message };
      }
    }
    setErros(porCampo);
    await alertInvalidForm(foco, { fieldOrder: ['data', 'matriz-competencias', ...chaves.map(pesoId)] });
  };

  const gravar = useMutation({
    mutationFn: (b: ConfiguracaoFaixaBody) =>
      atual && atual !== NOVA
        ? chamar(alterarConfiguracaoDaFaixa, {
            params: { faixaId: faixaId as number, configId: atual },
            body: b,
          })
        : chamar(incluirConfiguracaoDaFaixa, { params: { faixaId: faixaId as number }, body: b }),
  });
  const remover = useMutation({
    mutationFn: () =>
      chamar(removerConfiguracaoDaFaixa, {
        params: { faixaId: faixaId as number, configId: atual as number },
      }),
  });

  const onGravar = async () => {
    const { body: b, chaves } = body();
    const parsed = configuracaoFaixaSchema.safeParse(b);
    if (!parsed.success) {
      await mostrarErros(
        parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
        chaves,
      );
      return;
    }
    try {
      const salvo = await gravar.mutateAsync(parsed.data);
      toastSuccess(TXT.configuracaoGravada);
      setErros({});
      setSel(salvo.id);
      await queryClient.invalidateQueries({ queryKey: [API] });
    } catch (e) {
      if (e instanceof ApiError && e.code === ERROR_CODES.fieldValidation)
        await mostrarErros(e.entries, chaves);
    }
  };

  const onRemover = async () => {
    if (!(await confirmRemove())) return;
    await remover.mutateAsync();
    toastSuccess(TXT.configuracaoRemovida);
    setSel(null);
    await queryClient.invalidateQueries({ queryKey: [API] });
  };

  const opcoesConfig: Opcao[] = [
    ...(configs.data ?? []).map((c, i) => ({
      value: c.id,
      label: `${formatDate(c.data)}${i === 0 ? ` (${TXT.vigente})` : ''}`,
    })),
    ...(podeEditar ? [{ value: NOVA, label: TXT.novaConfiguracao }] : []),
  ];
  const niveis = info.data?.niveis ?? [];
  const ocupado = gravar.isPending || remover.isPending;
  const somenteLeitura = !podeEditar || ocupado;

  return (
    <section aria-labelledby="matriz-title">
      <div className="ipe-page-header">
        <h1 id="matriz-title">{def.labelPlural}</h1>
      </div>
      <FormGrid>
        <FieldShell id="cargoId" label={TXT.cargo} span={4}>
          <Dropdown
            inputId="cargoId"
            options={cargos.data ?? []}
            value={cargoId}
            filter
            placeholder={T.selecione}
            loading={cargos.isFetching}
            onChange={(e) => {
              setCargoId((e.value as number | null) ?? null);
              if (faixaId) navigate(API, { replace: true });
            }}
          />
        </FieldShell>
        <FieldShell id="faixaSalarialId" label={TXT.faixa} span={4}>
          <Dropdown
            inputId="faixaSalarialId"
            options={faixas.data ?? []}
            value={faixaId}
            placeholder={T.selecione}
            disabled={cargoId === null}
            loading={faixas.isFetching}
            onChange={(e) => navigate(e.value ? `${API}/${e.value}` : API)}
          />
        </FieldShell>
        {faixaId !== null && (
          <FieldShell id="configuracaoId" label={TXT.configuracaoData} span={4}>
            <Dropdown
              inputId="configuracaoId"
              options={opcoesConfig}
              value={atual}
              placeholder={T.selecione}
              onChange={(e) => setSel(e.value as number)}
            />
          </FieldShell>
        )}
      </FormGrid>

      {faixaId === null && <p className="ipe-hint">{TXT.escolhaFaixa}</p>}
      {faixaId !== null && info.data && niveis.length === 0 && <p className="ipe-hint">{TXT.semNiveis}</p>}
      {faixaId !== null && info.data && info.data.competencias.length === 0 && (
        <p className="ipe-hint">{TXT.semCompetencias}</p>
      )}
      {faixaId !== null && info.data && niveis.length > 0 && atual !== null && atual !== carregada && (
        <FormSkeleton />
      )}
      {faixaId !== null && info.data && niveis.length > 0 && atual !== null && atual === carregada && (
        <>
          <FormGrid>
            <FieldShell id="data" label={TXT.data} required span={3} error={erros.data}>
              <DateInput
                id="data"
                value={data}
                onChange={(v) => setData(v)}
                invalid={!!erros.data}
                describedBy={erros.data ? 'data-error' : undefined}
                required
                disabled={somenteLeitura}
              />
            </FieldShell>
            {doCargo.data && (
              <div className="ipe-inline ipe-competencias-opcao">
                <Checkbox
                  inputId="somenteDoCargo"
                  checked={somenteDoCargo}
                  onChange={(e) => setSomenteDoCargo(e.checked === true)}
                />
                <label htmlFor="somenteDoCargo">{TXT.somenteDoCargo}</label>
              </div>
            )}
          </FormGrid>
          <div id="matriz-competencias" tabIndex={-1} data-field="competencias">
            <MatrizTabela
              niveis={niveis}
              competencias={competencias}
              escolhas={escolhas}
              erros={erros}
              disabled={somenteLeitura}
              onChange={(chave, e) => setEscolhas((prev) => ({ ...prev, [chave]: e }))}
            />
            {erros.competencias && (
              <small role="alert" className="ipe-field-error p-error">
                {erros.competencias}
              </small>
            )}
          </div>
          {podeEditar && (
            <div className="ipe-form-actions">
              {atual !== NOVA && (
                <Button
                  type="button"
                  label={TXT.removerConfiguracao}
                  icon="pi pi-trash"
                  severity="danger"
                  outlined
                  disabled={ocupado}
                  onClick={onRemover}
                />
              )}
              <Button
                type="button"
                label={T.gravar}
                icon="pi pi-check"
                loading={gravar.isPending}
                onClick={onGravar}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
