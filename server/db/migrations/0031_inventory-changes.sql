CREATE TABLE "inventory_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"flight_date" date
);
--> statement-breakpoint
CREATE INDEX "inventory_changes_flight_date_idx" ON "inventory_changes" USING btree ("flight_date");--> statement-breakpoint
-- What a search shows for a day changes with its flights, their seats and fares: each statement that changes them notes the days it touched, in its own transaction (statement-level, so seeding a season costs one row per statement, not per flight).
CREATE FUNCTION "note_inventory_change_of_flights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO inventory_changes (flight_date)
      SELECT flight_date FROM changed_rows UNION SELECT flight_date FROM old_rows;
  ELSE
    INSERT INTO inventory_changes (flight_date) SELECT DISTINCT flight_date FROM changed_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "note_inventory_change_of_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO inventory_changes (flight_date)
      SELECT f.flight_date FROM flights f
      WHERE f.id IN (SELECT flight_id FROM changed_rows UNION SELECT flight_id FROM old_rows);
  ELSE
    INSERT INTO inventory_changes (flight_date)
      SELECT f.flight_date FROM flights f WHERE f.id IN (SELECT flight_id FROM changed_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A fare is the price of a booking class on every day of its season: the change notes a null day, which every day's version counts.
CREATE FUNCTION "note_inventory_change_of_fares"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inventory_changes (flight_date) SELECT NULL WHERE EXISTS (SELECT 1 FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "flights_inserted" AFTER INSERT ON "flights" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_inventory_change_of_flights();
--> statement-breakpoint
CREATE TRIGGER "flights_updated" AFTER UPDATE ON "flights" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_inventory_change_of_flights();
--> statement-breakpoint
CREATE TRIGGER "flights_deleted" AFTER DELETE ON "flights" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_inventory_change_of_flights();
--> statement-breakpoint
CREATE TRIGGER "flight_cabins_inserted" AFTER INSERT ON "flight_cabins" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_inventory_change_of_seats();
--> statement-breakpoint
CREATE TRIGGER "flight_cabins_updated" AFTER UPDATE ON "flight_cabins" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_inventory_change_of_seats();
--> statement-breakpoint
CREATE TRIGGER "flight_cabins_deleted" AFTER DELETE ON "flight_cabins" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_inventory_change_of_seats();
--> statement-breakpoint
CREATE TRIGGER "flight_buckets_inserted" AFTER INSERT ON "flight_buckets" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_inventory_change_of_seats();
--> statement-breakpoint
CREATE TRIGGER "flight_buckets_updated" AFTER UPDATE ON "flight_buckets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_inventory_change_of_seats();
--> statement-breakpoint
CREATE TRIGGER "flight_buckets_deleted" AFTER DELETE ON "flight_buckets" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_inventory_change_of_seats();
--> statement-breakpoint
CREATE TRIGGER "fares_inserted" AFTER INSERT ON "fares" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_inventory_change_of_fares();
--> statement-breakpoint
CREATE TRIGGER "fares_updated" AFTER UPDATE ON "fares" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_inventory_change_of_fares();
--> statement-breakpoint
CREATE TRIGGER "fares_deleted" AFTER DELETE ON "fares" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_inventory_change_of_fares();
