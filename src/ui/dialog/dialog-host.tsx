import { chakra, Flex, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../action-button';
import { maskMobile } from '../mask-mobile';
import { Dialog } from './dialog';
import type { ChangedPhoneRequest, ConfirmRequest, DialogStore, IframeRequest, OpenDialog } from './dialog-store';

interface ViewProps<R> {
  request: R;
  close: (accepted: boolean) => void;
}

function ConfirmDialog({ request, close }: ViewProps<ConfirmRequest>) {
  const { t } = useTranslation();
  const footer = (
    <>
      {request.showCancel === false ? null : (
        <ActionButton type="button" variant="secondary" onClick={() => close(false)}>
          {request.cancelLabel ?? t('shell.dialog.cancel')}
        </ActionButton>
      )}
      <ActionButton type="button" onClick={() => close(true)}>
        {request.confirmLabel ?? t('shell.dialog.confirm')}
      </ActionButton>
    </>
  );
  return (
    <Dialog title={request.title ?? t('shell.dialog.notice')} onClose={() => close(false)} footer={footer} width={420}>
      <Text>{request.message}</Text>
    </Dialog>
  );
}

function IframePopup({ request, close }: ViewProps<IframeRequest>) {
  return (
    <Dialog title={request.title} onClose={() => close(false)} fullScreen>
      <chakra.iframe src={request.src} title={request.title} w="full" h="full" border="0" display="block" />
    </Dialog>
  );
}

// Its words are in the catalogue's frame area, not the home page's start areas: it opens after a login, on
// the account pages, which load the whole catalogue.
function ChangedPhoneDialog({ request, close }: ViewProps<ChangedPhoneRequest>) {
  const { t } = useTranslation();
  const footer = (
    <ActionButton type="button" onClick={() => close(true)}>
      {t('frame.changedPhone.ok')}
    </ActionButton>
  );
  return (
    <Dialog title={t('frame.changedPhone.title')} onClose={() => close(false)} footer={footer}>
      <Flex align="center" justify="center" gap={4} fontSize="xl" fontWeight="bold" my={4} wrap="wrap">
        <span aria-label={t('frame.changedPhone.old')}>{maskMobile(request.oldMobile)}</span>
        <span aria-hidden="true">→</span>
        <span aria-label={t('frame.changedPhone.new')}>{maskMobile(request.newMobile)}</span>
      </Flex>
      <Text textAlign="center">{t('frame.changedPhone.message')}</Text>
    </Dialog>
  );
}

function DialogView({ dialog, store }: { dialog: OpenDialog; store: DialogStore }) {
  const close = (accepted: boolean) => store.close(dialog.id, accepted);
  switch (dialog.kind) {
    case 'confirm':
      return <ConfirmDialog request={dialog.request} close={close} />;
    case 'iframe':
      return <IframePopup request={dialog.request} close={close} />;
    case 'changedPhone':
      return <ChangedPhoneDialog request={dialog.request} close={close} />;
  }
}

/** Renders the dialogs opened through the store, newest on top. */
export function DialogHost({ store }: { store: DialogStore }) {
  const dialogs = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <>
      {dialogs.map((dialog) => (
        <DialogView key={dialog.id} dialog={dialog} store={store} />
      ))}
    </>
  );
}
