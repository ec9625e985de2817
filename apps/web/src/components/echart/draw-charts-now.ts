import { createContext } from 'react';

/** True where every chart must be drawn at once, wherever it is on the page (a page being printed). */
export const DrawChartsNow = createContext(false);
