import { useEffect, useState } from 'react';

/** True once the window is scrolled more than `offset` pixels (spec 1 §9: 100 px). */
export function useScrolledPast(offset = 100) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    // Not read at once: reading scrollY as the layout mounts forces the first layout of the
    // whole page inside React's commit (a long task); the first scroll tells.
    const handleScroll = () => setScrolled(window.scrollY > offset);
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [offset]);
  return scrolled;
}
