import { anywayRefused, decideFinish, staleVersion, type FinishFacts } from './finish-interview.decide';

const problem = { path: 'Age', message: 'Enter age', missing: true, screen: 'About you' };
type Problem = typeof problem;
const given = (facts: Partial<FinishFacts<Problem>> = {}): FinishFacts<Problem> => ({
  version: 4,
  currentVersion: 4,
  generateDocs: true,
  problems: [],
  anyway: false,
  external: false,
  ...facts,
});
describe('finishing an interview (contract §3)', () => {
  it('starts a run when the answers fit and the app generates documents', () => {
    expect(decideFinish(given())).toEqual({ kind: 'run' });
  });

  it('gives the answers alone when the app generates no documents', () => {
    expect(decideFinish(given({ generateDocs: false }))).toEqual({ kind: 'answered' });
  });

  it('answers the problems instead of running, unless the user finishes anyway', () => {
    expect(decideFinish(given({ problems: [problem] }))).toEqual({ kind: 'problems', problems: [problem] });
    expect(decideFinish(given({ problems: [problem], anyway: true }))).toEqual({ kind: 'run' });
  });

  it('refuses a version that is not the record’s current one (409)', () => {
    expect(() => decideFinish(given({ version: 3 }))).toThrow(staleVersion(3, 4));
    expect(() => decideFinish(given({ version: 3 }))).toThrow(expect.objectContaining({ kind: 'conflict' }));
  });

  it('refuses finishing anyway to an external user (403), problems or not', () => {
    expect(() => decideFinish(given({ anyway: true, external: true }))).toThrow(anywayRefused);
    expect(() => decideFinish(given({ anyway: true, external: true }))).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
    expect(decideFinish(given({ external: true }))).toEqual({ kind: 'run' });
  });
});
