import { autoridade } from '../../module.ts';

/** This module's part of the authority catalogue (see authorities.ts). */
export const AUTHORITIES_CAPTACAO = {
  // captacao
  ROLE_CAP_CANDIDATOS: autoridade('captacao', 'Candidatos: consultar'),
  ROLE_CAP_CANDIDATOS_EDITAR: autoridade('captacao', 'Candidatos: incluir, alterar e remover'),
  ROLE_CAP_CANDIDATOS_CONFIGURACAO: autoridade(
    'captacao',
    'Candidatos: configurar os campos obrigatórios do formulário',
  ),
  ROLE_CAP_LGPD: autoridade(
    'captacao',
    'LGPD de candidatos: consultar exclusões e exportar os dados de um candidato',
  ),
  ROLE_CAP_LGPD_EXPURGAR: autoridade('captacao', 'LGPD de candidatos: executar a exclusão de inativos agora'),
  ROLE_CAP_DOCUMENTOS_SOLICITAR: autoridade(
    'captacao',
    'Documentos de candidatos: solicitar ao candidato, aceitar e recusar os enviados, cancelar a solicitação',
  ),
  ROLE_CAP_TIPOS_DOCUMENTO: autoridade('captacao', 'Tipos de documento (checklist de admissão): consultar'),
  ROLE_CAP_TIPOS_DOCUMENTO_EDITAR: autoridade(
    'captacao',
    'Tipos de documento (checklist de admissão): incluir, alterar e remover',
  ),
  ROLE_CAP_MODELOS_AVALIACAO: autoridade('captacao', 'Modelos de avaliação de candidato: consultar'),
  ROLE_CAP_MODELOS_AVALIACAO_EDITAR: autoridade(
    'captacao',
    'Modelos de avaliação de candidato e suas perguntas: incluir, alterar, remover e clonar',
  ),
  ROLE_CAP_AVALIACOES_CANDIDATO: autoridade(
    'captacao',
    'Avaliações de candidatos: aplicar, responder e remover',
  ),
  ROLE_CAP_ANUNCIOS: autoridade('captacao', 'Anúncios de vaga: consultar'),
  ROLE_CAP_ANUNCIOS_EDITAR: autoridade(
    'captacao',
    'Anúncios de vaga: incluir, alterar, remover e enviar por e-mail',
  ),
  // captacao: registers (areas, steps, reasons, sources, languages, knowledge, levels, positions)
  ROLE_CAP_AREAS_INTERESSE: autoridade('captacao', 'Áreas de interesse: consultar'),
  ROLE_CAP_AREAS_INTERESSE_EDITAR: autoridade('captacao', 'Áreas de interesse: incluir, alterar e remover'),
  ROLE_CAP_AREAS_FORMACAO: autoridade('captacao', 'Áreas de formação: consultar'),
  ROLE_CAP_AREAS_FORMACAO_EDITAR: autoridade('captacao', 'Áreas de formação: incluir, alterar e remover'),
  ROLE_CAP_ETAPAS_SELETIVAS: autoridade('captacao', 'Etapas seletivas: consultar'),
  ROLE_CAP_ETAPAS_SELETIVAS_EDITAR: autoridade('captacao', 'Etapas seletivas: incluir, alterar e remover'),
  ROLE_CAP_MOTIVOS_SOLICITACAO: autoridade('captacao', 'Motivos de solicitação: consultar'),
  ROLE_CAP_MOTIVOS_SOLICITACAO_EDITAR: autoridade(
    'captacao',
    'Motivos de solicitação: incluir, alterar e remover',
  ),
  ROLE_CAP_COMO_FICOU_SABENDO: autoridade('captacao', 'Como ficou sabendo da vaga: consultar e contagem'),
  ROLE_CAP_COMO_FICOU_SABENDO_EDITAR: autoridade(
    'captacao',
    'Como ficou sabendo da vaga: incluir, alterar e remover',
  ),
  ROLE_CAP_IDIOMAS: autoridade('captacao', 'Idiomas: consultar'),
  ROLE_CAP_IDIOMAS_EDITAR: autoridade('captacao', 'Idiomas: incluir, alterar e remover'),
  ROLE_CAP_CONHECIMENTOS: autoridade('captacao', 'Conhecimentos: consultar'),
  ROLE_CAP_CONHECIMENTOS_EDITAR: autoridade('captacao', 'Conhecimentos: incluir, alterar e remover'),
  ROLE_CAP_NIVEIS_COMPETENCIA: autoridade('captacao', 'Níveis de competência: consultar'),
  ROLE_CAP_CARGOS: autoridade('captacao', 'Cargos (visão do recrutamento): consultar'),
  ROLE_CAP_ESTATISTICAS_VAGA: autoridade('captacao', 'Estatísticas de preenchimento de vaga: consultar'),
  ROLE_CAP_ANALYTICS_VAGAS: autoridade('captacao', 'Analytics de vagas (painel de indicadores): consultar'),
  ROLE_CAP_RELATORIOS: autoridade('captacao', 'Relatórios de recrutamento: gerar em PDF e XLSX'),
  ROLE_CAP_SOLICITACOES: autoridade('captacao', 'Solicitações de pessoal: consultar, histórico e PDF'),
  ROLE_CAP_SOLICITACOES_EDITAR: autoridade(
    'captacao',
    'Solicitações de pessoal: incluir, alterar, remover, clonar, suspender, reabrir, encerrar e cancelar',
  ),
  ROLE_CAP_SOLICITACAO_LIBERAR: autoridade('captacao', 'Solicitações de pessoal: liberar ou reprovar'),
  ROLE_CAP_SELECAO: autoridade(
    'captacao',
    'Processo seletivo: consultar candidatos das solicitações e histórico',
  ),
  ROLE_CAP_SELECAO_EDITAR: autoridade(
    'captacao',
    'Processo seletivo: incluir e remover candidatos, movimentar por etapa e registrar resultados',
  ),
  ROLE_CAP_SELECAO_CONTRATAR: autoridade(
    'captacao',
    'Processo seletivo: contratar candidatos e desfazer a contratação',
  ),
  ROLE_CAP_EXAMES_PALOGRAFICO: autoridade('captacao', 'Exames palográficos: consultar'),
  ROLE_CAP_EXAMES_PALOGRAFICO_EDITAR: autoridade('captacao', 'Exames palográficos: registrar e alterar'),
} as const;
