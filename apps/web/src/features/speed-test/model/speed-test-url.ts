import { searchWithParam } from '../../../lib/search-param.ts';

/**
 * The network speed test is opened by the address, like the feedback dialog (`?fb=1`):
 * `?st=1`. So it can be linked, survives a reload, and Back closes it.
 */
export const SPEED_TEST_PARAM = 'st';
const OPEN = '1';

/** Whether the address asks for the dialog (any value of the parameter does). */
export const speedTestFromSearch = (search: string): boolean =>
  new URLSearchParams(search).has(SPEED_TEST_PARAM);

/** The search string with the dialog open or closed; other parameters kept. */
export function searchWithSpeedTest(search: string, open: boolean): string {
  return searchWithParam(search, SPEED_TEST_PARAM, open ? OPEN : null);
}

/**
 * The search string without the dialog: for effects that should ignore it (scrolling), and for
 * the address on the fastest line, which must not open the test again there.
 */
export const searchWithoutSpeedTest = (search: string) => searchWithSpeedTest(search, false);
