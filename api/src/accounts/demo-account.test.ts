// The seeded demo account (README, docs/architecture.md §5): demo@yacht-harbour.local / Harbour2026.
import { eq } from 'drizzle-orm';
import { hashPassword } from '@yachts/contracts/password';
import { users } from '../db/schema';
import { DEMO_ACCOUNT, seedDemoAccount } from './demo-account';
import { dialectUnderTest, postForm } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { visitorOf } from './account-support';
import { bodyOf } from '../testing/answers';

const t = fileApp({ SEED: 'true' });

const demoRows = () => t.app.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));

describe(`the demo account (${dialectUnderTest})`, () => {
  it('logs in with Harbour2026 as Demo Sailor, e-mail verified, stored as argon2id', async () => {
    const response = await postForm(t.app, await visitorOf(t.app), '/user/login', {
      email: 'demo@yacht-harbour.local',
      password: hashPassword('Harbour2026'),
    });
    expect(bodyOf(response)).toMatchObject({
      code: 1,
      data: { name: 'Demo Sailor', email: 'demo@yacht-harbour.local', emailVerified: true },
    });
    const [row] = await demoRows();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('is created only when absent: seeding again keeps one account and what the user changed', async () => {
    const [before] = await demoRows();
    await t.app.database.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, before!.id));
    expect(await seedDemoAccount(t.app.database.db)).toBe(before!.id);
    const rows = await demoRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Renamed', passwordHash: before!.passwordHash });
  });
});
