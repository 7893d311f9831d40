import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { labelOf, renderWithProviders, stubApi } from '../../../platform/resource/test-helpers.tsx';
import { candidatoState } from '../../../platform/session/candidato.ts';
import CadastroCandidatoPage from './CadastroCandidatoPage.tsx';

/**
 * The registration's step 1 is drawn without the full form (issue 24 §1, the first screen's weight);
 * the form takes over with what the candidate did there.
 */

const configuracao = {
  obrigatorios: ['nome', 'email'],
  visiveis: ['email', 'foneCelular'],
  camposExtras: [],
  maxCandidataCargo: 3,
  exigirAceitePsi: true,
  politicaSeguranca: 'Política',
  versaoPolitica: 'v1',
};
const RESUMO =
  'ANA MARIA SOUZA\nFortaleza - CE\n(85) 98812-3456 ana@gmail.com\nCPF 529.982.247-25\n' +
  'Experiência\nVendedora – Loja Azul Ltda – 03/2019 a 08/2022';

function abrir() {
  const calls = stubApi((c) => {
    if (c.path === '/api/externo/formulario') return [200, configuracao];
    if (c.path === '/api/externo/candidatos/ocr') return [200, { texto: RESUMO }];
    return c.method === 'GET' ? [200, []] : undefined;
  });
  renderWithProviders(
    <Suspense fallback={null}>
      <Routes>
        <Route path="/externo/candidatos/new" element={<CadastroCandidatoPage />} />
      </Routes>
    </Suspense>,
    '/externo/candidatos/new?empresaId=1',
  );
  return calls;
}

describe('/externo/candidatos/new, step 1 then the full form', () => {
  beforeEach(() => candidatoState.set({ status: 'anonymous', info: null }));

  it('carries the typed résumé text into the form and goes on to step 2', async () => {
    const user = userEvent.setup();
    abrir();
    await user.type(
      await screen.findByRole('textbox', { name: 'Texto do Currículo' }),
      'Vendedora há 3 anos',
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const passo2 = await screen.findByRole('heading', { name: 'Passo 2 de 4: Dados obrigatórios' });
    await waitFor(() => expect(passo2).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('textbox', { name: 'Texto do Currículo' })).toHaveValue(
      'Vendedora há 3 anos',
    );
  });

  it('fills the form from the résumé read in step 1 and says what it filled', async () => {
    const user = userEvent.setup();
    const calls = abrir();
    const arquivo = new File(['%PDF-1.4'], 'curriculo.pdf', { type: 'application/pdf' });
    await screen.findByRole('heading', { name: 'Passo 1 de 4: Currículo' });
    // As in the browser: the button opens the file chooser and keeps the focus; the file comes back.
    const botao = screen.getByRole('button', { name: 'Currículo (imagem ou PDF)' });
    await user.click(botao);
    expect(botao).toHaveFocus();
    fireEvent.change(document.getElementById('curriculo-arquivo') as HTMLInputElement, {
      target: { files: [arquivo] },
    });
    expect(
      await screen.findByText(
        'Preenchemos a partir do currículo: Nome, E-mail, CPF, Celular. Confira nos próximos passos.',
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/externo/candidatos/ocr')).toHaveLength(1);
    // The form took over with the focus where it was.
    expect(document.querySelector('section[aria-labelledby="ipe-passo-1"]')).not.toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Currículo (imagem ou PDF)' })).toHaveFocus(),
    );
    expect(screen.getByRole('textbox', { name: 'Texto do Currículo' })).toHaveValue(RESUMO);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Passo 2 de 4: Dados obrigatórios' });
    expect(screen.getByRole('textbox', { name: labelOf('Nome') })).toHaveValue('Ana Maria Souza');
    expect(screen.getByRole('textbox', { name: labelOf('E-mail') })).toHaveValue('ana@gmail.com');
  });
});
