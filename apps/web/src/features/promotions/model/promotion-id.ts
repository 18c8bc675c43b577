/** A promotion id as the contract takes it: digits only, at most 18 of them. */
const ID = /^\d{1,18}$/;

/** The promotion `/promoDetail?id=N` names, or null when the address names none the server could know. */
export function promotionIdFromSearch(search: URLSearchParams): string | null {
  const id = search.get('id')?.trim() ?? '';
  return ID.test(id) ? id : null;
}

/** The detail page of a promotion (spec 2 `/promoDetail`, parameter id). */
export const promoDetailPath = (id: string) => `/promoDetail?id=${encodeURIComponent(id)}`;
