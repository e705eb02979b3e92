import {
  entryPathProblem,
  entryRole,
  formatSize,
  lyingEntry,
  tooManyEntries,
  UnzipBudget,
  unzipsTooLarge,
} from './zip-safety';

describe('zip safety', () => {
  it.each(['../x.json', 'elements/../../x.json', '/etc/passwd', 'C:/x.json', 'c:x', 'a\\..\\x.json', 'a\0b', ''])(
    'refuses the unsafe path %j',
    (name) => expect(entryPathProblem(name)).toMatch(/unsafe path/),
  );

  it.each(['manifest.json', 'elements/Client.json', 'files/abc', 'elements/', 'a/b/c..d.json'])(
    'lets the path %j through',
    (name) => expect(entryPathProblem(name)).toBeNull(),
  );

  it('tells the manifest, element files and template files from what it leaves alone', () => {
    const file = `files/${'0a'.repeat(32)}`;
    expect(
      ['manifest.json', 'elements/Client.json', 'Client.json', file, 'files/readme', 'elements/', 'notes.txt'].map(
        entryRole,
      ),
    ).toEqual(['manifest', 'element', 'element', 'file', 'ignored', 'ignored', 'ignored']);
    expect(entryRole('__MACOSX/elements/._Client.json')).toBe('ignored');
    expect(entryRole('elements/._Client.json')).toBe('ignored');
  });

  it('counts entries and declared sizes before inflating, and inflated bytes while inflating', () => {
    const limits = { maxEntries: 2, maxUnzippedBytes: 1000, maxJsonBytes: 600 };
    expect(() => new UnzipBudget(limits).entryCount(3)).toThrow(tooManyEntries(2));
    const declared = new UnzipBudget(limits);
    declared.declare('a', 'file', 600);
    expect(() => declared.declare('b', 'file', 401)).toThrow(unzipsTooLarge(1000));
    expect(() => new UnzipBudget(limits).declare('elements/A.json', 'element', 601)).toThrow(
      'elements/A.json unpacks to more than 600 bytes',
    );
    const counted = new UnzipBudget(limits);
    counted.declare('x', 'file', 10);
    expect(() => counted.inflated('x', 11, 11, 10)).toThrow(lyingEntry('x'));
    const total = new UnzipBudget(limits);
    total.inflated('a', 900, 900, 900);
    expect(() => total.inflated('b', 101, 101, 200)).toThrow(unzipsTooLarge(1000));
  });

  it('says sizes the way an author reads them', () => {
    expect([512, 2048, 10 * 1024 * 1024, 1536 * 1024, 2 ** 30].map(formatSize)).toEqual([
      '512 bytes',
      '2 KB',
      '10 MB',
      '1.5 MB',
      '1 GB',
    ]);
  });
});
