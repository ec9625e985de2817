import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

interface DataStateProps<T> {
  isPending: boolean;
  error: unknown;
  data: T | undefined;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** Replaces the default empty state (e.g. with an action that clears the filters). */
  empty?: ReactNode;
  /** Replaces the default skeleton (e.g. with placeholders that keep a page's anchors in place). */
  loading?: ReactNode;
  /** Replaces the generic 加载失败 title. */
  errorTitle?: string;
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
  empty,
  loading,
  errorTitle,
  onRetry,
  children,
}: DataStateProps<T>) {
  const { t } = useTranslation();
  if (isPending) return loading ?? <Skeleton active paragraph={{ rows: 3 }} aria-busy="true" />;
  if (error || data === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorTitle ?? t('state.error')}
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
    return (
      empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('state.empty')} />
    );
  return children(data);
}
