import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { devProxy } from './dev-proxy';

// The backend serves the production build from frontend/dist; in development Vite serves the screens with hot
// reload and passes the server's paths to the backend (dev-proxy.ts).
const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

// The About dialog's client version (002 §2.4) is this package's version, fixed into the build.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  base: '/',
  plugins: [react()],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  resolve: {
    // The designer compiles expressions in the browser with the templating package's expression language only:
    // its sources, not the package's entry (which brings the Word and PDF engines); likewise the PDF field flags
    // table, a module that imports nothing.
    alias: {
      '@app/templating/expression': fileURLToPath(new URL('../templating/src/expression/index.ts', import.meta.url)),
      '@app/templating/pdf-field-flags': fileURLToPath(
        new URL('../templating/src/pdf/pdf-field-flags.ts', import.meta.url),
      ),
      // The 002 §5 field-pattern logic, shared with the interview engine's validation; it imports nothing.
      '@app/templating/mask-pattern': fileURLToPath(
        new URL('../templating/src/interview/mask-pattern.ts', import.meta.url),
      ),
      // The interview engine (screens, relevance, validation) and the sanitising markdown renderer: the same code
      // as the server's, without the Word and PDF engines the package's entry brings.
      '@app/templating/interview': fileURLToPath(new URL('../templating/src/interview/index.ts', import.meta.url)),
      '@app/templating/markdown': fileURLToPath(new URL('../templating/src/markdown/index.ts', import.meta.url)),
      '@app/templating/text': fileURLToPath(new URL('../templating/src/text/index.ts', import.meta.url)),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: devProxy(backend),
  },
});
