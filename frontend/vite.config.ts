import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The backend serves the production build from frontend/dist; in development Vite serves the screens with hot
// reload and passes API calls (global `/api/...` and workspace-scoped `/{workspace}/api/...`) to the backend.
const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '^/api(/|$)': { target: backend, changeOrigin: true },
      '^/[a-z0-9]+/api(/|$)': { target: backend, changeOrigin: true },
    },
  },
});
