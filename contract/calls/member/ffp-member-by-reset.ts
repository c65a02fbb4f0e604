import * as z from 'zod';
import { contractCall } from '../../call';
import { CALLS } from '../../call-paths';
import { queryFfpMemberByResetData, queryFfpMemberByResetPayload } from '../accounts';
import { clubAccountPreview, queryClubForBindingPayload } from './real-name';

/**
 * member/queryFfpMemberByReset: one path of spec 7 with two askers, each with its own reply. Account recovery sends
 * the mobile and its SMS code and gets a reset ticket; a verified member about to bind a club card sends its number
 * and sees whose account it is. The SPA asks through the asker's call, so a reply of the other shape is a broken
 * contract (BAD_REPLY), not a value to guess at; the server answers both on the path's one route.
 */
export const queryMemberForResetCall = contractCall({
  path: CALLS.queryFfpMemberByReset,
  payload: queryFfpMemberByResetPayload,
  reply: queryFfpMemberByResetData,
});
export const queryClubForBindingCall = contractCall({
  path: CALLS.queryFfpMemberByReset,
  payload: queryClubForBindingPayload,
  reply: clubAccountPreview,
});
/** The server's route for the path: either asker, and the reply of the one that asked. */
export const queryFfpMemberByResetCall = contractCall({
  path: CALLS.queryFfpMemberByReset,
  payload: z.union([queryMemberForResetCall.payload, queryClubForBindingCall.payload]),
  reply: z.union([queryMemberForResetCall.reply, queryClubForBindingCall.reply]),
});
