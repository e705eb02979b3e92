import { DomainError } from '../../shared/domain/domain-error';
import { created, givenWorkspace } from '../workspace.testing';
import { decideReactivateWorkspace } from './reactivate-workspace.decide';

describe('reactivate workspace', () => {
  it('reactivates a deactivated workspace', () => {
    const given = givenWorkspace(created(), { type: 'WorkspaceDeactivated', data: { name: 'acme' } });
    expect(decideReactivateWorkspace({ name: 'acme' }, given)).toEqual([
      { type: 'WorkspaceReactivated', data: { name: 'acme' } },
    ]);
  });

  it('refuses an active workspace', () => {
    expect(() => decideReactivateWorkspace({ name: 'acme' }, givenWorkspace(created()))).toThrow(
      new DomainError('conflict', 'Workspace acme is active already.'),
    );
  });
});
