import { StarFilled, StarOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useSetFollow } from '../api/set-follow';
import { useDeskT } from '../desk-i18n';

/** Follow / unfollow a mine; the state shown is the server's answer. */
export function FollowButton({
  mineId,
  followed,
  mineName,
}: {
  mineId: number;
  followed: boolean;
  mineName: string;
}) {
  const { t } = useDeskT();
  const { message } = App.useApp();
  const [on, setOn] = useState(followed);
  const mutation = useSetFollow();
  const toggle = () =>
    mutation.mutate(
      { mineId, follow: !on },
      {
        onSuccess: (now) => {
          setOn(now);
          void message.success(t(now ? 'desk.followed' : 'desk.unfollowed', { name: mineName }));
        },
      },
    );
  return (
    <Button
      type={on ? 'default' : 'primary'}
      icon={on ? <StarFilled className="follow-button__star" aria-hidden /> : <StarOutlined aria-hidden />}
      loading={mutation.isPending}
      aria-pressed={on}
      onClick={toggle}
    >
      {on ? t('desk.following') : t('desk.follow')}
    </Button>
  );
}
