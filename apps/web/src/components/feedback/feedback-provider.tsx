import { type ComponentType, createContext, type ReactNode, useContext, useState } from 'react';
import { type DeferredToasts, deferredToasts, type Toasts } from './deferred-toasts';
import type { ToastHolderProps } from './toast-holder';

const FeedbackContext = createContext<Toasts | null>(null);

/**
 * Toasts for the whole app, themed by the surrounding ConfigProvider. Lighter than Ant Design's `App`,
 * which also brings the modal and notification code into the first screen. Ant Design's toast code itself
 * loads with the first toast: most visits never show one.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [Holder, setHolder] = useState<ComponentType<ToastHolderProps> | null>(null);
  const [deferred] = useState<DeferredToasts>(() => {
    let loading = false;
    const created = deferredToasts(() => {
      if (loading) return;
      loading = true;
      import('./toast-holder').then(
        (module) => setHolder(() => module.ToastHolder),
        () => {
          // Offline or redeployed: the waiting toasts are lost, and the next one tries again.
          created.drop();
          loading = false;
        },
      );
    });
    return created;
  });
  return (
    <FeedbackContext value={deferred.toasts}>
      {Holder && <Holder onReady={deferred.attach} />}
      {children}
    </FeedbackContext>
  );
}

/** The app's toasts (`message.success(…)`, `message.error(…)`). */
export function useFeedback(): { message: Toasts } {
  const message = useContext(FeedbackContext);
  if (!message) throw new Error('useFeedback() needs a <FeedbackProvider> above it');
  return { message };
}
