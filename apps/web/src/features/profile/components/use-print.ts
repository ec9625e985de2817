import { useCallback, useEffect, useState } from 'react';

/**
 * Print mode: every section loads and tables drop their paging. The print button waits until all is
 * loaded before opening the dialog; the browser's own print command switches the mode on as well.
 */
export function usePrint(allLoaded: boolean) {
  const [printing, setPrinting] = useState(false);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const before = () => setPrinting(true);
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  useEffect(() => {
    if (!requested || !allLoaded) return;
    // One frame for charts and tables to lay out without paging.
    const timer = setTimeout(() => {
      setRequested(false);
      window.print();
    }, 400);
    return () => clearTimeout(timer);
  }, [requested, allLoaded]);
  const print = useCallback(() => {
    setPrinting(true);
    setRequested(true);
  }, []);
  return { printing, preparing: requested, print };
}
