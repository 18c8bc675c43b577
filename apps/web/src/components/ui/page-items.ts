/** A page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The page buttons to show (spec 9: page range 3, margin pages 1): the `range` pages around the
 * current one, the first and last `margin` pages, and a gap for each run left out. A gap never
 * hides a single page; that page is shown instead.
 */
export function pageItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(1, page - Math.floor((range - 1) / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let n = 1; n <= Math.min(margin, total); n += 1) shown.add(n);
  for (let n = Math.max(1, total - margin + 1); n <= total; n += 1) shown.add(n);
  for (let n = start; n <= end; n += 1) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}
