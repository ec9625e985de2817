import { AVATAR_LIMITS, type UserInfo } from '@coal/contracts';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useFeedback } from '@/components/feedback';
import { sessionKeys } from '@/lib/session';
import { removeAvatar, uploadAvatar } from './api/account-api';
import { UserAvatar } from './user-avatar';
import { useUserT } from './user-i18n';

const ACCEPT = AVATAR_LIMITS.types.join(',');

/** Picks, uploads and removes the avatar; the server judges the file by its content and re-encodes it. */
export function AvatarUpload({ user }: { user: UserInfo }) {
  const { t } = useUserT();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The navbar reads the session's user: a fresh profile brings it the new picture.
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKeys.info() });
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async (res) => {
      setProblem(null);
      void message.success(res.msg);
      await refresh();
    },
    onError: (error) =>
      setProblem(error instanceof Error && error.message ? error.message : t('account.avatar.wrongType')),
  });
  const remove = useMutation({
    mutationFn: removeAvatar,
    onSuccess: async (res) => {
      void message.success(res.msg);
      await refresh();
    },
  });

  const onPick = (file: File | undefined) => {
    if (!file) return;
    // A first check saves a useless upload; the server checks the content itself.
    if (!(AVATAR_LIMITS.types as readonly string[]).includes(file.type))
      setProblem(t('account.avatar.wrongType'));
    else if (file.size > AVATAR_LIMITS.maxBytes) setProblem(t('account.avatar.tooLarge'));
    else upload.mutate(file);
  };

  return (
    <section className="avatar-upload" aria-labelledby="avatar-title">
      <UserAvatar name={user.nickName} src={user.avatar} size={96} className="avatar-upload__picture" />
      <div className="avatar-upload__body">
        <h2 id="avatar-title" className="panel-heading">
          {t('account.avatar.title')}
        </h2>
        <Typography.Paragraph type="secondary" className="avatar-upload__hint">
          {t('account.avatar.hint')}
        </Typography.Paragraph>
        <Space wrap>
          <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={() => input.current?.click()}>
            {user.avatar ? t('account.avatar.change') : t('account.avatar.upload')}
          </Button>
          {user.avatar && (
            <Popconfirm title={t('account.avatar.removeConfirm')} onConfirm={() => remove.mutate()}>
              <Button icon={<DeleteOutlined />} loading={remove.isPending}>
                {t('account.avatar.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="avatar-file"
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {problem && (
          <Alert type="error" showIcon title={problem} className="avatar-upload__problem" role="alert" />
        )}
      </div>
    </section>
  );
}
