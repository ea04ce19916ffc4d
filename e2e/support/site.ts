// Page object for the composed site: what a visitor sees and uses, by role and label.
import { expect, type Locator, type Page } from '@playwright/test';

export class Site {
  readonly header: Locator;
  readonly main: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.main = page.getByRole('main');
    this.footer = page.getByRole('contentinfo');
  }

  /**
   * Opens a page and waits until it is live: a server-rendered page is visible before its buttons answer, and a
   * press before hydration is lost, so a journey starts only once the document says its areas have hydrated.
   */
  async open(path: string) {
    await this.page.goto(path);
    await this.live();
    await expect(this.header).toBeVisible();
  }

  /** Waits for the mark the host sets once the shell and the areas of the first page have hydrated. */
  async live() {
    await expect(this.page.locator('html[data-hydrated]')).toBeAttached();
  }

  /** Clicks a link of the main navigation (opening the phone menu first when it is collapsed). */
  async navigate(label: string) {
    await this.live();
    const menu = this.page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await this.header.getByRole('link', { name: label, exact: true }).click();
  }

  /** Searches one catalogue from a search box: the header's "Search yachts" or the home page's "Find a yacht". */
  async search(box: 'Search yachts' | 'Find a yacht', catalogue: 'New yachts' | 'Used yachts', keywords: string) {
    const search = this.page.getByRole('search', { name: box });
    await search.getByLabel('Search in').selectOption({ label: catalogue });
    await search.getByLabel('Keywords').fill(keywords);
    await search.getByRole('button', { name: 'Search' }).click();
  }

  /**
   * Presses Log in on the page's login-required panel named `panel`, once it is shown, and gives the Log in dialog
   * that opens over the page.
   */
  async logInFromPanel(panel: string): Promise<Locator> {
    const region = this.main.getByRole('region', { name: panel });
    await expect(region).toBeVisible();
    await region.getByRole('button', { name: 'Log in' }).click();
    return this.page.getByRole('dialog', { name: 'Log in' });
  }

  heading(name: string | RegExp) {
    return this.main.getByRole('heading', { level: 1, name });
  }

  /** Marks the current document; a full page load loses the mark. */
  async markDocument() {
    await this.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  }

  async isSameDocument(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  }

  buildStamp() {
    return this.main.locator('[data-build-version]');
  }
}
