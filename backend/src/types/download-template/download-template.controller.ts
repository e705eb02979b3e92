import { Controller, Get, Inject, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { EventStore, FileStore } from '@app/storage';
import { z } from 'zod';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { notFound } from '../../shared/domain/domain-error';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { EVENT_STORE, FILE_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { elementAtVersion } from '../element-at-version';
import { FILE_ID } from '../element-exchange-rules';
import type { ElementState } from '../element.state';
import { versionNotFound } from '../revert-element/revert-element.decide';
import { liveElement, templateNamed } from '../template-files';
import { elementIdParam } from '../types-http';
import { fileDisposition, templateContentType } from './file-disposition';

export const templateHasNoFile = (element: string, template: string) =>
  `The template ${template} of ${element} has no file: upload one first.`;
export const fileGone = (template: string) =>
  `The file of template ${template} is not in this server's file store any more: upload it again.`;

const downloadQuery = {
  version: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'version is a whole number from 1')
    .optional()
    .describe("the element's version whose file to download; the latest when left out"),
  inline: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .describe('1: shown in the browser (the PDF editor’s OPEN) rather than downloaded'),
};

/** 001 §7 GET {apiBase}/template/{typeId}/{templateName}: the DOWNLOAD and OPEN links of the template editor. */
@ApiTags('types')
@Controller(':tenancy/api/template/:typeId/:templateName')
export class DownloadTemplateController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary:
      "A template's file (001 §7): the one saved now, or with ?version=N the one it had at the element's version N " +
      '(the history), as an attachment, or inline with ?inline=1',
  })
  @ApiProduces('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/pdf')
  @ApiResponse({ status: 200, description: 'the file, named as it was uploaded' })
  @ApiResponse({ status: 404, description: 'no such model, template, version or file' })
  async download(
    @Param('tenancy') tenancy: string,
    @Param('typeId', zodParam(elementIdParam, 'typeId')) typeId: string,
    @Param('templateName', zodParam(z.string().min(1).max(100), 'templateName')) templateName: string,
    @Query(zodQuery(downloadQuery)) query: { version?: string; inline?: string },
  ): Promise<StreamableFile> {
    const latest = await liveElement(this.store, tenancy, typeId);
    const state = query.version === undefined ? latest : await this.atVersion(tenancy, latest, Number(query.version));
    const template = templateNamed(state, templateName);
    const fileId = template.filepath;
    if (typeof fileId !== 'string' || !FILE_ID.test(fileId))
      throw notFound(templateHasNoFile(state.name, template.name));
    const stored = await this.files.stat(fileId);
    if (!stored) throw notFound(fileGone(template.name));
    const filename =
      typeof template.filename === 'string' && template.filename !== '' ? template.filename : template.name;
    const inline = query.inline === '1' || query.inline === 'true';
    return new StreamableFile(await this.files.get(fileId), {
      type: templateContentType(filename, template.type),
      disposition: fileDisposition(inline ? 'inline' : 'attachment', filename),
      length: stored.size,
    });
  }

  /** The element at one of its versions; the latest is the stream's head (the history's read model may lag it). */
  private async atVersion(tenancy: string, latest: ElementState, version: number): Promise<ElementState> {
    if (version > latest.version) throw notFound(versionNotFound(version, latest.version));
    if (version === latest.version) return latest;
    return elementAtVersion(this.store, this.readModels, tenancy, latest.elementId, version, latest.version);
  }
}
