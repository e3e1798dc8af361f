import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './gen/contract';
import { generateAll } from './gen/index';

for (const file of await generateAll()) {
  const target = path.join(repoRoot, file.path);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, file.content);
  console.log(`wrote ${file.path}`);
}
