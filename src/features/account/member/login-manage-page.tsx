import { Box, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatInstant, localeOf } from '../../../i18n/format';
import type { LoginSession } from '../../../../contract/calls/member/security';
import { ActionButton } from '../../../ui/action-button';
import { FormRefusal } from '../../../ui/text-field';
import { EntryButton, EntryCard, EntryStack, EntryTitle } from './entry-list';
import { LoginHandoffIssuer } from './login-handoff-issuer';
import { memberApi, memberQueries } from './member-api';
import { useMemberAction } from './use-member-action';

/** /member/loginManage: where the member is signed in; any other session can be ended (it then gets 1408). */
export function LoginManagePage() {
  const { t, i18n } = useTranslation();
  const { data: sessions = [], isPending } = useQuery(memberQueries.sessions());
  const { refusal, act } = useMemberAction(memberQueries.sessions().queryKey);
  const when = (iso: string) => formatInstant(iso, localeOf(i18n.language));
  const others = sessions.filter((session) => !session.current);
  const label = (session: LoginSession) => session.device || t('member.sessions.unknownDevice');
  return (
    <Box>
      <FormRefusal message={refusal} />
      {others.length > 0 ? (
        <ActionButton mb={4} variant="secondary" onClick={() => void act(memberApi.signOutOtherDevices)}>
          {t('member.sessions.signOutOthers')}
        </ActionButton>
      ) : null}
      <EntryStack busy={isPending}>
        {sessions.map((session) => (
          <EntryCard
            key={session.sessionId}
            highlighted={session.current}
            actions={
              session.current ? null : (
                <EntryButton
                  label={t('member.sessions.signOutOf', { device: label(session), time: when(session.lastSeenAt) })}
                  onClick={() => void act(() => memberApi.signOutSession(session.sessionId))}
                >
                  {t('member.sessions.signOut')}
                </EntryButton>
              )
            }
          >
            <EntryTitle title={label(session)} mark={session.current ? t('member.sessions.thisDevice') : null} />
            <Text fontSize="sm" mt={1}>
              {t(`member.sessions.place.${session.place}`)} · {session.address}
            </Text>
            <Text fontSize="sm" color="muted">
              {t('member.sessions.times', { signedIn: when(session.signedInAt), lastSeen: when(session.lastSeenAt) })}
            </Text>
          </EntryCard>
        ))}
      </EntryStack>
      <LoginHandoffIssuer />
    </Box>
  );
}
