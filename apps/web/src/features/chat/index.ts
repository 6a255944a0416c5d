// The chat feature as the rest of the app sees it: its drawer is loaded on demand.
export { loadChatHost } from './lazy';
export { useChatStatus } from './api/chat';
