import type { ComponentType } from 'react';

/** One block of the workplace desk; a feature adds its panel as one more entry. */
export interface WorkplacePanel {
  id: string;
  /** Columns out of 24 on wide screens; phones always use the full width. */
  span: number;
  Component: ComponentType;
}

export function orderPanels(panels: readonly WorkplacePanel[], order: readonly string[]): WorkplacePanel[] {
  const rank = (id: string) => {
    const index = order.indexOf(id);
    return index === -1 ? order.length : index;
  };
  return [...panels].sort((a, b) => rank(a.id) - rank(b.id));
}
