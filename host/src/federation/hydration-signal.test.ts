import { areaSettled, expectArea, shellSettled } from './hydration-signal';

const live = () => document.documentElement.hasAttribute('data-hydrated');

test('the page is live only once the shell and every area of the first render have settled', () => {
  expectArea('catalogue/home-widget');
  expectArea('community/home-widget');
  expectArea('catalogue/home-widget');
  areaSettled('community/home-widget');
  expect(live()).toBe(false);
  shellSettled();
  expect(live()).toBe(false);
  areaSettled('catalogue/home-widget');
  expect(live()).toBe(true);
  // An area a later navigation mounts does not take the mark back.
  expectArea('account/routes');
  expect(live()).toBe(true);
});
