CREATE TABLE "limite_colaborador_cargo" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"cargo_id" integer NOT NULL,
	"area_organizacional_id" integer,
	"limite" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "limite_colaborador_cargo" ADD CONSTRAINT "limite_colaborador_cargo_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limite_colaborador_cargo" ADD CONSTRAINT "limite_colaborador_cargo_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limite_colaborador_cargo" ADD CONSTRAINT "limite_colaborador_cargo_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "limite_colaborador_cargo_empresa_idx" ON "limite_colaborador_cargo" USING btree ("empresa_id","cargo_id");--> statement-breakpoint
CREATE INDEX "limite_colaborador_cargo_cargo_idx" ON "limite_colaborador_cargo" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "limite_colaborador_cargo_area_idx" ON "limite_colaborador_cargo" USING btree ("area_organizacional_id");