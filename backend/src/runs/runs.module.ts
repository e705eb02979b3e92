import { Module } from '@nestjs/common';
import { RunAssembler } from './assemble-run/run-assembler';

/**
 * App runs (issue 16): one stream per run of an app on a record, and the assembly of its documents. No routes yet:
 * the interview, the Finish call and the downloads page come next and start runs through RunAssembler.
 */
@Module({
  providers: [RunAssembler],
  exports: [RunAssembler],
})
export class RunsModule {}
