import { workspacePath } from './workspace-path';

describe('a download url under the workspace', () => {
  it('drops the workspace the server puts in, as the http client adds it', () => {
    expect(workspacePath('/demo/download/Customers/r1/run1/0', 'demo')).toBe('/download/Customers/r1/run1/0');
    expect(workspacePath('/Demo/download/Customers/r1/run1/all', 'demo')).toBe('/download/Customers/r1/run1/all');
  });

  it("refuses another workspace's url rather than sending this workspace's token there", () => {
    expect(() => workspacePath('/other/download/Customers/r1/run1/0', 'demo')).toThrow(/outside the workspace/);
    expect(() => workspacePath('/demonstration/download/x', 'demo')).toThrow(/outside the workspace/);
    expect(() => workspacePath('https://evil.example/demo/download/x', 'demo')).toThrow(/outside the workspace/);
  });
});
