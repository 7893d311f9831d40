import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import { lerCurriculo } from '@ipe/domain/resources/captacao/candidatos/curriculo/lerCurriculo';
import { portaCandidato } from '@ipe/domain/resources/captacao/candidatos/portas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CAMPOS_CANDIDATO,
  camposOcultosAoCandidato,
  visivelPadrao,
} from '@ipe/domain/resources/utilitario/organizacao/camposCandidato';
import { beforeEach, describe, expect, it } from 'vitest';
import { labelOf, login, renderWithProviders, stubApi } from '../../../../platform/resource/test-helpers.tsx';
import { CAMPOS_SOMENTE_RH, CandidatoForm } from './index.ts';
import { layoutCandidato } from './layout.ts';
import { layoutPassos } from './passos.ts';
import { valoresDoCurriculo } from './preenchimento.ts';

/** The phone registration (issue 24 §1): its steps from the configuration, the pre-fill, the error summary. */

const configuracao = (obrigatorios: string[] = []) => ({
  obrigatorios: ['nome', ...obrigatorios],
  visiveis: [],
  camposExtras: [],
  maxCandidataCargo: 3,
  exigirAceitePsi: true,
  politicaSeguranca: 'Política',
  versaoPolitica: 'v1',
});

describe('layoutPassos', () => {
  const completo = layoutCandidato(candidatos, { ocultar: CAMPOS_SOMENTE_RH });
  it('puts only the required fields in step 2, the rest under their tabs in step 3', () => {
    const l = layoutPassos(candidatos, completo, {
      marcados: new Set(['cidadeId', 'email', 'experiencias']),
      fotoObrigatoria: false,
    });
    expect(l.abas.map((a) => a.titulo)).toEqual([
      'Currículo',
      'Dados obrigatórios',
      'Mais informações',
      'Senha e consentimento',
    ]);
    expect(l.abas[0].campos).toEqual(['ocrTexto']);
    // The city needs its state; the experiences their 'first job' box; CPF is the login.
    expect(l.abas[1].campos).toEqual([
      'nome',
      'cpf',
      'ufId',
      'cidadeId',
      'email',
      'primeiroEmprego',
      'experiencias',
    ]);
    expect(l.abas[2].secoes[0]).toEqual({ campos: ['foto'] });
    expect(l.abas[2].secoes.map((s) => s.titulo)).toContain('Endereço');
    expect(l.abas[2].campos).toContain('cep');
    expect(l.abas[2].campos).not.toContain('cidadeId');
    expect(l.abas[3].campos.slice(0, 3)).toEqual(['senha', 'confirmaSenha', 'aceitoPoliticaSeguranca']);
    expect(l.abaDe('experiencias.0.empresa')).toBe(1);
    expect(l.abaDe('cep')).toBe(2);
  });

  it('leads step 2 with the photo when the company requires it', () => {
    const l = layoutPassos(candidatos, completo, { marcados: new Set(), fotoObrigatoria: true });
    expect(l.abas[1].campos.slice(0, 2)).toEqual(['foto', 'nome']);
    expect(l.abas[2].campos).not.toContain('foto');
  });
});

describe('valoresDoCurriculo', () => {
  const lido = lerCurriculo(
    'ANA MARIA SOUZA\nFortaleza - CE\n(85) 98812-3456 ana@gmail.com\nCPF 529.982.247-25\n' +
      'Experiência\nVendedora – Loja Azul Ltda – 03/2019 a 08/2022',
  );
  it('fills the visible empty fields, never what was typed', () => {
    const r = valoresDoCurriculo(lido, { email: 'minha@empresa.com' }, (c) => c !== 'cpf', {
      ufId: 6,
      cidadeId: 1347,
    });
    expect(r.valores).toEqual({
      nome: 'Ana Maria Souza',
      dddCelular: '85',
      foneCelular: '988123456',
      ufId: 6,
      cidadeId: 1347,
      experiencias: [
        {
          empresa: 'Loja Azul Ltda',
          cargoId: null,
          checkNomeCargo: true,
          nomeMercado: 'Vendedora',
          dataAdmissao: '2019-03-01',
          dataDesligamento: '2022-08-01',
        },
      ],
    });
    expect(r.preenchidos).toEqual(['Nome', 'Celular', 'Cidade', '1 experiência']);
  });
});

describe('the steps on screen', () => {
  beforeEach(() => login());

  it('shows the progress, checks a step before moving on and lists its errors linked to the fields', async () => {
    const user = userEvent.setup();
    stubApi((c) => (c.method === 'GET' ? [200, []] : undefined));
    renderWithProviders(
      <CandidatoForm
        id={null}
        configuracao={configuracao(['email'])}
        porta={portaCandidato}
        ocultar={CAMPOS_SOMENTE_RH}
        avisosRh={false}
        peloCandidato
        passos
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Passo 1 de 4: Currículo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Currículo (imagem ou PDF)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Passo 2 de 4: Dados obrigatórios' })).toBeVisible();
    expect(screen.getByText('Dados obrigatórios').closest('li')).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const resumo = await screen.findByRole('navigation', { name: 'Corrija 2 campos:' });
    expect(resumo).toHaveTextContent('Nome é obrigatório');
    expect(resumo).toHaveTextContent('E-mail é obrigatório');
    // Still on step 2, the marks on the fields too.
    expect(screen.getByRole('heading', { name: 'Passo 2 de 4: Dados obrigatórios' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'E-mail é obrigatório' }));
    await waitFor(() => expect(screen.getByLabelText(labelOf('E-mail'))).toHaveFocus());

    await user.type(screen.getByLabelText(labelOf('Nome')), 'Ana Souza');
    await user.type(screen.getByLabelText(labelOf('E-mail')), 'ana@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const passo3 = await screen.findByRole('heading', { name: 'Passo 3 de 4: Mais informações' });
    expect(passo3).toBeVisible();
    expect(screen.queryByRole('navigation', { name: /Corrija/ })).not.toBeInTheDocument();
    // The step's outline goes down one level at a time (step h2, section h3, a list's own title h4),
    // as axe's heading-order rule asks: a list titled h2 under a section h3 read as a new step.
    const niveis = [...(passo3.closest('section')?.querySelectorAll('h2, h3, h4, h5') ?? [])].map((h) =>
      Number(h.tagName[1]),
    );
    expect(niveis.length).toBeGreaterThan(3);
    for (let i = 1; i < niveis.length; i++) expect(niveis[i]).toBeLessThanOrEqual(niveis[i - 1] + 1);
    expect(niveis).toContain(4);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // The last step submits; the policy left unticked is listed, and the link leads back to it.
    await user.click(await screen.findByRole('button', { name: 'Concluir cadastro' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    const final = await screen.findByRole('navigation', { name: /Corrija/ });
    expect(final).toHaveTextContent('política');
  });
});

describe('the error summary across steps', () => {
  beforeEach(() => login());

  it("lists the server's refusals of fields on other steps; each link opens its step and field", async () => {
    const user = userEvent.setup();
    const calls = stubApi((c) => {
      if (c.method === 'GET') return [200, []];
      if (c.method === 'POST')
        return [
          400,
          {
            code: 'FIELD_VALIDATION_VIOLATION',
            message: 'Preencha os campos indicados',
            entries: [
              { field: 'cpf', message: 'Este CPF já está cadastrado.' },
              { field: 'senha', message: 'A senha não pode ser igual ao CPF.' },
            ],
          },
        ];
      return undefined;
    });
    renderWithProviders(
      <CandidatoForm
        id={null}
        configuracao={configuracao()}
        porta={portaCandidato}
        ocultar={CAMPOS_SOMENTE_RH}
        avisosRh={false}
        peloCandidato
        passos
      />,
    );
    const continuar = () => user.click(screen.getByRole('button', { name: 'Continuar' }));
    await continuar();
    await user.type(await screen.findByLabelText(labelOf('Nome')), 'Ana Souza');
    await continuar();
    await screen.findByRole('heading', { name: 'Passo 3 de 4: Mais informações' });
    await continuar();
    await user.type(await screen.findByLabelText(labelOf('Senha')), 'segredo12');
    await user.type(screen.getByLabelText(labelOf('Confirmar Senha')), 'segredo12');
    await user.click(screen.getByRole('checkbox', { name: /Aceito a política/ }));
    await user.click(screen.getByRole('button', { name: 'Concluir cadastro' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(true);

    // The first refusal's step opens; the summary lists both, in the steps' order.
    const resumo = await screen.findByRole('navigation', { name: 'Corrija 2 campos:' });
    expect(screen.getByRole('heading', { name: 'Passo 2 de 4: Dados obrigatórios' })).toBeVisible();
    expect(resumo).toHaveTextContent(/CPF: Este CPF já está cadastrado\..*Senha: A senha não pode ser igual/);
    // The password's link goes back to step 4 and puts the cursor in it.
    await user.click(screen.getByRole('link', { name: 'Senha: A senha não pode ser igual ao CPF.' }));
    expect(await screen.findByRole('heading', { name: 'Passo 4 de 4: Senha e consentimento' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(labelOf('Senha'))).toHaveFocus());
    // And the CPF's to step 2.
    await user.click(screen.getByRole('link', { name: 'CPF: Este CPF já está cadastrado.' }));
    expect(await screen.findByRole('heading', { name: 'Passo 2 de 4: Dados obrigatórios' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(labelOf('CPF'))).toHaveFocus());
    expect(screen.getByText('Este CPF já está cadastrado.', { selector: 'small' })).toBeInTheDocument();
  });
});

describe('LGPD-sensitive fields in the registration (issue 24 §1)', () => {
  beforeEach(() => login());
  const padrao = CAMPOS_CANDIDATO.filter((c) => visivelPadrao(c.campo)).map((c) => c.campo);
  /** The steps are all mounted (the hidden ones too): step 3's fields are there from the start. */
  const cadastro = async (visiveis: string[]) => {
    stubApi((c) => (c.method === 'GET' ? [200, []] : undefined));
    renderWithProviders(
      <CandidatoForm
        id={null}
        configuracao={configuracao()}
        porta={portaCandidato}
        ocultar={[...CAMPOS_SOMENTE_RH, ...camposOcultosAoCandidato(visiveis)]}
        avisosRh={false}
        peloCandidato
        passos
      />,
    );
    await screen.findByRole('heading', { name: 'Passo 1 de 4: Currículo' });
    await screen.findByLabelText('Bairro');
  };

  it('asks the sensitive fields only when the company turns them on, each saying why', async () => {
    // The company turned on the mother's name only: the others stay off.
    await cadastro([...padrao, 'mae']);
    for (const rotulo of ['Estado Civil', 'Pai', 'Cônjuge', 'Etnia/Raça'])
      expect(screen.queryByLabelText(rotulo), rotulo).not.toBeInTheDocument();
    const mae = screen.getByLabelText('Mãe');
    const motivo = screen.getByText(/^A empresa pede a filiação para os documentos de admissão/);
    expect(motivo.closest('small')).toHaveTextContent(/^Por que pedimos:/);
    // Right after the field, in reading order; no other field carries a reason.
    expect(mae.compareDocumentPosition(motivo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText('Por que pedimos:')).toHaveLength(1);
  });
});
