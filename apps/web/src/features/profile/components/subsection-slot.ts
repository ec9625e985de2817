import { createContext, type ReactNode } from 'react';

/** A subsection drawn by another feature (e.g. the score by the risk model), or undefined for the registry's own. */
export type SubsectionSlot = (subsectionId: string) => ReactNode | undefined;

export const SubsectionSlotContext = createContext<SubsectionSlot>(() => undefined);
