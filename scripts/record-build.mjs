#!/usr/bin/env node
// The last step of `npm run build`: remember what this build was made from (see build-fingerprint.mjs).
import { recordBuild } from './build-fingerprint.mjs';

recordBuild(new URL('..', import.meta.url).pathname);
