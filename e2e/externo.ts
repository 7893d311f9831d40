import type { APIRequestContext, APIResponse, Page } from 'playwright-core';
import { expect } from 'vitest';
import { hojeNoBrasil } from './support.ts';

/**
 * Accepts the company's privacy policy when the candidate-area layout asks for it (the demo company
 * requires it; a candidate who accepted at registration or in an earlier test is not asked again).
 * The dialog renders with the candidate menu, from the same userinfo: wait for the menu, then briefly
 * for the dialog's portal.
 */
export async function aceitarPoliticaSePedida(page: Page): Promise<boolean> {
  await page.getByRole('navigation', { name: 'Menu do candidato' }).waitFor();
  const dialog = page.getByRole('dialog', { name: 'Política de privacidade' });
  const pedida = await dialog.waitFor({ timeout: 1500 }).then(
    () => true,
    () => false,
  );
  if (!pedida) return false;
  const continuar = dialog.getByRole('button', { name: 'Continuar' });
  if (!(await continuar.isDisabled())) throw new Error('Continuar habilitado antes do aceite');
  await dialog.getByLabel('Li e aceito a política de privacidade').check();
  await continuar.click();
  await dialog.waitFor({ state: 'detached' });
  return true;
}

/** HR's headers for the API calls that prepare a candidate-area test. */
export const RH = { 'x-page-path': '/captacao/anuncios/new', 'x-empresa-id': '1' };

export async function ok<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** The first row of a list answer (plain array or page). */
export async function primeiro(api: APIRequestContext, url: string): Promise<{ id: number }> {
  const body = await ok<{ id: number }[] | { content: { id: number }[] }>(await api.get(url));
  return (Array.isArray(body) ? body : body.content)[0];
}

/**
 * HR, through the API: a released requisition and its ad shown in the candidate area, optionally with
 * the evaluation models the applicants answer.
 */
export async function anuncioPublicado(
  api: APIRequestContext,
  url: string,
  titulo: string,
  opcoes: { descricao: string; diasEsperaNovaAplicacao: number | null; avaliacoesIds?: number[] },
): Promise<number> {
  const areas = await ok<{ id: number }[]>(
    await api.get(`${url}/api/cargo-salario/areas-organizacionais?resumido=true&unpaged=true`),
  );
  const faixa = (await primeiro(api, `${url}/api/cargo-salario/faixas-salariais?page=0&size=1`)) as {
    id: number;
    cargoId: number;
  };
  const { id: solicitacaoId } = await ok<{ id: number }>(
    await api.post(`${url}/api/captacao/solicitacoes-pessoal`, {
      headers: RH,
      data: {
        data: hojeNoBrasil(),
        descricao: titulo,
        horarioComercial: '08h às 17h',
        estabelecimentoId: (
          await primeiro(api, `${url}/api/utilitario/estabelecimentos?resumido=true&unpaged=true`)
        ).id,
        areaOrganizacionalId: areas[areas.length - 1].id,
        faixaSalarialId: faixa.id,
        cargoId: faixa.cargoId,
        motivoSolicitacaoId: (
          await primeiro(api, `${url}/api/captacao/motivos-solicitacao?resumido=true&unpaged=true`)
        ).id,
        quantidade: 1,
      },
    }),
  );
  await ok(
    await api.put(`${url}/api/captacao/solicitacoes-pessoal/${solicitacaoId}/libera`, {
      headers: RH,
      data: {},
    }),
  );
  const ad = await ok<{ id: number }>(
    await api.post(`${url}/api/captacao/anuncios`, {
      headers: RH,
      data: {
        solicitacaoId,
        titulo,
        descricao: opcoes.descricao,
        // A remote job needs no city (the structured facts have their own tests).
        modeloTrabalho: 'REMOTO',
        exibirModuloExterno: true,
        previsaoEncerramento: null,
        diasEsperaNovaAplicacao: opcoes.diasEsperaNovaAplicacao,
        utilizarAvaliacoesEtapaSeletiva: false,
        avaliacoesIds: opcoes.avaliacoesIds ?? [],
      },
    }),
  );
  return ad.id;
}

/**
 * HR gives a demo candidate a password (the record's write-only senha) and answers the CPF. The n-th
 * newest QUALIFICADO candidate: each test and screen size takes its own (the ads' test 0 and 2, the
 * evaluations' 1 and 3). The demo company requires an extra field its generated candidates lack: filled
 * when the save names it.
 */
export async function candidatoComSenha(
  api: APIRequestContext,
  url: string,
  indice: number,
  senha: string,
): Promise<string> {
  const { id } = await primeiro(
    api,
    `${url}/api/captacao/candidatos?page=${indice}&size=1&sort=id,desc&qualificacao=QUALIFICADO`,
  );
  const atual = await ok<{ cpf: string; camposExtras?: Record<string, unknown> }>(
    await api.get(`${url}/api/captacao/candidatos/${id}`),
  );
  const gravar = (body: Record<string, unknown>) =>
    api.put(`${url}/api/captacao/candidatos/${id}`, {
      headers: { ...RH, 'x-page-path': `/captacao/candidatos/${id}` },
      data: { ...body, senha, confirmaSenha: senha },
    });
  let res = await gravar(atual);
  if (res.status() === 400) {
    const { entries = [] } = (await res.json()) as { entries?: { field: string }[] };
    const extras = { ...(atual.camposExtras ?? {}) };
    for (const e of entries) if (e.field.startsWith('camposExtras.')) extras[e.field.slice(13)] = 'Sim';
    res = await gravar({ ...atual, camposExtras: extras });
  }
  expect(res.ok(), await res.text()).toBe(true);
  return atual.cpf;
}
