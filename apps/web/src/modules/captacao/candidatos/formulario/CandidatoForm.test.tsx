import { screen, waitFor, within } from '@testing-library/react';
import { portaCandidato } from '@ipe/domain/resources/captacao/candidatos/portas';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPOS_SOMENTE_RH, CandidatoForm } from './index.ts';
import {
  type ApiCall,
  type Answer,
  labelOf,
  login,
  renderRoute,
  renderWithProviders,
  stubApi,
} from '../../../../platform/resource/test-helpers.tsx';

interface Config {
  obrigatorios?: string[];
  extras?: { campo: string; tipo: string; label: string; obrigatorio: boolean }[];
  maximoCargos?: number | null;
}

/** The API of the candidate form: lookups, the company configuration and `extra` for the rest. */
function api(config: Config = {}, extra: (c: ApiCall) => Answer = () => undefined) {
  return stubApi((c) => {
    const mine = extra(c);
    if (mine) return mine;
    if (c.path === '/api/captacao/candidatos/formulario')
      return [
        200,
        {
          obrigatorios: ['nome', ...(config.obrigatorios ?? [])],
          camposExtras: config.extras ?? [],
          maxCandidataCargo: config.maximoCargos ?? 10,
          exigirAceitePsi: false,
          politicaSeguranca: null,
          versaoPolitica: null,
        },
      ];
    if (c.path === '/api/captacao/idiomas')
      return [
        200,
        [
          { id: 1, nome: 'Inglês' },
          { id: 2, nome: 'Espanhol' },
        ],
      ];
    if (c.path === '/api/captacao/cargo')
      return [
        200,
        [
          { id: 7, nomeMercado: 'Analista de RH' },
          { id: 8, nomeMercado: 'Assistente' },
        ],
      ];
    if (c.method === 'POST' && c.path === '/api/captacao/candidatos') return [201, { id: 42 }];
    if (c.method === 'PUT') return [204];
    if (c.path.startsWith('/api/captacao/') || c.path.startsWith('/api/geral/')) return [200, []];
    return undefined;
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });
const dialog = () => screen.getByRole('dialog');

async function escolher(user: ReturnType<typeof userEvent.setup>, inputId: string, option: string) {
  await user.click(document.getElementById(inputId)?.closest('.p-dropdown') as HTMLElement);
  // jsdom has no layout: PrimeReact leaves the open panel at display:none there, hence `hidden: true`.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function abrirNovo() {
  renderRoute('/captacao/candidatos/new');
  await screen.findByRole('heading', { name: 'Novo Candidato' });
}

beforeAll(async () => {
  await import('./CandidatoFormPage.tsx');
});
beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('languages in a dialog', () => {
  it('adds, edits (language locked) and removes with their toasts', async () => {
    const user = userEvent.setup();
    api();
    await abrirNovo();
    await user.click(tab('Idiomas'));
    await user.click(screen.getByRole('button', { name: 'Inserir Idioma' }));
    expect(within(dialog()).getByText('Inserir Idioma')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Gravar' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Idioma é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Nível é obrigatório')).toBeInTheDocument();

    await escolher(user, 'candidatoIdiomas-dialogo-idiomaId', 'Inglês');
    await escolher(user, 'candidatoIdiomas-dialogo-nivel', 'Intermediário');
    await user.click(within(dialog()).getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Idioma salvo com sucesso.')).toBeInTheDocument();
    const tabela = screen.getByRole('table', { name: 'Idiomas' });
    expect(await within(tabela).findByText('Inglês')).toBeInTheDocument();

    await user.click(within(tabela).getByRole('button', { name: 'Editar' }));
    expect(within(dialog()).getByText('Editar Idioma')).toBeInTheDocument();
    const idioma = document.getElementById('candidatoIdiomas-dialogo-idiomaId') as HTMLElement;
    expect(idioma.closest('.p-dropdown')).toHaveClass('p-disabled');
    await escolher(user, 'candidatoIdiomas-dialogo-nivel', 'Avançado');
    await user.click(within(dialog()).getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Idioma editado com sucesso.')).toBeInTheDocument();
    expect(within(tabela).getByText('Avançado')).toBeInTheDocument();

    await user.click(within(tabela).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Tem certeza que deseja remover?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Idioma removido com sucesso.')).toBeInTheDocument();
    expect(within(tabela).getByText('Nenhum registro encontrado.')).toBeInTheDocument();
  });
});

describe('experiences', () => {
  async function novaExperiencia(user: ReturnType<typeof userEvent.setup>) {
    await user.click(tab('Experiências'));
    await user.click(screen.getByRole('button', { name: 'Inserir Experiência Profissional' }));
    await user.type(within(dialog()).getByLabelText(labelOf('Empresa')), 'Ipê Têxtil');
  }

  it('other role: ticking clears the listed role and enables the free text, unticking the inverse', async () => {
    const user = userEvent.setup();
    api();
    await abrirNovo();
    await novaExperiencia(user);
    const nomeCargo = within(dialog()).getByLabelText('Nome do Cargo');
    expect(nomeCargo).toBeDisabled();
    await escolher(user, 'experiencias-dialogo-cargoId', 'Analista de RH');
    const outro = within(dialog()).getByLabelText('Outro cargo (não listado)');
    await user.click(outro);
    expect(nomeCargo).toBeEnabled();
    const cargo = document.getElementById('experiencias-dialogo-cargoId') as HTMLElement;
    expect(cargo.closest('.p-dropdown')).toHaveClass('p-disabled');
    expect(cargo.closest('.p-dropdown')?.querySelector('.p-dropdown-label')).toHaveTextContent('Selecione');
    await user.type(nomeCargo, 'Ourives');
    await user.click(outro);
    expect(nomeCargo).toBeDisabled();
    expect(nomeCargo).toHaveValue('');
    expect(cargo.closest('.p-dropdown')).not.toHaveClass('p-disabled');
  });

  it('masks the contact phone and saves, edits and removes with the toasts', async () => {
    const user = userEvent.setup();
    api();
    await abrirNovo();
    await novaExperiencia(user);
    await user.click(within(dialog()).getByLabelText('Outro cargo (não listado)'));
    await user.type(within(dialog()).getByLabelText('Nome do Cargo'), 'Tecelão');
    const fone = within(dialog()).getByLabelText('Contato da Empresa');
    await user.click(fone);
    await user.keyboard('85999991234');
    expect(fone).toHaveValue('(85) 99999-1234');
    await user.type(within(dialog()).getByLabelText(labelOf('Data de Admissão')), '01/02/2020');
    await user.click(within(dialog()).getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Experiência Profissional salva com sucesso.')).toBeInTheDocument();
    const tabela = screen.getByRole('table', { name: 'Experiências Profissionais' });
    expect(within(tabela).getByText('Tecelão')).toBeInTheDocument();
    expect(within(tabela).getByText('(85) 99999-1234')).toBeInTheDocument();

    await user.click(within(tabela).getByRole('button', { name: 'Editar' }));
    expect(within(dialog()).getByText('Editar Experiência Profissional')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Experiência Profissional editada com sucesso.')).toBeInTheDocument();

    await user.click(within(tabela).getByRole('button', { name: 'Remover' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Experiência Profissional removida com sucesso.')).toBeInTheDocument();
  });

  it('first job: asks before deleting the listed experiences; cancelling unticks; adding disabled', async () => {
    const user = userEvent.setup();
    api();
    await abrirNovo();
    await novaExperiencia(user);
    await user.click(within(dialog()).getByLabelText('Outro cargo (não listado)'));
    await user.type(within(dialog()).getByLabelText('Nome do Cargo'), 'Tecelão');
    await user.type(within(dialog()).getByLabelText(labelOf('Data de Admissão')), '01/02/2020');
    await user.click(within(dialog()).getByRole('button', { name: 'Gravar' }));
    const tabela = await screen.findByRole('table', { name: 'Experiências Profissionais' });
    await within(tabela).findByText('Tecelão');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const primeiro = screen.getByLabelText('Primeiro emprego');
    await user.click(primeiro);
    expect(
      await screen.findByText(/as experiências profissionais listadas serão removidas/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(primeiro).not.toBeChecked());
    expect(within(tabela).getByText('Tecelão')).toBeInTheDocument();

    await user.click(primeiro);
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(primeiro).toBeChecked());
    expect(within(tabela).getByText('Nenhum registro encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inserir Experiência Profissional' })).toBeDisabled();
    await user.click(primeiro);
    expect(screen.getByRole('button', { name: 'Inserir Experiência Profissional' })).toBeEnabled();
  });
});

describe('submit with errors', () => {
  it("says 'Preencha os campos indicados' and opens the tab of the first failing field", async () => {
    const user = userEvent.setup();
    api({ extras: [{ campo: 'texto1', tipo: 'texto', label: 'Time do coração', obrigatorio: true }] });
    await abrirNovo();
    // Nome filled: the first failing field is the contact's mobile.
    await user.type(screen.getByLabelText(labelOf('Nome')), 'Ana Souza');
    await user.click(tab('Contato'));
    await user.type(screen.getByLabelText('DDD do Celular'), '85');
    await user.click(screen.getByLabelText('Celular'));
    await user.keyboard('1234');
    await user.click(tab('Senha e Política'));
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Preencha os campos indicados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(tab('Contato')).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(screen.getByLabelText('Celular')).toHaveFocus());
    expect(screen.getByText('Inválido')).toBeInTheDocument();

    // Fixed: the extra field the company requires is next.
    await user.clear(screen.getByLabelText('Celular'));
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(tab('Campos Extras')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('Time do coração é obrigatório', { selector: 'small' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(labelOf('Time do coração'))).toHaveFocus());
  });

  it('checks the password pair on its tab', async () => {
    const user = userEvent.setup();
    api();
    await abrirNovo();
    await user.type(screen.getByLabelText(labelOf('Nome')), 'Ana Souza');
    await user.click(tab('Senha e Política'));
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.type(screen.getByLabelText('Confirmar Senha'), 'segredo2');
    await user.click(tab('Dados Pessoais'));
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(tab('Senha e Política')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('As senhas devem ser iguais')).toBeInTheDocument();
  });

  it('marks the company-required fields and names them', async () => {
    const user = userEvent.setup();
    api({ obrigatorios: ['nome', 'cidade', 'foto'] });
    await abrirNovo();
    await user.type(screen.getByLabelText(labelOf('Nome')), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Foto é obrigatória')).toBeInTheDocument();
    await waitFor(() => expect(tab('Endereço')).toHaveAttribute('aria-selected', 'false'));
    // The summary above the tabs lists it, linked: the link opens its tab (issue 24 §1).
    await user.click(screen.getByRole('link', { name: 'Cidade é obrigatória' }));
    await waitFor(() => expect(tab('Endereço')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('Cidade é obrigatória', { selector: 'small' })).toBeInTheDocument();
  });
});

describe('education and certificates', () => {
  it("'Inserir Formação' / 'Editar Formação' with the education toasts", async () => {
    const user = userEvent.setup();
    api({}, (c) =>
      c.path === '/api/captacao/areas-formacao' ? [200, [{ id: 4, nome: 'Administração' }]] : undefined,
    );
    await abrirNovo();
    await user.click(tab('Formação'));
    await user.click(screen.getByRole('button', { name: 'Inserir Formação' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Gravar' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await within(dialog()).findByText('Selecione a Área de Formação')).toBeInTheDocument();
    expect(within(dialog()).getByText('Situação é obrigatória')).toBeInTheDocument();
    await escolher(user, 'formacao-dialogo-areaFormacaoId', 'Administração');
    await user.type(within(dialog()).getByLabelText(labelOf('Curso')), 'Gestão de Pessoas');
    await user.type(within(dialog()).getByLabelText(labelOf('Instituição')), 'UFC');
    await escolher(user, 'formacao-dialogo-tipo', 'Graduação');
    await escolher(user, 'formacao-dialogo-situacao', 'Completo');
    await user.click(within(dialog()).getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Formação acadêmica salva com sucesso')).toBeInTheDocument();
    const tabela = screen.getByRole('table', { name: 'Formação Acadêmica' });
    expect(within(tabela).getByText('Gestão de Pessoas')).toBeInTheDocument();
    await user.click(within(tabela).getByRole('button', { name: 'Editar' }));
    expect(within(dialog()).getByText('Editar Formação')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Formação acadêmica editada com sucesso')).toBeInTheDocument();
    await user.click(within(tabela).getByRole('button', { name: 'Remover' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Formação acadêmica removida com sucesso.')).toBeInTheDocument();
  });
});

describe('editing a saved candidate', () => {
  it('loads the lists, the extra fields and ethnicity 9, and updates the rows by id', async () => {
    const user = userEvent.setup();
    const linha = {
      id: 5,
      nome: 'Beatriz Castro',
      etniaRaca: '9',
      candidatoIdiomas: [{ id: 31, idiomaId: 1, nivel: 'BASICO' }],
      experiencias: [],
      formacao: [],
      certificados: [],
      cargosIds: [],
    };
    const calls = api(
      { extras: [{ campo: 'texto1', tipo: 'texto', label: 'Tamanho do uniforme', obrigatorio: false }] },
      (c) => {
        if (c.method === 'GET' && c.path === '/api/captacao/candidatos/5') return [200, linha];
        if (c.path === '/api/captacao/candidatos/5/completo')
          return [200, { ...linha, camposExtras: { texto1: 'M' }, temSenha: true }];
        if (c.method === 'PUT' && c.path === '/api/captacao/candidatos/5') return [200, linha];
        return undefined;
      },
    );
    renderRoute('/captacao/candidatos/5');
    await screen.findByRole('heading', { name: 'Editar Candidato' });
    await waitFor(() => expect(screen.getByLabelText(labelOf('Nome'))).toHaveValue('Beatriz Castro'));
    expect(document.getElementById('etniaRaca')?.closest('.p-dropdown')).toHaveTextContent('Não Informado');
    await user.click(tab('Idiomas'));
    expect(
      await within(screen.getByRole('table', { name: 'Idiomas' })).findByText('Inglês'),
    ).toBeInTheDocument();
    await user.click(tab('Campos Extras'));
    expect(screen.getByLabelText('Tamanho do uniforme')).toHaveValue('M');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Candidato salvo com sucesso.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      candidatoIdiomas: [{ id: 31, idiomaId: 1, nivel: 'BASICO' }],
      camposExtras: { texto1: 'M' },
      etniaRaca: '9',
      senha: null,
    });
  });
});

describe('CPF and name checks', () => {
  it('warns of a duplicate CPF, lists the other companies and the homonyms without blocking', async () => {
    const user = userEvent.setup();
    const calls = api({}, (c) => {
      if (c.path === '/api/captacao/candidatos/valida-cpf')
        return [200, { cpfValido: true, existe: true, candidato: { id: 9, nome: 'Ana', contratado: false } }];
      if (c.path === '/api/captacao/candidatos/empresas-por-cpf')
        return [
          200,
          [
            { id: 1, nome: 'Ipê Demonstração Ltda', candidatoId: 9 },
            { id: 2, nome: 'Ipê Filial Sul', candidatoId: 31 },
          ],
        ];
      if (c.path === '/api/captacao/candidatos/candidatos-homonimos')
        return [200, [{ id: 9, nome: 'Ana Souza', cpf: null, dataNascimento: null }]];
      if (c.path === '/api/captacao/candidatos/talento-por-cpf')
        return [200, { talento: { id: 5, nome: 'Fulano de Tal', situacao: 'Desligado' } }];
      return undefined;
    });
    await abrirNovo();
    await user.type(screen.getByLabelText(labelOf('Nome')), 'Ana Souza');
    expect(await screen.findByText(/Existe 1 candidato com o mesmo nome/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('CPF'));
    await user.keyboard('5299822472');
    await new Promise((r) => setTimeout(r, 700));
    // Only at 11 digits.
    expect(calls.some((c) => c.path.endsWith('/empresas-por-cpf'))).toBe(false);
    await user.keyboard('5');
    expect(await screen.findByText('Já existe um candidato com este CPF nesta empresa.')).toBeInTheDocument();
    expect(
      await screen.findByText('Este CPF também está cadastrado nas empresas: Ipê Filial Sul.'),
    ).toBeInTheDocument();
    // Issue 24 §4: the CPF is a talent's, a notice that does not block.
    expect(
      await screen.findByText('Este CPF pertence ao talento Fulano de Tal (Desligado).'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/valida-cpf'))?.query.get('cpf')).toBe('52998224725');
  });
});

describe('save', () => {
  it('sends the candidate with its lists in one POST, then the photo to the new id', async () => {
    const user = userEvent.setup();
    const calls = api();
    await abrirNovo();
    await user.type(screen.getByLabelText(labelOf('Nome')), 'Ana Souza');
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
      'ana.png',
      {
        type: 'image/png',
      },
    );
    await user.upload(document.getElementById('foto-arquivo') as HTMLInputElement, png);
    expect(await screen.findByText('A foto será enviada ao gravar o candidato.')).toBeInTheDocument();
    await user.click(tab('Idiomas'));
    await user.click(screen.getByRole('button', { name: 'Inserir Idioma' }));
    await escolher(user, 'candidatoIdiomas-dialogo-idiomaId', 'Espanhol');
    await escolher(user, 'candidatoIdiomas-dialogo-nivel', 'Básico');
    await user.click(within(dialog()).getByRole('button', { name: 'Gravar' }));
    await screen.findByText('Idioma salvo com sucesso.');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Candidato salvo com sucesso.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toMatchObject({
      nome: 'Ana Souza',
      candidatoIdiomas: [{ id: null, idiomaId: 2, nivel: 'BASICO' }],
      experiencias: [],
      senha: null,
      camposExtras: {},
      formulario: 'completo',
    });
    const foto = calls.find((c) => c.method === 'PUT');
    expect(foto?.path).toBe('/api/captacao/candidatos/42/foto');
  });

  it('fills the résumé text from OCR; an OCR failure shows its message and the save goes on', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let falhar = true;
    const calls = api({}, (c) => {
      if (c.method === 'POST' && c.path === '/api/captacao/candidatos/ocr')
        return falhar
          ? [400, { code: 'OCR_IMAGEM_INVALIDA', message: 'Não foi possível ler o texto da imagem.' }]
          : [200, { texto: 'Maria Lima, costureira' }];
      return undefined;
    });
    await abrirNovo();
    await user.type(screen.getByLabelText(labelOf('Nome')), 'Maria Lima');
    await user.click(tab('Currículo'));
    const arquivo = document.getElementById('curriculo-arquivo') as HTMLInputElement;
    await user.upload(arquivo, new File(['x'], 'cv.png', { type: 'image/png' }));
    expect(await screen.findByText('Não foi possível ler o texto da imagem.')).toBeInTheDocument();
    expect(screen.getByLabelText('Texto do Currículo')).toHaveValue('');
    falhar = false;
    await user.upload(arquivo, new File(['y'], 'cv.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Texto do Currículo')).toHaveValue('Maria Lima, costureira'),
    );
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Candidato salvo com sucesso.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/captacao/candidatos');
    expect(post?.body).toMatchObject({ nome: 'Maria Lima', ocrTexto: 'Maria Lima, costureira' });
    // The résumé file is stored on the new candidate without reading it again.
    expect(
      calls.some((c) => c.method === 'PUT' && c.path === '/api/captacao/candidatos/42/candidato-curriculo'),
    ).toBe(true);
  });

  it('refuses a file that is not an image by its content', async () => {
    const user = userEvent.setup({ applyAccept: false });
    api();
    await abrirNovo();
    const falso = new File(['não sou imagem'], 'foto.png', { type: 'image/png' });
    await user.upload(document.getElementById('foto-arquivo') as HTMLInputElement, falso);
    expect(await screen.findByText('O arquivo adicionado não é uma imagem')).toBeInTheDocument();
  });
});

describe('reuse by the candidate area (issue 7)', () => {
  it('posts to its own API path, without HR fields and notices', async () => {
    const user = userEvent.setup();
    const calls = api({}, (c) =>
      c.method === 'POST' && c.path === '/api/externo/candidatos' ? [201, { id: 77 }] : undefined,
    );
    const configuracao = {
      obrigatorios: ['nome'],
      visiveis: ['nome'],
      camposExtras: [],
      maxCandidataCargo: 3,
      exigirAceitePsi: true,
      politicaSeguranca: 'Política',
      versaoPolitica: 'v1',
    };
    renderWithProviders(
      <CandidatoForm
        id={null}
        configuracao={configuracao}
        porta={portaCandidato}
        ocultar={CAMPOS_SOMENTE_RH}
        avisosRh={false}
        peloCandidato
        afterSave={() => '/externo/anuncios'}
      />,
    );
    await screen.findByRole('heading', { name: 'Novo Candidato' });
    await user.type(screen.getByLabelText(labelOf('Nome')), 'Ana Souza');
    await user.click(tab('Outros'));
    expect(screen.queryByLabelText('Observação do RH')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    // The candidate must accept the policy.
    await waitFor(() => expect(tab('Senha e Política')).toHaveAttribute('aria-selected', 'true'));
    await user.click(screen.getByLabelText('Aceito a política de segurança e privacidade'));
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/externo/anuncios'));
    expect(calls.some((c) => c.path.includes('homonimos') || c.path.includes('cpf'))).toBe(false);
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/externo/candidatos');
  });
});
