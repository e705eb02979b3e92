import { DomainError } from '../../shared/domain/domain-error';
import { created, givenWorkspace } from '../workspace.testing';
import { decideDeactivateWorkspace } from './deactivate-workspace.decide';

describe('deactivate workspace', () => {
  it('deactivates an active workspace', () => {
    expect(decideDeactivateWorkspace({ name: 'acme', reason: 'unpaid' }, givenWorkspace(created()))).toEqual([
      { type: 'WorkspaceDeactivated', data: { name: 'acme', reason: 'unpaid' } },
    ]);
  });

  it('refuses an inactive workspace', () => {
    const given = givenWorkspace(created(), { type: 'WorkspaceDeactivated', data: { name: 'acme' } });
    expect(() => decideDeactivateWorkspace({ name: 'acme' }, given)).toThrow(
      new DomainError('conflict', 'Workspace acme is already deactivated.'),
    );
  });

  it('refuses an unknown workspace', () => {
    expect(() => decideDeactivateWorkspace({ name: 'acme' }, givenWorkspace())).toThrow(
      new DomainError('not_found', 'Workspace acme not found!'),
    );
  });
});
