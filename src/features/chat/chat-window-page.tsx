import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, QueryMessagesData } from '../../../contract/calls/customer-service';
import type { Locale } from '../../../contract/locales';
import { fetchChatMessages, sendChatMessage } from './chat-window-api';
import { useLocale } from '../../i18n/use-locale';
import { ActionButton } from '../../ui/action-button';
import { CUSTOMER_HOTLINE } from '../../ui/footer/contact-numbers';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';

export function chatMessagesQueryOptions(locale: Locale, token: string) {
  // Each load marks the shown messages read on the server, so it is never served stale from the cache.
  return queryOptions({
    queryKey: ['chat', 'messages', locale, token],
    queryFn: ({ signal }) => fetchChatMessages(token, signal),
    staleTime: 0,
  });
}

function Conversation({ token }: { token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const options = chatMessagesQueryOptions(locale, token);
  const conversation = useQuery(options);
  const send = useMutation({
    mutationFn: (text: string) => sendChatMessage(token, text),
    onSuccess: ({ messages }) => {
      queryClient.setQueryData<QueryMessagesData>(options.queryKey, (current) => ({
        messages: [...(current?.messages ?? []), ...messages],
      }));
    },
  });

  if (conversation.isPending)
    return (
      <Text p={5} color="muted">
        {t('chat.window.loading')}
      </Text>
    );
  if (conversation.isError) {
    return (
      <Box p={5} role="alert">
        <Text mb={3}>{conversation.error.message || t('chat.window.loadFailed')}</Text>
        <ActionButton variant="secondary" onClick={() => void conversation.refetch()}>
          {t('chat.window.retry')}
        </ActionButton>
      </Box>
    );
  }
  const messages: ChatMessage[] = conversation.data.messages;
  return (
    <>
      <ChatMessageList messages={messages} />
      <ChatComposer
        sending={send.isPending}
        sendError={send.isError ? send.error.message || t('chat.window.sendFailed') : undefined}
        onSend={(text) => send.mutateAsync(text)}
      />
    </>
  );
}

/** The chat window (opened by the side box's chat button): the conversation with the automatic assistant. */
export function ChatWindowPage({ token }: { token?: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('shell.documentTitle', { title: t('chat.window.title') });
  }, [t]);
  return (
    <Flex
      direction="column"
      h="100dvh"
      maxW="720px"
      mx="auto"
      bg="white"
      borderX={{ md: '1px solid' }}
      borderColor={{ md: 'line' }}
    >
      <Box as="header" bg="brand.600" color="white" px={{ base: 3, md: 5 }} py={3}>
        <Heading as="h1" fontSize="lg" fontWeight="semibold">
          {t('chat.window.title')}
        </Heading>
        <Text fontSize="sm" mt={1} opacity={0.95}>
          {t('chat.window.intro', { hotline: CUSTOMER_HOTLINE })}
        </Text>
      </Box>
      <Flex as="main" direction="column" flex="1" minH={0}>
        {token ? (
          <Conversation token={token} />
        ) : (
          <Text p={5} role="alert">
            {t('chat.window.noToken')}
          </Text>
        )}
      </Flex>
    </Flex>
  );
}
