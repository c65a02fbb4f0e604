/** Dialogs any page may open (spec 2): confirm, full-screen iframe popup, changed bound phone. */
export interface ConfirmRequest {
  /** Defaults to 'Notice' in the user's language. */
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Two buttons (confirm and cancel) or just one. */
  showCancel?: boolean;
}

export interface IframeRequest {
  title: string;
  src: string;
}

export interface ChangedPhoneRequest {
  oldMobile: string;
  newMobile: string;
}

export type OpenDialog =
  | { id: number; kind: 'confirm'; request: ConfirmRequest }
  | { id: number; kind: 'iframe'; request: IframeRequest }
  | { id: number; kind: 'changedPhone'; request: ChangedPhoneRequest };

type DialogKind = OpenDialog['kind'];

export interface DialogStore {
  confirm(request: ConfirmRequest): Promise<boolean>;
  openIframe(request: IframeRequest): Promise<boolean>;
  announceChangedPhone(request: ChangedPhoneRequest): Promise<boolean>;
  /** Closes a dialog; `accepted` resolves the promise its opener holds. */
  close(id: number, accepted: boolean): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly OpenDialog[];
}

export function createDialogStore(): DialogStore {
  let dialogs: readonly OpenDialog[] = [];
  let nextId = 1;
  const resolvers = new Map<number, (accepted: boolean) => void>();
  const listeners = new Set<() => void>();
  const publish = (next: readonly OpenDialog[]) => {
    dialogs = next;
    listeners.forEach((listener) => listener());
  };
  const open = (kind: DialogKind, request: OpenDialog['request']) =>
    new Promise<boolean>((resolve) => {
      const id = nextId++;
      resolvers.set(id, resolve);
      publish([...dialogs, { id, kind, request } as OpenDialog]);
    });

  return {
    confirm: (request) => open('confirm', request),
    openIframe: (request) => open('iframe', request),
    announceChangedPhone: (request) => open('changedPhone', request),
    close(id, accepted) {
      const resolve = resolvers.get(id);
      if (!resolve) return;
      resolvers.delete(id);
      publish(dialogs.filter((dialog) => dialog.id !== id));
      resolve(accepted);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => dialogs,
  };
}
