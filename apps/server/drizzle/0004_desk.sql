CREATE TABLE "mine_follows" (
	"user_id" integer NOT NULL,
	"mine_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mine_follows_user_id_mine_id_pk" PRIMARY KEY("user_id","mine_id")
);
--> statement-breakpoint
CREATE TABLE "mine_views" (
	"user_id" integer NOT NULL,
	"mine_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mine_views_user_id_mine_id_pk" PRIMARY KEY("user_id","mine_id")
);
--> statement-breakpoint
ALTER TABLE "mine_follows" ADD CONSTRAINT "mine_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_follows" ADD CONSTRAINT "mine_follows_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_views" ADD CONSTRAINT "mine_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mine_views" ADD CONSTRAINT "mine_views_mine_id_mines_id_fk" FOREIGN KEY ("mine_id") REFERENCES "public"."mines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mine_follows_mine_idx" ON "mine_follows" USING btree ("mine_id");--> statement-breakpoint
CREATE INDEX "mine_views_recent_idx" ON "mine_views" USING btree ("user_id","viewed_at" DESC NULLS LAST);