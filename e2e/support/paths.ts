import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const deployDir = path.join(repoRoot, 'e2e', '.artifacts', 'deploy');
export const dataDir = path.join(repoRoot, 'e2e', '.artifacts', 'pglite');
