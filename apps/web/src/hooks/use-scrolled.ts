import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page has scrolled more than `margin` pixels away from the top. */
export function useScrolled(margin = 20): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > margin,
    () => false,
  );
}
