import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DataStateProps<T> {
  isPending: boolean;
  error: unknown;
  data: T | undefined;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}

/** Every data view renders loading, error and empty explicitly, never a blank area. */
export function DataState<T>({
  isPending,
  error,
  data,
  isEmpty,
  emptyText,
  onRetry,
  children,
}: DataStateProps<T>) {
  const { t } = useTranslation();
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} aria-busy="true" />;
  if (error || data === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('state.error')}
        description={error instanceof Error && error.message ? error.message : undefined}
        action={
          onRetry && (
            <Button size="small" onClick={onRetry}>
              {t('state.retry')}
            </Button>
          )
        }
      />
    );
  }
  if (isEmpty?.(data))
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('state.empty')} />;
  return children(data);
}
