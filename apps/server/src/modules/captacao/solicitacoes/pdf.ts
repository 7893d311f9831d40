import {
  ESCOLARIDADE_OPTIONS,
  faixaEtaria,
  formatDate,
  formatMoney,
  SEXO_OPTIONS,
  TIPO_OCUPACAO_OPTIONS,
  VINCULO_OPTIONS,
} from '@ipe/domain';
import {
  SITUACAO_LABEL,
  situacaoDe,
  type StatusLiberacao,
} from '@ipe/domain/resources/captacao/solicitacoes/index';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { usuario } from '../../../db/schema/index.ts';
import { areaOrganizacional, cargo } from '../../cargoSalario/areas/schema.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { faixaSalarial } from '../../cargoSalario/faixas/schema.ts';
import { bairro, cidade, estado } from '../../geral/schema.ts';
import { ambiente, funcao } from '../../sst/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { motivoSolicitacao } from '../cadastros/schema.ts';
import { modeloAvaliacaoCandidato } from '../schema.ts';
import {
  solicitacao,
  solicitacaoAvaliacao,
  solicitacaoBairro,
  solicitacaoColaboradorSubstituido,
} from './schema.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { cabecalhoEmpresa, finalizar, novoDocumento, paragrafo, secao } from '../../../platform/pdf/index.ts';
import type { Documento } from '../../../platform/pdf/index.ts';
import { configuracaoDa } from '../../utilitario/index.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { escopoDaSolicitacao } from './escopo.ts';

const rotulo = (opts: readonly { value: string; label: string }[], v: string | null | undefined) =>
  opts.find((o) => o.value === v)?.label ?? '';

/** Label: value lines of a section, skipping empty values. */
function campos(doc: Documento, linhas: [string, string | number | null | undefined][]) {
  for (const [k, v] of linhas) {
    if (v === null || v === undefined || v === '') continue;
    paragrafo(doc, `${k}: ${v}`, { tamanho: 9.5, espacoDepois: 3 });
  }
}

/** The requisition as a PDF (GET /{id}/pdf): what is asked, the profile, the substitutions, the status. */
export async function pdfSolicitacao(db: Db, session: Session, id: number): Promise<Buffer> {
  const solicitante = alias(usuario, 'solicitante');
  const liberador = alias(usuario, 'liberador');
  const [s] = await db
    .select({
      r: solicitacao,
      estabelecimento: estabelecimento.nome,
      area: areaOrganizacional.nome,
      cargo: cargo.nomeMercado,
      faixa: faixaSalarial.nome,
      motivo: motivoSolicitacao.descricao,
      ambiente: ambiente.nome,
      funcao: funcao.nomeFuncao,
      cidade: cidade.nome,
      uf: estado.sigla,
      solicitante: solicitante.nome,
      liberador: liberador.nome,
    })
    .from(solicitacao)
    .innerJoin(estabelecimento, eq(estabelecimento.id, solicitacao.estabelecimentoId))
    .innerJoin(areaOrganizacional, eq(areaOrganizacional.id, solicitacao.areaOrganizacionalId))
    .innerJoin(cargo, eq(cargo.id, solicitacao.cargoId))
    .innerJoin(faixaSalarial, eq(faixaSalarial.id, solicitacao.faixaSalarialId))
    .innerJoin(motivoSolicitacao, eq(motivoSolicitacao.id, solicitacao.motivoSolicitacaoId))
    .leftJoin(ambiente, eq(ambiente.id, solicitacao.ambienteId))
    .leftJoin(funcao, eq(funcao.id, solicitacao.funcaoId))
    .leftJoin(cidade, eq(cidade.id, solicitacao.cidadeId))
    .leftJoin(estado, eq(estado.id, solicitacao.ufId))
    .leftJoin(solicitante, eq(solicitante.id, solicitacao.solicitanteId))
    .leftJoin(liberador, eq(liberador.id, solicitacao.liberadorId))
    .where(
      and(eq(solicitacao.id, id), eq(solicitacao.empresaId, session.empresaId), escopoDaSolicitacao(session)),
    );
  if (!s) throw notFound();
  const r = s.r;
  const [bairros, avaliacoes, substituidos, { parametros }] = await Promise.all([
    db
      .select({ nome: bairro.nome })
      .from(solicitacaoBairro)
      .innerJoin(bairro, eq(bairro.id, solicitacaoBairro.bairroId))
      .where(eq(solicitacaoBairro.solicitacaoId, id))
      .orderBy(asc(bairro.nome)),
    db
      .select({ titulo: modeloAvaliacaoCandidato.titulo })
      .from(solicitacaoAvaliacao)
      .innerJoin(
        modeloAvaliacaoCandidato,
        eq(modeloAvaliacaoCandidato.id, solicitacaoAvaliacao.modeloAvaliacaoCandidatoId),
      )
      .where(eq(solicitacaoAvaliacao.solicitacaoId, id)),
    db
      .select({ nome: colaborador.nome })
      .from(solicitacaoColaboradorSubstituido)
      .innerJoin(colaborador, eq(colaborador.id, solicitacaoColaboradorSubstituido.colaboradorId))
      .where(eq(solicitacaoColaboradorSubstituido.solicitacaoId, id))
      .orderBy(asc(solicitacaoColaboradorSubstituido.id)),
    configuracaoDa(db, session.empresaId),
  ]);

  const situacao = SITUACAO_LABEL[situacaoDe({ ...r, status: r.status as StatusLiberacao })];
  const doc = novoDocumento({
    titulo: 'Solicitação de Pessoal',
    subtitulo: `Nº ${r.id} – ${r.descricao}`,
    empresa: await cabecalhoEmpresa(db, session),
    usuario: session.usuarioNome,
  });
  secao(doc, 'Solicitação');
  campos(doc, [
    ['Data da solicitação', formatDate(r.data)],
    ['Situação', situacao],
    ['Solicitante', s.solicitante],
    ['Estabelecimento', s.estabelecimento],
    ['Área organizacional', s.area],
    ['Cargo / faixa salarial', `${s.cargo} / ${s.faixa}`],
    ['Motivo', s.motivo],
    ['Número de vagas', `${r.quantidade} (preenchidas: ${r.qtdVagasPreenchidas})`],
    ['Horário de trabalho', r.horarioComercial],
    ['Horas diárias previstas', r.horasDiariasPrevistas],
    ['Tipo de vaga', rotulo(TIPO_OCUPACAO_OPTIONS, r.tipoVaga)],
    ['Previsão de encerramento', r.dataPrevisaoEncerramento ? formatDate(r.dataPrevisaoEncerramento) : null],
    ['Ambiente', s.ambiente],
    ['Função', s.funcao],
    ['Recrutador responsável', r.recrutadorResponsavel],
    [
      'Remuneração',
      parametros.solPessoalExibirSalario && r.remuneracao != null ? formatMoney(r.remuneracao) : null,
    ],
    ['Avaliações do candidato', avaliacoes.map((a) => a.titulo).join(', ')],
  ]);
  secao(doc, 'Perfil da vaga');
  campos(doc, [
    ['Vínculo', rotulo(VINCULO_OPTIONS, r.vinculo)],
    ['Sexo', rotulo(SEXO_OPTIONS, r.sexo)],
    ['Idade', faixaEtaria(r.idadeMinima, r.idadeMaxima)],
    ['Escolaridade', r.escolaridades.map((e) => rotulo(ESCOLARIDADE_OPTIONS, e)).join('; ')],
    ['Cidade', s.cidade ? `${s.cidade}${s.uf ? `/${s.uf}` : ''}` : s.uf],
    ['Bairros', bairros.map((b) => b.nome).join(', ')],
    ['Experiências', r.experiencias],
    ['Informações complementares', r.infoComplementares],
  ]);
  if (substituidos.length) {
    secao(doc, 'Talentos substituídos');
    campos(
      doc,
      substituidos.map((c, i) => [`${i + 1}`, c.nome]),
    );
  }
  secao(doc, 'Situação');
  campos(doc, [
    ['Situação', situacao],
    ['Data do status', r.dataStatus ? formatDate(r.dataStatus) : null],
    ['Liberador', s.liberador],
    ['Observação do liberador', r.observacaoLiberador],
    ['Data de encerramento', r.dataEncerramento ? formatDate(r.dataEncerramento) : null],
    ['Observação do encerramento', r.obsEncerra],
    ['Observação do cancelamento', r.obsCancelamento],
  ]);
  return finalizar(doc);
}
