// The example partner app from the command line (examples/partner-sync/README.md):
//   MARKETPLACE_URL=http://localhost:4000 MARKETPLACE_KEY=mk_... STORE_ID=casa-nova-interiors \
//   WEBHOOK_SECRET=whsec_... npx tsx examples/partner-sync/src/main.ts [slug price]
import { createMarketplaceClient } from '../../../sdk/src/index.ts';
import { listStoreProducts, updatePrice } from './catalogue.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (see examples/partner-sync/README.md).`);
  return value;
}

const client = createMarketplaceClient({ baseUrl: setting('MARKETPLACE_URL'), apiKey: setting('MARKETPLACE_KEY') });
const storeId = setting('STORE_ID');

const products = await listStoreProducts(client, storeId);
console.log(`${storeId} lists ${products.length} products:`);
for (const product of products) console.log(`  ${product.slug}  ${product.price.amount} USD  ${product.name}`);

const [slug, price] = process.argv.slice(2);
if (slug && price) {
  const { product } = await updatePrice(client, { slug, price, idempotencyKey: `price-${slug}-${price}` });
  console.log(`${product.slug} now costs ${product.productPrice} USD.`);
}

if (process.env.WEBHOOK_SECRET) {
  const receiver = await startWebhookReceiver({
    secret: process.env.WEBHOOK_SECRET,
    port: Number(process.env.WEBHOOK_PORT ?? 8787),
    onEvent: (event) => console.log(`${event.timestamp} ${event.type}`, JSON.stringify(event.data)),
  });
  console.log(`Waiting for webhooks at ${receiver.url} (Ctrl+C to stop).`);
}
