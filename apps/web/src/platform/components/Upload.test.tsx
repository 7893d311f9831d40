import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notices } from '../api/notify.ts';
import { renderPt } from './test-utils.tsx';
import { Upload } from './Upload.tsx';

const file = (name: string, bytes: number, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });

// The chooser's accept attribute is only a hint: the tests send files it would hide.
const setup = () => userEvent.setup({ applyAccept: false });

describe('Upload', () => {
  beforeEach(() => notices.set([]));

  it('has a labelled file input and a button that opens it', async () => {
    const user = setup();
    renderPt(<Upload label="Currículo" maxBytes={1024} onFile={vi.fn()} />);
    const input = screen.getByLabelText('Currículo');
    expect(input).toHaveAttribute('type', 'file');
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Selecionar arquivo: Currículo' }));
    expect(click).toHaveBeenCalled();
  });

  it('accepts a file within the limit with the success text and a toast', async () => {
    const user = setup();
    const onFile = vi.fn();
    renderPt(<Upload label="Currículo" maxBytes={2048} onFile={onFile} />);
    const f = file('cv.pdf', 2048, 'application/pdf');
    await user.upload(screen.getByLabelText('Currículo'), f);
    expect(onFile).toHaveBeenCalledWith(f);
    expect(screen.getByRole('status')).toHaveTextContent('Arquivo cv.pdf carregado com sucesso.');
    expect(notices.get()).toEqual([
      expect.objectContaining({ severity: 'success', detail: 'Arquivo cv.pdf carregado com sucesso.' }),
    ]);
  });

  it('refuses a file its check refuses, with that message and no success notice', async () => {
    const user = setup();
    const onFile = vi.fn();
    const check = vi.fn(async (f: File) => (f.name.endsWith('.pdf') ? 'Não é um PDF.' : null));
    renderPt(<Upload label="Documento" maxBytes={2048} onFile={onFile} check={check} />);
    await user.upload(screen.getByLabelText('Documento'), file('falso.pdf', 10));
    expect(onFile).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não é um PDF.');
    expect(notices.get()).toEqual([]);
    const ok = file('bom.txt', 10);
    await user.upload(screen.getByLabelText('Documento'), ok);
    expect(onFile).toHaveBeenCalledWith(ok);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('rejects a file above the limit with the size in 1024 steps', async () => {
    const user = setup();
    const onFile = vi.fn();
    renderPt(<Upload label="Foto" maxBytes={2 * 1024 * 1024} onFile={onFile} />);
    await user.upload(screen.getByLabelText('Foto'), file('foto.jpg', 2 * 1024 * 1024 + 1, 'image/jpeg'));
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo deve ser menor que 2 MB');
    expect(screen.getByLabelText('Foto')).toHaveAttribute('aria-invalid', 'true');
    expect(notices.get()).toEqual([]);
  });

  it('with textOnly warns about another extension and takes a .txt file', async () => {
    const user = setup();
    const onFile = vi.fn();
    renderPt(<Upload label="Arquivo texto" maxBytes={1024} onFile={onFile} textOnly />);
    const input = screen.getByLabelText('Arquivo texto');
    expect(input).toHaveAttribute('accept', '.txt,text/plain');
    await user.upload(input, file('dados.csv', 10, 'text/csv'));
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Selecione um arquivo com a extensão: txt');
    const txt = file('dados.TXT', 10, 'text/plain');
    await user.upload(input, txt);
    expect(onFile).toHaveBeenCalledWith(txt);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Arquivo dados.TXT carregado com sucesso.')).toBeInTheDocument();
  });
});
