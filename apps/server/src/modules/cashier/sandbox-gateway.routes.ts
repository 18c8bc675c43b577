import { formatMoney } from '@portal/contracts/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import { signBody } from '../../lib/hmac-signature.ts';
import * as repo from './cashier.repo.ts';
import * as channelRepo from './channels.repo.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const payQuery = z.object({
  merchantOrderId: z.string().min(1).max(64),
  returnUrl: z.string().max(2000).optional(),
});
const payForm = payQuery.extend({ outcome: z.enum(['success', 'failed']) });

/** Only a path on this site: the sandbox must not become an open redirect. */
function safeReturnPath(returnUrl: string | undefined, host: string): string {
  try {
    const url = new URL(returnUrl ?? '/', `http://${host}`);
    return url.host === host ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f3f7;color:#1d2330;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:2rem;max-width:26rem;width:calc(100% - 2rem);box-shadow:0 4px 24px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.5rem 0}.note{color:#5b6476;font-size:.875rem}
.amount{font-size:2rem;font-weight:700;margin:1rem 0}.row{display:flex;gap:.75rem;margin-top:1.5rem}
button{flex:1;font:inherit;padding:.75rem;border-radius:8px;border:1px solid #c5cbd6;background:#fff;cursor:pointer}
button[value=success]{background:#1565c0;color:#fff;border-color:#1565c0}button:focus-visible{outline:3px solid #f9a825;outline-offset:2px}</style>
</head><body><main>${body}</main></body></html>`;

/**
 * A stand-in payment gateway for the demo merchant, served only outside production: the
 * player "pays" or cancels, and the gateway sends its HMAC-signed callback to the platform
 * exactly as a real one would (delivered in-process, so no address from the request is
 * ever fetched).
 */
export function sandboxGatewayRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    app.get('/sandbox-gateway/pay', async (req, reply) => {
      const query = payQuery.safeParse(req.query);
      const deposit = query.success
        ? await repo.findDepositByReference(deps.db, query.data.merchantOrderId)
        : undefined;
      reply.type('text/html; charset=utf-8');
      if (!query.success || !deposit)
        return page(
          'Payment not found',
          '<h1>Payment not found</h1><p>This payment link is not valid.</p><p><a href="/">Back to the portal</a></p>',
        );
      const amount = formatMoney(BigInt(deposit.amount), 2);
      const returnUrl = escapeHtml(query.data.returnUrl ?? '/');
      const done = deposit.status !== 'pending';
      return page(
        'Sandbox payment gateway',
        `<h1>Sandbox payment gateway</h1>
<p class="note">A test gateway: no real money moves. Order ${escapeHtml(deposit.reference)}</p>
<p class="amount">${escapeHtml(deposit.currency)} ${amount}</p>
${
  done
    ? `<p>This payment is already ${escapeHtml(deposit.status)}.</p><p><a href="${returnUrl}">Back to the portal</a></p>`
    : `<form method="post" action="/sandbox-gateway/pay">
<input type="hidden" name="merchantOrderId" value="${escapeHtml(deposit.reference)}">
<input type="hidden" name="returnUrl" value="${returnUrl}">
<div class="row"><button name="outcome" value="failed">Cancel payment</button><button name="outcome" value="success">Pay now</button></div>
</form>`
}`,
      );
    });

    app.post('/sandbox-gateway/pay', async (req, reply) => {
      const form = payForm.safeParse(req.body);
      if (!form.success) return reply.code(400).type('text/plain').send('Invalid payment form');
      const deposit = await repo.findDepositByReference(deps.db, form.data.merchantOrderId);
      const channel =
        deposit && (await channelRepo.findChannel(deps.db, deposit.merchant_id, deposit.channel_code));
      if (!deposit || !channel?.gateway_secret)
        return reply.code(404).type('text/plain').send('Payment not found');
      const body = JSON.stringify({
        merchantOrderId: deposit.reference,
        gatewayTradeId: `SBX${deposit.id}`,
        amount: Number(deposit.amount),
        status: form.data.outcome,
      });
      await app.inject({
        method: 'POST',
        url: `/wps/cashier/gateway/callback/${encodeURIComponent(channel.code)}`,
        headers: {
          'content-type': 'application/json',
          'x-gateway-signature': signBody(channel.gateway_secret, body),
        },
        payload: body,
      });
      return reply.redirect(safeReturnPath(form.data.returnUrl, req.host), 303);
    });
  };
}
