import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

function Form() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  return (
    <form aria-label="f">
      <TextField name="email" label="E-mail" type="email" value={email} onValueChange={setEmail} />
      <TextareaField name="content" label="Message" value={message} onValueChange={setMessage} />
      <output data-testid="state">{`${email}|${message}`}</output>
    </form>
  );
}

describe('text typed into the server-drawn fields before the page is live (decision 034)', () => {
  it('becomes the form state once the fields are hydrated, so what is shown is what is sent', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[type="email"]')!.value = 'skipper@example.com';
    container.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Is she still available?';
    await act(() => Promise.resolve(hydrateRoot(container, <Form />)));
    expect(container.querySelector('[data-testid="state"]')!.textContent).toBe('skipper@example.com|Is she still available?');
    expect(container.querySelector<HTMLInputElement>('input[type="email"]')!.value).toBe('skipper@example.com');
    container.remove();
  });

  it('changes nothing when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    await act(() => Promise.resolve(hydrateRoot(container, <Form />)));
    expect(container.querySelector('[data-testid="state"]')!.textContent).toBe('|');
    container.remove();
  });
});
