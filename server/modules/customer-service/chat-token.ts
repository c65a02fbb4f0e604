import { jwtVerify, SignJWT } from 'jose';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { serverSecret } from '../../shared/server-secret';

const ISSUER = 'airline-website';
const AUDIENCE = 'airline-website-chat';
const TOKEN_TYPE = 'chat+jwt';
const TOKEN_HOURS = 12;

/**
 * The chat window's token names only its conversation: the window URL carries it, so it must not be a key
 * to the member's account the way the session JWT is.
 */
export async function issueChatToken(
  context: Pick<CallContext, 'db' | 'config' | 'clock'>,
  conversationId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + TOKEN_HOURS * 3_600_000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(conversationId)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(await serverSecret(context));
  return { token, expiresAt };
}

/** The conversation a token opens; an expired or forged token is refused with a message to reopen the chat. */
export async function conversationOfToken(
  context: Pick<CallContext, 'db' | 'config' | 'clock'>,
  token: string,
): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, await serverSecret(context), {
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TOKEN_TYPE,
      algorithms: ['HS256'],
      currentDate: context.clock.now(),
      requiredClaims: ['sub', 'exp'],
    });
    return payload.sub!;
  } catch {
    throw new CallError('chat.tokenInvalid', 'chat.errors.tokenInvalid');
  }
}
