import { Body, Controller, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { elementIdParam } from '../types-http';
import { compileTemplateSchema, problemBody, TemplateFileProblem, type CompileTemplateBody } from './compiled-template';
import { TemplateCompiler } from './template-compiler';

/** 001 §7 POST /upload/{typeId}/compile: 202 while the upload compiles, then its fields or field map. */
@ApiTags('types')
@Controller(':tenancy/upload/:typeId/compile')
export class CompileTemplateController {
  constructor(private readonly compiler: TemplateCompiler) {}

  @Post()
  @AdminOnly()
  @ApiOperation({
    summary:
      'Compile an uploaded template file (001 §7): a .docx into its fields and the variables they use, a .pdf into ' +
      'its field map merged with the previous one (expressions kept, fields gone flagged obsolete). Repeat the call ' +
      'while it answers 202',
  })
  @ApiResponse({
    status: 200,
    description: '{ filepath, filename, filesize, ext, user, date, fieldMap? | fields, variables }',
  })
  @ApiResponse({ status: 202, description: "{ status: 'compiling' }: call again in a second" })
  @ApiResponse({ status: 400, description: 'a malformed body, or an ext other than the upload’s' })
  @ApiResponse({ status: 404, description: 'no such model, or no such upload for it in this workspace (or a day old)' })
  @ApiResponse({
    status: 422,
    description:
      '{ message, problems: [{ message, field?, context, file? }] }: a Word template with field errors (each with the ' +
      'text around it), a damaged file, or a PDF without form fields',
  })
  async compile(
    @Param('tenancy') tenancy: string,
    @Param('typeId', zodParam(elementIdParam, 'typeId')) typeId: string,
    @Body(zodBody(compileTemplateSchema)) body: CompileTemplateBody,
    @Res() response: Response,
  ): Promise<void> {
    const outcome = await this.compiler.compile(tenancy, typeId, body);
    if (!outcome) {
      response.status(202).json({ status: 'compiling' });
      return;
    }
    if ('result' in outcome) {
      response.status(200).json(outcome.result);
      return;
    }
    const { error } = outcome;
    if (error instanceof TemplateFileProblem) {
      response.status(422).json(problemBody(error));
      return;
    }
    throw error;
  }
}
