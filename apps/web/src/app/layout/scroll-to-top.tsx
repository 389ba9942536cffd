import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../components/ui/icons.tsx';

const SHOW_AFTER_PX = 400;

/**
 * Appears once the page is scrolled; returns to the top and puts focus back at the content start.
 * It sits in the sticky header (AppLayout), not over the page, so it never covers a control.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className="flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
    >
      <ArrowUpIcon />
    </button>
  );
}
