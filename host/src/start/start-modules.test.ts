import fs from 'node:fs';
import path from 'node:path';
import { START_MODULES } from './start-modules';

test("the start's list of shared modules is what its steps import", () => {
  const imported = ['shared-foundations.ts', 'shared-parts.ts'].flatMap((file) =>
    [...fs.readFileSync(path.join(__dirname, file), 'utf8').matchAll(/^import .* from '(shared\/[\w-]+)';$/gm)].map((match) => match[1]),
  );
  expect([...imported].sort()).toEqual([...START_MODULES].sort());
});
