import { largeModelFixture } from './large-model.fixture';
import { relevance } from './relevance';
import { validateAll } from './validate-all';

/** The bench's 200-variable model: relevance by its rules (see the fixture), so the bench measures correct work. */
describe('relevance on a 200-variable model', () => {
  const { input, answers } = largeModelFixture();

  it('has 200 variables', () => {
    const nested = input.model.variables.reduce((sum, v) => sum + (v.model?.variables.length ?? 0), 0);
    expect(input.model.variables.length + nested).toBe(200);
  });

  const isRelevantT = (i: number) => {
    const flag = (i % 10) % 2 === 0;
    return i % 3 === 0 || (i % 3 === 1 && flag) || (i % 3 === 2 && i < 60 && flag);
  };

  it('finds exactly the questions the rules make relevant', () => {
    const expected = new Set<string>(['Client', 'Kids']);
    for (let k = 0; k < 10; k += 1) expected.add(`F${k}`);
    for (let i = 0; i < 150; i += 1) if (isRelevantT(i)) expected.add(`T${i}`);
    for (let i = 0; i < 10; i += 1) expected.add(`N${i}`);
    for (let i = 0; i < 7; i += 1) expected.add(`Client.C${i}`);
    for (let n = 0; n < 5; n += 1) {
      for (let i = 0; i < 4; i += 1) expected.add(`Kids[${n}].K${i}`);
      if (n % 2 === 0) expected.add(`Kids[${n}].K4`);
    }
    const result = relevance(input, answers);
    expect(result.problems).toEqual([]);
    expect([...result.relevant].sort()).toEqual([...expected].sort());
    expect(result.formulaValues).toEqual({ Total: 45, Flags: true });
  });

  it('asks for every relevant missing answer, on its screen or on "More questions"', () => {
    const problems = validateAll(relevance(input, answers), answers);
    expect(problems.every((problem) => problem.missing)).toBe(true);
    const where = (screen: string) => problems.filter((p) => p.screen === screen).map((p) => p.path);
    // First asks F0…F9 and T0…T79: the flags and even Ts are answered; odd Ts are missing where relevant.
    const odd = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, n) => from + n).filter((i) => i % 2 === 1 && isRelevantT(i));
    expect(where('First')).toEqual(odd(0, 80).map((i) => `T${i}`));
    const kids = [0, 1, 2, 3, 4].flatMap((n) =>
      (n % 2 === 0 ? ['K1', 'K2', 'K3', 'K4'] : ['K0', 'K2', 'K3']).map((k) => `Kids[${n}].${k}`),
    );
    expect(where('More questions')).toEqual([
      ...odd(80, 150).map((i) => `T${i}`),
      ...['C2', 'C3', 'C4', 'C5', 'C6'].map((c) => `Client.${c}`),
      ...kids,
    ]);
  });
});
