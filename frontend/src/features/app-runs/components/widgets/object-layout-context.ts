import { createContext, useContext, type ComponentType } from 'react';
import type { InterviewModel } from '@app/templating/interview';

export interface ObjectLayoutProps {
  /** The object's model: its '(default)' layout is drawn. */
  model: InterviewModel;
  /** Where its fields' answers are: `Client.`, `Kids[0].`. */
  prefix: string;
}

/**
 * How an object's fields are drawn, handed down by the ScreenGrid: objects hold questions and questions hold
 * objects, and passing the layout down (rather than importing it) keeps the modules free of import cycles.
 */
export const ObjectLayoutContext = createContext<ComponentType<ObjectLayoutProps> | null>(null);

export function useObjectLayout(): ComponentType<ObjectLayoutProps> {
  const layout = useContext(ObjectLayoutContext);
  if (!layout) throw new Error('Objects are drawn inside a ScreenGrid');
  return layout;
}
