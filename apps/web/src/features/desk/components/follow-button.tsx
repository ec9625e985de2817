import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useSetFollow } from '../api/set-follow';
import { useDeskT } from '../desk-i18n';
import { useFeedback } from '@/components/feedback';
import '@/styles/features/desk.css';

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
  const { message } = useFeedback();
  const [on, setOn] = useState(followed);
  const mutation = useSetFollow();
  // Not mutate's own onSuccess: the button is keyed by the profile's followed flag, and a refetch of the
  // profile during the request remounts it; a mutation forgets the callbacks of a button that is gone.
  const toggle = () =>
    mutation
      .mutateAsync({ mineId, follow: !on })
      .then((now) => {
        setOn(now);
        void message.success(t(now ? 'desk.followed' : 'desk.unfollowed', { name: mineName }));
      })
      .catch(() => undefined);
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
