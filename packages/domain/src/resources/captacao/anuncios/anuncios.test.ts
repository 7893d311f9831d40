import { describe, expect, it } from 'vitest';
import { resourceSchema } from '../../../resource.ts';
import { anuncios } from './anuncios.ts';
import {
  emailAnuncioSchema,
  enviarAmigoSchema,
  MAX_EMAILS_ANUNCIO,
  separarEmails,
} from './compartilhamento.ts';
import { anuncioExpirado, solicitacaoPermiteAnuncio } from './rules.ts';

const mensagens = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (r.success ? [] : (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`));

describe('anuncioExpirado', () => {
  const hoje = '2026-11-25';
  it('runs through its last day and expires the day after', () => {
    expect(anuncioExpirado({ previsaoEncerramento: '2026-11-25', statusSolicitacao: 'A' }, hoje)).toBe(false);
    expect(anuncioExpirado({ previsaoEncerramento: '2026-11-24', statusSolicitacao: 'A' }, hoje)).toBe(true);
    expect(anuncioExpirado({ previsaoEncerramento: null, statusSolicitacao: 'A' }, hoje)).toBe(false);
  });
  it('expires with its requisition closed or cancelled, not suspended', () => {
    for (const s of ['E', 'C'])
      expect(anuncioExpirado({ previsaoEncerramento: '2030-01-01', statusSolicitacao: s }, hoje)).toBe(true);
    expect(anuncioExpirado({ previsaoEncerramento: null, statusSolicitacao: 'S' }, hoje)).toBe(false);
  });
});

describe('solicitacaoPermiteAnuncio', () => {
  it('only a released requisition in progress gets an ad', () => {
    expect(solicitacaoPermiteAnuncio('A')).toBe(true);
    for (const s of ['I', 'R', 'S', 'E', 'C', null]) expect(solicitacaoPermiteAnuncio(s)).toBe(false);
  });
});

describe('anúncio (schema)', () => {
  const schema = resourceSchema(anuncios);
  const base = {
    solicitacaoId: 1,
    titulo: 'Vaga',
    descricao: 'Texto',
    exibirModuloExterno: true,
    modeloTrabalho: 'REMOTO',
  };
  it('requires titulo (max 100), descricao and the requisition; exibirModuloExterno defaults to true', () => {
    expect(mensagens(schema.safeParse({}))).toEqual([
      'solicitacaoId: Solicitação de Pessoal é obrigatória',
      'titulo: Título é obrigatório',
      'descricao: Descrição é obrigatória',
    ]);
    expect(mensagens(schema.safeParse({ ...base, titulo: 'x'.repeat(101) }))).toEqual([
      'titulo: Título deve ter no máximo 100 caracteres',
    ]);
    const { exibirModuloExterno: _, ...sem } = base;
    expect(schema.parse(sem).exibirModuloExterno).toBe(true);
  });
  it('new ads are on site and CLT, which need the state and city; the salary range runs upwards', () => {
    const { modeloTrabalho: _, ...presencial } = base;
    expect(mensagens(schema.safeParse(presencial))).toEqual([
      'estadoId: Informe o estado (UF) da vaga',
      'cidadeId: Informe a cidade da vaga (obrigatória para vagas presenciais ou híbridas)',
    ]);
    const ok = schema.parse({ ...presencial, estadoId: 6, cidadeId: 10 });
    expect(ok).toMatchObject({
      modeloTrabalho: 'PRESENCIAL',
      tipoContrato: 'CLT',
      pcd: false,
      beneficios: [],
    });
    expect(mensagens(schema.safeParse({ ...base, cidadeId: 10 }))).toEqual([
      'estadoId: Informe o estado (UF) da vaga',
    ]);
    expect(mensagens(schema.safeParse({ ...base, salarioMinimo: 2, salarioMaximo: 1 }))).toEqual([
      'salarioMaximo: Salário final deve ser maior ou igual ao salário inicial',
    ]);
    expect(mensagens(schema.safeParse({ ...base, salarioMaximo: 1, salarioACombinar: true }))).toEqual([
      'salarioACombinar: Informe a faixa salarial ou marque "Salário a combinar", não os dois',
    ]);
  });
  it('takes its evaluations or the selection steps’, not both', () => {
    expect(
      mensagens(schema.safeParse({ ...base, avaliacoesIds: [3], utilizarAvaliacoesEtapaSeletiva: true })),
    ).toEqual([
      'avaliacoesIds: Informe as avaliações do anúncio ou utilize as avaliações das etapas seletivas, não os dois.',
    ]);
    expect(
      schema.safeParse({ ...base, avaliacoesIds: [], utilizarAvaliacoesEtapaSeletiva: true }).success,
    ).toBe(true);
  });
});

describe('compartilhamento', () => {
  it('splits addresses on commas, semicolons, spaces and new lines', () => {
    expect(separarEmails(' a@x.com,b@x.com;\nc@x.com  d@x.com ,, ')).toEqual([
      'a@x.com',
      'b@x.com',
      'c@x.com',
      'd@x.com',
    ]);
  });
  it('requires assunto and emails, each valid and once, at most the maximum', () => {
    expect(mensagens(emailAnuncioSchema.safeParse({}))).toEqual([
      'assunto: Assunto é obrigatório',
      'emails: Informe pelo menos um e-mail',
    ]);
    expect(
      mensagens(emailAnuncioSchema.safeParse({ assunto: 'A', emails: ['a@x.com', 'x', 'A@X.com'] })),
    ).toEqual(['emails.1: E-mail inválido: x', 'emails.2: E-mail repetido: A@X.com']);
    const muitos = Array.from({ length: MAX_EMAILS_ANUNCIO + 1 }, (_, i) => `p${i}@x.com`);
    expect(mensagens(emailAnuncioSchema.safeParse({ assunto: 'A', emails: muitos }))).toEqual([
      `emails: Informe no máximo ${MAX_EMAILS_ANUNCIO} e-mails`,
    ]);
  });
  it('checks the send-to-friend fields with the spec’s limits and the captcha', () => {
    expect(mensagens(enviarAmigoSchema.safeParse({}))).toEqual([
      'nome: Seu nome é obrigatório',
      'email: Seu e-mail é obrigatório',
      'nomeAmigo: Nome do amigo é obrigatório',
      'emailAmigo: E-mail do amigo é obrigatório',
      'recaptcha: Confirme que você não é um robô',
    ]);
    const ok = {
      nome: 'Ana',
      email: 'ana@x.com',
      nomeAmigo: 'Rita',
      emailAmigo: 'rita@x.com',
      recaptcha: 'p',
    };
    expect(enviarAmigoSchema.safeParse(ok).success).toBe(true);
    expect(
      mensagens(
        enviarAmigoSchema.safeParse({ ...ok, nome: 'x'.repeat(101), email: `${'a'.repeat(42)}@x.com.br` }),
      ),
    ).toEqual([
      'nome: Seu nome deve ter no máximo 100 caracteres',
      'email: Seu e-mail deve ter no máximo 50 caracteres',
    ]);
    expect(mensagens(enviarAmigoSchema.safeParse({ ...ok, email: 'ana', emailAmigo: 'rita@' }))).toEqual([
      'email: E-mail inválido',
      'emailAmigo: E-mail inválido',
    ]);
  });
});
