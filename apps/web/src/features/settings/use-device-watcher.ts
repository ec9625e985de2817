import { useEffect } from 'react';
import { isMobileWidth, RESIZE_THROTTLE_MS, throttle } from '@/lib/responsive';
import { useSettingsStore } from './settings-store';

/** Keeps `device` in step with the window: on resize (throttled) and when the page is shown again. */
export function useDeviceWatcher(): void {
  const setDevice = useSettingsStore((s) => s.setDevice);
  useEffect(() => {
    const check = () => {
      if (document.hidden) return;
      setDevice(isMobileWidth(document.body.getBoundingClientRect().width) ? 'mobile' : 'desktop');
    };
    const onResize = throttle(check, RESIZE_THROTTLE_MS);
    check();
    window.addEventListener('resize', onResize);
    document.addEventListener('visibilitychange', check);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
      document.removeEventListener('visibilitychange', check);
    };
  }, [setDevice]);
}
