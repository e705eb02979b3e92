import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Authenticated, CurrentAuth, ExternalAllowed } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { appParam, catalogParam, recordParam } from '../open-interview/open-interview-params';
import { QueryOptionsOnAnswers } from './query-options.service';

/** A selection's path: its name, through single objects `Client.Firm` (001 §5 names). */
export const variablePathParam = z
  .string()
  .min(1)
  .max(300)
  .regex(
    /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*){0,9}$/,
    'a variable path is names (a letter, then letters, digits and _) joined by dots',
  );

/** Most answers one call may send: a model's top-level answers, far more than an interview has. */
const MAX_ANSWERS = 1000;

export const queryOptionsSchema = z.strictObject({
  /** The interview's current top-level answers by name (those the arguments read are enough). */
  answers: z
    .record(z.string().max(200), z.unknown())
    .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, `at most ${MAX_ANSWERS} answers`),
});

@ApiTags('runs')
@Controller(':tenancy/api/runs/:catalog/:recordId/:app/options/:variable')
export class QueryOptionsController {
  constructor(private readonly options: QueryOptionsOnAnswers) {}

  @Post()
  @HttpCode(200)
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      "A selection's options from a query on the interview's current answers (its arguments read answers: " +
      '`Clients(City)`), read as the caller, as the open reads them. Nothing is written.',
  })
  @ApiResponse({ status: 200, description: '{ options }: what each item shows, as the open gives them' })
  @ApiResponse({ status: 400, description: 'a malformed path or body (answers by name, at most 1000)' })
  @ApiResponse({
    status: 404,
    description:
      'no such catalog (or not in your permissions), record (or not yours) or app; the app is not enabled; or the ' +
      'app has no selection from a query at that path',
  })
  async list(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('recordId', zodParam(recordParam, 'recordId')) recordId: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    @Param('variable', zodParam(variablePathParam, 'variable')) variable: string,
    @Body(zodBody(queryOptionsSchema)) body: z.infer<typeof queryOptionsSchema>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ options: string[] }> {
    return { options: await this.options.options(auth, { catalog, recordId, app, variable, answers: body.answers }) };
  }
}
