import type { DrawResult } from '@yaocai/domain/contracts/draws-responses';
import { modal } from '../../../lib/feedback';

/** The result as the spec alerts it (§8): congratulations, with the prize's name and remarks. */
export function announcePrize(result: DrawResult): void {
  const content = result.remarks ? `${result.name}（${result.remarks}）` : result.name;
  modal.info({
    title: result.is_win ? '恭喜您中奖了！' : '谢谢参与',
    content: result.is_win ? `恭喜您抽中：${content}` : content,
    okText: '知道了',
  });
}

/** The confirmation closing a draw in progress asks for (§8). */
export const CLOSE_WHILE_DRAWING_TEXT = '正在抽奖中，确定关闭吗？如未显示抽奖结果，请到个人中心查看。';
