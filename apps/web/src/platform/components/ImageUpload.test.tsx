import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notices } from '../api/notify.ts';
import { ConfirmHost } from './confirm.tsx';
import { ImageUpload, isImageFile } from './ImageUpload.tsx';
import { renderPt } from './test-utils.tsx';

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>';
const URL_FOTO = '/api/cargo-salario/colaboradores/5/foto';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The image routes of one row: what is stored (null = none) and whether the server has a fallback. */
function stubImageApi(opts: { stored: Uint8Array | null; fallback?: boolean; refuse?: string }) {
  const calls: Call[] = [];
  let stored = opts.stored;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body });
    if (method === 'GET') {
      if (stored) return new Response(new Uint8Array(stored), { headers: { 'content-type': 'image/png' } });
      if (opts.fallback) return new Response(SVG, { headers: { 'content-type': 'image/svg+xml' } });
      return Response.json(
        { code: 'NAO_ENCONTRADO', message: 'O recurso solicitado não foi encontrado.' },
        { status: 404 },
      );
    }
    if (method === 'PUT') {
      if (opts.refuse)
        return Response.json({ code: 'ARQUIVO_NAO_IMAGEM', message: opts.refuse }, { status: 400 });
      const file = (init.body as FormData).get('arquivo') as File;
      stored = new Uint8Array(await file.arrayBuffer());
      return new Response(null, { status: 204 });
    }
    if (method === 'DELETE') {
      stored = null;
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 405 });
  });
  return calls;
}

const setup = () => userEvent.setup({ applyAccept: false });
const render = (props: Partial<Parameters<typeof ImageUpload>[0]> = {}) =>
  renderPt(
    <>
      <ConfirmHost />
      <ImageUpload url={URL_FOTO} alt="Foto do colaborador" shape="round" {...props} />
    </>,
  );
const image = () => screen.findByRole('img', { name: 'Foto do colaborador' });
const pngFile = () => new File([PNG], 'foto.png', { type: 'image/png' });

beforeEach(() => notices.set([]));
afterEach(() => vi.unstubAllGlobals());

describe('isImageFile', () => {
  it('goes by the first bytes, not by the name or type', async () => {
    expect(await isImageFile(pngFile())).toBe(true);
    expect(await isImageFile(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]))).toBe(true);
    expect(await isImageFile(new Blob(['GIF89a...']))).toBe(true);
    expect(await isImageFile(new Blob(['RIFF\0\0\0\0WEBPVP8 ']))).toBe(true);
    expect(await isImageFile(new File(['texto'], 'foto.png', { type: 'image/png' }))).toBe(false);
    expect(await isImageFile(new Blob([SVG], { type: 'image/svg+xml' }))).toBe(false);
  });
});

describe('ImageUpload', () => {
  it('shows the stored image with its alternative text, and Remover', async () => {
    const calls = stubImageApi({ stored: PNG });
    render();
    expect((await image()).getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(calls[0]).toMatchObject({ method: 'GET', url: URL_FOTO });
    expect(screen.getByRole('button', { name: 'Remover: Foto do colaborador' })).toBeEnabled();
    expect(document.querySelector('.ipe-image-round')).not.toBeNull();
  });

  it('shows the server`s initials avatar without Remover while nothing is stored', async () => {
    stubImageApi({ stored: null, fallback: true });
    render();
    expect((await image()).getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(screen.queryByRole('button', { name: /^Remover/ })).toBeNull();
  });

  it('shows an empty frame when there is neither image nor avatar, silently', async () => {
    stubImageApi({ stored: null });
    render();
    expect(await screen.findByText('Foto do colaborador: Sem imagem')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(notices.get()).toEqual([]);
  });

  it('sends a chosen image as multipart, shows it and tells the caller', async () => {
    const user = setup();
    const calls = stubImageApi({ stored: null, fallback: true });
    const onUploaded = vi.fn();
    render({ onUploaded });
    await image();
    await user.upload(screen.getByLabelText('Foto do colaborador'), pngFile());
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    const put = calls.find((c) => c.method === 'PUT') as Call;
    expect(put.url).toBe(URL_FOTO);
    expect(put.body).toBeInstanceOf(FormData);
    expect(((put.body as FormData).get('arquivo') as File).name).toBe('foto.png');
    await waitFor(async () => expect((await image()).getAttribute('src')).toMatch(/^data:image\/png/));
    expect(screen.getByRole('button', { name: 'Remover: Foto do colaborador' })).toBeInTheDocument();
    expect(notices.get()).toEqual([
      expect.objectContaining({ severity: 'success', detail: 'Arquivo foto.png carregado com sucesso.' }),
    ]);
  });

  it('refuses a file that is not an image, or above 2 MB, before sending it', async () => {
    const user = setup();
    const calls = stubImageApi({ stored: null, fallback: true });
    render();
    await image();
    const input = screen.getByLabelText('Foto do colaborador');
    await user.upload(input, new File(['não sou imagem'], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O arquivo adicionado não é uma imagem');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const big = new File([PNG, new Uint8Array(2 * 1024 * 1024)], 'grande.png', { type: 'image/png' });
    await user.upload(input, big);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('O arquivo deve ser menor que 2 MB'),
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server`s refusal and keeps the current image', async () => {
    const user = setup();
    stubImageApi({ stored: PNG, refuse: 'O arquivo adicionado não é uma imagem' });
    const onUploaded = vi.fn();
    render({ onUploaded });
    await image();
    await user.upload(screen.getByLabelText('Foto do colaborador'), pngFile());
    await waitFor(() =>
      expect(notices.get()).toEqual([
        expect.objectContaining({ summary: 'Aviso', detail: 'O arquivo adicionado não é uma imagem' }),
      ]),
    );
    expect(onUploaded).not.toHaveBeenCalled();
    expect((await image()).getAttribute('src')).toMatch(/^data:image\/png/);
  });

  it('removes the image after the confirmation, and not when cancelled', async () => {
    const user = setup();
    const calls = stubImageApi({ stored: PNG, fallback: true });
    render();
    await image();
    await user.click(screen.getByRole('button', { name: 'Remover: Foto do colaborador' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja remover?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remover: Foto do colaborador' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(URL_FOTO));
    await waitFor(async () => expect((await image()).getAttribute('src')).toMatch(/^data:image\/svg/));
    expect(screen.queryByRole('button', { name: /^Remover/ })).toBeNull();
  });

  it('changes nothing when disabled', async () => {
    stubImageApi({ stored: PNG });
    render({ disabled: true });
    await image();
    expect(screen.getByRole('button', { name: 'Selecionar imagem: Foto do colaborador' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remover: Foto do colaborador' })).toBeDisabled();
    expect(screen.getByLabelText('Foto do colaborador')).toBeDisabled();
  });
});
