import { useEffect, useState } from 'react';
import { clearPendingToast, peekPendingToast } from '@/lib/pending-toast';

const VISIBLE_MS = 3000;

/** What the page the user came from had to say on the way out (登出成功, 密码已修改…). */
export function LoginNotice() {
  const [text, setText] = useState(() => peekPendingToast()?.text ?? null);
  useEffect(() => {
    clearPendingToast();
    if (!text) return;
    const timer = setTimeout(() => setText(null), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="login-notice" role="status" aria-live="polite">
      {text && <span className="login-notice__text">{text}</span>}
    </div>
  );
}
