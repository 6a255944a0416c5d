import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';

// The Chinese locale for dayjs, which antd's date pickers read too.
dayjs.locale('zh-cn');

export { dayjs, type Dayjs };

/** A moment from the wire, in the browser's time, as the console shows it. */
export const formatTime = (instant: string | null) =>
  instant === null ? '—' : dayjs(instant).format('YYYY-MM-DD HH:mm:ss');
