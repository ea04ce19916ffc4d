// Where the toast stack sits is CSS alone: the test reads furniture.css through the browser's own parser (jsdom's
// CSSOM) and checks the rules a phone gets, since jsdom applies no media queries to computed styles.
import { readFileSync } from 'node:fs';
import path from 'node:path';

function rules(): CSSRuleList {
  const style = document.createElement('style');
  style.textContent = readFileSync(path.join(__dirname, 'furniture.css'), 'utf8');
  document.head.append(style);
  const sheet = style.sheet!;
  style.remove();
  return sheet.cssRules;
}

function viewportRule(list: CSSRuleList): CSSStyleRule | undefined {
  return [...list].find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === '.toast-viewport');
}

describe('the toast stack’s place', () => {
  it('is at the bottom on a wide screen', () => {
    const base = viewportRule(rules());
    expect(base?.style.getPropertyValue('position')).toBe('fixed');
    expect(base?.style.getPropertyValue('bottom')).not.toBe('');
  });

  it('is at the top, under the sticky header, on a phone (390 px), clear of a form’s submit button', () => {
    const phone = [...rules()].filter(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule &&
        /max-width:\s*(\d+)px/.test(rule.media.mediaText) &&
        Number(/max-width:\s*(\d+)px/.exec(rule.media.mediaText)![1]) >= 390,
    );
    const moved = phone.map((media) => viewportRule(media.cssRules)).find(Boolean);
    expect(moved?.style.getPropertyValue('bottom')).toBe('auto');
    expect(moved?.style.getPropertyValue('top')).toContain('var(--site-header-height');
  });
});
