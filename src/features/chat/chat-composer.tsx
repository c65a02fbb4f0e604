import { chakra, Flex, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH, sendMessagePayload } from '../../../contract/calls/customer-service';
import { ActionButton } from '../../ui/action-button';

export interface ChatComposerProps {
  sending: boolean;
  /** A server refusal or a lost connection, already in the user's language. */
  sendError?: string;
  onSend(text: string): Promise<unknown>;
}

const textRule = sendMessagePayload.shape.text;

/** Where the traveller writes: Enter sends, Shift+Enter starts a new line; checked with the server's own rule. */
export function ChatComposer({ sending, sendError, onSend }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problemKey, setProblemKey] = useState<string>();
  const inputId = useId();
  const problemId = useId();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const checked = textRule.safeParse(text);
    if (!checked.success) return setProblemKey(checked.error.issues[0]?.message);
    setProblemKey(undefined);
    await onSend(checked.data).then(
      () => setText(''),
      () => undefined,
    );
  };
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  };
  const problem = problemKey ? t(problemKey) : sendError;

  return (
    <chakra.form onSubmit={submit} borderTop="1px solid" borderColor="line" px={{ base: 3, md: 5 }} py={3} bg="white">
      <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="medium" display="block" mb={1}>
        {t('chat.window.inputLabel')}
      </chakra.label>
      <Flex gap={2} alignItems="flex-end">
        <chakra.textarea
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={sendOnEnter}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          flex="1"
          minW={0}
          resize="none"
          px={3}
          py={2}
          border="1px solid"
          borderColor={problem ? 'brand.600' : 'line'}
          borderRadius="md"
          fontSize="md"
        />
        <ActionButton type="submit" disabled={sending} flexShrink={0}>
          {sending ? t('chat.window.sending') : t('chat.window.send')}
        </ActionButton>
      </Flex>
      {problem ? (
        <Text id={problemId} role="alert" color="brand.700" fontSize="sm" mt={1}>
          {problem}
        </Text>
      ) : null}
    </chakra.form>
  );
}
