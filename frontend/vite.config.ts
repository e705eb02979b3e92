import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devProxy } from './dev-proxy';

// The backend serves the production build from frontend/dist; in development Vite serves the screens with hot
// reload and passes the server's paths to the backend (dev-proxy.ts).
const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: devProxy(backend),
  },
});
