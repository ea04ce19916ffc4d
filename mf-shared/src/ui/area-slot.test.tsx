import { render, screen, waitFor } from '@testing-library/react';
import { AreaSlot } from './area-slot';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

afterEach(() => {
  globalThis.__YACHT_LOAD_MODULE__ = undefined;
});

describe('a widget of another area', () => {
  it('loads the named module through the page’s runtime and renders it with its props', async () => {
    const asked: string[] = [];
    globalThis.__YACHT_LOAD_MODULE__ = (id) => {
      asked.push(id);
      return Promise.resolve({ default: Greeting });
    };
    render(<AreaSlot remote="community" module="yacht-topics" props={{ name: 'Ana' }} fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(asked).toEqual(['community/yacht-topics']);
  });

  it('leaves itself out, not the page, when the module cannot be had', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.__YACHT_LOAD_MODULE__ = () => Promise.reject(new Error('remote down'));
    render(
      <div>
        <h1>The yacht</h1>
        <AreaSlot remote="community" module="yacht-topics" props={{ name: 'Ana' }} fallback={<p>Loading…</p>} />
      </div>,
    );
    expect(screen.getByRole('heading', { name: 'The yacht' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('community/yacht-topics is left out of the page:', 'remote down', expect.any(String));
    warn.mockRestore();
    error.mockRestore();
  });
});
