import {
  asInterviewOpened,
  globalAnswersName,
  globalInfoTitle,
  latestOfGlobal,
  type GlobalInterviewOpened,
} from './global-info';

const opened: GlobalInterviewOpened = {
  catalog: { name: 'Matters', label: 'Our matters' },
  global: { elementName: 'Firm_info', model: 'Firm' },
  app: { name: 'FirmApp', label: 'FirmApp', fromModel: false },
  values: { Name: 'Acme' },
  version: 3,
  input: {
    model: { variables: [{ name: 'Name' }] },
    app: { name: 'FirmApp', label: 'FirmApp', screens: [], templates: [] },
  },
};

describe('a global-info app as the interview runs it', () => {
  it('is titled by the address’s appLabel, else by the global’s name', () => {
    expect(globalInfoTitle('Firm details', 'Firm_info')).toBe('Firm details');
    expect(globalInfoTitle('  ', 'Firm_info')).toBe('Firm info');
    expect(globalInfoTitle(null, 'FirmInfo')).toBe('FirmInfo');
  });

  it('puts the global where the record stands: its values and version, never locked, no documents', () => {
    const asRecord = asInterviewOpened(opened, 'Firm details');
    expect(asRecord).toMatchObject({
      catalog: { name: 'Matters', label: 'Our matters' },
      app: { name: 'FirmApp', label: 'Firm details', generateDocs: false },
      record: { id: 'Firm_info', name: 'Global info on Our matters', version: 3, values: { Name: 'Acme' } },
      lockedBy: null,
    });
    expect(asRecord.input.model).toBe(opened.input.model);
    // The default layout's one screen is titled as the page is; an app of the global's model keeps its own label.
    expect(asRecord.input.app.label).toBe('Firm details');
    const ownApp = { ...opened, app: { ...opened.app, fromModel: true } };
    expect(asInterviewOpened(ownApp, 'Firm details').input).toBe(opened.input);
    expect(globalAnswersName('Matters')).toBe('Global info on Matters');
  });

  it('reads what someone else left after a conflict from a fresh open', () => {
    expect(latestOfGlobal({ ...opened, version: 4, values: { Name: 'Theirs' } })).toEqual({
      version: 4,
      name: 'Global info on Our matters',
      values: { Name: 'Theirs' },
      by: 'another administrator',
    });
  });
});
