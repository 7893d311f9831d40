import { formatCpf, isValidCpf } from '@ipe/domain';
import { CAMPOS_SENSIVEIS } from '@ipe/domain/resources/captacao/candidatos/camposSensiveis';
import { avisoTalentoPorCpf } from '@ipe/domain/resources/captacao/candidatos/talentoPorCpf';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, empresa } from '../../../db/schema/index.ts';
import { campoCandidatoConfig, camposExtras } from '../../utilitario/schema.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { candidato } from '../schema.ts';
import { candidatoCargo, candidatoExperiencia, candidatoFormacao, candidatoIdioma } from './schema.ts';
import { verifyPassword } from '../../../platform/auth/password.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import {
  CANDIDATOS,
  type Cadastros,
  cadastros,
  candidatoCompleto,
  criar,
  entries,
  novoCpf,
  usuarioCom,
} from './testkit.ts';

/** The candidate fields hidden from the candidate area by default (LGPD, issue 24 §1). */
const CAMPOS_SENSIVEIS_LGPD = Object.keys(CAMPOS_SENSIVEIS);

let t: TestApp;
let admin: Client; // the demo Matriz (company 1): cpf, dataNascimento, email, foneCelular, escolaridade required
let r: Cadastros;
const CONFIG = `${CANDIDATOS}/configuracao-campos`;
const MATRIZ_OBRIGATORIOS = ['cpf', 'dataNascimento', 'email', 'foneCelular', 'escolaridade'];
const configurar = async (obrigatorios: string[]) => {
  const res = await admin.put(CONFIG, { obrigatorios });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  r = await cadastros(admin);
});
afterAll(() => t?.close());

describe('saving a complete candidate', () => {
  it('stores the CV with its lists and links, hashes the password and never returns it', async () => {
    const body = candidatoCompleto(r, {
      senha: 'segredo1',
      confirmaSenha: 'segredo1',
      aceitoPoliticaSeguranca: true,
    });
    const id = await criar(admin, body);
    const got = (await admin.get(`${CANDIDATOS}/${id}`)).json();
    expect(got).toMatchObject({
      nome: body.nome,
      cpf: body.cpf,
      foneCelular: '988887777',
      sexo: 'F',
      disponivel: true,
      primeiroEmprego: false,
      qualificacaoCadastral: 'QUALIFICADO',
      mensagemQualificacao: null,
      cargosIds: [r.cargos[0]],
      aceitoPoliticaSeguranca: true,
    });
    expect(got.dataCadastro).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(got.dataAtualizacao).toBe(got.dataCadastro);
    expect(got.formacao).toEqual([
      expect.objectContaining({ curso: 'Administração', situacao: 'C', tipo: 'G' }),
    ]);
    expect(got.candidatoIdiomas).toEqual([
      expect.objectContaining({ idiomaId: r.idiomas[0], nivel: 'INTERMEDIARIO' }),
    ]);
    expect(got.experiencias).toHaveLength(1);
    expect(got.certificados).toHaveLength(1);
    expect(got).not.toHaveProperty('senha');
    expect(got).not.toHaveProperty('confirmaSenha');
    expect(JSON.stringify(got)).not.toContain('segredo1');
    // The consent carries its date and the version (hash) of the company's policy.
    expect(got.dataAceitePolitica).toBe(got.dataCadastro);
    const formulario = (await admin.get(`${CANDIDATOS}/formulario`)).json();
    expect(got.versaoPolitica).toBe(formulario.versaoPolitica);
    expect(formulario.versaoPolitica).toMatch(/^[0-9a-f]{64}$/);

    const [row] = await t.database.db
      .select({ senha: candidato.senha })
      .from(candidato)
      .where(eq(candidato.id, id));
    expect(row.senha).toMatch(/^scrypt\$/);
    expect(await verifyPassword('segredo1', row.senha as string)).toBe(true);
    // The audit log has the candidate, not the password.
    const [a] = await t.database.db
      .select({ depois: auditoria.depois })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'candidatos'), eq(auditoria.entidadeId, id)));
    expect(JSON.stringify(a.depois)).not.toContain('scrypt');

    // An update without a password keeps it; unticking the policy withdraws the consent.
    const { senha: _s, confirmaSenha: _c, ...semSenha } = body as Record<string, unknown>;
    const upd = await admin.put(`${CANDIDATOS}/${id}`, { ...semSenha, aceitoPoliticaSeguranca: false });
    expect(upd.statusCode, upd.body).toBe(200);
    const [depois] = await t.database.db.select().from(candidato).where(eq(candidato.id, id));
    expect(depois.senha).toBe(row.senha);
    expect(depois.dataAceitePolitica).toBeNull();
    expect(depois.versaoPolitica).toBeNull();
  });

  it('keeps the extra-field values of the visible fields in their own row', async () => {
    const id = await criar(
      admin,
      candidatoCompleto(r, { camposExtras: { texto1: 'M', texto2: 'Sim', texto5: 'oculto' } }),
    );
    const c = (await admin.get(`${CANDIDATOS}/${id}/completo`)).json();
    expect(c.camposExtras).toEqual({ texto1: 'M', texto2: 'Sim' });
    const [row] = await t.database.db
      .select()
      .from(camposExtras)
      .where(eq(camposExtras.id, c.camposExtrasId));
    expect(row).toMatchObject({ empresaId: 1, texto1: 'M', texto2: 'Sim', texto5: null });
  });

  it('removing a candidate removes its lists, links and extra-field row', async () => {
    const id = await criar(admin, candidatoCompleto(r));
    const { camposExtrasId } = (await admin.get(`${CANDIDATOS}/${id}`)).json();
    expect((await admin.delete(`${CANDIDATOS}/${id}`)).statusCode).toBe(204);
    const db = t.database.db;
    expect(await db.select().from(camposExtras).where(eq(camposExtras.id, camposExtrasId))).toEqual([]);
    expect(await db.select().from(candidatoFormacao).where(eq(candidatoFormacao.candidatoId, id))).toEqual(
      [],
    );
    expect(await db.select().from(candidatoCargo).where(eq(candidatoCargo.candidatoId, id))).toEqual([]);
  });

  it('refuses a CPF already used by another candidate of the company, and accepts it in another company', async () => {
    const body = candidatoCompleto(r);
    const id = await criar(admin, body);
    const dup = await admin.post(CANDIDATOS, candidatoCompleto(r, { cpf: body.cpf }));
    expect(entries(dup)).toEqual([
      { field: 'cpf', message: 'Já existe um candidato com este CPF nesta empresa.' },
    ]);
    // Saving itself again is fine.
    expect((await admin.put(`${CANDIDATOS}/${id}`, body)).statusCode).toBe(200);
    const filial = await t.login(DEMO_ADMIN, 2);
    const outro = await filial.post(CANDIDATOS, { nome: 'Mesmo CPF na filial', cpf: body.cpf });
    expect(outro.statusCode, outro.body).toBe(201);
  });

  it('refuses registers of another company, at the path of each id', async () => {
    const filial = await t.login(DEMO_ADMIN, 2);
    const idioma = await filial.post('/api/captacao/idiomas', { nome: 'Esperanto da filial' });
    const area = await filial.post('/api/captacao/areas-interesse', { nome: 'Área da filial' });
    expect(idioma.statusCode, idioma.body).toBe(201);
    expect(area.statusCode, area.body).toBe(201);
    const res = await admin.post(
      CANDIDATOS,
      candidatoCompleto(r, {
        areasInteresseIds: [r.areasInteresse[0], area.json().id],
        candidatoIdiomas: [
          { idiomaId: r.idiomas[0], nivel: 'BASICO' },
          { idiomaId: idioma.json().id, nivel: 'AVANCADO' },
        ],
      }),
    );
    expect(entries(res)).toEqual([
      { field: 'areasInteresseIds', message: 'Registro não pertence à empresa' },
      { field: 'candidatoIdiomas.1.idiomaId', message: 'Registro não pertence à empresa' },
    ]);
  });

  it('saves all or nothing: a failure after the candidate, lists and links were written leaves nothing', async () => {
    const antes = await t.database.db.select({ n: count() }).from(candidatoFormacao);
    await configurar([...MATRIZ_OBRIGATORIOS, 'senha']);
    try {
      const body = candidatoCompleto(r);
      // 'Senha é obrigatória' is only known after the row exists (afterSave): everything is rolled back.
      const res = await admin.post(CANDIDATOS, body);
      expect(entries(res)).toEqual([{ field: 'senha', message: 'Senha é obrigatória' }]);
      const db = t.database.db;
      expect(
        await db
          .select()
          .from(candidato)
          .where(eq(candidato.cpf, body.cpf as string)),
      ).toEqual([]);
      expect(await db.select({ n: count() }).from(candidatoFormacao)).toEqual(antes);
      const orfaos = await db.execute(
        sql`select (select count(*) from candidato_cargo where candidato_id not in (select id from candidato))::int as links,
                   (select count(*) from candidato_idioma where candidato_id not in (select id from candidato))::int as idiomas`,
      );
      expect((orfaos as unknown as { rows: unknown[] }).rows[0]).toEqual({ links: 0, idiomas: 0 });
      // With the password it goes through.
      expect(
        (await admin.post(CANDIDATOS, { ...body, senha: 'abcdef', confirmaSenha: 'abcdef' })).statusCode,
      ).toBe(201);
    } finally {
      await configurar(MATRIZ_OBRIGATORIOS);
    }
  });
});

describe('rules of the full form (spec 1 §5)', () => {
  it("answers each of the company's required fields with '{label} é obrigatório/obrigatória' by the label's gender, nome always", async () => {
    const res = await admin.post(CANDIDATOS, { nome: '' });
    expect(entries(res)).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Nome é obrigatório' },
        { field: 'cpf', message: 'CPF é obrigatório' },
        { field: 'dataNascimento', message: 'Data de Nascimento é obrigatória' },
        { field: 'email', message: 'E-mail é obrigatório' },
        { field: 'dddCelular', message: 'DDD do Celular é obrigatório' },
        { field: 'foneCelular', message: 'Celular é obrigatório' },
        { field: 'escolaridade', message: 'Escolaridade é obrigatória' },
        // The extra field's own title.
        { field: 'camposExtras.texto2', message: 'Disponibilidade para viagens é obrigatório' },
      ]),
    );
  });

  it('checks CPF, PIS, phones, possuiParentes, password confirmation and the cargos limit', async () => {
    const res = await admin.post(
      CANDIDATOS,
      candidatoCompleto(r, {
        cpf: '12345678900',
        pis: '17033259505',
        ddd: '8',
        foneFixo: '1234567',
        dddCelular: '85',
        foneCelular: '88887777',
        possuiParentes: 'S',
        parentesAmigos: '',
        senha: 'segredo1',
        confirmaSenha: 'segredo2',
        cargosIds: r.cargos.slice(0, 6),
      }),
    );
    expect(res.statusCode).toBe(400);
    const e = entries(res);
    expect(e).toEqual(
      expect.arrayContaining([
        { field: 'cpf', message: 'Cpf inválido.' },
        { field: 'confirmaSenha', message: 'As senhas devem ser iguais' },
        { field: 'cargosIds', message: 'Não é permitido selecionar mais do que 5 cargos' },
      ]),
    );
    // The cross-field rules run once the fields themselves are valid.
    const res2 = await admin.post(
      CANDIDATOS,
      candidatoCompleto(r, {
        pis: '17033259505',
        ddd: '8',
        foneFixo: '12345678',
        dddCelular: '85',
        foneCelular: '88887777',
        possuiParentes: 'S',
      }),
    );
    expect(entries(res2)).toEqual(
      expect.arrayContaining([
        { field: 'ddd', message: 'Inválido' },
        { field: 'foneCelular', message: 'Inválido' },
        { field: 'pis', message: 'O número PIS é inválido' },
        { field: 'parentesAmigos', message: 'Informe os parentes/amigos na empresa' },
      ]),
    );
    const res3 = await admin.post(CANDIDATOS, candidatoCompleto(r, { foneFixo: '1234567', ddd: '85' }));
    expect(entries(res3)).toEqual([{ field: 'foneFixo', message: 'Inválido' }]);
  });

  it('answers the rules of education, language and experience rows at their paths', async () => {
    const amanha = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await admin.post(
      CANDIDATOS,
      candidatoCompleto(r, {
        formacao: [{ curso: 'x'.repeat(101), local: '', tipo: null, conclusao: 'x'.repeat(21) }],
        candidatoIdiomas: [{}],
        experiencias: [{ empresa: 'Aurora', motivoSaida: 'x'.repeat(101) }],
      }),
    );
    expect(entries(res)).toEqual(
      expect.arrayContaining([
        { field: 'formacao.0.areaFormacaoId', message: 'Selecione a Área de Formação' },
        { field: 'formacao.0.curso', message: 'Curso deve ter no máximo 100 caracteres' },
        { field: 'formacao.0.local', message: 'Instituição é obrigatória' },
        { field: 'formacao.0.tipo', message: 'Tipo é obrigatório' },
        { field: 'formacao.0.situacao', message: 'Situação é obrigatória' },
        { field: 'formacao.0.conclusao', message: 'Conclusão deve ter no máximo 20 caracteres' },
        { field: 'candidatoIdiomas.0.idiomaId', message: 'Idioma é obrigatório' },
        { field: 'candidatoIdiomas.0.nivel', message: 'Nível é obrigatório' },
        { field: 'experiencias.0.dataAdmissao', message: 'Data de Admissão é obrigatória' },
        { field: 'experiencias.0.motivoSaida', message: 'Motivo da Saída deve ter no máximo 100 caracteres' },
      ]),
    );
    const res2 = await admin.post(
      CANDIDATOS,
      candidatoCompleto(r, {
        experiencias: [
          { empresa: 'Aurora', dataAdmissao: amanha },
          {
            empresa: 'Boreal',
            checkNomeCargo: true,
            dataAdmissao: '2020-01-01',
            dataDesligamento: '2019-12-31',
          },
        ],
      }),
    );
    expect(entries(res2)).toEqual(
      expect.arrayContaining([
        { field: 'experiencias.0.cargoId', message: 'Cargo é obrigatório' },
        {
          field: 'experiencias.0.dataAdmissao',
          message: 'A data de admissão deve ser igual ou anterior a data atual',
        },
        { field: 'experiencias.1.nomeMercado', message: 'Nome do cargo é obrigatório' },
        { field: 'experiencias.1.dataDesligamento', message: 'Data final inferior a data inicial.' },
      ]),
    );
    // The other-role name replaces the listed role.
    const ok = await admin.post(
      CANDIDATOS,
      candidatoCompleto(r, {
        experiencias: [
          { empresa: 'Boreal', checkNomeCargo: true, nomeMercado: 'Repositor', dataAdmissao: '2020-01-01' },
        ],
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('requires experiences when configured, unless first job; first job refuses listed experiences', async () => {
    await configurar([...MATRIZ_OBRIGATORIOS, 'experiencias', 'candidatoIdiomas']);
    try {
      const res = await admin.post(
        CANDIDATOS,
        candidatoCompleto(r, { experiencias: [], candidatoIdiomas: [] }),
      );
      expect(entries(res)).toEqual([
        { field: 'candidatoIdiomas', message: 'Idiomas é obrigatório' },
        {
          field: 'experiencias',
          message: 'Informe ao menos uma experiência profissional ou marque Primeiro emprego',
        },
      ]);
      const primeiro = await admin.post(
        CANDIDATOS,
        candidatoCompleto(r, { experiencias: [], primeiroEmprego: true }),
      );
      expect(primeiro.statusCode, primeiro.body).toBe(201);
      const ambos = await admin.post(CANDIDATOS, candidatoCompleto(r, { primeiroEmprego: true }));
      expect(entries(ambos)).toEqual([
        {
          field: 'experiencias',
          message: 'Candidato em primeiro emprego não pode ter experiências profissionais',
        },
      ]);
    } finally {
      await configurar(MATRIZ_OBRIGATORIOS);
    }
  });

  it('requires the photo, once configured, on updates (the photo is sent after the record exists)', async () => {
    const id = await criar(admin, candidatoCompleto(r));
    await configurar([...MATRIZ_OBRIGATORIOS, 'foto']);
    try {
      const body = (await admin.get(`${CANDIDATOS}/${id}`)).json();
      const res = await admin.put(`${CANDIDATOS}/${id}`, { ...body, camposExtras: { texto2: 'Sim' } });
      expect(entries(res)).toEqual([{ field: 'foto', message: 'Foto é obrigatória' }]);
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      const foto = await admin.put(`${CANDIDATOS}/${id}/foto`, png, { 'content-type': 'image/png' });
      expect(foto.statusCode, foto.body).toBe(204);
      expect(
        (await admin.put(`${CANDIDATOS}/${id}`, { ...body, camposExtras: { texto2: 'Sim' } })).statusCode,
      ).toBe(200);
    } finally {
      await configurar(MATRIZ_OBRIGATORIOS);
    }
  });

  it("refuses a photo that is not an image: 'O arquivo adicionado não é uma imagem'", async () => {
    const id = await criar(admin, candidatoCompleto(r));
    const res = await admin.put(`${CANDIDATOS}/${id}/foto`, Buffer.from('%PDF-1.4 não é imagem'), {
      'content-type': 'image/png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O arquivo adicionado não é uma imagem');
  });
});

describe('foreign candidates (issue 24 §4)', () => {
  it('asks the visa and the arrival only when the nationality is not Brazilian, with pt-BR messages', async () => {
    const sem = await admin.post(CANDIDATOS, candidatoCompleto(r, { nacionalidade: 'Venezuelana' }));
    expect(entries(sem)).toEqual(
      expect.arrayContaining([
        { field: 'tipoVisto', message: 'Tipo de visto é obrigatório para candidato estrangeiro' },
        {
          field: 'dataChegadaBrasil',
          message: 'Data de chegada ao Brasil é obrigatória para candidato estrangeiro',
        },
      ]),
    );
    const futura = await admin.post(
      CANDIDATOS,
      candidatoCompleto(r, { nacionalidade: 'Haitiana', tipoVisto: 'AH', dataChegadaBrasil: '2999-01-01' }),
    );
    expect(entries(futura)).toEqual([
      {
        field: 'dataChegadaBrasil',
        message: 'A data de chegada ao Brasil deve ser igual ou anterior a data atual',
      },
    ]);
    const ok = await admin.post(
      CANDIDATOS,
      candidatoCompleto(r, { nacionalidade: 'Haitiana', tipoVisto: 'AH', dataChegadaBrasil: '2024-03-10' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await admin.get(`${CANDIDATOS}/${ok.json().id}`)).json()).toMatchObject({
      nacionalidade: 'Haitiana',
      tipoVisto: 'AH',
      dataChegadaBrasil: '2024-03-10',
    });
    const br = await admin.post(CANDIDATOS, candidatoCompleto(r, { nacionalidade: 'brasileira' }));
    expect(br.statusCode, br.body).toBe(201);
  });
});

describe('simplified forms', () => {
  it('simplificado: nome and at least 1 cargo; the missing data is the qualification message', async () => {
    const sem = await admin.post(CANDIDATOS, { nome: 'Rápido', formulario: 'simplificado' });
    expect(entries(sem)).toEqual([{ field: 'cargosIds', message: 'Cargos Pretendidos é obrigatório' }]);
    const id = await criar(admin, { nome: 'Rápido', formulario: 'simplificado', cargosIds: [r.cargos[0]] });
    const c = (await admin.get(`${CANDIDATOS}/${id}`)).json();
    expect(c.qualificacaoCadastral).toBe('DADOS_INCOMPLETOS');
    expect(c.mensagemQualificacao).toBe(
      'Dados incompletos: Data de nascimento, CPF, Escolaridade, E-mail, Celular, Disponibilidade para viagens.',
    );
    // The cargos limit applies to every form.
    const muitos = await admin.post(CANDIDATOS, {
      nome: 'Muitos',
      formulario: 'simplificado',
      cargosIds: r.cargos.slice(0, 6),
    });
    expect(entries(muitos)).toEqual([
      { field: 'cargosIds', message: 'Não é permitido selecionar mais do que 5 cargos' },
    ]);
  });

  it('simplificado: empty required extra fields are not asked for (they count in the qualification)', async () => {
    const res = await admin.post(CANDIDATOS, {
      nome: 'Sem extras',
      formulario: 'simplificado',
      cargosIds: [r.cargos[0]],
      camposExtras: { texto2: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = (await admin.get(`${CANDIDATOS}/${res.json().id}`)).json();
    expect(c.mensagemQualificacao).toContain('Disponibilidade para viagens');
  });

  it('an update without extra fields keeps the stored ones (and the qualification they give)', async () => {
    const body = candidatoCompleto(r);
    const id = await criar(admin, body);
    const { camposExtras: _e, ...semExtras } = body as Record<string, unknown>;
    const res = await admin.put(`${CANDIDATOS}/${id}`, { ...semExtras, formulario: 'simplificado' });
    expect(res.statusCode, res.body).toBe(200);
    const c = (await admin.get(`${CANDIDATOS}/${id}/completo`)).json();
    expect(c.camposExtras).toEqual({ texto2: 'Sim' });
    expect(c.qualificacaoCadastral).toBe('QUALIFICADO');
  });

  it('simplificado-curriculo: also cpf, dataNascimento, sexo, escolaridade and the résumé text', async () => {
    const res = await admin.post(CANDIDATOS, {
      nome: 'Com currículo',
      formulario: 'simplificado-curriculo',
      cargosIds: [r.cargos[0]],
    });
    expect(entries(res)).toEqual([
      { field: 'cpf', message: 'CPF é obrigatório' },
      { field: 'dataNascimento', message: 'Data de Nascimento é obrigatória' },
      { field: 'sexo', message: 'Sexo é obrigatório' },
      { field: 'escolaridade', message: 'Escolaridade é obrigatória' },
      { field: 'ocrTexto', message: 'Texto do currículo é obrigatório' },
    ]);
    const ok = await admin.post(CANDIDATOS, {
      nome: 'Com currículo',
      formulario: 'simplificado-curriculo',
      cargosIds: [r.cargos[0]],
      cpf: novoCpf(),
      dataNascimento: '1990-01-01',
      sexo: 'M',
      escolaridade: '07',
      ocrTexto: 'Experiência de 5 anos como vendedor.',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const bad = await admin.post(CANDIDATOS, { nome: 'X', formulario: 'outro', cargosIds: [r.cargos[0]] });
    expect(entries(bad)[0].field).toBe('formulario');
  });
});

describe('company configuration of the form', () => {
  it('GET/PUT configuracao-campos: the catalogue with the choice; nome stays required; audit', async () => {
    const antes = (await admin.get(CONFIG)).json() as {
      campo: string;
      obrigatorio: boolean;
      fixo: boolean;
    }[];
    expect(antes.find((c) => c.campo === 'nome')).toMatchObject({ obrigatorio: true, fixo: true });
    expect(antes.filter((c) => c.obrigatorio).map((c) => c.campo)).toEqual([
      'nome',
      ...['dataNascimento', 'cpf', 'escolaridade', 'email', 'foneCelular'],
    ]);
    const put = await admin.put(CONFIG, { obrigatorios: ['rg', 'pis'] });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const f = (await admin.get(`${CANDIDATOS}/formulario`)).json();
      expect(f).toMatchObject({
        obrigatorios: ['nome', 'rg', 'pis'],
        maxCandidataCargo: 5,
        exigirAceitePsi: true,
      });
      expect(f.camposExtras.map((c: { campo: string }) => c.campo)).toEqual(['texto1', 'texto2', 'data1']);
      expect(f.politicaSeguranca).toBeTruthy();
      const res = await admin.post(CANDIDATOS, { nome: 'Só nome' });
      expect(entries(res)).toEqual(
        expect.arrayContaining([
          { field: 'rg', message: 'RG é obrigatório' },
          { field: 'pis', message: 'PIS é obrigatório' },
        ]),
      );
      const bad = await admin.put(CONFIG, { obrigatorios: ['inexistente'] });
      expect(entries(bad)).toEqual([{ field: 'obrigatorios.0', message: 'Campo desconhecido: inexistente' }]);
      const [{ n }] = await t.database.db
        .select({ n: count() })
        .from(auditoria)
        .where(eq(auditoria.entidade, 'campos-candidato'));
      expect(n).toBeGreaterThan(0);
    } finally {
      await configurar(MATRIZ_OBRIGATORIOS);
    }
    const rows = await t.database.db
      .select()
      .from(campoCandidatoConfig)
      .where(eq(campoCandidatoConfig.empresaId, 1));
    expect(rows.map((x) => x.campo).sort()).toEqual([...MATRIZ_OBRIGATORIOS].sort());
  });

  it('PUT configuracao-campos with visiveis: fields shown to external candidates; required ones must be shown', async () => {
    const ler = async () =>
      (await admin.get(CONFIG)).json() as { campo: string; obrigatorio: boolean; visivel: boolean }[];
    const visiveis = (await ler()).filter((c) => c.visivel).map((c) => c.campo);
    // LGPD-sensitive fields are off until the company turns them on (issue 24 §1).
    for (const c of CAMPOS_SENSIVEIS_LGPD) expect(visiveis).not.toContain(c);
    try {
      const comPai = await admin.put(CONFIG, {
        obrigatorios: MATRIZ_OBRIGATORIOS,
        visiveis: [...visiveis, 'pai'],
      });
      expect(comPai.statusCode, comPai.body).toBe(200);
      expect((await ler()).find((c) => c.campo === 'pai')?.visivel).toBe(true);
      const semPai = visiveis.filter((c) => !['pai', 'mae'].includes(c));
      const put = await admin.put(CONFIG, { obrigatorios: MATRIZ_OBRIGATORIOS, visiveis: semPai });
      expect(put.statusCode, put.body).toBe(200);
      const f = (await admin.get(`${CANDIDATOS}/formulario`)).json();
      expect(f.visiveis).not.toContain('pai');
      expect(f.visiveis).toEqual(expect.arrayContaining(['nome', 'cpf', 'senha', 'email']));
      // Without visiveis the stored visibility stays.
      expect((await admin.put(CONFIG, { obrigatorios: MATRIZ_OBRIGATORIOS })).statusCode).toBe(200);
      expect((await ler()).find((c) => c.campo === 'pai')?.visivel).toBe(false);
      // The login (CPF, senha) and nome cannot be hidden; a required field cannot either.
      const sempre = await admin.put(CONFIG, { obrigatorios: [], visiveis: [] });
      expect(sempre.statusCode, sempre.body).toBe(200);
      expect((await ler()).filter((c) => c.visivel).map((c) => c.campo)).toEqual(['nome', 'cpf', 'senha']);
      const oculto = await admin.put(CONFIG, { obrigatorios: ['pai', 'rg'], visiveis: ['rg'] });
      expect(oculto.statusCode).toBe(400);
      expect(entries(oculto)).toEqual([
        { field: 'visiveis', message: 'Pai: um campo obrigatório precisa ficar visível para o candidato' },
      ]);
    } finally {
      const put = await admin.put(CONFIG, { obrigatorios: MATRIZ_OBRIGATORIOS, visiveis });
      expect(put.statusCode, put.body).toBe(200);
    }
  });

  it('follows the company: maxCandidataCargo and hidden extra fields', async () => {
    await t.database.db.update(empresa).set({ maxCandidataCargo: 1 }).where(eq(empresa.id, 1));
    try {
      const res = await admin.post(CANDIDATOS, candidatoCompleto(r, { cargosIds: r.cargos.slice(0, 2) }));
      expect(entries(res)).toEqual([
        { field: 'cargosIds', message: 'Não é permitido selecionar mais do que 1 cargos' },
      ]);
    } finally {
      await t.database.db.update(empresa).set({ maxCandidataCargo: 5 }).where(eq(empresa.id, 1));
    }
    await t.database.db.update(empresa).set({ campoExtraCandidato: false }).where(eq(empresa.id, 1));
    try {
      expect((await admin.get(`${CANDIDATOS}/formulario`)).json().camposExtras).toEqual([]);
      const ok = await admin.post(CANDIDATOS, candidatoCompleto(r, { camposExtras: {} }));
      expect(ok.statusCode, ok.body).toBe(201);
    } finally {
      await t.database.db.update(empresa).set({ campoExtraCandidato: true }).where(eq(empresa.id, 1));
    }
  });
});

describe('permissions', () => {
  it('reading, writing and configuring each need their authority; other companies answer 404', async () => {
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 1);
    const id = await criar(admin, candidatoCompleto(r));
    expect((await leitor.get(`${CANDIDATOS}/${id}`)).statusCode).toBe(200);
    expect((await leitor.get(`${CANDIDATOS}/${id}/completo`)).statusCode).toBe(200);
    expect((await leitor.get(`${CANDIDATOS}/formulario`)).statusCode).toBe(200);
    expect((await leitor.post(CANDIDATOS, candidatoCompleto(r))).statusCode).toBe(403);
    expect((await leitor.get(CONFIG)).statusCode).toBe(403);
    expect((await leitor.put(CONFIG, { obrigatorios: [] })).statusCode).toBe(403);
    const configurador = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS_CONFIGURACAO'], 1);
    expect((await configurador.get(CONFIG)).statusCode).toBe(200);
    expect((await configurador.get(`${CANDIDATOS}/${id}`)).statusCode).toBe(403);
    const anon = t.anonymous();
    expect((await anon.get(`${CANDIDATOS}/formulario`)).statusCode).toBe(401);
    const filial = await t.login(DEMO_ADMIN, 2);
    for (const p of ['', '/completo', '/experiencias', '/informacao', '/idiomas'])
      expect((await filial.get(`${CANDIDATOS}/${id}${p}`)).statusCode).toBe(404);
    const db = t.database.db;
    expect(
      await db
        .select()
        .from(candidatoCargo)
        .where(inArray(candidatoCargo.candidatoId, [id])),
    ).toHaveLength(1);
    expect(await db.select().from(candidatoIdioma).where(eq(candidatoIdioma.candidatoId, id))).toHaveLength(
      1,
    );
    expect(
      await db.select().from(candidatoExperiencia).where(eq(candidatoExperiencia.candidatoId, id)),
    ).toHaveLength(1);
  });
});

describe("a talent's CPF (issue 24 §4)", () => {
  it('names the talent and their situation to HR without blocking the registration; company-scoped', async () => {
    const db = t.database.db;
    const talentos = await db
      .select({ nome: colaborador.nome, cpf: colaborador.cpf, situacao: colaborador.situacao })
      .from(colaborador)
      .where(and(eq(colaborador.empresaId, 1), inArray(colaborador.situacao, ['A', 'D'])));
    const de = (s: string) => talentos.find((c) => c.situacao === s && c.cpf && isValidCpf(c.cpf));
    const [ativo, desligado] = [de('A'), de('D')];
    if (!ativo?.cpf || !desligado?.cpf) throw new Error('demo sem talento ativo e desligado com CPF');
    const url = (cpf: string) => `${CANDIDATOS}/talento-por-cpf?cpf=${encodeURIComponent(cpf)}`;
    const res = await admin.get(url(formatCpf(desligado.cpf)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().talento).toMatchObject({ nome: desligado.nome, situacao: 'Desligado' });
    expect(avisoTalentoPorCpf(res.json().talento.nome, res.json().talento.situacao)).toBe(
      `Este CPF pertence ao talento ${desligado.nome} (Desligado).`,
    );
    expect((await admin.get(url(ativo.cpf))).json().talento).toMatchObject({
      nome: ativo.nome,
      situacao: 'Ativo',
    });
    expect((await admin.get(url(novoCpf()))).json()).toEqual({ talento: null });
    // Not blocking: HR registers the candidate with the talent's CPF.
    await criar(admin, candidatoCompleto(r, { cpf: desligado.cpf }));
    // Attackers: another company learns nothing; a reader without the editor authority is refused.
    const filial = await t.login(DEMO_ADMIN, 2);
    expect((await filial.get(url(desligado.cpf))).json()).toEqual({ talento: null });
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 1);
    expect((await leitor.get(url(desligado.cpf))).statusCode).toBe(403);
    expect((await t.anonymous().get(url(desligado.cpf))).statusCode).toBe(401);
  });
});
