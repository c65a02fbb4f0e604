import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressFolder } from '../build/precompress';

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>
<body><div id="app"></div><script type="module" src="/main.tsx"></script></body></html>`;

const MAIN_TSX = `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
function Page() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>A bare React page</h1>
      <p>The floor of the stack: React 19 built by Vite, nothing else.</p>
      <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>
    </main>
  );
}
createRoot(document.getElementById('app')!).render(<StrictMode><Page /></StrictMode>);
`;

/**
 * The stack's floor: a bare React 19 page built by Vite in a temporary folder, from the packages installed
 * here (node_modules linked in, nothing downloaded), precompressed like the site. Returns the built folder.
 */
export async function buildFloorPage(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'bench-web-floor-'));
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  writeFileSync(join(root, 'index.html'), INDEX_HTML);
  writeFileSync(join(root, 'main.tsx'), MAIN_TSX);
  const outDir = join(root, 'dist');
  mkdirSync(outDir);
  await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });
  await precompressFolder(outDir);
  return outDir;
}
