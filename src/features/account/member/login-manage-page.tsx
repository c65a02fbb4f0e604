import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatInstant, localeOf } from '../../../i18n/format';
import type { LoginSession } from '../../../../contract/calls/member/security';
import { ActionButton } from '../../../ui/action-button';
import { FormRefusal } from '../../../ui/text-field';
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
      <Stack as="ul" gap={3} listStyleType="none" p={0} aria-busy={isPending}>
        {sessions.map((session) => (
          <Box
            as="li"
            key={session.sessionId}
            border="1px solid"
            borderColor={session.current ? 'brand.600' : 'line'}
            borderRadius="md"
            p={4}
            bg="white"
          >
            <Flex justify="space-between" gap={2} wrap="wrap">
              <Text fontWeight="semibold">{label(session)}</Text>
              {session.current ? (
                <Text as="span" fontSize="sm" color="brand.700">
                  {t('member.sessions.thisDevice')}
                </Text>
              ) : null}
            </Flex>
            <Text fontSize="sm" mt={1}>
              {t(`member.sessions.place.${session.place}`)} · {session.address}
            </Text>
            <Text fontSize="sm" color="muted">
              {t('member.sessions.times', { signedIn: when(session.signedInAt), lastSeen: when(session.lastSeenAt) })}
            </Text>
            {session.current ? null : (
              <ActionButton
                mt={3}
                variant="secondary"
                onClick={() => void act(() => memberApi.signOutSession(session.sessionId))}
                aria-label={t('member.sessions.signOutOf', { device: label(session), time: when(session.lastSeenAt) })}
              >
                {t('member.sessions.signOut')}
              </ActionButton>
            )}
          </Box>
        ))}
      </Stack>
      <LoginHandoffIssuer />
    </Box>
  );
}
