-- Display names (decision 036). Until now a member's name started as the local part of their e-mail address and was
-- shown on everything they wrote: that name, like any name of the neutral "Member 1234" form, becomes the neutral
-- name of its member (1000 + id: unique, and nothing of the address). The member chooses a name of their own later.
UPDATE "users" SET "name" = 'Member ' || (1000 + "id")
WHERE lower("name") = lower(left(split_part("email", '@', 1), 60))
   OR "name" ~* '^member [0-9]+$'
   OR btrim("name") = '';--> statement-breakpoint
-- Names two members chose alike (ignoring case): the first to join keeps it, the others get their neutral name.
UPDATE "users" AS u SET "name" = 'Member ' || (1000 + u."id")
WHERE EXISTS (SELECT 1 FROM "users" AS o WHERE lower(o."name") = lower(u."name") AND o."id" < u."id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"));
