// The 报文 view (issue 24 point 8): a bill's customs messages, or one receipt message, pretty-printed and downloadable.
export { MessagesDrawer, type MessagesDrawerProps } from './MessagesDrawer.tsx';
export { MessageViewer, type MessagesState, type MessageViewerProps } from './MessageViewer.tsx';
export { loadBillMessages, loadReceiptMessage, messageFileName } from './messageApi.ts';
export * from './messageTexts.ts';
