import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `/api/...` is global, `/{workspace}/api/...` is one workspace's and `/oauth/...` is the sign-in
 * host's; `/{workspace}/download/{catalog}/{id}/{run or attachments}/{n, all or name}` (exactly four segments,
 * so a catalog named "download" keeps its pages) are an app run's documents (issue 16 contract §5): none of them
 * ever gets the SPA.
 */
const API_PATH = /^\/(?:(?:[a-z0-9]+\/)?api|oauth)(?:\/|$)|^\/[a-z0-9]+\/download(?:\/[^/]+){4}$/;
export const isApiPath = (path: string) => API_PATH.test(path);

export const FRONTEND_MISSING =
  'The frontend has not been built yet. Run `npm run build` (or `npm start`, which builds it) and reload this page.\n';

/**
 * Serves the frontend's production build: its files as they are, and index.html for every other GET
 * that is not an API call, so client-side routes (`/acme/records`) survive a reload.
 */
export function serveFrontend(app: INestApplication, frontendDir: string, built: boolean): void {
  const express = app as NestExpressApplication;
  // The build's own files other than index.html and assets/ (a favicon, robots.txt): served from the fallback.
  const rootFiles = built ? topLevelFiles(frontendDir) : new Set<string>();
  if (built) {
    // Vite fingerprints everything under assets/, so those are cached for good. Only /assets/… looks at the disk:
    // a static handler on every path would stat a file for each API call first (a few % of a busy server's time).
    express.useStaticAssets(join(frontendDir, 'assets'), {
      prefix: '/assets',
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
    });
  }
  express.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    if (!built) {
      res
        .status(req.path === '/' ? 200 : 404)
        .type('text/plain')
        .send(FRONTEND_MISSING);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const file = req.path.slice(1);
    res.sendFile(join(frontendDir, rootFiles.has(file) ? file : 'index.html'));
  });
}

function topLevelFiles(frontendDir: string): Set<string> {
  const entries = readdirSync(frontendDir, { withFileTypes: true });
  return new Set(entries.filter((entry) => entry.isFile() && entry.name !== 'index.html').map((entry) => entry.name));
}
