CREATE TABLE "tarefa_agendada" (
	"nome" varchar(60) PRIMARY KEY NOT NULL,
	"proxima_execucao" timestamp with time zone NOT NULL,
	"solicitada_em" timestamp with time zone,
	"executando_em" varchar(120),
	"posse_ate" timestamp with time zone,
	"ultimo_inicio" timestamp with time zone,
	"ultima_duracao_ms" integer,
	"ultimo_resultado" text,
	"ultimo_erro" text,
	"ultimo_erro_em" timestamp with time zone,
	"execucoes" integer DEFAULT 0 NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL
);
