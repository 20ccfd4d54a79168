import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PINCODE_PATTERN } from '@domain/employee';
import { schemaMessage } from '@domain/schemaMessages';
import type { ServiceContext } from '../../context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { envelope } from '../../openapi/common';

/** `PincodePlace` (pincodeDirectory.ts), whichever geocoder answers. */
const placeAnswer = envelope(
  z.object({
    pincode: z.string(),
    city: z.string(),
    district: z.string(),
    state: z.string(),
    country: z.literal('IN'),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    areas: z.array(z.string()),
  }),
);
const pincodeParams = z.object({ pincode: z.string().regex(PINCODE_PATTERN, schemaMessage('server.pincode_invalid')) });

/** The maps base (spec section 7): geocoding of Indian pincodes for address forms. */
export const mapsService = async (app: FastifyInstance, { geocoder }: ServiceContext) => {
  app.get('/pincodes/:pincode', { config: { access: { authenticated: true } }, schema: { summary: 'The place of an Indian pincode', params: pincodeParams, response: { 200: placeAnswer } } }, async (request, reply) => {
    const { pincode } = pincodeParams.parse(request.params);
    const place = await geocoder.pincode(pincode);
    if (!place) throw notFound('server.pincode_unknown');
    // A pincode's place does not change within a day; the browser need not ask twice.
    void reply.header('cache-control', 'private, max-age=86400');
    return ok(place);
  });
};
