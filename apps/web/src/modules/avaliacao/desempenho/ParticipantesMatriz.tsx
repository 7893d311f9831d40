/**
 * The evaluated × evaluators matrix of a performance evaluation (spec 2 §2 participante-avaliacao-desempenho,
 * §3 roles, §4 actions): one line per evaluated talent with its evaluators as chips (role, answering
 * state, remove), filtered by name and area, loaded 100 lines at a time as the list scrolls and drawn
 * virtually: lines have a fixed height in a box of fixed height, so only the ~16 lines in view are in the
 * DOM (PrimeReact's VirtualScroller measures its box, which draws nothing where nothing is laid out, e.g.
 * jsdom), and 500 × 10 stays light. Exported for
 * the evaluation wizard's step 2 and mounted alone at /avaliacao/participante-avaliacao-desempenho.
 */
import {
  ACOES_PARTICIPANTES,
  acaoParticipantes,
  adicionarAvaliadores,
  areasDosParticipantes,
  avaliadosDaAvaliacao,
  type CelulaMatriz,
  type LinhaMatriz,
  preencherParticipantes,
  removerParticipante,
  TAMANHO_PAGINA_MATRIZ,
  talentosParaParticipantes,
} from '@ipe/domain/resources/avaliacao/participantes';
import { PAPEIS_PARTICIPANTE } from '@ipe/domain/resources/avaliacao/desempenho';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { Checkbox } from '../../../platform/components/ChoiceInputs.tsx';
import { confirmAction } from '../../../platform/components/confirm.tsx';
import './participantes.css';

export interface ParticipantesMatrizProps {
  avaliacaoDesempenhoId: number;
  /** The evaluation allows self-evaluation (offers 'Gerar autoavaliações' and the fill's option). */
  permiteAutoAvaliacao?: boolean;
  /** Read only (no edit authority). */
  somenteLeitura?: boolean;
}

const ALTURA_LINHA = 64;
const LINHAS_VISIVEIS = 8;
const FOLGA = 4;
const PAPEL = Object.fromEntries(PAPEIS_PARTICIPANTE.map((p) => [p.value, p.label])) as Record<
  string,
  string
>;
const SITUACAO: Record<string, string> = { P: 'pendente', A: 'respondendo', C: 'respondida' };
const papeisEscolhidos = PAPEIS_PARTICIPANTE.filter((p) => p.selecionavel).map((p) => ({
  value: p.value,
  label: p.label,
}));

/** The text typed, settled 400 ms after the last key. */
function useAssentado(valor: string, ms = 400) {
  const [v, setV] = useState(valor);
  useEffect(() => {
    const t = setTimeout(() => setV(valor), ms);
    return () => clearTimeout(t);
  }, [valor, ms]);
  return v;
}

export function ParticipantesMatriz({
  avaliacaoDesempenhoId,
  permiteAutoAvaliacao = true,
  somenteLeitura = false,
}: ParticipantesMatrizProps) {
  const id = String(avaliacaoDesempenhoId);
  const [busca, setBusca] = useState('');
  const q = useAssentado(busca.trim());
  const [areaId, setAreaId] = useState<number | null>(null);
  const [areas, setAreas] = useState<{ id: number; nome: string }[]>([]);
  const [linhas, setLinhas] = useState<LinhaMatriz[]>([]);
  const [total, setTotal] = useState(0);
  const [selecionados, setSelecionados] = useState<Set<number>>(new Set());
  const [dialogo, setDialogo] = useState<'participantes' | 'avaliadores' | null>(null);
  const carregando = useRef(false);
  const geracao = useRef(0);
  const [topo, setTopo] = useState(0);

  const pagina = useCallback(
    (page: number) =>
      chamar(avaliadosDaAvaliacao, {
        query: {
          avaliacaoDesempenhoId: id,
          page,
          size: TAMANHO_PAGINA_MATRIZ,
          q: q || undefined,
          areaOrganizacionalId: areaId ?? undefined,
        },
      }),
    [id, q, areaId],
  );

  /** Loads from the first page again (filters changed, or after a change). */
  const recarregar = useCallback(async () => {
    const g = ++geracao.current;
    carregando.current = true;
    try {
      const [p, a] = await Promise.all([
        pagina(0),
        chamar(areasDosParticipantes, { query: { avaliacaoDesempenhoId: id } }),
      ]);
      if (g !== geracao.current) return;
      setLinhas(p.content);
      setTotal(p.totalElements);
      setAreas(a);
    } finally {
      if (g === geracao.current) carregando.current = false;
    }
  }, [pagina, id]);

  useEffect(() => {
    void recarregar();
  }, [recarregar]);

  /** The next page, when the scroll nears the end of what is loaded. */
  const maisLinhas = async (ultimaVisivel: number) => {
    if (carregando.current || linhas.length >= total || ultimaVisivel < linhas.length - 20) return;
    const g = geracao.current;
    carregando.current = true;
    try {
      const p = await pagina(Math.floor(linhas.length / TAMANHO_PAGINA_MATRIZ));
      if (g === geracao.current) setLinhas((l) => [...l, ...p.content]);
    } finally {
      carregando.current = false;
    }
  };

  const alternar = (colaboradorId: number) =>
    setSelecionados((s) => {
      const n = new Set(s);
      if (n.has(colaboradorId)) n.delete(colaboradorId);
      else n.add(colaboradorId);
      return n;
    });
  const escolhidos = [...selecionados];

  const feito = async (p: Promise<{ message: string }>) => {
    const r = await p;
    toastSuccess(r.message);
    setDialogo(null);
    await recarregar();
  };

  const gerarAutoavaliacoes = () =>
    feito(
      chamar(acaoParticipantes, {
        params: { id, acao: ACOES_PARTICIPANTES.autoavaliacoes },
        body: { colaboradoresIds: escolhidos.length ? escolhidos : undefined },
      }),
    );

  const removerAvaliados = async () => {
    const ok = await confirmAction({
      message: `Remover ${escolhidos.length === 1 ? 'o avaliado selecionado' : `os ${escolhidos.length} avaliados selecionados`}? Quem já recebeu respostas permanece.`,
    });
    if (!ok) return;
    await feito(
      chamar(acaoParticipantes, {
        params: { id, acao: ACOES_PARTICIPANTES.removerAvaliados },
        body: { colaboradoresIds: escolhidos },
      }),
    );
    setSelecionados(new Set());
  };

  const removerCelula = async (linha: LinhaMatriz, c: CelulaMatriz) => {
    const ok = await confirmAction({
      message: `Remover ${c.nome} como avaliador de ${linha.colaborador.nome}?`,
    });
    if (!ok) return;
    await chamar(removerParticipante, { params: { id, participanteId: String(c.id) } });
    toastSuccess('Avaliador removido com sucesso!');
    await recarregar();
  };

  const linha = (l: LinhaMatriz) => (
    <article className="participantes-linha" style={{ height: ALTURA_LINHA }} aria-label={l.colaborador.nome}>
      <span className="participantes-avaliado">
        {!somenteLeitura && (
          <Checkbox
            inputId={`avaliado-${l.colaborador.id}`}
            checked={selecionados.has(l.colaborador.id)}
            onChange={() => alternar(l.colaborador.id)}
            aria-label={`Selecionar ${l.colaborador.nome}`}
          />
        )}
        <span>
          <strong>{l.colaborador.nome}</strong>
          <small>
            {l.area.nome} · {l.cargo.nome}
          </small>
          {l.respondidos != null && (
            // Anonymous evaluation: how many answered, never who (docs/decisoes.md).
            <small>{`${l.respondidos} de ${l.avaliadores.length} responderam`}</small>
          )}
        </span>
      </span>
      <ul className="participantes-avaliadores" aria-label={`Avaliadores de ${l.colaborador.nome}`}>
        {l.avaliadores.length === 0 && <li className="participantes-vazio">Sem avaliadores</li>}
        {l.avaliadores.map((c) => (
          <li key={c.id} className={`participantes-chip papel-${c.papel}`}>
            <span>{c.nome}</span>
            <small>
              {PAPEL[c.papel]}
              {c.situacao ? ` · ${SITUACAO[c.situacao]}` : ''}
            </small>
            {!somenteLeitura && c.situacao !== 'A' && c.situacao !== 'C' && (
              <button
                type="button"
                className="participantes-remover"
                aria-label={`Remover ${c.nome} de ${l.colaborador.nome}`}
                onClick={() => void removerCelula(l, c)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
    </article>
  );

  return (
    <section className="participantes" aria-label="Participantes">
      <div className="participantes-filtros">
        <span className="p-input-icon-left">
          <InputText
            value={busca}
            onChange={(e) => setBusca(e.target.value)}
            placeholder="Nome do avaliado"
            aria-label="Nome do avaliado"
          />
        </span>
        <Dropdown
          value={areaId}
          options={areas}
          optionLabel="nome"
          optionValue="id"
          onChange={(e) => setAreaId(e.value ?? null)}
          placeholder="Todas as áreas"
          showClear
          aria-label="Área organizacional"
        />
        <span className="participantes-total" aria-live="polite">
          {total === 1 ? '1 avaliado' : `${total.toLocaleString('pt-BR')} avaliados`}
        </span>
      </div>
      {!somenteLeitura && (
        <div className="participantes-acoes">
          <Button
            type="button"
            label="Adicionar participantes"
            icon="pi pi-plus"
            onClick={() => setDialogo('participantes')}
          />
          <Button
            type="button"
            label="Adicionar avaliadores"
            icon="pi pi-user-plus"
            disabled={!escolhidos.length}
            onClick={() => setDialogo('avaliadores')}
          />
          {permiteAutoAvaliacao && (
            <Button
              type="button"
              label="Gerar autoavaliações"
              icon="pi pi-user"
              onClick={() => void gerarAutoavaliacoes()}
            />
          )}
          <Button
            type="button"
            label="Remover avaliados"
            icon="pi pi-trash"
            severity="danger"
            disabled={!escolhidos.length}
            onClick={() => void removerAvaliados()}
          />
        </div>
      )}
      <section aria-label="Avaliados e avaliadores">
        {linhas.length === 0 ? (
          <p className="participantes-vazio">Nenhum avaliado.</p>
        ) : (
          <div
            className="participantes-janela"
            style={{ height: Math.min(linhas.length, LINHAS_VISIVEIS) * ALTURA_LINHA + 2 }}
            onScroll={(e) => {
              const t = e.currentTarget.scrollTop;
              setTopo(t);
              void maisLinhas(Math.ceil(t / ALTURA_LINHA) + LINHAS_VISIVEIS);
            }}
          >
            <div style={{ height: linhas.length * ALTURA_LINHA, position: 'relative' }}>
              {(() => {
                const inicio = Math.max(0, Math.floor(topo / ALTURA_LINHA) - FOLGA);
                const fim = Math.min(linhas.length, inicio + LINHAS_VISIVEIS + 2 * FOLGA);
                return linhas.slice(inicio, fim).map((l, k) => (
                  <div
                    key={l.id}
                    style={{ position: 'absolute', top: (inicio + k) * ALTURA_LINHA, left: 0, right: 0 }}
                  >
                    {linha(l)}
                  </div>
                ));
              })()}
            </div>
          </div>
        )}
      </section>
      {dialogo === 'participantes' && (
        <DialogoParticipantes
          permiteAutoAvaliacao={permiteAutoAvaliacao}
          onHide={() => setDialogo(null)}
          onConfirmar={(corpo) => feito(chamar(preencherParticipantes, { params: { id }, body: corpo }))}
        />
      )}
      {dialogo === 'avaliadores' && (
        <DialogoAvaliadores
          avaliados={escolhidos.length}
          onHide={() => setDialogo(null)}
          onConfirmar={(avaliadores, papel) =>
            feito(
              chamar(adicionarAvaliadores, {
                params: { id },
                body: {
                  avaliados: escolhidos,
                  avaliadores: avaliadores.map((colaboradorId) => ({ colaboradorId })),
                  papel,
                },
              }),
            )
          }
        />
      )}
    </section>
  );
}

type Talento = { id: number; nome: string; area: { id: number; nome: string } };

/** Talents to pick (by name or area): one page of 50 shown, every match selectable at once. */
function EscolhaDeTalentos({ valor, onChange }: { valor: Set<number>; onChange: (v: Set<number>) => void }) {
  const [busca, setBusca] = useState('');
  const q = useAssentado(busca.trim());
  const [achados, setAchados] = useState<{ content: Talento[]; totalElements: number }>({
    content: [],
    totalElements: 0,
  });
  useEffect(() => {
    let vivo = true;
    void chamar(talentosParaParticipantes, { query: { q: q || undefined, page: 0, size: 50 } }).then((p) => {
      if (vivo) setAchados(p);
    });
    return () => {
      vivo = false;
    };
  }, [q]);
  const todos = async () => {
    const p = await chamar(talentosParaParticipantes, { query: { q: q || undefined, page: 0, size: 5000 } });
    onChange(new Set([...valor, ...p.content.map((t) => t.id)]));
  };
  const alternar = (tid: number) => {
    const n = new Set(valor);
    if (n.has(tid)) n.delete(tid);
    else n.add(tid);
    onChange(n);
  };
  return (
    <div className="participantes-escolha">
      <InputText
        value={busca}
        onChange={(e) => setBusca(e.target.value)}
        placeholder="Nome do talento ou da área"
        aria-label="Nome do talento ou da área"
      />
      <div className="participantes-escolha-resumo">
        <span>{valor.size === 1 ? '1 talento selecionado' : `${valor.size} talentos selecionados`}</span>
        <Button
          type="button"
          link
          label={`Selecionar todos os ${achados.totalElements.toLocaleString('pt-BR')} encontrados`}
          disabled={!achados.totalElements}
          onClick={() => void todos()}
        />
        {valor.size > 0 && <Button type="button" link label="Limpar" onClick={() => onChange(new Set())} />}
      </div>
      <ul className="participantes-escolha-lista" aria-label="Talentos">
        {achados.content.map((t) => (
          <li key={t.id}>
            <Checkbox inputId={`talento-${t.id}`} checked={valor.has(t.id)} onChange={() => alternar(t.id)} />
            <label htmlFor={`talento-${t.id}`}>
              {t.nome} <small>{t.area.nome}</small>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DialogoParticipantes({
  permiteAutoAvaliacao,
  onHide,
  onConfirmar,
}: {
  permiteAutoAvaliacao: boolean;
  onHide: () => void;
  onConfirmar: (corpo: {
    colaboradoresIds: number[];
    preencheAvaliadosLideres: boolean;
    preencheAvaliadosLiderados: boolean;
    preencheAvaliadosPares: boolean;
    geraAutoavaliacao: boolean;
  }) => Promise<void>;
}) {
  const [talentos, setTalentos] = useState<Set<number>>(new Set());
  const [opcoes, setOpcoes] = useState({
    preencheAvaliadosLideres: true,
    preencheAvaliadosLiderados: false,
    preencheAvaliadosPares: false,
    geraAutoavaliacao: false,
  });
  const caixa = (campo: keyof typeof opcoes, rotulo: string) => (
    <span className="participantes-opcao">
      <Checkbox
        inputId={campo}
        checked={opcoes[campo]}
        onChange={(e) => setOpcoes({ ...opcoes, [campo]: !!e.checked })}
      />
      <label htmlFor={campo}>{rotulo}</label>
    </span>
  );
  return (
    <Dialog header="Adicionar participantes" visible onHide={onHide} style={{ width: 'min(40rem, 95vw)' }}>
      <EscolhaDeTalentos valor={talentos} onChange={setTalentos} />
      <fieldset className="participantes-opcoes">
        <legend>Avaliadores de cada avaliado, pela responsabilidade das áreas</legend>
        {caixa('preencheAvaliadosLideres', 'Líderes (avaliador)')}
        {caixa('preencheAvaliadosLiderados', 'Liderados (avaliado)')}
        {caixa('preencheAvaliadosPares', 'Pares da mesma área entre os selecionados')}
        {permiteAutoAvaliacao && caixa('geraAutoavaliacao', 'Autoavaliação')}
      </fieldset>
      <div className="participantes-rodape">
        <Button type="button" label="Cancelar" outlined onClick={onHide} />
        <Button
          type="button"
          label="Adicionar"
          disabled={!talentos.size}
          onClick={() => void onConfirmar({ colaboradoresIds: [...talentos], ...opcoes })}
        />
      </div>
    </Dialog>
  );
}

function DialogoAvaliadores({
  avaliados,
  onHide,
  onConfirmar,
}: {
  avaliados: number;
  onHide: () => void;
  onConfirmar: (avaliadores: number[], papel: 'R' | 'A' | 'P') => Promise<void>;
}) {
  const [talentos, setTalentos] = useState<Set<number>>(new Set());
  const [papel, setPapel] = useState<'R' | 'A' | 'P'>('P');
  return (
    <Dialog
      header={`Adicionar avaliadores a ${avaliados === 1 ? '1 avaliado' : `${avaliados} avaliados`}`}
      visible
      onHide={onHide}
      style={{ width: 'min(40rem, 95vw)' }}
    >
      <label htmlFor="papel-avaliador">Papel</label>
      <Dropdown
        inputId="papel-avaliador"
        value={papel}
        options={papeisEscolhidos}
        onChange={(e) => setPapel(e.value)}
      />
      <EscolhaDeTalentos valor={talentos} onChange={setTalentos} />
      <div className="participantes-rodape">
        <Button type="button" label="Cancelar" outlined onClick={onHide} />
        <Button
          type="button"
          label="Adicionar"
          disabled={!talentos.size}
          onClick={() => void onConfirmar([...talentos], papel)}
        />
      </div>
    </Dialog>
  );
}
