import type { ReactNode } from 'react';

/** The embed pages' layout: none. No header, menu, footer or site player inside another site's frame. */
export const bareLayout = (page: ReactNode) => page;
