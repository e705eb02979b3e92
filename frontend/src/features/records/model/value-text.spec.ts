import { valueText } from './value-text';

describe("a record's value in the detail panel", () => {
  const scan = { name: 'scan.pdf', size: 10, sha256: 'a'.repeat(64), contentType: 'application/pdf' };

  it("names a file answer by its file's name, and a list of them by their names", () => {
    expect(valueText(scan)).toBe('scan.pdf');
    expect(valueText([scan, { ...scan, name: 'photo.jpg' }])).toBe('scan.pdf, photo.jpg');
  });

  it('shows other values as before: text as is, objects as JSON', () => {
    expect(valueText('Paris')).toBe('Paris');
    expect(valueText(42)).toBe('42');
    expect(valueText(true)).toBe('true');
    expect(valueText({ Street: 'Main' })).toBe('{"Street":"Main"}');
    expect(valueText([])).toBe('[]');
    expect(valueText([{ name: 'no hash' }])).toBe('[{"name":"no hash"}]');
  });
});
