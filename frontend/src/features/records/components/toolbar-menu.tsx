import { ActionMenu, type MenuAction } from '../../../components/ui/action-menu';

export type ToolbarMenuEntry = MenuAction;

/**
 * A toolbar dropdown (the apps dropdown, Global Info): a solid button and a list opening under it, left-aligned.
 * The shared action menu in its toolbar look (arrows move, Enter chooses, Escape or a click elsewhere closes).
 */
export function ToolbarMenu({
  label,
  entries,
  solid = false,
}: {
  label: string;
  entries: readonly ToolbarMenuEntry[];
  solid?: boolean;
}) {
  return <ActionMenu label={label} actions={entries} toolbar={solid ? 'solid' : 'outline'} />;
}
