import { createContext } from 'react';

/**
 * The level of a candidate list's heading: 2 under HR's tabs (the page's h1 above), deeper inside the
 * registration's steps (step h2, section h3), so screen readers get the outline in order. Its own file:
 * the steps (and so the registration's first screen) must not load the list and its table.
 */
export const NivelTituloLista = createContext<2 | 3 | 4>(2);
