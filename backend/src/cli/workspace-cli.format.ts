import type { WorkspaceState } from '../tenancy';

export function workspaceLine(state: WorkspaceState): string {
  return `${state.name.padEnd(20)} ${(state.isActive ? 'active' : 'deactivated').padEnd(12)} ${state.settings.label}`;
}

const shorten = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 70 ? `${text.slice(0, 67)}...` : text;
};

export function describeWorkspace(state: WorkspaceState, revision: number): string {
  const lines = [
    `name:      ${state.name}`,
    `status:    ${state.isActive ? 'active' : 'deactivated'}`,
    `add-ons:   ${state.addons.length ? state.addons.join(', ') : '(none)'}`,
    `revision:  ${revision}`,
    'settings:',
    ...Object.entries(state.settings).map(([key, value]) => `  ${key.padEnd(27)} ${shorten(value)}`),
  ];
  return lines.join('\n');
}
