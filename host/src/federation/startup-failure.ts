// Without the registry or the shared platform nothing can render; say so plainly instead of a blank page.
// Plain DOM on purpose: React comes from the share scope, which is what failed.
export function renderStartupFailure(): void {
  const root = document.getElementById('root');
  if (!root) return;
  root.replaceChildren();
  const panel = document.createElement('main');
  panel.className = 'startup-failure';
  panel.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = 'The site could not start';
  const text = document.createElement('p');
  text.textContent = 'Part of the site failed to load. Please check your connection and reload the page.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.addEventListener('click', () => window.location.reload());
  panel.append(title, text, button);
  root.append(panel);
}
