CREATE TABLE "reajuste_colaborador" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"tabela_reajuste_colaborador_id" integer NOT NULL,
	"colaborador_id" integer NOT NULL,
	"estabelecimento_atual_id" integer,
	"area_organizacional_atual_id" integer,
	"faixa_salarial_atual_id" integer,
	"tipo_salario_atual" varchar(1),
	"indice_atual_id" integer,
	"quantidade_indice_atual" numeric(12, 2),
	"salario_atual" numeric(12, 2),
	"estabelecimento_proposto_id" integer NOT NULL,
	"area_organizacional_proposta_id" integer NOT NULL,
	"faixa_salarial_proposta_id" integer NOT NULL,
	"ambiente_proposto_id" integer,
	"funcao_proposta_id" integer,
	"tipo_salario_proposto" varchar(1) NOT NULL,
	"indice_proposto_id" integer,
	"quantidade_indice_proposto" numeric(12, 2),
	"salario_proposto" numeric(12, 2),
	"valor_diferenca" numeric(12, 2),
	"percentual_diferenca" numeric(12, 4),
	"observacao" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "reajuste_faixa_salarial" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"tabela_reajuste_colaborador_id" integer NOT NULL,
	"faixa_salarial_id" integer NOT NULL,
	"tipo_atual" varchar(1),
	"indice_atual_id" integer,
	"quantidade_atual" numeric(12, 2),
	"valor_atual" numeric(12, 2),
	"tipo_proposto" varchar(1) NOT NULL,
	"indice_proposto_id" integer,
	"quantidade_proposta" numeric(12, 2),
	"valor_proposto" numeric(12, 2),
	"valor_diferenca" numeric(12, 2),
	"percentual_diferenca" numeric(12, 4)
);
--> statement-breakpoint
CREATE TABLE "reajuste_indice" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"tabela_reajuste_colaborador_id" integer NOT NULL,
	"indice_id" integer NOT NULL,
	"valor_atual" numeric(12, 2),
	"valor_proposto" numeric(12, 2),
	"valor_diferenca" numeric(12, 2),
	"percentual_diferenca" numeric(12, 4)
);
--> statement-breakpoint
CREATE TABLE "tabela_reajuste_colaborador" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"data" date NOT NULL,
	"tipo_reajuste" varchar(1) NOT NULL,
	"dissidio" boolean DEFAULT false NOT NULL,
	"observacao" varchar(255),
	"aprovada" boolean DEFAULT false NOT NULL,
	"aplicada_em" timestamp with time zone,
	"aplicada_por" integer
);
--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD COLUMN "tabela_reajuste_colaborador_id" integer;--> statement-breakpoint
ALTER TABLE "faixa_salarial_historico" ADD COLUMN "tabela_reajuste_colaborador_id" integer;--> statement-breakpoint
ALTER TABLE "indice_historico" ADD COLUMN "tabela_reajuste_colaborador_id" integer;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_tabela_reajuste_colaborador_id_tabela_reajuste_colaborador_id_fk" FOREIGN KEY ("tabela_reajuste_colaborador_id") REFERENCES "public"."tabela_reajuste_colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_estabelecimento_atual_id_estabelecimento_id_fk" FOREIGN KEY ("estabelecimento_atual_id") REFERENCES "public"."estabelecimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_area_organizacional_atual_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_atual_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_faixa_salarial_atual_id_faixa_salarial_id_fk" FOREIGN KEY ("faixa_salarial_atual_id") REFERENCES "public"."faixa_salarial"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_indice_atual_id_indice_id_fk" FOREIGN KEY ("indice_atual_id") REFERENCES "public"."indice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_estabelecimento_proposto_id_estabelecimento_id_fk" FOREIGN KEY ("estabelecimento_proposto_id") REFERENCES "public"."estabelecimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_area_organizacional_proposta_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_proposta_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_faixa_salarial_proposta_id_faixa_salarial_id_fk" FOREIGN KEY ("faixa_salarial_proposta_id") REFERENCES "public"."faixa_salarial"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_ambiente_proposto_id_ambiente_id_fk" FOREIGN KEY ("ambiente_proposto_id") REFERENCES "public"."ambiente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_funcao_proposta_id_funcao_id_fk" FOREIGN KEY ("funcao_proposta_id") REFERENCES "public"."funcao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_colaborador" ADD CONSTRAINT "reajuste_colaborador_indice_proposto_id_indice_id_fk" FOREIGN KEY ("indice_proposto_id") REFERENCES "public"."indice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_faixa_salarial" ADD CONSTRAINT "reajuste_faixa_salarial_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_faixa_salarial" ADD CONSTRAINT "reajuste_faixa_salarial_tabela_reajuste_colaborador_id_tabela_reajuste_colaborador_id_fk" FOREIGN KEY ("tabela_reajuste_colaborador_id") REFERENCES "public"."tabela_reajuste_colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_faixa_salarial" ADD CONSTRAINT "reajuste_faixa_salarial_faixa_salarial_id_faixa_salarial_id_fk" FOREIGN KEY ("faixa_salarial_id") REFERENCES "public"."faixa_salarial"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_faixa_salarial" ADD CONSTRAINT "reajuste_faixa_salarial_indice_atual_id_indice_id_fk" FOREIGN KEY ("indice_atual_id") REFERENCES "public"."indice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_faixa_salarial" ADD CONSTRAINT "reajuste_faixa_salarial_indice_proposto_id_indice_id_fk" FOREIGN KEY ("indice_proposto_id") REFERENCES "public"."indice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_indice" ADD CONSTRAINT "reajuste_indice_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_indice" ADD CONSTRAINT "reajuste_indice_tabela_reajuste_colaborador_id_tabela_reajuste_colaborador_id_fk" FOREIGN KEY ("tabela_reajuste_colaborador_id") REFERENCES "public"."tabela_reajuste_colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reajuste_indice" ADD CONSTRAINT "reajuste_indice_indice_id_indice_id_fk" FOREIGN KEY ("indice_id") REFERENCES "public"."indice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabela_reajuste_colaborador" ADD CONSTRAINT "tabela_reajuste_colaborador_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabela_reajuste_colaborador" ADD CONSTRAINT "tabela_reajuste_colaborador_aplicada_por_usuario_id_fk" FOREIGN KEY ("aplicada_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reajuste_colaborador_tabela_colaborador_uq" ON "reajuste_colaborador" USING btree ("tabela_reajuste_colaborador_id","colaborador_id");--> statement-breakpoint
CREATE INDEX "reajuste_colaborador_empresa_idx" ON "reajuste_colaborador" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "reajuste_colaborador_colaborador_idx" ON "reajuste_colaborador" USING btree ("colaborador_id");--> statement-breakpoint
CREATE INDEX "reajuste_colaborador_area_atual_idx" ON "reajuste_colaborador" USING btree ("area_organizacional_atual_id");--> statement-breakpoint
CREATE INDEX "reajuste_colaborador_area_proposta_idx" ON "reajuste_colaborador" USING btree ("area_organizacional_proposta_id");--> statement-breakpoint
CREATE INDEX "reajuste_colaborador_estab_atual_idx" ON "reajuste_colaborador" USING btree ("estabelecimento_atual_id");--> statement-breakpoint
CREATE INDEX "reajuste_colaborador_estab_proposto_idx" ON "reajuste_colaborador" USING btree ("estabelecimento_proposto_id");--> statement-breakpoint
CREATE INDEX "reajuste_colaborador_faixa_atual_idx" ON "reajuste_colaborador" USING btree ("faixa_salarial_atual_id");--> statement-breakpoint
CREATE INDEX "reajuste_colaborador_faixa_proposta_idx" ON "reajuste_colaborador" USING btree ("faixa_salarial_proposta_id");--> statement-breakpoint
CREATE INDEX "reajuste_colaborador_indice_atual_idx" ON "reajuste_colaborador" USING btree ("indice_atual_id");--> statement-breakpoint
CREATE INDEX "reajuste_colaborador_indice_proposto_idx" ON "reajuste_colaborador" USING btree ("indice_proposto_id");--> statement-breakpoint
CREATE INDEX "reajuste_colaborador_ambiente_idx" ON "reajuste_colaborador" USING btree ("ambiente_proposto_id");--> statement-breakpoint
CREATE INDEX "reajuste_colaborador_funcao_idx" ON "reajuste_colaborador" USING btree ("funcao_proposta_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reajuste_faixa_tabela_faixa_uq" ON "reajuste_faixa_salarial" USING btree ("tabela_reajuste_colaborador_id","faixa_salarial_id");--> statement-breakpoint
CREATE INDEX "reajuste_faixa_empresa_idx" ON "reajuste_faixa_salarial" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "reajuste_faixa_faixa_idx" ON "reajuste_faixa_salarial" USING btree ("faixa_salarial_id");--> statement-breakpoint
CREATE INDEX "reajuste_faixa_indice_atual_idx" ON "reajuste_faixa_salarial" USING btree ("indice_atual_id");--> statement-breakpoint
CREATE INDEX "reajuste_faixa_indice_proposto_idx" ON "reajuste_faixa_salarial" USING btree ("indice_proposto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reajuste_indice_tabela_indice_uq" ON "reajuste_indice" USING btree ("tabela_reajuste_colaborador_id","indice_id");--> statement-breakpoint
CREATE INDEX "reajuste_indice_empresa_idx" ON "reajuste_indice" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "reajuste_indice_indice_idx" ON "reajuste_indice" USING btree ("indice_id");--> statement-breakpoint
CREATE INDEX "tabela_reajuste_empresa_idx" ON "tabela_reajuste_colaborador" USING btree ("empresa_id","data");--> statement-breakpoint
CREATE INDEX "tabela_reajuste_nome_trgm_idx" ON "tabela_reajuste_colaborador" USING gin (ipe_unaccent("nome") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD CONSTRAINT "colaborador_historico_tabela_reajuste_colaborador_id_tabela_reajuste_colaborador_id_fk" FOREIGN KEY ("tabela_reajuste_colaborador_id") REFERENCES "public"."tabela_reajuste_colaborador"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faixa_salarial_historico" ADD CONSTRAINT "faixa_salarial_historico_tabela_reajuste_colaborador_id_tabela_reajuste_colaborador_id_fk" FOREIGN KEY ("tabela_reajuste_colaborador_id") REFERENCES "public"."tabela_reajuste_colaborador"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indice_historico" ADD CONSTRAINT "indice_historico_tabela_reajuste_colaborador_id_tabela_reajuste_colaborador_id_fk" FOREIGN KEY ("tabela_reajuste_colaborador_id") REFERENCES "public"."tabela_reajuste_colaborador"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colaborador_historico_tabela_reajuste_idx" ON "colaborador_historico" USING btree ("tabela_reajuste_colaborador_id");--> statement-breakpoint
CREATE INDEX "faixa_salarial_historico_tabela_reajuste_idx" ON "faixa_salarial_historico" USING btree ("tabela_reajuste_colaborador_id");--> statement-breakpoint
CREATE INDEX "indice_historico_tabela_reajuste_idx" ON "indice_historico" USING btree ("tabela_reajuste_colaborador_id");