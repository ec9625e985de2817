import type { ComponentType } from 'react';
import { MineSearchButton } from '@/features/search';

/**
 * Places in the navbar that later features fill (the mine search button). An empty slot renders
 * nothing.
 */
export const navbarSlots: { search: ComponentType | null } = {
  search: MineSearchButton,
};
