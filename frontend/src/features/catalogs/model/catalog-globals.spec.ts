import { globalAppName, globalFileProblem, globalInfoHow } from './catalog-globals';

describe('the global info file choice (002 §5: one JSON file only)', () => {
  it('takes one .json file, told by its type or, without one, by its name', () => {
    expect(globalFileProblem([{ name: 'Firm.json', type: 'application/json' }])).toBeNull();
    expect(globalFileProblem([{ name: 'FIRM.JSON', type: '' }])).toBeNull();
  });

  it('refuses no file, several files, and anything that is not JSON, saying why', () => {
    expect(globalFileProblem([])).toBe('Choose a JSON file to import.');
    expect(
      globalFileProblem([
        { name: 'a.json', type: 'application/json' },
        { name: 'b.json', type: 'application/json' },
      ]),
    ).toBe('Global data import takes one JSON file only.');
    expect(globalFileProblem([{ name: 'Firm.csv', type: 'text/csv' }])).toBe(
      'Firm.csv is not a JSON file: global data import takes one JSON file (application/json).',
    );
    expect(globalFileProblem([{ name: 'Firm.zip', type: '' }])).toMatch(/^Firm.zip is not a JSON file/);
  });
});

describe('the global-info app of a global (002 §3 appOptions.globalTarget)', () => {
  it('is the app whose options target that global, or none', () => {
    const options = [{ appName: 'Letter' }, { appName: 'FirmInfo', globalTarget: 'Firm' }];
    expect(globalAppName(options, 'Firm')).toBe('FirmInfo');
    expect(globalAppName(options, 'Court')).toBeNull();
  });
});

describe('how the current global info came', () => {
  it('says imported, restored, or answered in its global-info app', () => {
    expect(globalInfoHow('imported')).toBe('Imported');
    expect(globalInfoHow('restored')).toBe('Restored');
    expect(globalInfoHow('answered')).toBe('Answered');
  });
});
