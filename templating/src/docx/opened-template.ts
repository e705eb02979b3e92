import type Docxtemplater from 'docxtemplater';
import type PizZip from 'pizzip';
import type { DocxFieldParser } from './docx-evaluation';
import type { KnacklyFieldsModule } from './knackly-fields-module';

/** A template unzipped, prepared and compiled: ready to render, again and again (see render-opened-template). */
export interface OpenedTemplate {
  doc: Docxtemplater<PizZip>;
  module: KnacklyFieldsModule;
  /** Answers the fields from the assembly under way (see DocxFieldParser.assembleWith). */
  fields: DocxFieldParser;
}
