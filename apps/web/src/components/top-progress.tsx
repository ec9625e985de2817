import { useState } from 'react';
import '@/styles/top-progress.css';

type Phase = 'idle' | 'running' | 'done';

/**
 * A thin bar at the top of the window while navigation is under way, without a spinner: it creeps
 * towards 90 % while active, then completes and fades.
 */
export function TopProgress({ active }: { active: boolean }) {
  const [phase, setPhase] = useState<Phase>(active ? 'running' : 'idle');
  // Derived from `active` during render: start when it turns on, finish when it turns off.
  if (active && phase !== 'running') setPhase('running');
  if (!active && phase === 'running') setPhase('done');
  return (
    <div className={`top-progress top-progress--${phase}`} aria-hidden="true">
      <div className="top-progress__bar" onAnimationEnd={() => phase === 'done' && setPhase('idle')} />
    </div>
  );
}
