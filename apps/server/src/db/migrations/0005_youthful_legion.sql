ALTER TABLE "empresa" ADD COLUMN "ac_integra" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "codigo_ac" varchar(12);--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "sol_pessoal_exibir_salario" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "sol_pessoal_exibir_colab_substituido" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "sol_pessoal_obrigar_dados_complementares" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "sol_pessoal_reabrir_solicitacao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "exibir_salario" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "obrigar_ambiente_funcao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "certificado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "modelo_certificado" varchar(20);--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "campo_extra_candidato" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "campo_extra_colaborador" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "max_candidata_cargo" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "exigir_aceite_psi" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "politica_seguranca" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "tempo_exclusao_candidato" integer;