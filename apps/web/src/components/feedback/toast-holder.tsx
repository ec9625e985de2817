import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';

export interface ToastHolderProps {
  /** Called with the toast API once the list that shows the toasts is in place. */
  onReady: (api: MessageInstance) => void;
}

/** Ant Design's toast list, loaded with the first toast (feedback-provider.tsx). */
export function ToastHolder({ onReady }: ToastHolderProps) {
  const [api, holder] = message.useMessage();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
