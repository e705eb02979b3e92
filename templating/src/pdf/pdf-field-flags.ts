/**
 * Field flag bits (the /Ff entry) in the order the template editor shows them: bit positions from the
 * PDF specification (ISO 32000-1, tables 221, 226, 228, 230). Bits 4-12 are unused.
 */
export const PDF_FIELD_FLAG_BITS: ReadonlyArray<readonly [name: string, bit: number]> = [
  ['ReadOnly', 1],
  ['Required', 2],
  ['NoExport', 3],
  ['Multiline', 13],
  ['Password', 14],
  ['NoToggleToOff', 15],
  ['Radio', 16],
  ['Pushbutton', 17],
  ['Combo', 18],
  ['Edit', 19],
  ['Sort', 20],
  ['FileSelect', 21],
  ['MultiSelect', 22],
  ['DoNotSpellCheck', 23],
  ['DoNotScroll', 24],
];

/** Flags value of a field that a template's field map still holds but the current PDF no longer has. */
export const OBSOLETE_FIELD_FLAGS = -1;

/** Names of the flags set in `flags`, in editor order; `['OBSOLETE']` for {@link OBSOLETE_FIELD_FLAGS}. */
export function decodePdfFieldFlags(flags: number): string[] {
  if (flags === OBSOLETE_FIELD_FLAGS) return ['OBSOLETE'];
  return PDF_FIELD_FLAG_BITS.filter(([, bit]) => (flags & (1 << (bit - 1))) !== 0).map(([name]) => name);
}
