// Fills a field and waits until it holds exactly the value. Once, on a busy machine, one `fill` of an empty e-mail
// field in the enquiry dialog left the address in it twice (the trace: a single fill action, the field empty before
// it, `a@example.coma@example.com` after; no handler of the page writes to the field), and the journey then failed on
// the address's format. Whatever inserts the text twice, the journey waits for the state it needs: the field holding
// the value, filled again until it does.
import { expect, type Locator } from '@playwright/test';

export async function fillExactly(field: Locator, value: string): Promise<void> {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
