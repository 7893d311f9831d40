import { MSG_PEDIDOS, TIPOS_DOCUMENTO_PADRAO } from '@ipe/domain/resources/captacao/documentos/pedidos';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSaida } from '../../../db/schema/index.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import { criarCandidato, loginCandidato } from '../../../test/candidato.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { usuarioCom } from '../solicitacoes/testkit.ts';
import { enviar, exe, multipart, png } from './testkit.ts';

/**
 * Asking a candidate for documents (issue 24 §4): the default checklist, the request with its e-mail
 * (link from APP_URL), the candidate's uploads (content checks, replacement until accepted), HR's
 * progress, acceptance and refusal (e-mailed), and the attackers: another candidate, another company,
 * a user without the authority, a closed request, a forged item. Company 1; the filial is 2.
 */
const APP_URL = 'https://rh.exemplo.com.br';
const TIPOS = '/api/captacao/tipos-documento-candidato';
const EXTERNO = '/api/externo/pedidos-documentos';
let t: TestApp;
let admin: Client;
/** A tiny PDF: the content check looks at its signature, not its pages. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ appUrl: APP_URL });
  admin = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

const pedidosDe = (candidatoId: number) => `/api/captacao/candidatos/${candidatoId}/pedidos-documentos`;

/** A candidate of the company with a password and e-mail, logged in to the candidate area. */
async function candidatoLogado(empresaId = 1, email: string | null = `doc${++seq}@teste.com.br`) {
  const nome = `Candidata Documentos ${++seq}`;
  const c = await criarCandidato(t, { empresaId, nome, cpf: cpfFrom(771000000 + seq * 31), email });
  return { ...c, nome, email, client: await loginCandidato(t, c) };
}

/** The company's active types by name. */
async function tipos(c = admin): Promise<Record<string, number>> {
  const r = await c.get(`${TIPOS}?unpaged=true&size=100`);
  expect(r.statusCode, r.body).toBe(200);
  const lista = (r.json().content ?? r.json()) as { id: number; nome: string }[];
  return Object.fromEntries(lista.map((x) => [x.nome, x.id]));
}

const upload = (c: Client, pedidoId: number, itemId: number, nome: string, bytes: Buffer) =>
  enviar(c, 'post', `${EXTERNO}/${pedidoId}/itens/${itemId}/arquivo`, multipart({ nome, bytes }));

const emails = (origem: string, para: string) =>
  t.database.db
    .select()
    .from(emailSaida)
    .where(and(eq(emailSaida.empresaId, 1), like(emailSaida.origem, origem)))
    .then((l) => l.filter((m) => m.destinatarios.includes(para)));

describe('checklist', () => {
  it('every company starts with the default types; names are unique in the company', async () => {
    const matriz = await tipos();
    expect(Object.keys(matriz).sort()).toEqual(TIPOS_DOCUMENTO_PADRAO.map((x) => x.nome).sort());
    const filial = await tipos(await t.login(DEMO_ADMIN, 2));
    expect(filial.RG).toBeDefined();
    expect(filial.RG).not.toBe(matriz.RG);
    const rep = await admin.post(TIPOS, { nome: 'rg', obrigatorio: true, ativo: true });
    expect(rep.statusCode).toBe(400);
    // A company created later gets its own checklist.
    const nova = await admin.post('/api/utilitario/empresas', { nome: `Empresa Checklist ${seq}` });
    expect(nova.statusCode, nova.body).toBe(201);
    const { rows } = (await t.database.db.execute(
      `select count(*)::int as n from tipo_documento_candidato where empresa_id = ${nova.json().id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(TIPOS_DOCUMENTO_PADRAO.length);
  });
});

describe('request, upload, review', () => {
  it('HR asks for 2 documents: e-mail with the link; the candidate uploads; HR sees 2 of 2, accepts and refuses', async () => {
    const ana = await candidatoLogado();
    const T = await tipos();
    const criado = await admin.post(pedidosDe(ana.id), {
      tiposIds: [T.RG, T.ASO],
      mensagem: 'Traga os originais no primeiro dia.',
      prazo: '2099-12-31',
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const p = criado.json();
    expect(p).toMatchObject({ status: 'ABERTO', recebidos: 0, aceitos: 0, total: 2, emailEnviado: true });
    expect(p.itens.map((i: { nome: string; status: string }) => [i.nome, i.status])).toEqual([
      ['RG', 'PENDENTE'],
      ['ASO', 'PENDENTE'],
    ]);
    const [mail] = await emails('documentos-solicitados', ana.email as string);
    const link = `${APP_URL}/externo/documentos-solicitados?empresaId=1&pedido=${p.id}`;
    expect(mail.texto).toContain(link);
    expect(mail.texto).toContain('Traga os originais no primeiro dia.');
    expect(mail.texto).toContain('31/12/2099');
    expect(mail.html).toContain('<li>RG</li>');

    // The candidate sees it and sends both files; a file of another kind is refused by its content.
    const vistos = (await ana.client.get(EXTERNO)).json();
    expect(vistos.map((x: { id: number }) => x.id)).toEqual([p.id]);
    expect(vistos[0]).not.toHaveProperty('solicitante');
    const [rg, aso] = p.itens as { id: number }[];
    const ruim = await upload(ana.client, p.id, rg.id, 'rg.pdf', exe());
    expect(ruim.statusCode).toBe(400);
    expect((await upload(ana.client, p.id, rg.id, 'rg.pdf', pdf)).statusCode).toBe(200);
    const dois = await upload(ana.client, p.id, aso.id, 'aso.png', png());
    expect(dois.statusCode, dois.body).toBe(200);
    expect(dois.json()).toMatchObject({ recebidos: 2, total: 2 });
    // Replaced before HR looks: still one document per item among the candidate's documents.
    expect((await upload(ana.client, p.id, rg.id, 'rg-novo.pdf', pdf)).statusCode).toBe(200);
    const docs = (await admin.get(`/api/captacao/candidatos/${ana.id}/documentos-anexos`)).json();
    expect(
      docs.map((d: { descricao: string; nomeArquivo: string }) => [d.descricao, d.nomeArquivo]).sort(),
    ).toEqual([
      ['ASO', 'aso.png'],
      ['RG', 'rg-novo.pdf'],
    ]);

    // HR: 2 of 2 received; the file downloads through the candidate's documents.
    const [lido] = (await admin.get(pedidosDe(ana.id))).json();
    expect(lido).toMatchObject({ recebidos: 2, aceitos: 0, total: 2, solicitante: DEMO_ADMIN.nome });
    const rgItem = lido.itens[0];
    expect(rgItem).toMatchObject({ status: 'ENVIADO', nomeArquivo: 'rg-novo.pdf', tamanho: pdf.length });
    const down = await admin.get(
      `/api/captacao/candidatos/${ana.id}/documentos-anexos/${rgItem.documentoId}/download`,
    );
    expect(down.rawPayload.equals(pdf)).toBe(true);

    // Refusal needs a reason; it e-mails the candidate, who sends another file.
    const semMotivo = await admin.put(`${pedidosDe(ana.id)}/${p.id}/itens/${aso.id}/recusa`, { motivo: ' ' });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().entries).toEqual([{ field: 'motivo', message: MSG_PEDIDOS.motivoObrigatorio }]);
    const recusa = await admin.put(`${pedidosDe(ana.id)}/${p.id}/itens/${aso.id}/recusa`, {
      motivo: 'Falta a assinatura do médico.',
    });
    expect(recusa.statusCode, recusa.body).toBe(200);
    expect(recusa.json()).toMatchObject({ recebidos: 1, total: 2 });
    const [aviso] = await emails('documento-recusado', ana.email as string);
    expect(aviso.assunto).toBe('Documento recusado: ASO');
    expect(aviso.texto).toContain('Falta a assinatura do médico.');
    expect(aviso.texto).toContain(link);
    const visto = (await ana.client.get(EXTERNO)).json()[0].itens[1];
    expect(visto).toMatchObject({ status: 'RECUSADO', motivoRecusa: 'Falta a assinatura do médico.' });

    // Accepted: no more replacing; when every item is accepted the request is done.
    const ok = await admin.put(`${pedidosDe(ana.id)}/${p.id}/itens/${rg.id}/aceita`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    const troca = await upload(ana.client, p.id, rg.id, 'rg.pdf', pdf);
    expect(troca.statusCode).toBe(400);
    expect(troca.json().message).toBe(MSG_PEDIDOS.itemAceito);
    expect((await admin.put(`${pedidosDe(ana.id)}/${p.id}/itens/${aso.id}/aceita`, {})).statusCode).toBe(400);
    expect((await upload(ana.client, p.id, aso.id, 'aso.pdf', pdf)).statusCode).toBe(200);
    const fim = await admin.put(`${pedidosDe(ana.id)}/${p.id}/itens/${aso.id}/aceita`, {});
    expect(fim.json()).toMatchObject({ status: 'CONCLUIDO', recebidos: 2, aceitos: 2 });
    // A file of a closed request is refused.
    expect((await upload(ana.client, p.id, aso.id, 'aso.pdf', pdf)).statusCode).toBe(400);
  });

  it('refuses bad requests with their messages; a candidate without e-mail is asked all the same', async () => {
    const bia = await candidatoLogado(1, null);
    const T = await tipos();
    const vazio = await admin.post(pedidosDe(bia.id), { tiposIds: [] });
    expect(vazio.json().entries).toEqual([{ field: 'tiposIds', message: MSG_PEDIDOS.tiposObrigatorios }]);
    const passado = await admin.post(pedidosDe(bia.id), { tiposIds: [T.CPF], prazo: '2000-01-01' });
    expect(passado.json().entries).toEqual([{ field: 'prazo', message: MSG_PEDIDOS.prazoPassado }]);
    const filialRg = (await tipos(await t.login(DEMO_ADMIN, 2))).RG;
    const alheio = await admin.post(pedidosDe(bia.id), { tiposIds: [filialRg] });
    expect(alheio.json().entries).toEqual([{ field: 'tiposIds', message: MSG_PEDIDOS.tipoInvalido }]);
    const ok = await admin.post(pedidosDe(bia.id), { tiposIds: [T.CPF] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().emailEnviado).toBe(false);
  });
});

describe('attackers', () => {
  it('another candidate, another company, no authority, a cancelled request, a forged item', async () => {
    const dono = await candidatoLogado();
    const outro = await candidatoLogado();
    const T = await tipos();
    const p = (await admin.post(pedidosDe(dono.id), { tiposIds: [T.CTPS, T.CPF] })).json();
    const [ctps] = p.itens as { id: number }[];

    // Another candidate neither sees nor uploads to it.
    expect((await outro.client.get(EXTERNO)).json()).toEqual([]);
    expect((await upload(outro.client, p.id, ctps.id, 'x.pdf', pdf)).statusCode).toBe(404);
    // A forged item: one of another request of the same candidate's company.
    const p2 = (await admin.post(pedidosDe(outro.id), { tiposIds: [T.RG] })).json();
    expect((await upload(dono.client, p.id, p2.itens[0].id, 'x.pdf', pdf)).statusCode).toBe(404);
    expect((await upload(outro.client, p.id, p2.itens[0].id, 'x.pdf', pdf)).statusCode).toBe(404);
    // Ids beyond the database's integers: 400 'Valor inválido.' (the platform's mapping), never a 500.
    expect((await upload(dono.client, 99999999999, ctps.id, 'x.pdf', pdf)).statusCode).toBe(400);
    expect((await admin.put(`${pedidosDe(dono.id)}/${p.id}/itens/99999999999/aceita`, {})).statusCode).toBe(
      400,
    );
    const enorme = await admin.post(pedidosDe(dono.id), { tiposIds: [99999999999] });
    expect(enorme.json().entries).toEqual([{ field: 'tiposIds.0', message: MSG_PEDIDOS.tipoInvalido }]);
    // An HR session is not a candidate's.
    expect((await admin.get(EXTERNO)).statusCode).toBe(401);

    // Another company's HR: 404 on the candidate, its requests and items.
    const filial = await t.login(DEMO_ADMIN, 2);
    expect((await filial.get(pedidosDe(dono.id))).statusCode).toBe(404);
    expect((await filial.post(pedidosDe(dono.id), { tiposIds: [T.RG] })).statusCode).toBe(404);
    expect((await filial.put(`${pedidosDe(dono.id)}/${p.id}/cancela`, {})).statusCode).toBe(404);
    // A request of this company reached through another candidate's path.
    expect((await admin.put(`${pedidosDe(outro.id)}/${p.id}/cancela`, {})).statusCode).toBe(404);

    // Reading candidates is not asking for documents.
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 1);
    expect((await leitor.client.get(pedidosDe(dono.id))).statusCode).toBe(200);
    expect((await leitor.client.post(pedidosDe(dono.id), { tiposIds: [T.RG] })).statusCode).toBe(403);
    expect(
      (await leitor.client.put(`${pedidosDe(dono.id)}/${p.id}/itens/${ctps.id}/aceita`, {})).statusCode,
    ).toBe(403);
    expect((await leitor.client.get(TIPOS)).statusCode).toBe(403);
    const pede = await usuarioCom(t, admin, ['ROLE_CAP_DOCUMENTOS_SOLICITAR'], 1);
    expect((await pede.client.get(TIPOS)).statusCode).toBe(200);
    expect((await pede.client.post(TIPOS, { nome: 'Foto 3x4' })).statusCode).toBe(403);

    // Cancelled: hidden from the candidate, no upload, no second cancel.
    expect((await admin.put(`${pedidosDe(dono.id)}/${p.id}/cancela`, {})).json().status).toBe('CANCELADO');
    expect((await dono.client.get(EXTERNO)).json()).toEqual([]);
    const fechado = await upload(dono.client, p.id, ctps.id, 'x.pdf', pdf);
    expect(fechado.statusCode).toBe(400);
    expect(fechado.json().message).toBe(MSG_PEDIDOS.pedidoFechado);
    expect((await admin.put(`${pedidosDe(dono.id)}/${p.id}/cancela`, {})).statusCode).toBe(400);
  });
});

describe('documents to review (the home pending work and its list)', () => {
  const A_CONFERIR = '/api/captacao/documentos-a-conferir';
  const pendencia = async (c: Client) => {
    const r = await c.get('/api/userinfo/pendencias');
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().itens as { codigo: string; quantidade: number; link: string }[]).find(
      (i) => i.codigo === 'documentos-a-conferir',
    );
  };

  it('counts the sent files not yet reviewed, in the session company, for who asks for documents', async () => {
    const filial = await t.login(DEMO_ADMIN, 2);
    const [antes, antesFilial] = [await pendencia(admin), await pendencia(filial)];
    expect(antes?.link).toBe('/captacao/documentos-a-conferir');
    const n0 = antes?.quantidade ?? 0;
    const caio = await candidatoLogado();
    const T = await tipos();
    const p = (await admin.post(pedidosDe(caio.id), { tiposIds: [T.RG, T.CPF, T.ASO] })).json();
    const [rg, cpf, aso] = p.itens as { id: number }[];
    expect((await pendencia(admin))?.quantidade).toBe(n0); // asked, nothing sent yet
    for (const [i, nome] of [
      [rg, 'rg.pdf'],
      [cpf, 'cpf.pdf'],
      [aso, 'aso.pdf'],
    ] as const)
      expect((await upload(caio.client, p.id, i.id, nome, pdf)).statusCode).toBe(200);
    expect((await pendencia(admin))?.quantidade).toBe(n0 + 3);

    // The list: the oldest sent first, with the candidate to open; another company's never.
    const lista = (await admin.get(`${A_CONFERIR}?size=100`)).json();
    expect(lista.totalElements).toBe(n0 + 3);
    const meus = lista.content.filter((r: { pedidoId: number }) => r.pedidoId === p.id);
    expect(meus).toEqual([
      expect.objectContaining({ itemId: rg.id, candidatoId: caio.id, candidato: caio.nome, documento: 'RG' }),
      expect.objectContaining({ itemId: cpf.id, documento: 'CPF', nomeArquivo: 'cpf.pdf' }),
      expect.objectContaining({ itemId: aso.id, documento: 'ASO' }),
    ]);
    const pagina2 = (await admin.get(`${A_CONFERIR}?size=1&page=1`)).json();
    expect(pagina2).toMatchObject({ totalElements: n0 + 3, size: 1, number: 1 });
    expect(pagina2.content).toEqual([lista.content[1]]);
    const daFilial = (await filial.get(`${A_CONFERIR}?size=100`)).json();
    expect(daFilial.content.some((r: { pedidoId: number }) => r.pedidoId === p.id)).toBe(false);
    expect((await pendencia(filial))?.quantidade).toBe(antesFilial?.quantidade);

    // Accepted and refused files leave it; a cancelled request takes its files with it.
    await admin.put(`${pedidosDe(caio.id)}/${p.id}/itens/${rg.id}/aceita`, {});
    await admin.put(`${pedidosDe(caio.id)}/${p.id}/itens/${cpf.id}/recusa`, { motivo: 'Ilegível.' });
    expect((await pendencia(admin))?.quantidade).toBe(n0 + 1);
    await admin.put(`${pedidosDe(caio.id)}/${p.id}/cancela`, {});
    expect((await pendencia(admin))?.quantidade).toBe(n0);

    // Reading candidates is not reviewing documents: no count, no list; bad paging is a 400.
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 1);
    expect(await pendencia(leitor.client)).toBeUndefined();
    expect((await leitor.client.get(A_CONFERIR)).statusCode).toBe(403);
    expect((await admin.get(`${A_CONFERIR}?size=0`)).statusCode).toBe(400);
  });
});
