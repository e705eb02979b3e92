import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProjectionRunner } from '@app/projections';
import type { Storage } from '@app/storage';
import type { Mailer } from '../shared/mail';
import { MAILER, PROJECTION_RUNNER, STORAGE } from '../shared/storage/tokens';

export interface HealthView {
  status: 'ok';
  engines: { eventStore: string; readModels: string; files: string; mail: string };
  projections: { name: string; version: number; position: number; lag: number; parked: number; lastError?: string }[];
}

@ApiTags('operations')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Engines in use and how far each projection lags behind the event store' })
  health(): HealthView {
    return {
      status: 'ok',
      engines: { ...this.storage.engines, mail: this.mailer.engine },
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
