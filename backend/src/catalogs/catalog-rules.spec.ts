import { nameProblem } from '../types';
import { appOptionsSchema, catalogNameProblem, catalogSettingsSchema } from './catalog-rules';

const problem = (name: unknown) => catalogNameProblem(name, nameProblem);

describe("a new catalog's name (002 §5, messages verbatim)", () => {
  it('is required', () => {
    expect(problem(undefined)).toBe('Please provide a name.');
    expect(problem('')).toBe('Please provide a name.');
    expect(problem('   ')).toBe('Please provide a name.');
  });

  it('has at most 50 characters', () => {
    expect(problem('A'.repeat(50))).toBeNull();
    expect(problem('A'.repeat(51))).toBe('Collection names cannot exceed 50 characters.');
  });

  it("has no '$'", () => {
    expect(problem('Price$')).toBe("Collection names cannot include the '$' character.");
  });

  it("follows the element name rules, as 'Invalid: {reason}.' with the reason's period once", () => {
    expect(problem('My clients')).toBe('Invalid: A name cannot contain spaces.');
    expect(problem('1clients')).toBe('Invalid: A name must start with a letter.');
    expect(problem('null')).toBe('Invalid: "null" is a reserved word; choose another name.');
    expect(problem('Clients_2026')).toBeNull();
  });
});

describe('catalog settings', () => {
  it('fill an app entry with its defaults, and refuse unknown keys and unknown providers', () => {
    expect(appOptionsSchema.parse([{ appName: 'Letter' }])).toEqual([
      {
        appName: 'Letter',
        liveVersion: '',
        isDisabled: false,
        extAccess: false,
        notification: '',
        isSendDocuments: false,
        uploadDocuments: '',
      },
    ]);
    expect(appOptionsSchema.safeParse([{ appName: 'Letter', colour: 'red' }]).success).toBe(false);
    expect(appOptionsSchema.safeParse([{ appName: 'Letter', uploadDocuments: 'Dropbox' }]).success).toBe(false);
  });

  it('refuse two entries for one app, but allow one per global target', () => {
    expect(appOptionsSchema.safeParse([{ appName: 'Letter' }, { appName: 'Letter' }]).success).toBe(false);
    expect(
      appOptionsSchema.safeParse([{ appName: 'Letter' }, { appName: 'Letter', globalTarget: 'Firm' }]).success,
    ).toBe(true);
  });

  it('bound their lengths', () => {
    expect(catalogSettingsSchema.partial().safeParse({ label: 'x'.repeat(201) }).success).toBe(false);
    expect(catalogSettingsSchema.partial().safeParse({ detail: 'x'.repeat(10_001) }).success).toBe(false);
    expect(catalogSettingsSchema.partial().safeParse({ position: -1 }).success).toBe(false);
  });
});
