import fs from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { RESOURCES } from '@ipe/domain';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { operationIdOf } from './http/openapi.ts';

/**
 * The OpenAPI document at /api/docs as an integrator's tools read it (platform/http/openapi.ts): two
 * independent validators accept it, Redocly's recommended rules find no error (`redocly lint` without a
 * CLI), every operation says who may call it and how it fails, and the generic routes answer what their
 * schemas say. OPENAPI_DUMP=file writes the document there.
 */

type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
  parameters?: { in?: string; name?: string; $ref?: string }[];
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
  tags: { name: string; description: string }[];
};

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.anonymous().get('/api/docs');
  expect(res.statusCode).toBe(200);
  doc = res.json();
  if (process.env.OPENAPI_DUMP) fs.writeFileSync(process.env.OPENAPI_DUMP, JSON.stringify(doc, null, 2));
});
afterAll(() => t?.close());

/** A copy: the validators dereference the document they are given in place. */
const copy = () => structuredClone(doc) as object;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );

describe('the OpenAPI document', () => {
  it('is accepted by swagger-parser', async () => {
    await expect(SwaggerParser.validate(copy() as never)).resolves.toBeDefined();
  });

  it('is accepted by the OpenAPI 3 JSON schema', async () => {
    const result = await new Validator().validate(copy() as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('has no error under Redocly’s recommended rules, and only the warnings it cannot avoid', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const show = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} em ${p.location[0]?.pointer}`;
    const errors = problems.filter((p) => p.severity === 'error').map(show);
    expect(errors.slice(0, 20), `${errors.length} erros`).toEqual([]);
    // The project declares no licence; some URLs differ only where one has a parameter (they stay as
    // the web calls them); a public route without parameters has no 4xx answer to declare.
    const tolerated = new Set(['info-license', 'no-ambiguous-paths', 'operation-4xx-response']);
    expect(problems.filter((p) => !tolerated.has(p.ruleId)).map(show)).toEqual([]);
  });

  it('names each operation from its method and path, once', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // No id needed the suffix that keeps a clash valid: two routes would then share the readable one.
    expect(ids.filter((id) => /_\d+$/.test(id))).toEqual([]);
    expect(doc.paths['/api/geral/estados/{id}/cidades'].get.operationId).toBe('getGeralEstadosByIdCidades');
    expect(operationIdOf('DELETE', '/api/captacao/candidato-solicitacoes/{id}')).toBe(
      'deleteCaptacaoCandidatoSolicitacoesById',
    );
  });

  it('states the security of each operation from its access rule, with the error answers that apply', () => {
    const login = doc.paths['/api/login'].post;
    expect(login.security).toEqual([]);
    expect(login.responses['401']).toBeUndefined();
    expect(login.parameters).toContainEqual({ $ref: '#/components/parameters/PaginaOrigem' });
    expect(doc.paths['/api/externo/candidatos/{id}'].get.security).toEqual([{ candidato: [] }]);
    const remove = doc.paths['/api/geral/bairros/{id}'].delete;
    expect(remove.security).toEqual([{ sessao: [] }]);
    expect(Object.keys(remove.responses).sort()).toEqual(['204', '400', '401', '403', '404', '409']);
    expect(remove.responses['404']).toEqual({ $ref: '#/components/responses/NaoEncontrado' });
    expect(doc.components.securitySchemes.sessao).toMatchObject({ in: 'cookie', name: 'ipe_sessao' });
    expect(doc.components.schemas.Erro).toMatchObject({ required: ['code', 'message'] });
    for (const { path, method, op } of operations())
      expect([path, method, op.security === undefined]).toEqual([path, method, false]);
  });

  it('declares at the top level, with a description, every tag the operations use', () => {
    const used = new Set(operations().flatMap(({ op }) => (op as { tags?: string[] }).tags ?? []));
    expect(doc.tags.map((x) => x.name).sort()).toEqual([...used].sort());
    expect(doc.tags.find((x) => x.name === 'cargoSalario')?.description).toBe('Cargos & Salários');
  });

  it('describes a report: the filter with pdf as body, the file types and the no-data JSON (200)', () => {
    const op = doc.paths['/api/captacao/relatorios/cargo'].post as Operation & {
      requestBody: { content: Record<string, { schema: { properties: object; required: string[] } }> };
    };
    const body = op.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['pdf', 'dataIni', 'dataFim', 'filtrarPor']),
    );
    expect(body.required).toEqual(expect.arrayContaining(['dataIni', 'dataFim']));
    expect(op.responses['200'].content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: { type: 'string', format: 'binary' },
      },
      'application/json': { schema: { $ref: '#/components/schemas/RelatorioSemDados' } },
    });
    expect(doc.components.schemas.RelatorioSemDados).toMatchObject({
      required: ['code', 'message', 'severity'],
    });
  });

  it('describes the answers of the generic routes as they are sent', async () => {
    const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
    ajv.addSchema({ ...doc, $id: 'doc' } as object);
    const admin = await t.login();
    const problems: string[] = [];
    const check = async (url: string, path: string, method: string, status: string) => {
      const res = await admin.get(url);
      if (res.statusCode !== Number(status)) return problems.push(`${url}: ${res.statusCode}`);
      const pointer = `doc#/paths/${path.replaceAll('/', '~1')}/${method}/responses/${status}/content/application~1json/schema`;
      const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
      if (!validate(res.json()))
        problems.push(`${url}: ${JSON.stringify(validate.errors?.slice(0, 2))}`.slice(0, 400));
      return res.json();
    };
    for (const r of RESOURCES) {
      const ops = r.operations ?? ['list', 'get'];
      if (!ops.includes('list')) continue;
      const base = `/api${r.path}`;
      const page = await check(`${base}?page=0&size=2`, base, 'get', '200');
      const first = (page as { content?: { id: number }[] })?.content?.[0];
      if (first && ops.includes('get')) await check(`${base}/${first.id}`, `${base}/{id}`, 'get', '200');
    }
    // A `resumido` list (its schema is built the same way for every resource): only id and name.
    await check('/api/geral/bairros?resumido=true', '/api/geral/bairros', 'get', '200');
    expect(problems).toEqual([]);
  });
});
