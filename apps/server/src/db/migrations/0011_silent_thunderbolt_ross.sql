CREATE TABLE "cargo_atitude" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"atitude_id" integer NOT NULL,
	"complemento" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "cargo_conhecimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"conhecimento_id" integer NOT NULL,
	"complemento" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "cargo_habilidade" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"habilidade_id" integer NOT NULL,
	"complemento" varchar(255)
);
--> statement-breakpoint
ALTER TABLE "cargo_atitude" ADD CONSTRAINT "cargo_atitude_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_atitude" ADD CONSTRAINT "cargo_atitude_atitude_id_atitude_id_fk" FOREIGN KEY ("atitude_id") REFERENCES "public"."atitude"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_conhecimento" ADD CONSTRAINT "cargo_conhecimento_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_conhecimento" ADD CONSTRAINT "cargo_conhecimento_conhecimento_id_conhecimento_id_fk" FOREIGN KEY ("conhecimento_id") REFERENCES "public"."conhecimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_habilidade" ADD CONSTRAINT "cargo_habilidade_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_habilidade" ADD CONSTRAINT "cargo_habilidade_habilidade_id_habilidade_id_fk" FOREIGN KEY ("habilidade_id") REFERENCES "public"."habilidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargo_atitude_cargo_idx" ON "cargo_atitude" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "cargo_atitude_atitude_idx" ON "cargo_atitude" USING btree ("atitude_id");--> statement-breakpoint
CREATE INDEX "cargo_conhecimento_cargo_idx" ON "cargo_conhecimento" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "cargo_conhecimento_conhecimento_idx" ON "cargo_conhecimento" USING btree ("conhecimento_id");--> statement-breakpoint
CREATE INDEX "cargo_habilidade_cargo_idx" ON "cargo_habilidade" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "cargo_habilidade_habilidade_idx" ON "cargo_habilidade" USING btree ("habilidade_id");