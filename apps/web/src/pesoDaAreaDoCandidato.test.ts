// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fechoEstatico } from './test/importsEstaticos.ts';

/**
 * The shape that keeps the candidate area's first screens light (issue 24 §1: under 250 KB of JavaScript
 * gzipped; docs/arquitetura/build-peso.md, 'Page weight'). A candidate lands from a job link on the ads
 * list, an ad's page or step 1 of the registration: the area's shell and those pages import nothing that
 * builds a zod schema (calls name their contract by type: `chamarRota<typeof contrato>('GET /api/…')`),
 * neither the internal area's route tables nor HR's candidate form, whose heavy widgets (calendar,
 * tables, lists, react-hook-form) load with step 2. Read from the sources' import statements, no build.
 */
const src = import.meta.dirname;
const TELAS = {
  'a casca da área do candidato': 'ExternalArea.tsx',
  'a lista de vagas': 'modules/externo/anuncios/AnunciosExternosPage.tsx',
  'a página da vaga': 'modules/externo/anuncios/AnuncioPage.tsx',
  'o passo 1 do cadastro': 'modules/externo/candidatos/CadastroCandidatoPage.tsx',
};
const PACOTES_PROIBIDOS = [
  'zod',
  'react-hook-form',
  '@hookform/resolvers',
  'tesseract.js',
  'unpdf',
  'chart.js',
];
const ARQUIVOS_PROIBIDOS = [
  'packages/domain/src/index.ts',
  'packages/domain/src/contrato.ts',
  'packages/domain/src/resource.ts',
  'apps/web/src/modules/index.ts',
  'apps/web/src/platform/components/index.ts',
  'apps/web/src/platform/components/DataTable.tsx',
  'apps/web/src/platform/resource/ResourceFields.tsx',
  'apps/web/src/modules/captacao/candidatos/formulario/CandidatoForm.tsx',
];

describe.each(Object.entries(TELAS))('%s', (_, arquivo) => {
  const fecho = fechoEstatico([path.join(src, arquivo)]);

  it('reaches no zod, form library, OCR or chart package', () => {
    expect(PACOTES_PROIBIDOS.filter((p) => fecho.packages.has(p)).map((p) => fecho.caminho(p))).toEqual([]);
  });

  it("reaches neither the domain's barrel and declarations, the internal route tables nor HR's form", () => {
    expect(fecho.files.filter((f) => ARQUIVOS_PROIBIDOS.includes(f)).map((f) => fecho.caminho(f))).toEqual(
      [],
    );
  });
});

describe('the check', () => {
  it('sees through the files: the full registration form reaches zod and react-hook-form', () => {
    const form = fechoEstatico([path.join(src, 'modules/captacao/candidatos/formulario/CandidatoForm.tsx')]);
    expect(form.packages.has('zod')).toBe(true);
    expect(form.packages.has('react-hook-form')).toBe(true);
    expect(fechoEstatico([path.join(src, TELAS['a lista de vagas'])]).packages.has('primereact')).toBe(true);
  });

  it('lists in modules/areaExterna.ts every module whose manifest declares candidate-area pages', () => {
    const modulos = path.join(src, 'modules');
    const comPaginas = fs
      .readdirSync(modulos)
      .filter((m) => /externalRoutes/.test(lerSeHouver(path.join(modulos, m, 'manifest.ts'))));
    const listados = [
      ...fs
        .readFileSync(path.join(modulos, 'areaExterna.ts'), 'utf8')
        .matchAll(/from '\.\/([^/]+)\/manifest\.ts'/g),
    ].map((m) => m[1]);
    expect(listados.sort()).toEqual(comPaginas.sort());
  });
});

function lerSeHouver(f: string): string {
  return fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : '';
}
