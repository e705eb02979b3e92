import { createEventStreamReader, toImportEvent } from './import-events';

describe('the import event stream', () => {
  it('reads events split anywhere across chunks, and CRLF line ends', () => {
    const got: [string, string][] = [];
    const read = createEventStreamReader((name, data) => got.push([name, data]));
    read('event: total\nda');
    read('ta: {"total":3}\n');
    read('\nevent: succeeded\r\ndata: {"succeeded":1}\r\n\r\n');
    expect(got).toEqual([
      ['total', '{"total":3}'],
      ['succeeded', '{"succeeded":1}'],
    ]);
  });

  it("maps the seed's event names to the wizard's events", () => {
    expect(toImportEvent('total', '{"total":3}')).toEqual({ type: 'total', total: 3 });
    expect(toImportEvent('error', '{"message":"No."}')).toEqual({ type: 'error', message: 'No.' });
    expect(toImportEvent('failed', '{"failed":1,"failures":[{"row":2,"reason":"x"}]}')).toEqual({
      type: 'failed',
      failed: 1,
      failures: [{ row: 2, reason: 'x' }],
    });
    expect(toImportEvent('other', '{}')).toBeNull();
    expect(toImportEvent('total', 'not json')).toBeNull();
  });
});
