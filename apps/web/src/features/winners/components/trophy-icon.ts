/**
 * A trophy in the line style of components/ui/icon.tsx (24px grid), drawn with `<Icon path>`.
 * It lives with the board, so the start-up bundle does not carry it.
 */
export const trophyPath =
  'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v4M8 21h8M9 21l1-3h4l1 3';
