import type { FastifyReply } from 'fastify';

/** A PDF made for this traveller alone, sent as a file to save: never kept by a cache on the way. */
export function sendPdfDownload(reply: FastifyReply, { pdf, fileName }: { pdf: Uint8Array; fileName: string }) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('application/pdf')
    .send(pdf);
}
