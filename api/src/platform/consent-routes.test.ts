// The cookie banner's choice as a form POST, for a press made before the page is live (decision 034).
import type { LightMyRequestResponse } from 'fastify';
import { fileApp } from '../testing/file-app';
import { CHOICE_MESSAGE, CROSS_SITE_MESSAGE } from './consent-routes';
import { bodyOf, like } from '../testing/answers';

const t = fileApp();

function choose(body: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) {
  return t.app.inject({
    method: 'POST',
    url: '/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body,
  });
}

function setCookies(response: LightMyRequestResponse): string[] {
  const value = response.headers['set-cookie'];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
}

test('a refusal sets userConsent=refused for 365 days and goes back to the page it was pressed on', async () => {
  const response = await choose('choice=refused&return=%2Fused-yachts-for-sale%2F%3Fsort%3Dprice-asc');
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/used-yachts-for-sale/?sort=price-asc');
  expect(setCookies(response)).toEqual([
    like.stringMatching(/^userConsent=refused; Max-Age=31536000; Path=\/; SameSite=Lax$/),
    'consentChosen=1; Max-Age=60; Path=/; SameSite=Lax',
  ]);
});

test('an acceptance sets userConsent=accepted and keeps the settings already chosen for a year', async () => {
  const response = await choose('choice=accepted&return=%2F', { 'sec-fetch-site': 'same-origin', cookie: 'currency=GBP; lengthUnit=ft' });
  expect(response.statusCode).toBe(303);
  const cookies = setCookies(response);
  expect(cookies).toContainEqual(like.stringMatching(/^userConsent=accepted; Max-Age=31536000;/));
  expect(cookies).toContainEqual('currency=GBP; Max-Age=31536000; Path=/; SameSite=Lax');
  expect(cookies).toContainEqual('lengthUnit=ft; Max-Age=31536000; Path=/; SameSite=Lax');
});

test('a refusal keeps the settings for the browser session only', async () => {
  const response = await choose('choice=refused&return=%2F', { 'sec-fetch-site': 'same-origin', cookie: 'currency=USD' });
  expect(setCookies(response)).toContainEqual('currency=USD; Path=/; SameSite=Lax');
});

test('another site cannot record a choice for the visitor, and nothing is set', async () => {
  const forged: Record<string, string>[] = [
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'https://evil.example.com' },
  ];
  for (const headers of forged) {
    const response = await choose('choice=accepted&return=%2F', headers);
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: CROSS_SITE_MESSAGE });
    expect(setCookies(response)).toEqual([]);
  }
  const fromSite = await choose('choice=accepted&return=%2F', { origin: 'http://localhost:80' });
  expect(fromSite.statusCode).toBe(303);
});

test('anything but a choice is refused with a clear message; a return address off the site goes home', async () => {
  for (const body of ['choice=maybe', 'return=%2F', '']) {
    const response = await choose(body);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: CHOICE_MESSAGE });
    expect(setCookies(response)).toEqual([]);
  }
  for (const target of ['https://evil.example.com/', '//evil.example.com', '/\\evil.example.com', 'javascript:alert(1)']) {
    const response = await choose(`choice=refused&return=${encodeURIComponent(target)}`);
    expect(response.headers.location).toBe('/');
  }
});
