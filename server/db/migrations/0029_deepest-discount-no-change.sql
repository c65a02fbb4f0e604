-- The deepest discount (L) cannot be changed voluntarily: its change percent is the "no change" mark (100).
UPDATE "fares" SET "change_fee_percent" = 100 WHERE "booking_class" = 'L';
