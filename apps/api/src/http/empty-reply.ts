import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** 202 and 204 answers have no body at all (api-contract §1.4), not even `null`. */
export const emptyBody = (status: 202 | 204) => z.null().describe(status === 202 ? 'Accepted' : 'No Content');

export const sendEmpty = (reply: FastifyReply, status: 202 | 204) =>
  (reply as FastifyReply).code(status).send();
