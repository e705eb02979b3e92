import { created, givenWorkspace } from '../workspace.testing';
import { decideSetWorkspaceAddon } from './set-workspace-addon.decide';

describe('set workspace add-on', () => {
  it('turns an add-on on', () => {
    expect(
      decideSetWorkspaceAddon({ name: 'acme', addon: 'ms_auth_int', enabled: true }, givenWorkspace(created())),
    ).toEqual([{ type: 'WorkspaceAddonEnabled', data: { name: 'acme', addon: 'ms_auth_int' } }]);
  });

  it('turns an add-on off', () => {
    const given = givenWorkspace(created(), { type: 'WorkspaceAddonEnabled', data: { name: 'acme', addon: 'pdf' } });
    expect(decideSetWorkspaceAddon({ name: 'acme', addon: 'pdf', enabled: false }, given)).toEqual([
      { type: 'WorkspaceAddonDisabled', data: { name: 'acme', addon: 'pdf' } },
    ]);
  });

  it('appends nothing when the add-on is already in the wanted state', () => {
    expect(decideSetWorkspaceAddon({ name: 'acme', addon: 'pdf', enabled: false }, givenWorkspace(created()))).toEqual(
      [],
    );
  });

  it('refuses an unknown flag', () => {
    expect(() =>
      decideSetWorkspaceAddon({ name: 'acme', addon: 'fax', enabled: true }, givenWorkspace(created())),
    ).toThrow('Unknown add-on "fax"');
  });
});
