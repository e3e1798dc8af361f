import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMailConfig } from './config.ts';
import { createMailTransport } from './transport.ts';

describe('the file transport (no SMTP_URL)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function dataDir(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'mail-transport-'));
    dirs.push(dir);
    return dir;
  }

  it('writes each message as an .eml file a mail parser reads back whole', async () => {
    const { value: config } = parseMailConfig({}, dataDir());
    const transport = createMailTransport(config);
    expect(transport.kind).toBe('file');

    await transport.send({
      to: 'abebe@example.et',
      subject: 'ሰርቨርዎ (small) ዝግጁ ነው',
      text: 'ጤና ይስጥልኝ፣\n\nIP: 196.188.10.20\n',
      html: '<p>ጤና ይስጥልኝ፣</p>',
    });
    await transport.send({ to: 'second@example.et', subject: 'Second', text: 'Two' });

    const files = readdirSync(config.outboxDir).sort();
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{12}\.eml$/);

    const parsed = await Promise.all(
      files.map((file) => simpleParser(readFileSync(path.join(config.outboxDir, file)))),
    );
    const first = parsed.find((mail) => mail.subject === 'ሰርቨርዎ (small) ዝግጁ ነው');
    expect(first).toBeDefined();
    expect(first!.from?.value).toEqual([{ name: 'Abay Cloud', address: 'no-reply@abaycloud.local' }]);
    expect(first!.to && 'text' in first!.to ? first!.to.text : undefined).toBe('abebe@example.et');
    expect(first!.text).toBe('ጤና ይስጥልኝ፣\n\nIP: 196.188.10.20\n');
    expect(first!.html).toBe('<p>ጤና ይስጥልኝ፣</p>');
    expect(first!.messageId).toMatch(/@abaycloud\.local>$/);
    expect(parsed.map((mail) => mail.subject).sort()).toEqual(['Second', 'ሰርቨርዎ (small) ዝግጁ ነው']);
  });

  it('uses the configured sender', async () => {
    const { value: config } = parseMailConfig({ MAIL_FROM: 'Billing <billing@abaycloud.et>' }, dataDir());
    await createMailTransport(config).send({ to: 'a@example.et', subject: 'S', text: 'T' });

    const [file] = readdirSync(config.outboxDir);
    const mail = await simpleParser(readFileSync(path.join(config.outboxDir, file!)));
    expect(mail.from?.value).toEqual([{ name: 'Billing', address: 'billing@abaycloud.et' }]);
  });
});
