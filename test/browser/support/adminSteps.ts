import type { Locator, Page } from 'playwright-core';
import { seen, until } from './pageTools.js';

/** The users table of the User Management page. */
export const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

/** Fills the Add user dialog and submits it; the dialog stays for the caller to read. */
export async function submitNewUser(page: Page, email: string, password: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Add user' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  return dialog;
}

/** Renames a user through the Edit dialog (Enter submits) and waits for the confirmation. */
export async function renameUser(page: Page, shownAs: string, first: string, last: string) {
  await usersTable(page)
    .getByRole('button', { name: `Edit ${shownAs}` })
    .click();
  const edit = page.getByRole('dialog', { name: `Edit ${shownAs}` });
  await edit.getByLabel('First name').fill(first);
  await edit.getByLabel('Last name').fill(last);
  await edit.getByLabel('Last name').press('Enter');
  await seen(page, `${first} ${last} updated`);
}

/** Asks to deactivate a user and confirms; the dialog is returned, as a refusal keeps it open. */
export async function deactivateUser(page: Page, name: string): Promise<Locator> {
  await usersTable(page)
    .getByRole('button', { name: `Deactivate ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate user' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  return dialog;
}

/** Opens the delete confirmation of a user once it shows the summary of their data. */
export async function openDeleteSummary(page: Page, name: string): Promise<Locator> {
  await usersTable(page)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await dialog.getByText('rows in total').waitFor();
  return dialog;
}

/** Types into the users search until the table shows `rows` rows, then clears the search. */
export async function searchShows(page: Page, text: string, rows: number) {
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill(text);
  await until(page, `document.querySelectorAll('table tbody tr').length === ${rows}`);
  await search.fill('');
}
