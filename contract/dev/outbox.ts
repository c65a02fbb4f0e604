/** The development page listing the local SMS and mail outboxes (DEV_TOOLS=on, callers on this machine only). */
export const OUTBOX_PAGE_PATH = '/dev/outbox';
