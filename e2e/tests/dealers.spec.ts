// Both sides of the market in the composed site (decision 045): a dealer is approved and verified, invites a staff
// member and uploads a feed whose photos a local server hands out, and its boats are listed; a buyer enquires from a
// yacht page and puts the yacht aside to compare, the staff member answers in the workspace's conversations with a
// payment request, the buyer's bell rings and the answer shows its warning; the listing's figures count the view, the
// save to compare and the enquiry; after enough answered threads the yacht page says how quickly the dealer replies;
// a visitor reports the listing and an operator withdraws it with a reason the dealer reads.
import http from 'node:http';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CATALOGUE_API, ENQUIRY_CALLS } from '@yachts/contracts/catalogue';
import { CONVERSATIONS_API, PAYMENT_WARNING } from '@yachts/contracts/conversations';
import { DEALER_API } from '@yachts/contracts/dealer-workspace';
import { DEALER_FIGURES_API } from '@yachts/contracts/dealer-figures';
import { LISTING_REPORT_REASON_LABELS } from '@yachts/contracts/listing-reports';
import { OPERATOR_SELL_API, SELL_CALLS } from '@yachts/contracts/selling';
import { signBody } from '@yachts/contracts/signing';
import { Site } from '../support/site';
import { dataOf } from '../support/api';
import { nextMail } from '../support/mail';
import { newMember, type Member } from '../support/members';
import { fixture, OPERATOR_TOKEN } from '../support/paths';
import { fillExactly } from '../support/fill';

const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

/** A signed call in the member's name (the login cookie is the identity), answering its data. */
async function signed<T>(member: Member, url: string, fields: Record<string, unknown>): Promise<T> {
  const response = await member.api.post(url, { data: signBody(fields) });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return dataOf<T>(response);
}

async function approveEntry(request: APIRequestContext, id: number): Promise<void> {
  const response = await request.post(OPERATOR_SELL_API.reviewEntry(id), { headers: operator, data: { status: 'approved' } });
  expect(response.status(), await response.text()).toBe(200);
}

test('a dealer brings stock by feed and answers a buyer; a reported listing is withdrawn with a reason the dealer reads', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const photo = fs.readFileSync(fixture('deck-photo.jpg'));
  const photos = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo));
  await new Promise<void>((resolve) => photos.listen(0, '127.0.0.1', resolve));
  const photoBase = `http://127.0.0.1:${(photos.address() as AddressInfo).port}`;
  const run = Date.now().toString(36);

  try {
    // The dealer applies as a business with its trader details; the operator's approval verifies it.
    const dealer = await newMember(browser, 'dealer');
    const company = `Ionian Yachting ${run}`;
    const entry = await dealer.call<{ id: number }>(SELL_CALLS.enter, {
      type: 'business',
      category: 'dealer',
      company_name: company,
      contact_name: 'Eleni Markou',
      email: dealer.email,
      area_code: '30',
      mobile: '2645000123',
      country: 'GR',
      address: 'Lefkas Marina, 31100 Lefkada',
      trade_register: `GEMI ${run}`,
      self_certify: '1',
    });
    await approveEntry(request, entry.id);

    // A staff member joins through the invitation mail's link.
    const staff = await newMember(browser, 'staff');
    const since = new Date(Date.now() - 1000).toISOString();
    await signed(dealer, DEALER_API.invite, { email: staff.email });
    const invitation = await nextMail(request, staff.email, since);
    const token = /token=([A-Za-z0-9_-]+)/.exec(invitation.text)?.[1] ?? '';
    await signed(staff, DEALER_API.accept, { token });

    // The dealer uploads its stock as CSV on the workspace's Feeds page.
    const ref = `LEF-${run}`;
    const csv = [
      'ref,kind,builder,model,year,length_m,beam_m,draft_m,hull_material,fuel,type,cabins,berths,engines,engine_hours,price,currency,condition,location,country,description_en,photos',
      `${ref},used,Jeanneau,Sun Odyssey 449 ${run},2018,13.7,4.5,2.2,grp,diesel,sail,4,8,Yanmar 57 hp,900,245000,EUR,good,Lefkada,GR,"Kept in the Ionian, new sails in 2024 and a full service this spring.",${photoBase}/a.jpg|${photoBase}/b.jpg`,
      `${ref}-2,used,Bavaria,C42 ${run},2021,12.4,4.3,2.1,grp,diesel,sail,3,6,Yanmar 45 hp,400,289000,EUR,excellent,Lefkada,GR,"One owner, used for family holidays only and always kept ashore in winter.",${photoBase}/c.jpg`,
    ].join('\r\n');
    const dealerPage = await dealer.context.newPage();
    const workspace = new Site(dealerPage);
    await workspace.open('/sell/dealer/feeds');
    const upload = dealerPage.getByRole('form', { name: 'Upload a feed file' });
    await upload.locator('input[type=file]').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await upload.getByRole('button', { name: 'Import' }).click();
    const report = dealerPage.getByRole('region', { name: 'Import report' });
    await expect(report).toContainText('Created2');

    // Its boats are listed, as a verified dealer's.
    const listed = await dataOf<{ items: { id: number; url: string; title?: string }[] }>(
      request.get(`${CATALOGUE_API.list('idle')}?q=${encodeURIComponent(run)}&pageSize=10`),
    );
    expect(listed.items).toHaveLength(2);
    const yacht = listed.items.find((item) => item.url.includes('jeanneau'))!;

    // A buyer enquires from the yacht page (the view is counted).
    const buyer = await newMember(browser, 'buyer');
    const buyerPage = await buyer.context.newPage();
    const buyerSite = new Site(buyerPage);
    await buyerSite.open(yacht.url);
    await expect(buyerSite.main.getByText('Verified dealer').first()).toBeVisible();
    await buyerSite.main.getByRole('button', { name: 'Send an enquiry' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Send an enquiry' });
    await dialog.getByLabel('Your name').fill('Ada Lovelace');
    await fillExactly(dialog.getByRole('textbox', { name: 'E-mail' }), buyer.email);
    await dialog.getByLabel('Message').fill('Could I see her in Lefkada next week?');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(buyerPage.getByRole('dialog', { name: 'Message sent' })).toBeVisible();
    await buyerPage.keyboard.press('Escape');
    await expect(buyerPage.getByRole('dialog', { name: 'Message sent' })).toBeHidden();
    // And puts her aside to compare, which her figures count too.
    const compare = buyerSite.main.getByRole('button', { name: new RegExp(`^Compare Jeanneau Sun Odyssey 449 ${run}`) }).first();
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');

    // The staff member answers in the workspace's conversations, asking for a deposit.
    const staffPage = await staff.context.newPage();
    const staffSite = new Site(staffPage);
    await staffSite.open('/user/conversations?role=selling');
    await staffSite.main
      .getByRole('link', { name: /Jeanneau Sun Odyssey 449/ })
      .first()
      .click();
    await expect(staffPage).toHaveURL(/\/message\/conversation\/\d+$/);
    await staffSite.main.getByLabel('Your message').fill('Yes, Tuesday works. To hold her, please send a 10% deposit by bank transfer.');
    await staffSite.main.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(staffPage.getByRole('status').filter({ hasText: 'Your message has been sent.' })).toBeVisible();

    // The buyer's bell rings, and the answer shows the payment warning.
    await buyerSite.open('/');
    await expect(buyerSite.header.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(/Notifications, \d+ unread/, {
      timeout: 45_000,
    });
    await buyerSite.open('/user/conversations');
    await buyerSite.main
      .getByRole('link', { name: /Jeanneau Sun Odyssey 449/ })
      .first()
      .click();
    await expect(buyerPage.getByText('To hold her, please send a 10% deposit by bank transfer.')).toBeVisible();
    await expect(buyerPage.getByRole('note', { name: PAYMENT_WARNING.title })).toBeVisible();

    // The listing's figures count the view, the save to compare and the enquiry.
    const figures = await dataOf<{ totals: { views: number; compares: number; enquiries: number } }>(
      dealer.api.get(`${DEALER_FIGURES_API.figures}?kind=idle&id=${yacht.id}`),
    );
    expect(figures.totals.views).toBeGreaterThanOrEqual(1);
    expect(figures.totals).toMatchObject({ compares: 1, enquiries: 1 });

    // Two more buyers ask and are answered: enough threads for the yacht page to say how quickly the dealer replies.
    for (const name of ['Second Buyer', 'Third Buyer']) {
      const other = await newMember(browser, 'asker');
      await other.call(ENQUIRY_CALLS.idle, { yacht_id: String(yacht.id), name, email: other.email, content: 'Is she still for sale?' });
      const threads = await dataOf<{ items: { id: number; counterpart: string }[] }>(
        staff.api.get(`${CONVERSATIONS_API.list}?role=selling`),
      );
      const thread = threads.items.find((item) => item.counterpart === name)!;
      await signed(staff, CONVERSATIONS_API.reply(thread.id), { body: 'Yes, she is. When would you like to see her?' });
      await other.context.close();
    }
    await buyerSite.open(yacht.url);
    await expect(buyerSite.main.getByText('Usually replies within an hour')).toBeVisible();

    // A visitor reports the listing; an operator withdraws it with a reason the dealer reads.
    const site = new Site(page);
    await site.open(yacht.url);
    await site.main.getByRole('button', { name: 'Report this listing' }).click();
    const reportDialog = page.getByRole('dialog', { name: 'Report this listing' });
    await reportDialog.getByRole('radio', { name: LISTING_REPORT_REASON_LABELS.scam }).check();
    await reportDialog.getByRole('textbox', { name: 'Details' }).fill('The seller asks for a deposit before any viewing.');
    await reportDialog.getByRole('button', { name: 'Send report' }).click();
    await expect(reportDialog.getByRole('button', { name: 'Done' })).toBeVisible();
    const reason = 'Our checks found the listing asks buyers for deposits before a viewing.';
    const decided = await request.post(`/api/v1/operator/listing-reports/idle/${yacht.id}`, {
      headers: operator,
      data: { action: 'withdraw', reason },
    });
    expect(decided.status(), await decided.text()).toBe(200);
    expect((await request.get(CATALOGUE_API.detail('idle', yacht.id))).status()).toBe(404);
    await workspace.open('/sell/listings');
    await expect(workspace.main.getByText(reason)).toBeVisible();
    await Promise.all([dealer, staff, buyer].map((member) => member.context.close()));
  } finally {
    await new Promise((resolve) => photos.close(resolve));
  }
});
