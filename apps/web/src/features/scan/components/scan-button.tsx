import { ScanOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** 扫一扫 in a phone's top bar: the camera, to find goods by their pack. */
export function ScanButton() {
  return (
    <Link to={paths.scan.getHref()} className="yc-scan-button" aria-label="扫一扫">
      <ScanOutlined aria-hidden />
      <span>扫一扫</span>
    </Link>
  );
}
