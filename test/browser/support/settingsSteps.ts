import type { Locator, Page } from 'playwright-core';
import { seen, until } from './pageTools.js';

/** Opens a section of the Settings page from its side list. */
export async function openSection(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tabpanel').getByRole('region').first().waitFor();
}

/** Waits until the header title is drawn in this colour (the app's primary colour, as ThemeApplier sets it). */
export const untilHeaderColour = (page: Page, rgb: string) =>
  until(page, `getComputedStyle(document.querySelector('.app-header__title')).color === '${rgb}'`);

/** Types a primary colour into the colour preferences and saves them. */
export async function savePrimaryColour(page: Page, hex: string) {
  const colors = page.getByRole('region', { name: 'Colour preferences' });
  await colors.getByRole('textbox', { name: 'Primary', exact: true }).fill(hex);
  await colors.getByRole('button', { name: 'Save' }).click();
  await seen(page, 'Colour preferences saved');
}

/** The primary colour the colour preferences form shows. */
export const primaryColourInForm = (page: Page) =>
  page
    .getByRole('region', { name: 'Colour preferences' })
    .getByRole('textbox', { name: 'Primary', exact: true })
    .inputValue();

/** Opens the new-rule dialog of the conditional formatting section and names the rule on a column. */
export async function startRule(page: Page, name: string, column: string) {
  await page.getByRole('region', { name: 'Conditional formatting' }).getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New formatting rule' });
  await dialog.getByLabel('Rule name').fill(name);
  await dialog.getByLabel('Column').selectOption({ label: column });
  return dialog;
}

/** The font size the whole document is drawn at, once it is this. */
export const untilFontSize = (page: Page, px: number) =>
  until(page, `getComputedStyle(document.documentElement).fontSize === '${px}px'`);

/** The shell background's style, once it is this. */
export const untilBackground = (page: Page, style: string) =>
  until(page, `document.querySelector('[data-testid=shell-background]')?.dataset.style === '${style}'`);

/** Every section of the Settings page, with the name its screenshots carry. */
export const SETTINGS_SECTIONS = [
  ['Portfolio', 'portfolio'],
  ['Colours', 'colors'],
  ['Tables', 'tables'],
  ['Conditional formatting', 'formatting'],
  ['Row colours', 'rows'],
  ['Font & display', 'display'],
  ['Header', 'header'],
  ['Containers', 'containers'],
] as const;

/** Types a value into a field of a settings group and submits it with Enter. */
export async function enterSetting(page: Page, group: string, label: string, value: string) {
  const field = page.getByRole('region', { name: group }).getByLabel(label);
  await field.fill(value);
  await field.press('Enter');
}

/** Stores a watchlist column set and an expanded summary, as the Overview's dialogs would save them. */
export async function storeWatchlistLayoutChoices(
  send: (method: string, path: string, body: unknown) => Promise<number>,
  columns: string[],
): Promise<number[]> {
  return [
    await send('PUT', '/settings/column-configs/watchlist', {
      containerType: 'watchlist',
      selectedColumns: columns,
      columnOrder: columns,
    }),
    await send('POST', '/settings/collapsible-states', { container_id: 'watchlist', is_collapsed: false }),
  ];
}

/** Clicks a button of a named region (a settings group, a panel). */
export const pressIn = (page: Page, region: string, button: string | RegExp, pressed?: boolean) =>
  page.getByRole('region', { name: region }).getByRole('button', { name: button, pressed }).click();

/** Waits until the document's primary colour variable is this hex colour. */
export const untilPrimaryVariable = (page: Page, hex: string) =>
  until(
    page,
    `getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toUpperCase() === '${hex}'`,
  );

/** Sets the row colours of a symbol (the form's default colours) from the Row colours section. */
export async function setRowColours(page: Page, symbol: string) {
  const panel = page.getByRole('region', { name: 'Row colours' });
  await panel.getByLabel('Trading symbol').fill(symbol);
  await panel.getByRole('button', { name: 'Set colours' }).click();
  return panel;
}

/** Picks a rule's condition in the rule dialog and types its (first) value. */
export async function ruleCondition(dialog: Locator, condition: string, field: string, value?: string) {
  await dialog.getByLabel('Condition').selectOption({ label: condition });
  if (value !== undefined) await dialog.getByLabel(field, { exact: true }).fill(value);
}

/** The listed rule of this name in the Conditional formatting section. */
export const listedRule = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Conditional formatting' }).getByRole('listitem', { name });

/** Waits until the Containers section lists this many columns for a container type. */
export const untilColumnsListed = (page: Page, list: string, count: number) =>
  until(page, `document.querySelectorAll('[aria-label="${list}"] li').length === ${count}`);
