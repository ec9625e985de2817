import { message as antdMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, type ReactNode, useContext } from 'react';

const FeedbackContext = createContext<MessageInstance | null>(null);

/**
 * Toasts for the whole app, themed by the surrounding ConfigProvider. Lighter than Ant Design's `App`,
 * which also brings the modal and notification code into the first screen.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [message, holder] = antdMessage.useMessage();
  return (
    <FeedbackContext value={message}>
      {holder}
      {children}
    </FeedbackContext>
  );
}

/** The app's toasts (`message.success(…)`, `message.error(…)`). */
export function useFeedback(): { message: MessageInstance } {
  const message = useContext(FeedbackContext);
  if (!message) throw new Error('useFeedback() needs a <FeedbackProvider> above it');
  return { message };
}
