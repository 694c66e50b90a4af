// The shop's outgoing mail for the browser journeys: a local SMTP server (smtp-server) that the shop
// sends through (SMTP_URL in playwright.config.ts), so journeys test real SMTP delivery. Each message
// it receives is written as an .eml file into E2E_MAIL_DIR, where the journeys read it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT ?? 4101);
const folder = process.env.E2E_MAIL_DIR;
if (!folder) throw new Error('E2E_MAIL_DIR is required: the folder the captured messages go to');
mkdirSync(folder, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(received).padStart(5, '0')}.eml`;
      writeFileSync(join(folder, name), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () =>
  console.info(`SMTP capture on 127.0.0.1:${port}, writing to ${folder}`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
