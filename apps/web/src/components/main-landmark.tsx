import { createContext, useContext, type ReactNode } from 'react';
import { MAIN_ID } from './skip-link';

const InsideMain = createContext(false);

/**
 * The page's one <main> landmark, the skip link's target. Inside another (a not-found screen
 * within the signed-in layout, say) it is a plain <div>: a page has exactly one main.
 */
export function MainLandmark({ className, children }: { className?: string; children: ReactNode }) {
  const insideMain = useContext(InsideMain);
  if (insideMain) return <div className={className}>{children}</div>;
  return (
    <InsideMain.Provider value={true}>
      {/* tabIndex -1: the skip link moves the focus here, not only the scroll position. */}
      <main id={MAIN_ID} tabIndex={-1} className={`outline-none ${className ?? ''}`}>
        {children}
      </main>
    </InsideMain.Provider>
  );
}
