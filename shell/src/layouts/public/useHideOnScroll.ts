import { useEffect, useState } from 'react';
import { nextHeaderHidden } from './headerVisibility';

/** True while the page is being scrolled down past the top band (see `nextHeaderHidden`). */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const previousY = lastY;
      const currentY = window.scrollY;
      lastY = currentY;
      setHidden((wasHidden) => nextHeaderHidden(previousY, currentY, wasHidden));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return hidden;
}
