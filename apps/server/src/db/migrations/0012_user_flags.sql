ALTER TABLE "usuario" ADD COLUMN "trocar_senha" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "data_expiracao" date;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "expiracao_avisada" date;