import {
  isValidWorkspaceName,
  WORKSPACE_NAME_MESSAGE,
  WORKSPACE_NAME_TOO_LONG_MESSAGE,
  workspaceNameProblem,
} from './workspace-name';

describe('workspace names (as the server checks them)', () => {
  it('are lowercase letters and digits', () => {
    expect(workspaceNameProblem('acme2')).toBeUndefined();
    for (const name of ['', 'Acme', 'ac me', 'acme-llp', 'acmé']) {
      expect(workspaceNameProblem(name)).toBe(WORKSPACE_NAME_MESSAGE);
      expect(isValidWorkspaceName(name)).toBe(false);
    }
  });

  it("are at most 63 characters, with the server's message beyond", () => {
    expect(WORKSPACE_NAME_TOO_LONG_MESSAGE).toBe('Workspace name is too long: at most 63 characters.');
    expect(workspaceNameProblem('a'.repeat(63))).toBeUndefined();
    expect(isValidWorkspaceName('a'.repeat(63))).toBe(true);
    expect(workspaceNameProblem('a'.repeat(64))).toBe(WORKSPACE_NAME_TOO_LONG_MESSAGE);
    expect(isValidWorkspaceName('a'.repeat(64))).toBe(false);
  });

  it('report the characters first, as the server does', () => {
    expect(workspaceNameProblem('A'.repeat(64))).toBe(WORKSPACE_NAME_MESSAGE);
  });
});
