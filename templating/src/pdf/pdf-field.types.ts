export type PdfFieldType = 'text' | 'checkbox' | 'radio' | 'dropdown' | 'optionlist' | 'button' | 'signature';
export type PdfJustification = 'left' | 'center' | 'right';

/** One AcroForm field as the template editor lists it. */
export interface PdfFieldInfo {
  /** Fully qualified name; fields sharing one name get a trailing `[index]` (0-based, document order). */
  name: string;
  /** The /TU entry (the field's tooltip, often a readable label), when present. */
  alternateName?: string;
  type: PdfFieldType;
  /** Values a caller may set: choices of a dropdown/option list, export values of a radio group, the on-state of a check box. `Off` (clear) is always allowed for check boxes and radio groups. */
  options: string[];
  /** Raw /Ff value (inherited from parents), or -1 for a field the PDF no longer has. */
  flags: number;
  /** {@link flags} decoded in editor order. */
  flagNames: string[];
  justification: PdfJustification;
  /** How many widgets (places on pages) show this field; all of them show the same value. */
  widgetCount: number;
}

export type PdfInput = Uint8Array | ArrayBuffer;
