import type { Page } from 'playwright-core';

/**
 * Accepts the company's privacy policy when the candidate-area layout asks for it (the demo company
 * requires it; a candidate who accepted at registration or in an earlier test is not asked again).
 * The dialog renders with the candidate menu, from the same userinfo: wait for the menu, then briefly
 * for the dialog's portal.
 */
export async function aceitarPoliticaSePedida(page: Page): Promise<boolean> {
  await page.getByRole('navigation', { name: 'Menu do candidato' }).waitFor();
  const dialog = page.getByRole('dialog', { name: 'Política de privacidade' });
  const pedida = await dialog.waitFor({ timeout: 1500 }).then(
    () => true,
    () => false,
  );
  if (!pedida) return false;
  const continuar = dialog.getByRole('button', { name: 'Continuar' });
  if (!(await continuar.isDisabled())) throw new Error('Continuar habilitado antes do aceite');
  await dialog.getByLabel('Li e aceito a política de privacidade').check();
  await continuar.click();
  await dialog.waitFor({ state: 'detached' });
  return true;
}
