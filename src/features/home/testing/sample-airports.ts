import * as z from 'zod';
import { airportSchema, type Airport } from '../../../../contract/calls/content';
import airportsReply from './sample-airports.json';

/**
 * A few airports as system/init answers them, for the home page's tests: two hot cities, the two Shanghai
 * airports, one more mainland city and one abroad. Read with the reply's schema, so a mistyped row fails here.
 */
export const sampleAirports: Airport[] = z.array(airportSchema).parse(airportsReply);
