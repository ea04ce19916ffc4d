// Display names (decision 036): chosen at sign-up, unique ignoring case, changed on the profile under the same rule;
// members from before them get a neutral "Member N" from migration 0027; no community answer carries a member's
// address or any part of it.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_API, NOTIFICATIONS_API } from '@yachts/contracts/account';
import { COMMUNITY_API, COMMUNITY_CALLS } from '@yachts/contracts/community';
import { MESSAGES } from '@yachts/contracts/validation';
import { users } from '../db/schema';
import { apiGet, formCall, newMember, newModule, newTopic, type Member } from '../community/community-support';
import { dialectUnderTest, loginAs, postForm } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { codeFor, hashed, register, uniqueDisplayName, uniqueEmail, visitorOf, withAnswerCookies } from './account-support';
import { DisplayNameTakenError } from './users-repository';
import { bodyOf, idOf } from '../testing/answers';

const t = fileApp({ SEED: 'false' });

const nameOf = async (id: number) => (await t.app.database.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;

describe(`sign-up asks for a display name (${dialectUnderTest})`, () => {
  const passwords = { password: hashed('Harbour2026'), repassword: hashed('Harbour2026') };

  it('refuses a missing, short or address-like name before the code is used; the same code then signs up with a good one', async () => {
    const email = uniqueEmail('chooser');
    const visitor = await visitorOf(t.app);
    const code = await codeFor(t.app, 'register', email, visitor);
    const signUp = (fields: Record<string, unknown>) =>
      postForm(t.app, visitor, '/user/register', { email, verify_code: code, ...passwords, ...fields });

    for (const [fields, message] of [
      [{}, MESSAGES.displayNameRequired],
      [{ name: '   ' }, MESSAGES.displayNameRequired],
      [{ name: 'Al' }, MESSAGES.displayNameFormat],
      [{ name: 'A'.repeat(31) }, MESSAGES.displayNameFormat],
      [{ name: email }, MESSAGES.displayNameFormat],
      [{ name: 'Ann!' }, MESSAGES.displayNameFormat],
      [{ name: 'Member 4821' }, MESSAGES.displayNameReserved],
    ] as const) {
      const refused = await signUp(fields);
      expect(refused.statusCode).toBe(400);
      expect(bodyOf(refused)).toMatchObject({ code: 0, msg: { name: message } });
    }
    const name = uniqueDisplayName('Jürgen');
    const accepted = await signUp({ name: `  ${name.replace(' ', '   ')} ` });
    expect(bodyOf(accepted)).toMatchObject({ code: 1, data: { name, email } });
    // The address gives the name nothing: it is what the member chose.
    const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.name).toBe(name);
  });

  it('refuses a name another member has, ignoring case, with the taken message, and keeps the code for another name', async () => {
    const taken = uniqueDisplayName('Harbour Master');
    await loginAs(t.app, { name: taken });
    const email = uniqueEmail('second');
    const visitor = await visitorOf(t.app);
    const code = await codeFor(t.app, 'register', email, visitor);
    const signUp = (name: string) => postForm(t.app, visitor, '/user/register', { email, verify_code: code, ...passwords, name });

    const refused = await signUp(taken.toUpperCase());
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused)).toMatchObject({ code: 0, msg: { name: 'This display name is taken. Please choose another.' } });
    expect(await t.app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const other = uniqueDisplayName('Harbour Mate');
    expect(bodyOf(await signUp(other))).toMatchObject({ code: 1, data: { name: other } });
  });

  it('compares letters of any script without their case (a UTF-8 database: PGlite, and PostgreSQL as set up by default)', async () => {
    // lower() follows the database's character type; PGlite's is C.UTF-8. A PostgreSQL cluster made with the C
    // character type folds only ASCII (decision 036), so the check runs where the case of "É" is known.
    if (dialectUnderTest !== 'pglite') return;
    const suffix = uniqueDisplayName('x').slice(2);
    await loginAs(t.app, { name: `Élodie Ñúñez ${suffix}` });
    const { response } = await register(t.app, uniqueEmail('elodie'), 'Harbour2026', `ÉLODIE ñÚÑEZ ${suffix.toUpperCase()}`);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: { name: MESSAGES.displayNameTaken } });
  });

  it('is held by the database too: two members cannot end up with one name, whatever checked it before', async () => {
    const name = uniqueDisplayName('Race');
    await loginAs(t.app, { name });
    await expect(loginAs(t.app, { name: name.toLowerCase() })).rejects.toBeInstanceOf(DisplayNameTakenError);
  });
});

describe(`the profile changes the display name (${dialectUnderTest})`, () => {
  it('under the same rule; another member’s name, in any case, is a field error; the member may change the case of their own', async () => {
    const others = uniqueDisplayName('Quay Keeper');
    await loginAs(t.app, { name: others });
    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app, login);
    const change = (name: string) => postForm(t.app, visitor, '/user/profile', { name });

    const taken = await change(others.toLowerCase());
    expect(taken.statusCode).toBe(400);
    expect(bodyOf(taken)).toMatchObject({ code: 0, msg: { name: MESSAGES.displayNameTaken } });
    expect(bodyOf(await change('x@y.z'))).toMatchObject({ code: 0, msg: { name: MESSAGES.displayNameFormat } });
    expect(await nameOf(login.user.id)).toBe(login.user.name);

    const mine = uniqueDisplayName('Salty');
    expect(bodyOf(await change(mine))).toMatchObject({ code: 1, data: { name: mine } });
    expect(bodyOf(await change(mine.toUpperCase()))).toMatchObject({ code: 1, data: { name: mine.toUpperCase() } });
    expect(await nameOf(login.user.id)).toBe(mine.toUpperCase());
  });
});

describe(`migration 0027 gives members without a chosen name a neutral one (${dialectUnderTest})`, () => {
  const MIGRATION = path.join(__dirname, '../../drizzle/0027_display_names.sql');

  /** Runs the migration's statements again, as on a database from before it. */
  async function runMigration() {
    const statements = fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await t.app.database.db.execute(sql.raw(statement));
  }

  it('replaces names taken from the address, "Member N" look-alikes and the later of two equal names; chosen names stay', async () => {
    // A database from before display names: names from addresses, and two members who chose one name.
    await t.app.database.db.execute(sql.raw('DROP INDEX "users_name_lower_idx"'));
    const tag = uniqueDisplayName('').trim();
    const made = async (local: string, name: string) => (await loginAs(t.app, { email: `${local}@example.com`, name })).user.id;
    const fromAddress = await made(`skipper.${tag}`, `skipper.${tag}`);
    const fromAddressInCase = await made(`caps${tag}`, `Caps${tag}`);
    const lookAlike = await made(`look${tag}`, 'Member 5');
    const first = await made(`first${tag}`, `Ann Lee ${tag}`);
    const second = await made(`second${tag}`, `ann lee ${tag}`);
    const chosen = await made(`chosen${tag}`, `Quiet Keel ${tag}`);

    await runMigration();

    expect(await nameOf(fromAddress)).toBe(`Member ${1000 + fromAddress}`);
    expect(await nameOf(fromAddressInCase)).toBe(`Member ${1000 + fromAddressInCase}`);
    expect(await nameOf(lookAlike)).toBe(`Member ${1000 + lookAlike}`);
    expect(await nameOf(first)).toBe(`Ann Lee ${tag}`);
    expect(await nameOf(second)).toBe(`Member ${1000 + second}`);
    expect(await nameOf(chosen)).toBe(`Quiet Keel ${tag}`);
    // The index is back: names stay unique ignoring case.
    await expect(loginAs(t.app, { name: `QUIET KEEL ${tag.toUpperCase()}` })).rejects.toBeInstanceOf(DisplayNameTakenError);
  });
});

describe(`community answers never show a member's address (${dialectUnderTest})`, () => {
  it('topics, comments, replies, search, member pages and the bell name the member by the chosen name only', async () => {
    const secret = `privatekeel${uniqueDisplayName('').trim()}`;
    const name = uniqueDisplayName('Open Water');
    const { response, visitor } = await register(t.app, `${secret}@example.com`, 'Harbour2026', name);
    expect(bodyOf(response)).toMatchObject({ code: 1 });
    const [row] = await t.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, `${secret}@example.com`));
    const token = response.cookies.find((cookie) => cookie.name === 'token')!.value;
    const member: Member = {
      login: { user: row!, token, uuid: row!.uuid, cookie: `token=${token}; uuid=${row!.uuid}` },
      visitor: withAnswerCookies(visitor, response),
      id: row!.id,
      uuid: row!.uuid,
      name,
    };
    const other = await newMember(t.app);
    const section = await newModule(t.app, 'Addresses');
    const word = uniqueDisplayName('').trim();
    const own = await newTopic(t.app, section.id, { author: member, title: `Teak decks ${word}` });
    const theirs = await newTopic(t.app, section.id, { author: other, title: `Rigging ${word}` });
    const made = await formCall(t.app, member, COMMUNITY_CALLS.createComment, {
      topic_id: theirs,
      content: `Rigging ${word}, @${other.name}`,
    });
    expect(bodyOf(made)).toMatchObject({ code: 1 });
    const reply = await formCall(t.app, other, COMMUNITY_CALLS.createComment, {
      topic_id: theirs,
      cid: idOf(made),
      content: 'Thanks!',
    });
    expect(bodyOf(reply)).toMatchObject({ code: 1 });

    // [answer, whether it names the member (so the check looked where a name would be)]
    const answers = [
      [await apiGet(t.app, null, COMMUNITY_API.topics, { module: section.id }), true],
      [await apiGet(t.app, null, COMMUNITY_API.topic(own)), true],
      [await apiGet(t.app, null, COMMUNITY_API.topicComments(theirs)), true],
      [await apiGet(t.app, null, COMMUNITY_API.search, { q: word }), true],
      [await apiGet(t.app, null, ACCOUNT_API.memberProfile(member.uuid)), true],
      [await apiGet(t.app, null, ACCOUNT_API.memberTopics(member.uuid)), false],
      [await apiGet(t.app, other, NOTIFICATIONS_API.latest), true],
      [await formCall(t.app, other, '/user/mymessage', { type: 'interactive' }), true],
    ] as const;
    for (const [answer] of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body.toLowerCase()).not.toContain(secret);
    }
    const naming = answers.filter(([, names]) => names);
    expect(naming.length).toBeGreaterThan(0);
    for (const [answer] of naming) expect(answer.body).toContain(name);
  });
});
