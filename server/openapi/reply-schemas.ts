import type * as z from 'zod';
import * as accountCalls from '../../contract/calls/account-calls';
import * as accounts from '../../contract/calls/accounts';
import * as checkInReplies from '../../contract/calls/check-in-replies';
import * as checkIn from '../../contract/calls/check-in';
import * as combi from '../../contract/calls/combi';
import * as content from '../../contract/calls/content';
import * as customerServiceCalls from '../../contract/calls/customer-service-calls';
import * as customerService from '../../contract/calls/customer-service';
import * as flights from '../../contract/calls/flights';
import * as orders from '../../contract/calls/orders';
import * as payments from '../../contract/calls/payments';
import * as refunds from '../../contract/calls/refunds';
import * as ticketVerification from '../../contract/calls/ticket-verification';
import * as validProducts from '../../contract/calls/valid-products';
import * as flightSearch from '../../contract/flight-search';
import * as risk from '../../contract/risk';

const MODULES: Record<string, unknown>[] = [
  accounts,
  accountCalls,
  checkIn,
  checkInReplies,
  combi,
  content,
  customerService,
  customerServiceCalls,
  flights,
  orders,
  payments,
  refunds,
  ticketVerification,
  validProducts,
  risk,
  flightSearch,
];

const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** Every exported schema of the contract by its name (`orderDetailsPayload`, `orderDetailsData`, …) and back. */
const schemasByName = new Map<string, z.ZodType>();
const namesBySchema = new Map<z.ZodType, string>();
for (const module of MODULES) {
  for (const [name, value] of Object.entries(module)) {
    if (!isSchema(value)) continue;
    schemasByName.set(name, value);
    if (!namesBySchema.has(value)) namesBySchema.set(value, name);
  }
}

export function payloadNameOf(input: z.ZodType): string | undefined {
  return namesBySchema.get(input);
}

/**
 * The contract names a call's payload `xPayload` and its reply's data `xData`: a call's reply schema is found
 * from the payload schema it is registered with. Undefined where the contract has no reply schema by that name.
 */
export function replySchemaFor(input: z.ZodType): { name: string; schema: z.ZodType } | undefined {
  const payloadName = namesBySchema.get(input);
  const base = payloadName?.replace(/(Payload|Input|InputSchema|PayloadSchema)$/, '');
  if (!base || base === payloadName) return undefined;
  for (const name of [`${base}Data`, `${base}Reply`, `${base}DataSchema`, `${base}ReplySchema`]) {
    const schema = schemasByName.get(name);
    if (schema) return { name, schema };
  }
  return undefined;
}
