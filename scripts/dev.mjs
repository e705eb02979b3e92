#!/usr/bin/env node
// `npm run dev`: the backend (rebuilt and restarted on change) and the Vite dev server with hot reload,
// which proxies API calls to the backend on port 3000.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
// The backend watcher below needs a first build to start from.
spawnSync('npx', ['tsc', '-b'], { cwd: root, stdio: 'inherit' });
const children = [
  spawn('npx', ['tsc', '-b', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn(
    'node',
    ['--watch-path=backend/dist', '--watch-path=storage/dist', '--watch-path=projections/dist', 'backend/dist/main.js'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: process.env.PORT ?? '3000' },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
