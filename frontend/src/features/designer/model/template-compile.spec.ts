import { compileOutcome, problemLine } from './template-compile';

describe('the compile call’s answers (001 §4, §7)', () => {
  it('keeps asking while the server answers 202', () => {
    expect(compileOutcome(202, { status: 'compiling' })).toEqual({ kind: 'compiling' });
  });

  it('takes a 200 with a file as the compiled template', () => {
    const body = {
      filepath: 'h',
      filename: 'a.docx',
      filesize: 3,
      ext: 'docx',
      user: { _id: 'u', name: 'U' },
      date: 'd',
    };
    expect(compileOutcome(200, body)).toEqual({ kind: 'compiled', result: body });
  });

  it('reads a 422 with the field and the text around it', () => {
    const outcome = compileOutcome(422, {
      message: 'Unclosed tag near "Dear {[Name"',
      problems: [{ message: 'Unclosed tag', field: '{[Name', context: 'Dear {[Name', position: 4 }],
    });
    expect(outcome).toEqual({
      kind: 'failed',
      status: 422,
      message: 'Unclosed tag near "Dear {[Name"',
      problems: [{ message: 'Unclosed tag', field: '{[Name', context: 'Dear {[Name' }],
    });
  });

  it('never takes a 2xx without a file for a success', () => {
    expect(compileOutcome(200, {})).toMatchObject({
      kind: 'failed',
      message: 'The server did not answer with a compiled template.',
    });
    expect(compileOutcome(500, 'oops')).toMatchObject({
      kind: 'failed',
      message: 'The template could not be compiled (500).',
    });
  });

  it('says a problem field first, then where', () => {
    expect(
      problemLine({ message: 'Unexpected end', field: '{[if X and]}', context: 'before {[if X and]} after' }),
    ).toBe('{[if X and]}: Unexpected end near "before {[if X and]} after"');
    expect(problemLine({ message: 'Not a Word document' })).toBe('Not a Word document');
  });
});
