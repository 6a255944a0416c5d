import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';

export function HomeButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate(paths.home.getHref())}>
      返回首页
    </Button>
  );
}
