import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useFavouriteChange, useFavouriteIds } from '../lib/favourites';
import { message, modal } from '../lib/feedback';
import { useUserBase } from '../lib/user-base';

interface FavouriteButtonProps {
  goodsId: number;
  size?: 'small' | 'middle' | 'large';
}

/** The heart: 收藏 / 已收藏. A visitor is sent to log in first. */
export function FavouriteButton({ goodsId, size = 'small' }: FavouriteButtonProps) {
  const user = useUserBase();
  const kept = useFavouriteIds().has(goodsId);
  const change = useFavouriteChange();
  const navigate = useNavigate();
  const location = useLocation();

  const toggle = () => {
    if (user.data === null) {
      void navigate(paths.login.getHref(`${location.pathname}${location.search}`));
      return;
    }
    change.mutate(
      { goodsIds: [goodsId], keep: !kept },
      {
        onSuccess: ({ msg }) => {
          if (kept) return void message.success(msg || '取消收藏成功');
          // Spec §8: adding is confirmed, with the way to the list.
          modal.confirm({
            title: msg || '收藏成功',
            okText: '查看我的收藏',
            cancelText: '继续逛逛',
            onOk: () => void navigate(paths.favourites.getHref()),
          });
        },
      },
    );
  };

  return (
    <Button
      size={size}
      icon={kept ? <HeartFilled className="yc-heart-kept" /> : <HeartOutlined />}
      aria-pressed={kept}
      loading={change.isPending}
      disabled={user.data === undefined}
      onClick={toggle}
    >
      {kept ? '已收藏' : '收藏'}
    </Button>
  );
}
