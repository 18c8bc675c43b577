import { useLocation, useNavigate } from 'react-router';

/**
 * A dialog the address opens (`?an=`, `?fb=`): opening adds a history entry, so Back closes
 * it; closing goes back to where it was opened from, or drops the parameter when the address
 * itself opened it (a link, a reload). `write(search, null)` is the search without it.
 */
export function useAddressDialog<T>(
  address: { read: (search: string) => T | null; write: (search: string, value: T | null) => string },
  /** The history state flag marking an entry this app added by opening the dialog. */
  openedFlag: string,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as Record<string, unknown> | null;
  const to = (value: T | null) => ({
    pathname: location.pathname,
    search: address.write(location.search, value),
    hash: location.hash,
  });
  const current = address.read(location.search);
  return {
    current,
    /** Opens it on `value`; already open, it changes in place (no new history entry). */
    open: (value: T) => {
      if (current !== null) navigate(to(value), { replace: true, state });
      else navigate(to(value), { state: { ...(state ?? {}), [openedFlag]: true } });
    },
    close: () => {
      if (state?.[openedFlag]) navigate(-1);
      else navigate(to(null), { replace: true });
    },
  };
}
