import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../contract/calls/customer-service';
import { useLocaleParam } from '../../ui/locale-link';

function MessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const mine = message.author === 'traveller';
  return (
    <Flex as="li" direction="column" alignItems={mine ? 'flex-end' : 'flex-start'} gap={1}>
      <Text fontSize="xs" color="muted" fontWeight="medium">
        {t(`chat.author.${message.author}`)}
      </Text>
      <Box
        maxW="85%"
        px={3}
        py={2}
        borderRadius="lg"
        bg={mine ? 'brand.600' : message.author === 'service' ? 'brand.50' : 'surface'}
        color={mine ? 'white' : 'ink'}
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        <Text>{message.text}</Text>
        {message.links.length ? (
          <Stack as="ul" gap={1} mt={2} pl={4} listStyleType="disc">
            {message.links.map((link) => (
              <li key={link.topicid}>
                {/* A new tab, so the conversation stays open beside the answer. */}
                <Link
                  to="/{-$locale}/serve/webView/{-$topicid}"
                  params={{ ...localeParam, topicid: link.topicid }}
                  target="_blank"
                  rel="noopener"
                >
                  <chakra.span color="brand.700" textDecoration="underline">
                    {link.title}
                  </chakra.span>
                </Link>
              </li>
            ))}
          </Stack>
        ) : null}
        {message.hotline ? (
          <chakra.a
            href={`tel:${message.hotline}`}
            display="inline-block"
            mt={2}
            color="brand.700"
            fontWeight="medium"
            textDecoration="underline"
          >
            {t('chat.window.call', { hotline: message.hotline })}
          </chakra.a>
        ) : null}
      </Box>
    </Flex>
  );
}

/** The conversation, newest at the bottom; a screen reader hears new messages as they arrive. */
export function ChatMessageList({ messages }: { messages: readonly ChatMessage[] }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label={t('chat.window.conversation')}
      flex="1"
      overflowY="auto"
      px={{ base: 3, md: 5 }}
      py={4}
    >
      {messages.length === 0 ? (
        <Text color="muted" textAlign="center" mt={6}>
          {t('chat.window.empty')}
        </Text>
      ) : (
        <Stack as="ol" gap={4} listStyleType="none" p={0} m={0}>
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </Stack>
      )}
      <div ref={end} />
    </Box>
  );
}
