import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MESSAGES } from '@yachts/contracts/rules';
import { selectRange } from 'shared/testing';
import { RichTextEditor } from './rich-text-editor';

let html = '';
const onChange = jest.fn((value: string) => {
  html = value;
});

function renderEditor(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  html = '';
  onChange.mockClear();
  return render(<RichTextEditor label="Main text" fieldName="content" placeholder="Say something" onChange={onChange} {...props} />);
}

const editor = () => screen.getByRole('textbox', { name: 'Main text' });
const tool = (name: string) => within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name });

/** Puts the caret (or a selection) inside the editor, as a click or the arrow keys would. */
function select(node: Node, start: number, end = start) {
  selectRange(node, start, end);
  act(() => void document.dispatchEvent(new Event('selectionchange')));
}

function paste(data: Record<string, string>) {
  fireEvent.paste(editor(), { clipboardData: { getData: (type: string) => data[type] ?? '' } });
}

afterEach(() => {
  delete (document as { execCommand?: unknown }).execCommand;
});

describe('the rich text editor', () => {
  it('is a labelled multi-line text box with a placeholder while empty', () => {
    renderEditor();
    expect(editor()).toHaveAttribute('aria-multiline', 'true');
    expect(editor()).toHaveAttribute('data-empty', 'true');
    expect(editor()).toHaveAttribute('aria-placeholder', 'Say something');
    editor().innerHTML = '<p>Hello</p>';
    fireEvent.input(editor());
    expect(editor()).not.toHaveAttribute('data-empty');
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello</p>');
  });

  it('formats with the toolbar’s buttons and with Ctrl/Cmd+B and I', () => {
    const execCommand = jest.fn(() => true);
    Object.assign(document, { execCommand });
    renderEditor();
    editor().innerHTML = '<p>Hello there</p>';
    select(editor().querySelector('p')!.firstChild!, 0, 5);
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Undo', 'Redo']) fireEvent.click(tool(name));
    fireEvent.click(tool('Heading'));
    fireEvent.click(tool('Quote'));
    fireEvent.keyDown(editor(), { key: 'b', ctrlKey: true });
    fireEvent.keyDown(editor(), { key: 'i', metaKey: true });
    expect(execCommand.mock.calls.map((call: unknown[]) => [call[0], call[2]])).toEqual([
      ['bold', undefined],
      ['italic', undefined],
      ['insertUnorderedList', undefined],
      ['insertOrderedList', undefined],
      ['undo', undefined],
      ['redo', undefined],
      ['formatBlock', '<h2>'],
      ['formatBlock', '<blockquote>'],
      ['bold', undefined],
      ['italic', undefined],
    ]);
    expect(onChange).toHaveBeenCalled();
  });

  it('says which formats the caret is in with aria-pressed, and a second press of Heading makes a paragraph again', () => {
    const execCommand = jest.fn(() => true);
    Object.assign(document, { execCommand });
    renderEditor();
    editor().innerHTML = '<h2>Title <strong>bold</strong></h2><ul><li><em>item</em></li></ul><blockquote>q</blockquote>';
    select(editor().querySelector('strong')!.firstChild!, 1);
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
    expect(tool('Heading')).toHaveAttribute('aria-pressed', 'true');
    expect(tool('Italic')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(tool('Heading'));
    expect(execCommand).toHaveBeenLastCalledWith('formatBlock', false, '<p>');
    select(editor().querySelector('em')!.firstChild!, 2);
    expect(tool('Italic')).toHaveAttribute('aria-pressed', 'true');
    expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    expect(tool('Numbered list')).toHaveAttribute('aria-pressed', 'false');
    select(editor().querySelector('blockquote')!.firstChild!, 0);
    expect(tool('Quote')).toHaveAttribute('aria-pressed', 'true');
  });

  it('is one tab stop as a toolbar: the arrow keys, Home and End move between its buttons', () => {
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const tabbable = within(toolbar)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabbable).toEqual([tool('Bold')]);
    tool('Bold').focus();
    fireEvent.keyDown(tool('Bold'), { key: 'ArrowRight' });
    expect(tool('Italic')).toHaveFocus();
    fireEvent.keyDown(tool('Italic'), { key: 'End' });
    expect(tool('Redo')).toHaveFocus();
    fireEvent.keyDown(tool('Redo'), { key: 'ArrowRight' });
    expect(tool('Bold')).toHaveFocus();
    fireEvent.keyDown(tool('Bold'), { key: 'ArrowLeft' });
    expect(tool('Redo')).toHaveFocus();
    expect(tool('Redo')).toHaveAttribute('tabindex', '0');
  });

  it('cleans pasted HTML down to the allowed tags, and turns pasted plain text into paragraphs', () => {
    renderEditor();
    editor().focus();
    select(editor(), 0);
    paste({
      'text/html':
        '<h1 style="color:red">Refit</h1><div>New <b>teak</b> <span>deck</span><script>x()</script></div><table><tr><td>cell</td></tr></table>',
      'text/plain': 'ignored',
    });
    expect(editor().innerHTML).toBe('<h2>Refit</h2><p>New <strong>teak</strong> deck</p>cell');
    expect(html).toBe(editor().innerHTML);
    paste({ 'text/plain': 'one\ntwo\n\nthree <b>' });
    expect(editor().innerHTML).toContain('<p>one<br>two</p><p>three &lt;b&gt;</p>');
  });

  it('adds a link to the selected words through a small form, refusing an address that is not a web address', () => {
    renderEditor();
    editor().innerHTML = '<p>See the guide here</p>';
    fireEvent.input(editor());
    select(editor().querySelector('p')!.firstChild!, 8, 13);
    fireEvent.click(tool('Link'));
    const form = screen.getByRole('group', { name: 'Add a link to the text' });
    const address = within(form).getByLabelText('Link address');
    expect(address).toHaveFocus();
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(MESSAGES.linkUrlInvalid);
    fireEvent.change(address, { target: { value: 'https://example.com/guide' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(screen.queryByRole('group', { name: 'Add a link to the text' })).toBeNull();
    expect(editor().innerHTML).toBe('<p>See the <a href="https://example.com/guide">guide</a> here</p>');
    expect(html).toBe(editor().innerHTML);

    // Inside a link the form edits or removes it.
    select(editor().querySelector('a')!.firstChild!, 2);
    expect(tool('Link')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(tool('Link'));
    const edit = screen.getByRole('group', { name: 'Edit link' });
    expect(within(edit).getByLabelText('Link address')).toHaveValue('https://example.com/guide');
    fireEvent.click(within(edit).getByRole('button', { name: 'Remove link' }));
    expect(editor().innerHTML).toBe('<p>See the guide here</p>');
  });

  it('opens the link form with Ctrl+K, closes it with Escape and gives the text its focus back', () => {
    renderEditor();
    editor().innerHTML = '<p>Text</p>';
    select(editor().querySelector('p')!.firstChild!, 4);
    fireEvent.keyDown(editor(), { key: 'k', ctrlKey: true });
    const address = screen.getByLabelText('Link address');
    fireEvent.keyDown(address, { key: 'Escape' });
    expect(screen.queryByLabelText('Link address')).toBeNull();
    expect(editor()).toHaveFocus();
  });

  it('shows its message under it and clears it when the text box is used', () => {
    const onErrorClear = jest.fn();
    renderEditor({ error: MESSAGES.postContent, onErrorClear });
    expect(editor()).toHaveAttribute('aria-invalid', 'true');
    expect(editor()).toHaveAccessibleDescription(MESSAGES.postContent);
    fireEvent.keyDown(editor(), { key: 'a' });
    expect(onErrorClear).toHaveBeenCalled();
  });
});
