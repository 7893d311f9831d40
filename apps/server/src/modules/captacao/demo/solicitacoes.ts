import { and, asc, eq, sql } from 'drizzle-orm';
import { motivoSolicitacao } from '../cadastros/schema.ts';
import { modeloAvaliacaoCandidato } from '../schema.ts';
import {
  solicitacao,
  solicitacaoAvaliacao,
  solicitacaoBairro,
  solicitacaoColaboradorSubstituido,
  solicitacaoHistoricoStatus,
} from '../solicitacoes/schema.ts';
import { areaOrganizacional, cargo } from '../../cargoSalario/areas/schema.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { faixaSalarial } from '../../cargoSalario/faixas/schema.ts';
import { bairro } from '../../geral/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { usuario } from '../../../db/schema/index.ts';
import { diasDeHoje } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/** 'YYYY-MM-DD' n days before the seeding day. */
const diasAtras = (n: number) => diasDeHoje(-n);
/** An instant of the demo's day at a Brasília hour (UTC−3), whatever the server's time zone. */
const instante = (dia: string, hora: number) =>
  new Date(`${dia}T${String(hora).padStart(2, '0')}:00:00-03:00`);

type Fim = 'I' | 'A' | 'R' | 'S' | 'E' | 'C';
/** [what the position is for (after the position's name), situação final, days ago requested, vacancies, filled]. */
const DEMO: [string, Fim, number, number, number][] = [
  ['para o departamento pessoal', 'A', 40, 1, 0],
  ['– reforço no fechamento mensal', 'A', 35, 2, 1],
  ['para a região de Campinas', 'A', 28, 3, 1],
  ['(turno noturno)', 'A', 21, 4, 2],
  ['– substituição de licença-maternidade', 'A', 14, 1, 0],
  ['para a nova unidade', 'A', 10, 1, 0],
  ['bilíngue (inglês)', 'A', 6, 1, 0],
  ['para o projeto de implantação do ERP', 'S', 50, 2, 0],
  ['– vaga afirmativa para PcD', 'S', 45, 1, 0],
  ['– reposição de desligamento', 'E', 120, 1, 1],
  ['para o segundo turno', 'E', 95, 2, 2],
  ['– aumento de quadro do 2º semestre', 'E', 80, 1, 1],
  ['temporário para a alta temporada', 'C', 70, 1, 0],
  ['para o centro de distribuição', 'C', 60, 2, 0],
  ['para a filial Campinas', 'R', 30, 1, 0],
  ['– cobertura de férias', 'R', 25, 1, 0],
  ['para o turno da manhã', 'I', 5, 2, 0],
  ['– reposição de promoção interna', 'I', 3, 1, 0],
  ['(jovem aprendiz)', 'I', 2, 2, 0],
  ['para o atendimento ao cliente', 'I', 1, 1, 0],
];
const HORARIOS = ['08:00 às 17:48', '07:00 às 16:00', '14:00 às 22:20', '22:00 às 06:00', '09:00 às 18:00'];

/**
 * 20 requisitions of the matrix across every situation, with their status history (created, released or
 * rejected, suspended, closed, cancelled) by the demo's users; some replace talents, look for candidates
 * in given neighbourhoods and apply an evaluation model. Runs after the registers (reasons) and before the
 * job ads, which pick released requisitions.
 */
export async function seedDemoSolicitacoes({ tx, matrizId, admin }: DemoCtx): Promise<void> {
  const [estabs, areas, faixas, motivos, usuarios, modelos, talentos] = await Promise.all([
    tx
      .select({ id: estabelecimento.id })
      .from(estabelecimento)
      .where(eq(estabelecimento.empresaId, matrizId))
      .orderBy(asc(estabelecimento.id)),
    tx
      .select({ id: areaOrganizacional.id })
      .from(areaOrganizacional)
      .where(and(eq(areaOrganizacional.empresaId, matrizId), eq(areaOrganizacional.ativo, true)))
      .orderBy(asc(areaOrganizacional.id)),
    tx
      .select({ id: faixaSalarial.id, cargoId: faixaSalarial.cargoId, cargo: cargo.nomeMercado })
      .from(faixaSalarial)
      .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
      .where(eq(cargo.empresaId, matrizId))
      .orderBy(asc(faixaSalarial.id)),
    tx
      .select({ id: motivoSolicitacao.id, descricao: motivoSolicitacao.descricao })
      .from(motivoSolicitacao)
      .where(eq(motivoSolicitacao.empresaId, matrizId))
      .orderBy(asc(motivoSolicitacao.id)),
    tx.select({ id: usuario.id, nome: usuario.nome }).from(usuario).orderBy(asc(usuario.id)),
    tx
      .select({ id: modeloAvaliacaoCandidato.id })
      .from(modeloAvaliacaoCandidato)
      .where(eq(modeloAvaliacaoCandidato.empresaId, matrizId))
      .orderBy(asc(modeloAvaliacaoCandidato.id))
      .limit(2),
    tx
      .select({ id: colaborador.id })
      .from(colaborador)
      .where(and(eq(colaborador.empresaId, matrizId), eq(colaborador.situacao, 'A')))
      .orderBy(asc(colaborador.id))
      .limit(6),
  ]);
  if (!estabs.length || !areas.length || !faixas.length || !motivos.length) return;
  const bairros = await tx.select({ id: bairro.id }).from(bairro).orderBy(asc(bairro.id)).limit(3);
  const substituicao = motivos.find((m) => m.descricao === 'Substituição');
  const liberador = usuarios.find((u) => u.id === admin.id) ?? usuarios[0];

  for (const [i, [contexto, fim, dias, quantidade, preenchidas]] of DEMO.entries()) {
    const data = diasAtras(dias);
    const solicitante = usuarios[i % usuarios.length];
    const faixa = faixas[(i * 7) % faixas.length];
    const descricao = `${faixa.cargo} ${contexto}`.slice(0, 100);
    const aprendiz = contexto.includes('aprendiz');
    const motivo = motivos[i % motivos.length];
    const liberada = fim !== 'I' && fim !== 'R';
    const diaLiberacao = diasAtras(Math.max(dias - 2, 0));
    const diaFim = diasAtras(Math.max(dias - 20, 0));
    const [s] = await tx
      .insert(solicitacao)
      .values({
        empresaId: matrizId,
        data,
        qtdDiasPrevisao: 30,
        dataPrevisaoEncerramento: diasAtras(dias - 30),
        descricao,
        horarioComercial: HORARIOS[i % HORARIOS.length],
        horasDiariasPrevistas: i % HORARIOS.length === 2 ? 7.33 : 8,
        estabelecimentoId: estabs[i % estabs.length].id,
        areaOrganizacionalId: areas[(i * 3) % areas.length].id,
        faixaSalarialId: faixa.id,
        cargoId: faixa.cargoId,
        motivoSolicitacaoId: motivo.id,
        tipoVaga: ['EXTERNA', 'INTERNA', 'MISTA'][i % 3],
        recrutadorResponsavel: i % 2 ? 'Camila Rocha' : 'Rafael Nunes',
        remuneracao: 2200 + ((i * 731) % 9000),
        quantidade,
        qtdVagasPreenchidas: preenchidas,
        vinculo: aprendiz ? 'A' : contexto.startsWith('temporário') ? 'T' : 'E',
        sexo: 'I',
        idadeMinima: aprendiz ? 14 : 18,
        idadeMaxima: aprendiz ? 24 : null,
        escolaridades: i % 3 === 0 ? ['07', '08'] : ['09'],
        infoComplementares:
          i % 2 ? 'Disponibilidade para início imediato. Desejável experiência com o pacote Office.' : null,
        solicitanteId: solicitante.id,
        status: fim === 'R' ? 'R' : liberada ? 'L' : 'I',
        dataStatus: fim === 'I' ? data : ['E', 'C', 'S'].includes(fim) ? diaFim : diaLiberacao,
        liberadorId: fim === 'I' ? null : liberador.id,
        observacaoLiberador:
          fim === 'R'
            ? 'Sem orçamento aprovado para este semestre.'
            : liberada
              ? 'Aprovada conforme orçamento.'
              : null,
        suspensa: fim === 'S',
        encerrada: fim === 'E',
        cancelada: fim === 'C',
        dataEncerramento: fim === 'E' ? diaFim : null,
        obsEncerra: fim === 'E' ? 'Vagas preenchidas.' : null,
        obsCancelamento: fim === 'C' ? 'A área desistiu da contratação.' : null,
      })
      .returning({ id: solicitacao.id });

    const hist: (typeof solicitacaoHistoricoStatus.$inferInsert)[] = [
      {
        empresaId: matrizId,
        solicitacaoId: s.id,
        acao: 'cria',
        de: null,
        para: 'I',
        usuarioId: solicitante.id,
        quando: instante(data, 9),
      },
    ];
    const passo = (acao: string, de: Fim, para: Fim, dia: string, observacao: string | null) =>
      hist.push({
        empresaId: matrizId,
        solicitacaoId: s.id,
        acao,
        de,
        para,
        observacao,
        usuarioId: liberador.id,
        quando: instante(dia, 15),
      });
    if (fim === 'R') passo('reprova', 'I', 'R', diaLiberacao, 'Sem orçamento aprovado para este semestre.');
    if (liberada) passo('libera', 'I', 'A', diaLiberacao, 'Aprovada conforme orçamento.');
    if (fim === 'S') passo('suspende', 'A', 'S', diaFim, 'Contratações congeladas até o próximo trimestre.');
    if (fim === 'E') passo('encerra', 'A', 'E', diaFim, 'Vagas preenchidas.');
    if (fim === 'C') passo('cancela', 'A', 'C', diaFim, 'A área desistiu da contratação.');
    await tx.insert(solicitacaoHistoricoStatus).values(hist);

    if (i % 4 === 0 && bairros.length)
      await tx
        .insert(solicitacaoBairro)
        .values(bairros.slice(0, 2).map((b) => ({ solicitacaoId: s.id, bairroId: b.id })));
    if (i % 3 === 0 && modelos.length)
      await tx
        .insert(solicitacaoAvaliacao)
        .values({ solicitacaoId: s.id, modeloAvaliacaoCandidatoId: modelos[0].id });
    if (motivo.id === substituicao?.id && talentos.length)
      await tx
        .insert(solicitacaoColaboradorSubstituido)
        .values({ solicitacaoId: s.id, colaboradorId: talentos[i % talentos.length].id });
  }
  // The first active talent by name is on the safety committee (CIPA) with stability for another year:
  // replacing them asks for confirmation.
  const [cipeiro] = await tx
    .select({ id: colaborador.id })
    .from(colaborador)
    .where(and(eq(colaborador.empresaId, matrizId), eq(colaborador.situacao, 'A')))
    .orderBy(asc(sql`${colaborador.nome} collate "und-x-icu"`), asc(colaborador.id))
    .limit(1);
  if (cipeiro)
    await tx
      .update(colaborador)
      .set({ estabilidadeCipaAte: diasAtras(-365) })
      .where(eq(colaborador.id, cipeiro.id));
}
