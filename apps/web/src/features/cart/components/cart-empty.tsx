import { ShoppingCartOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function CartEmpty() {
  return (
    <Result
      className="yc-cart-empty"
      icon={<ShoppingCartOutlined />}
      title="购物车还是空的"
      extra={
        <Link className="yc-cart-go-shopping" to={paths.home.getHref()}>
          去逛逛
        </Link>
      }
    />
  );
}
