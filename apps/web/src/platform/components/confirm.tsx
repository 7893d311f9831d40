import { MSG } from '@ipe/domain/messages';
import { Button } from 'primereact/button';
import { ConfirmDialog, type ConfirmDialogProps, confirmDialog } from 'primereact/confirmdialog';
import type { ReactNode } from 'react';

/** How a dialog was closed: a button, or the close icon / Escape ('cancel'). */
export type DialogResult = 'accept' | 'reject' | 'cancel';

/** Longest wait for the closing animation before the promise settles anyway. */
const EXIT_FALLBACK_MS = 1000;

/**
 * Opens the shared ConfirmDialog (mounted once by <ConfirmHost />) and settles when the dialog has fully
 * closed, after PrimeReact gave the focus back: whatever the caller does next (open another dialog, focus a
 * field) is not undone by the closing animation.
 */
export function openDialog(props: ConfirmDialogProps): Promise<DialogResult> {
  return new Promise((resolve) => {
    let result: DialogResult = 'cancel';
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    confirmDialog({
      ...props,
      accept: () => {
        result = 'accept';
      },
      reject: () => {
        result = 'reject';
      },
      onHide: (r: string) => {
        if (r === 'accept' || r === 'reject') result = r;
        setTimeout(settle, EXIT_FALLBACK_MS);
      },
      transitionOptions: {
        ...props.transitionOptions,
        onExited: settle,
      } as ConfirmDialogProps['transitionOptions'],
    });
  });
}

export interface ConfirmOptions {
  message: ReactNode;
  /** Default 'RH'. */
  header?: string;
  /** Default 'OK'. */
  acceptLabel?: string;
  /** Default 'Cancelar'. */
  rejectLabel?: string;
  /** PrimeIcons class; default a warning triangle. */
  icon?: string;
  /** Button focused on open; default the accept button. */
  defaultFocus?: 'accept' | 'reject';
}

/** Asks for a confirmation. Resolves true on the accept button, false on cancel, close icon or Escape. */
export async function confirmAction({
  message,
  header = MSG.dialogoCabecalhoPadrao,
  acceptLabel = MSG.ok,
  rejectLabel = MSG.cancelar,
  icon = 'pi pi-exclamation-triangle',
  defaultFocus = 'accept',
}: ConfirmOptions): Promise<boolean> {
  const result = await openDialog({ message, header, acceptLabel, rejectLabel, icon, defaultFocus });
  return result === 'accept';
}

/** 'Tem certeza que deseja remover?' with the defaults of confirmAction. */
export function confirmRemove(): Promise<boolean> {
  return confirmAction({ message: MSG.confirmaRemocao });
}

export interface AlertOptions {
  message: ReactNode;
  /** Default 'Aviso'. */
  header?: string;
  /** Default 'OK'. */
  acceptLabel?: string;
  icon?: string;
}

/** A message with a single OK button. Resolves once the dialog has closed (by OK, close icon or Escape). */
export async function alertMessage({
  message,
  header = MSG.aviso,
  acceptLabel = MSG.ok,
  icon = 'pi pi-exclamation-triangle',
}: AlertOptions): Promise<void> {
  await openDialog({
    message,
    header,
    icon,
    footer: ({ accept }) => <Button type="button" label={acceptLabel} autoFocus onClick={accept} />,
  });
}

/**
 * The one PrimeReact <ConfirmDialog /> every helper above opens (768 px wide, the spec's dialog width).
 * The shell mounts it once; a second instance would open each dialog twice.
 */
export function ConfirmHost() {
  return <ConfirmDialog style={{ width: 'min(768px, 95vw)' }} />;
}
