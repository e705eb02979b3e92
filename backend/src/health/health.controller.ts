import { Controller, Get, Inject, Logger, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Storage } from '@app/storage';
import type { Response } from 'express';
import { zodQuery } from '../shared/http/zod-validation.pipe';
import type { Mailer } from '../shared/mail';
import { MAILER, PROJECTION_RUNNER, STORAGE } from '../shared/storage/tokens';
import { probe, type ProbeResult } from './probe';
import type { Projections } from '../shared/projections/projections';

/** Health checks come every few seconds: each probe is one small read, and a stuck engine must not stall the answer. */
export const PROBE_TIMEOUT_MS = 1000;
/** A file id nobody stores (sha256 is never all zeros): `stat` answers null after reaching the engine. */
const ABSENT_FILE = '0'.repeat(64);

type Probed = 'eventStore' | 'readModels' | 'files';

export interface HealthView {
  status: 'ok' | 'unavailable';
  engines: { eventStore: string; readModels: string; files: string; mail: string };
  /** One cheap read per engine: 'ok', or why it failed (details are in the server log). */
  checks: Record<Probed, ProbeResult>;
  /** The engines that failed, when any did. */
  failed?: Probed[];
  projections: { name: string; version: number; position: number; lag: number; parked: number; lastError?: string }[];
}

@ApiTags('operations')
@Controller('api/health')
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Engines in use, whether each answers, and how far each projection lags behind the event store',
  })
  @ApiResponse({ status: 503, description: 'an engine did not answer: `failed` names it' })
  async health(
    @Query(zodQuery({})) _query: object,
    @Res({ passthrough: true }) response: Response,
  ): Promise<HealthView> {
    const { eventStore, readModels, files } = this.storage;
    const reads: Record<Probed, () => Promise<unknown>> = {
      eventStore: () => eventStore.headPosition(),
      readModels: () => readModels.getMeta('health'),
      files: () => files.stat(ABSENT_FILE),
    };
    const names = Object.keys(reads) as Probed[];
    const results = await Promise.all(names.map((name) => probe(reads[name], PROBE_TIMEOUT_MS)));
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i].result])) as HealthView['checks'];
    const failed = names.filter((name, i) => {
      const { error } = results[i];
      if (error === undefined) return false;
      // The answer is public; the engine's own message (hosts, paths) only goes to the log.
      this.logger.warn(`${name} (${this.storage.engines[name]}) failed its health check: ${String(error)}`);
      return true;
    });
    if (failed.length > 0) response.status(503);
    return {
      status: failed.length > 0 ? 'unavailable' : 'ok',
      engines: { ...this.storage.engines, mail: this.mailer.engine },
      checks,
      ...(failed.length > 0 ? { failed } : {}),
      projections: this.runner.status().map((s) => ({
        name: s.projector,
        version: s.version,
        position: s.position,
        lag: s.lag,
        parked: s.parked.length,
        ...(s.lastError ? { lastError: s.lastError } : {}),
      })),
    };
  }
}
