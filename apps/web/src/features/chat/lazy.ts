// The chat feature's code, loaded the first time a buyer opens the chat.
export const loadChatHost = () =>
  import('./components/chat-host').then((module) => ({ default: module.ChatHost }));
