-- The location index also carries the id, so counting and listing the mines of a radius read the index
-- alone (an index-only scan) instead of one heap page per mine. Drizzle's index builder has no INCLUDE.
DROP INDEX "mines_location_gist";--> statement-breakpoint
CREATE INDEX "mines_location_gist" ON "mines" USING gist ("location") INCLUDE ("id");
