/** The facts (`<dl>` rows of `Facts`) of a region, as label → value. */
export function facts(scope: HTMLElement): Record<string, string | null | undefined> {
  const list = scope.querySelector('dl');
  if (!list) return {};
  return Object.fromEntries(
    [...list.querySelectorAll('div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );
}
