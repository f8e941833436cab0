import { useEffect, useState } from 'react';

/** True once the window is scrolled more than `offset` pixels (spec 1 §9: 100 px). */
export function useScrolledPast(offset = 100) {
  const [scrolled, setScrolled] = useState(() => window.scrollY > offset);
  useEffect(() => {
    const handleScroll = () => setScrolled(window.scrollY > offset);
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [offset]);
  return scrolled;
}
