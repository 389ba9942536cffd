/** Spec §9: at most 5 page buttons. */
export const PAGE_WINDOW = 5;

/**
 * The page numbers to show as buttons: up to `size` consecutive pages with the current one as
 * centred as the bounds allow (1 2 [3] 4 5, then 4 5 [6] 7 8, ending at the last page).
 */
export function pageWindow(current: number, pages: number, size = PAGE_WINDOW): number[] {
  if (pages < 1) return [];
  const page = Math.min(Math.max(1, current), pages);
  const count = Math.min(size, pages);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
