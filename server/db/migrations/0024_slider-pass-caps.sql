ALTER TABLE "risk_slider_challenges" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "risk_slider_challenges" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "risk_slider_challenges_address_idx" ON "risk_slider_challenges" USING btree ("address","answered_at");--> statement-breakpoint
CREATE INDEX "risk_slider_challenges_purpose_idx" ON "risk_slider_challenges" USING btree ("purpose","answered_at");