DROP INDEX "mines_location_gist";--> statement-breakpoint
ALTER TABLE "mines" ADD COLUMN "location" "earth" GENERATED ALWAYS AS (ll_to_earth(lat, lng)) STORED;--> statement-breakpoint
CREATE INDEX "mines_location_gist" ON "mines" USING gist ("location");