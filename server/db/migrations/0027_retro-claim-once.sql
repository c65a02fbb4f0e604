-- A member claims a ticket once. Claims made twice before keep one row each: the approved one, or else the
-- latest refusal.
DELETE FROM "points_retro_claims" AS "older" USING "points_retro_claims" AS "kept"
WHERE "older"."member_id" = "kept"."member_id" AND "older"."ticket_no" = "kept"."ticket_no" AND "older"."id" <> "kept"."id"
  AND (("kept"."status" = 'approved') > ("older"."status" = 'approved')
    OR (("kept"."status" = 'approved') = ("older"."status" = 'approved') AND "kept"."id" > "older"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "points_retro_claims_member_ticket" ON "points_retro_claims" USING btree ("member_id","ticket_no");