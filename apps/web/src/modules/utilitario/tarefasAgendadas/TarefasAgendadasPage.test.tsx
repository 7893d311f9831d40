import { MSG } from '@ipe/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sampleInfo, setSession } from '../../../platform/layout/test-helpers.tsx';
import TarefasAgendadasPage from './TarefasAgendadasPage.tsx';

const AUTORIDADES = ['ROLE_UTI_TAREFAS_AGENDADAS', 'ROLE_UTI_TAREFAS_AGENDADAS_EDITAR'];

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

describe('TarefasAgendadasPage', () => {
  it('is the installation administrator’s: a company administrator with the authorities sees Acesso Negado, and nothing is asked', async () => {
    const fetchMock = mockApi({});
    setSession(sampleInfo({ authorities: AUTORIDADES }));
    renderWithApp(<TarefasAgendadasPage />, { route: '/utilitario/tarefas-agendadas' });
    expect(await screen.findByRole('heading', { name: MSG.acessoNegado, level: 1 })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the jobs to user 1', async () => {
    const fetchMock = mockApi({ 'GET /api/utilitario/tarefas-agendadas': () => ({ body: [] }) });
    const info = sampleInfo({ authorities: AUTORIDADES });
    setSession({ ...info, usuario: { ...info.usuario, id: 1 } });
    renderWithApp(<TarefasAgendadasPage />, { route: '/utilitario/tarefas-agendadas' });
    expect(await screen.findByRole('heading', { name: 'Tarefas agendadas', level: 1 })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });
});
