import { Controller, Get, Inject, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { FileStore } from '@app/storage';
import { z } from 'zod';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { notFound } from '../../shared/domain/domain-error';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { FILE_STORE, READ_MODELS } from '../../shared/storage/tokens';
import {
  elementFilePath,
  MANIFEST_FILE,
  templateFileIds,
  templateFilePath,
  toElementFile,
  toManifest,
} from '../element-exchange-rules';
import type { ElementState } from '../element.state';
import { findElement, listElements } from '../element-views';
import { elementNotFound } from '../save-element-changes/save-element-changes.decide';
import { zipOf, type ZipEntry } from './zip-of';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * 001 §7 exports: each element's definition (never its history) as `elements/{name}.json`, the template files
 * the file store has as `files/{sha256}`, and a manifest with the format's version; POST /api/types/import
 * reads it back.
 */
@ApiTags('types')
@Controller(':tenancy/api')
export class ExportTypesController {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @Get('v2/types/exports')
  @AdminOnly()
  @ApiOperation({ summary: "Export All (001 §7): every element's definition, as a zip named after the workspace" })
  @ApiProduces('application/zip')
  @ApiResponse({ status: 200, description: '{tenancy}.zip: manifest.json, elements/{name}.json, files/{sha256}' })
  async exportAll(@Param('tenancy') tenancy: string, @Query(zodQuery({})) _query: object): Promise<StreamableFile> {
    return this.zip(tenancy, await listElements(this.readModels, tenancy), tenancy);
  }

  @Get('types/:id/export')
  @AdminOnly()
  @ApiOperation({ summary: "Export model (001 §7): one element's definition, as a zip named after the element" })
  @ApiProduces('application/zip')
  @ApiResponse({ status: 200, description: '{name}.zip, as the full export but with this element only' })
  @ApiResponse({ status: 404, description: 'no such element in this workspace' })
  async exportOne(
    @Param('tenancy') tenancy: string,
    @Param('id', zodParam(z.string().min(1).max(100), 'id')) id: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<StreamableFile> {
    const element = await findElement(this.readModels, tenancy, id);
    if (!element || element.deleted) throw notFound(elementNotFound(id));
    return this.zip(tenancy, [element], element.name);
  }

  private async zip(tenancy: string, elements: readonly ElementState[], fileName: string): Promise<StreamableFile> {
    const now = new Date();
    // A template file is exported when the file store has it; a reference to a missing one stays as it is.
    const fileIds: string[] = [];
    for (const id of new Set(elements.flatMap((element) => templateFileIds(element.members))))
      if (await this.files.stat(id)) fileIds.push(id);
    const entries: ZipEntry[] = [
      { path: MANIFEST_FILE, content: json(toManifest(tenancy, now.toISOString(), elements, fileIds)) },
      ...elements.map((element) => ({ path: elementFilePath(element.name), content: json(toElementFile(element)) })),
      ...fileIds.map((id) => ({ path: templateFilePath(id), open: () => this.files.get(id) })),
    ];
    return new StreamableFile(zipOf(entries, now), {
      type: 'application/zip',
      // Workspace and element names are letters, digits (and underscores): nothing to escape.
      disposition: `attachment; filename="${fileName}.zip"`,
    });
  }
}
