import { BadRequestException } from '@nestjs/common';
import { ConcurrencyConflictError } from '@app/storage';
import { DomainError } from '../domain/domain-error';
import { toErrorBody } from './all-exceptions.filter';

describe('error bodies', () => {
  const logged: unknown[] = [];
  const logger = { error: (error: unknown) => void logged.push(error) };
  beforeEach(() => (logged.length = 0));

  it('maps domain errors to their status with the message as written', () => {
    expect(toErrorBody(new DomainError('not_found', 'Workspace x not found!'), logger)).toEqual({
      statusCode: 404,
      error: 'Not found',
      message: 'Workspace x not found!',
    });
    expect(toErrorBody(new DomainError('conflict', 'taken'), logger).statusCode).toBe(409);
    expect(toErrorBody(new DomainError('invalid', 'bad'), logger).statusCode).toBe(400);
  });

  it('maps a concurrency conflict to 409 asking to reload', () => {
    const body = toErrorBody(new ConcurrencyConflictError('_global.workspace-acme', 2, 3), logger);
    expect(body.statusCode).toBe(409);
    expect(body.message).toMatch(/Reload and try again/);
  });

  it('hides an unexpected error behind a generic 500 and logs it', () => {
    const error = new TypeError('cannot read x of undefined at /srv/secret/path.js');
    expect(toErrorBody(error, logger)).toEqual({
      statusCode: 500,
      error: 'Internal server error',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(logged).toEqual([error]);
  });

  it('keeps HTTP exceptions as they are', () => {
    expect(toErrorBody(new BadRequestException('Tenancy is empty'), logger)).toEqual({
      statusCode: 400,
      error: 'Bad request',
      message: 'Tenancy is empty',
    });
    expect(logged).toEqual([]);
  });
});
