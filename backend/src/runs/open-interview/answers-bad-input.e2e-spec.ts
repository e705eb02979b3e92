// Answers checked on save as the browser checks them (contract §2): the records save path refuses what the interview
// would refuse, with the interview's message, and stores nothing.
import { startRecordsApp, items, type RecordsTestApp } from '../../records/records-api.testing';

describe('records API: answers checked by the interview’s rules on save (POST /api/collections/{catalog}/items…)', () => {
  let t: RecordsTestApp;

  beforeAll(async () => {
    t = await startRecordsApp();
    const saved = await t.save([
      { action: 'add', kind: 'variable', parent: t.modelId, name: 'Phone', type: 'text', pattern: '(999) 999-9999' },
      {
        action: 'add',
        kind: 'variable',
        parent: t.modelId,
        name: 'Score',
        type: 'number',
        label: 'Your score',
        minimum: 0,
        maximum: 10,
        decimalPlaces: 1,
      },
    ]);
    t.position = saved.position;
  });
  afterAll(() => t?.close());

  it('refuses a wrong type, a number out of range and a text off its pattern with a 400 naming the variable; nothing is stored', async () => {
    const { _id, version } = await t.createRecord({ Name: 'Ann', Phone: '(555) 123-4567', Score: 7.5 });
    const before = await t.store.headPosition();
    const refused = async (nextValues: Record<string, unknown>, path = `${items}/${_id}`) => {
      const answer = await t.call('POST', path, path === items ? { nextValues } : { nextValues, version });
      expect(answer.status).toBe(400);
      return answer.body.message as string;
    };
    expect(await refused({ Score: 'ten' })).toBe('The value of Score must be a number; got "ten".');
    expect(await refused({ Score: 11 })).toBe('Your score must be between 0 and 10 (at Score; got 11).');
    expect(await refused({ Score: 2.25 })).toBe('Your score must have 1 decimal place or fewer (at Score; got 2.25).');
    expect(await refused({ Phone: '555 1234' })).toBe(
      'Phone must be in the format (___) ___-____ (at Phone; got "555 1234").',
    );
    expect(await refused({ Name: 'Bob', Score: -1 }, items)).toBe(
      'Your score must be between 0 and 10 (at Score; got -1).',
    );
    expect(await t.store.headPosition()).toBe(before);
    const stored = await t.read(`${items}/${_id}`, t.position);
    expect(stored.body).toMatchObject({ version, values: { Phone: '(555) 123-4567', Score: 7.5 } });

    // What fits is saved: a pattern answer as typed, a number at its limit.
    const saved = await t.call('POST', `${items}/${_id}`, { nextValues: { Phone: '5559876543', Score: 10 }, version });
    expect(saved.status).toBe(201);
  });
});
