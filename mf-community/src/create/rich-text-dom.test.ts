import { selectRange } from 'shared/testing';
import { closestIn, insertHtml, isWebAddress, linkRange, marksAt, NO_MARKS, pastedHtml, selectionRange, unwrapLink } from './rich-text-dom';

let root: HTMLDivElement;

beforeEach(() => {
  document.body.innerHTML = '<p id="outside">Outside</p><div id="root"></div>';
  root = document.getElementById('root') as HTMLDivElement;
});

afterEach(() => {
  delete (document as { execCommand?: unknown }).execCommand;
});

const select = selectRange;

const text = (selector: string) => root.querySelector(selector)!.firstChild!;

describe('the rich text editor’s DOM helpers', () => {
  it('see only a selection inside the editor', () => {
    root.innerHTML = '<p>Inside</p>';
    select(document.getElementById('outside')!.firstChild!, 0, 3);
    expect(selectionRange(root)).toBeNull();
    expect(marksAt(root)).toEqual(NO_MARKS);
    const range = select(text('p'), 1, 3);
    expect(selectionRange(root)).toBe(range);
  });

  it('find an element around a node only within the editor', () => {
    root.innerHTML = '<p>Hello <strong>there</strong></p>';
    expect(closestIn(root, text('strong'), 'p')).toBe(root.querySelector('p'));
    expect(closestIn(root, text('strong'), 'div')).toBeNull();
    expect(closestIn(root, document.getElementById('outside')!.firstChild, 'p')).toBeNull();
  });

  it('tell which formats the caret is in', () => {
    root.innerHTML = '<h3><em>Small</em></h3><ol><li><a href="https://x.org"><b>item</b></a></li></ol><blockquote>Q</blockquote>';
    select(text('em'), 2);
    expect(marksAt(root)).toEqual({ ...NO_MARKS, italic: true, heading: true });
    select(text('b'), 1);
    expect(marksAt(root)).toEqual({ ...NO_MARKS, bold: true, numbered: true, link: true });
    select(text('blockquote'), 0);
    expect(marksAt(root)).toEqual({ ...NO_MARKS, quote: true });
  });

  it('insert HTML at the caret by hand when execCommand is missing, leaving the caret after it', () => {
    root.innerHTML = '<p>One three</p>';
    select(text('p'), 4);
    insertHtml(root, '<strong>two</strong> ');
    expect(root.innerHTML).toBe('<p>One <strong>two</strong> three</p>');
    insertHtml(root, 'and ');
    expect(root.innerHTML).toBe('<p>One <strong>two</strong> and three</p>');
  });

  it('insert through the browser’s insertHTML when it has one, so Undo knows the edit', () => {
    const execCommand = jest.fn(() => true);
    Object.assign(document, { execCommand });
    root.innerHTML = '<p>Text</p>';
    insertHtml(root, '<em>x</em>');
    expect(execCommand).toHaveBeenCalledWith('insertHTML', false, '<em>x</em>');
    expect(root.innerHTML).toBe('<p>Text</p>');
  });

  it('insert at the end of the text when the selection is elsewhere', () => {
    root.innerHTML = '<p>Text</p>';
    select(document.getElementById('outside')!.firstChild!, 2);
    insertHtml(root, '<p>More</p>');
    expect(root.innerHTML).toBe('<p>Text</p><p>More</p>');
    expect(document.getElementById('outside')!.textContent).toBe('Outside');
  });

  it('accept only http and https addresses for links', () => {
    expect(isWebAddress('https://example.com/a')).toBe(true);
    expect(isWebAddress('HTTP://example.com')).toBe(true);
    expect(isWebAddress('mailto:a@b.co')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('example.com')).toBe(false);
  });

  it('wrap selected words in a link, and give a bare caret the address as its escaped text', () => {
    root.innerHTML = '<p>See the guide</p>';
    linkRange(root, select(text('p'), 8, 13), 'https://example.com/guide');
    expect(root.innerHTML).toBe('<p>See the <a href="https://example.com/guide">guide</a></p>');

    root.innerHTML = '<p>At </p>';
    linkRange(root, select(text('p'), 3), 'https://x.org/?a=1&b="<2>"');
    const anchor = root.querySelector('a')!;
    expect(anchor.getAttribute('href')).toBe('https://x.org/?a=1&b="<2>"');
    expect(anchor.textContent).toBe('https://x.org/?a=1&b="<2>"');
    expect(root.querySelector('p')!.textContent).toBe('At https://x.org/?a=1&b="<2>"');
  });

  it('leave a selection to the browser’s createLink when it has one', () => {
    const execCommand = jest.fn(() => true);
    Object.assign(document, { execCommand });
    root.innerHTML = '<p>Words</p>';
    linkRange(root, select(text('p'), 0, 5), 'https://x.org');
    expect(execCommand).toHaveBeenCalledWith('createLink', false, 'https://x.org');
    expect(root.innerHTML).toBe('<p>Words</p>');
  });

  it('remove a link but keep its text and formatting', () => {
    root.innerHTML = '<p>A <a href="https://x.org">big <strong>boat</strong></a>.</p>';
    unwrapLink(root.querySelector('a')!);
    expect(root.innerHTML).toBe('<p>A big <strong>boat</strong>.</p>');
  });

  it('paste cleaned HTML when there is some, else the plain text as paragraphs', () => {
    const data = (values: Record<string, string>) => ({ getData: (type: string) => values[type] ?? '' });
    expect(pastedHtml(data({ 'text/html': '<h1>Title</h1><b>bold</b>', 'text/plain': 'ignored' }))).toBe(
      '<h2>Title</h2><strong>bold</strong>',
    );
    expect(pastedHtml(data({ 'text/plain': 'one\n\ntwo <b>' }))).toBe('<p>one</p><p>two &lt;b&gt;</p>');
    expect(pastedHtml(data({}))).toBe('');
  });
});
