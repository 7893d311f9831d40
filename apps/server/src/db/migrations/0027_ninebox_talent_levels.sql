CREATE TABLE "nine_box" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"data" date NOT NULL,
	"percentual_baixo_potencial" integer DEFAULT 33 NOT NULL,
	"percentual_alto_potencial" integer DEFAULT 66 NOT NULL,
	"percentual_baixo_desempenho" integer DEFAULT 33 NOT NULL,
	"percentual_alto_desempenho" integer DEFAULT 66 NOT NULL,
	"eixo_invertido" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nine_box_quadrante" (
	"id" serial PRIMARY KEY NOT NULL,
	"nine_box_id" integer NOT NULL,
	"posicao" integer NOT NULL,
	"nomeclatura" varchar(24) NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nivel_competencia_colaborador" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"colaborador_id" integer NOT NULL,
	"faixa_salarial_id" integer NOT NULL,
	"data" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nivel_competencia_colaborador_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"registro_id" integer NOT NULL,
	"conhecimento_id" integer,
	"habilidade_id" integer,
	"atitude_id" integer,
	"nivel_competencia_id" integer NOT NULL,
	CONSTRAINT "nivel_comp_colab_item_uma_competencia" CHECK (num_nonnulls("nivel_competencia_colaborador_item"."conhecimento_id", "nivel_competencia_colaborador_item"."habilidade_id", "nivel_competencia_colaborador_item"."atitude_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "nine_box" ADD CONSTRAINT "nine_box_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nine_box_quadrante" ADD CONSTRAINT "nine_box_quadrante_nine_box_id_nine_box_id_fk" FOREIGN KEY ("nine_box_id") REFERENCES "public"."nine_box"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nivel_competencia_colaborador" ADD CONSTRAINT "nivel_competencia_colaborador_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nivel_competencia_colaborador" ADD CONSTRAINT "nivel_competencia_colaborador_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nivel_competencia_colaborador" ADD CONSTRAINT "nivel_competencia_colaborador_faixa_salarial_id_faixa_salarial_id_fk" FOREIGN KEY ("faixa_salarial_id") REFERENCES "public"."faixa_salarial"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nivel_competencia_colaborador_item" ADD CONSTRAINT "nivel_competencia_colaborador_item_registro_id_nivel_competencia_colaborador_id_fk" FOREIGN KEY ("registro_id") REFERENCES "public"."nivel_competencia_colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nivel_competencia_colaborador_item" ADD CONSTRAINT "nivel_competencia_colaborador_item_conhecimento_id_conhecimento_id_fk" FOREIGN KEY ("conhecimento_id") REFERENCES "public"."conhecimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nivel_competencia_colaborador_item" ADD CONSTRAINT "nivel_competencia_colaborador_item_habilidade_id_habilidade_id_fk" FOREIGN KEY ("habilidade_id") REFERENCES "public"."habilidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nivel_competencia_colaborador_item" ADD CONSTRAINT "nivel_competencia_colaborador_item_atitude_id_atitude_id_fk" FOREIGN KEY ("atitude_id") REFERENCES "public"."atitude"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nivel_competencia_colaborador_item" ADD CONSTRAINT "nivel_competencia_colaborador_item_nivel_competencia_id_nivel_competencia_id_fk" FOREIGN KEY ("nivel_competencia_id") REFERENCES "public"."nivel_competencia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nine_box_empresa_data_uq" ON "nine_box" USING btree ("empresa_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "nine_box_quadrante_posicao_uq" ON "nine_box_quadrante" USING btree ("nine_box_id","posicao");--> statement-breakpoint
CREATE UNIQUE INDEX "nivel_comp_colab_data_uq" ON "nivel_competencia_colaborador" USING btree ("colaborador_id","data");--> statement-breakpoint
CREATE INDEX "nivel_comp_colab_empresa_data_idx" ON "nivel_competencia_colaborador" USING btree ("empresa_id","data");--> statement-breakpoint
CREATE INDEX "nivel_comp_colab_faixa_idx" ON "nivel_competencia_colaborador" USING btree ("faixa_salarial_id");--> statement-breakpoint
CREATE INDEX "nivel_comp_colab_item_registro_idx" ON "nivel_competencia_colaborador_item" USING btree ("registro_id");--> statement-breakpoint
CREATE INDEX "nivel_comp_colab_item_conhecimento_idx" ON "nivel_competencia_colaborador_item" USING btree ("conhecimento_id");--> statement-breakpoint
CREATE INDEX "nivel_comp_colab_item_habilidade_idx" ON "nivel_competencia_colaborador_item" USING btree ("habilidade_id");--> statement-breakpoint
CREATE INDEX "nivel_comp_colab_item_atitude_idx" ON "nivel_competencia_colaborador_item" USING btree ("atitude_id");--> statement-breakpoint
CREATE INDEX "nivel_comp_colab_item_nivel_idx" ON "nivel_competencia_colaborador_item" USING btree ("nivel_competencia_id");