import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const deployDir = path.join(repoRoot, 'e2e', '.artifacts', 'deploy');
export const dataDir = path.join(repoRoot, 'e2e', '.artifacts', 'pglite');
export const uploadsDir = path.join(repoRoot, 'e2e', '.artifacts', 'uploads');
/** The operator credential of the suite's own server (it reads what visitors reported). */
export const OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';
export const fixture = (name: string) => path.join(repoRoot, 'e2e', 'fixtures', name);
