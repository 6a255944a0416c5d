import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalInstance } from 'antd/es/modal/useModal';

// Toasts and dialogs for the whole app. antd's message and modal code is loaded on the first call, not
// with the page: FeedbackHost (rendered inside the ConfigProvider, so the theme and locale apply) mounts
// their holders then, and calls made before they are ready wait in line.

export interface FeedbackHolders {
  message: MessageInstance;
  modal: ModalInstance;
}

let holders: FeedbackHolders | null = null;
let hostWanted = false;
const waiting: ((ready: FeedbackHolders) => void)[] = [];
const wantListeners = new Set<() => void>();

function run(call: (ready: FeedbackHolders) => void): void {
  if (holders) return call(holders);
  waiting.push(call);
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of wantListeners) listener();
}

/** For FeedbackHost: whether a call has asked for the holders, and a way to hear when one does. */
export const feedbackHost = {
  wanted: () => hostWanted,
  onWanted(listener: () => void): () => void {
    wantListeners.add(listener);
    return () => {
      wantListeners.delete(listener);
    };
  },
  register(ready: FeedbackHolders | null): void {
    holders = ready;
    if (ready) for (const call of waiting.splice(0)) call(ready);
  },
};

export const message = {
  info: (content: string) => run((ready) => void ready.message.info(content)),
  success: (content: string) => run((ready) => void ready.message.success(content)),
  warning: (content: string) => run((ready) => void ready.message.warning(content)),
  error: (content: string) => run((ready) => void ready.message.error(content)),
};

export const modal = {
  info: (props: ModalFuncProps) => run((ready) => void ready.modal.info(props)),
  warning: (props: ModalFuncProps) => run((ready) => void ready.modal.warning(props)),
  confirm: (props: ModalFuncProps) => run((ready) => void ready.modal.confirm(props)),
};
