import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import { OperatorGuard } from '../../shared/http/operator.guard';

/** Every operator endpoint: under /api/workspaces, behind OPERATOR_TOKEN, documented as such. */
export function OperatorApi(): ClassDecorator {
  return applyDecorators(
    Controller('api/workspaces'),
    UseGuards(OperatorGuard),
    ApiTags('workspace administration (operators)'),
    ApiBearerAuth('operator'),
    ApiResponse({ status: 401, description: 'missing or wrong operator token' }),
    ApiResponse({ status: 403, description: 'OPERATOR_TOKEN is not set: the operator API is off' }),
  );
}

export const COMMAND_ANSWER = '{ position, revision }: send position as X-Min-Position to read this write';
