import type { MouseEvent } from 'react';

/**
 * A plain left click, which a link may take over (to open a modal in place); with a modifier
 * key or another button the browser does what it does with links (a new tab, a new window).
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  !event.defaultPrevented;
