import { createContext, type ReactNode } from 'react';

/** A subsection drawn by another feature (e.g. the score by the risk model), or undefined for the registry's own. */
export type SubsectionSlot = (subsectionId: string) => ReactNode | undefined;

export const SubsectionSlotContext = createContext<SubsectionSlot>(() => undefined);

/** An action beside a subsection's heading, drawn by another feature (reporting a data error). */
export type SubsectionAction = (subsectionId: string, title: string) => ReactNode;

export const SubsectionActionContext = createContext<SubsectionAction>(() => null);
