import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';

// dayjs with the Chinese locale (also what antd's date pickers read), set up where dates are used
// rather than at start, so that pages without dates do not load it.
dayjs.locale('zh-cn');

export { dayjs, type Dayjs };
