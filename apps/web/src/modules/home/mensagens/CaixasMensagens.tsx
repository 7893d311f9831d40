import type { MensagemUsuario, TipoCaixa } from '@ipe/domain/mensagens';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Caixa } from './Caixa.tsx';
import { type ColunasProps, type Colunas, LADOS, TXT_COLUNAS } from './colunas.ts';
import { salvarOrdem, useCaixas } from './dados.ts';
import './mensagens.css';

// dnd-kit comes only when the pointer or the focus first enters the boxes: the home page is the first
// screen after login, and its weight has a budget (docs/architecture.md 'Page weight'). The static boxes
// stay until the chunk is in, then are replaced once.
type Arrastaveis = ComponentType<ColunasProps & { focar?: string | null }>;
// The dialog (PrimeReact Dialog and Checkbox) only on the first 'Ver'.
const VisualizarMensagem = lazy(() =>
  import('./VisualizarMensagem.tsx').then((m) => ({ default: m.VisualizarMensagem })),
);
const carregarArrastaveis = () => import('./CaixasArrastaveis.tsx').then((m) => m.default as Arrastaveis);

/** The same boxes without drag and drop, until dnd-kit has loaded. */
function ColunasEstaticas({ colunas, caixas, minimizadas, onAlternar, onVer }: ColunasProps) {
  return (
    <div className="ipe-caixas">
      {LADOS.map((l) => (
        <ul key={l} className="ipe-caixas-coluna" aria-label={TXT_COLUNAS[l]} data-coluna={l}>
          {colunas[l].map((t) => {
            const caixa = caixas.get(t);
            return caixa ? (
              <li key={t}>
                <Caixa
                  caixa={caixa}
                  minimizado={minimizadas.has(t)}
                  onAlternar={() => onAlternar(t)}
                  onVer={onVer}
                />
              </li>
            ) : null;
          })}
        </ul>
      ))}
    </div>
  );
}

/**
 * The home page's message boxes (spec 3 §2): two columns, one box per module type code, in the user's
 * order; moving or collapsing a box saves the order and the collapsed list (PUT caixa-mensagens).
 */
export default function CaixasMensagens() {
  const { data } = useCaixas();
  const [colunas, setColunas] = useState<Colunas | null>(null);
  const [minimizadas, setMinimizadas] = useState<Set<TipoCaixa>>(new Set());
  const [Arrastaveis, setArrastaveis] = useState<Arrastaveis | null>(null);
  const pedido = useRef(false);
  const [focar, setFocar] = useState<string | null>(null);
  const [vendo, setVendo] = useState<MensagemUsuario | null>(null);
  const carregado = !!data;
  useEffect(() => {
    if (!data || colunas) return;
    setColunas({
      esquerda: data.caixasEsquerda.map((c) => c.tipo),
      direita: data.caixasDireita.map((c) => c.tipo),
    });
    setMinimizadas(new Set(data.caixasMinimizadas));
  }, [data, colunas]);
  const caixas = useMemo(
    () => new Map([...(data?.caixasEsquerda ?? []), ...(data?.caixasDireita ?? [])].map((c) => [c.tipo, c])),
    [data],
  );
  // The message shown in the dialog follows the cache (read flag toggled there).
  const vendoAtual = vendo
    ? ([...caixas.values()]
        .flatMap((c) => c.mensagens)
        .find((m) => m.usuarioMensagemId === vendo.usuarioMensagemId) ?? vendo)
    : null;
  if (!carregado || !colunas) return null;

  const salvar = (c: Colunas, m: Set<TipoCaixa>) =>
    void salvarOrdem({ caixasEsquerda: c.esquerda, caixasDireita: c.direita, caixasMinimizadas: [...m] });
  const props: ColunasProps = {
    colunas,
    caixas,
    minimizadas,
    onMover: (c) => {
      setColunas(c);
      salvar(c, minimizadas);
    },
    onAlternar: (t) => {
      const m = new Set(minimizadas);
      if (m.has(t)) m.delete(t);
      else m.add(t);
      setMinimizadas(m);
      salvar(colunas, m);
    },
    onVer: setVendo,
  };
  const querArrastar = (alvo?: EventTarget) => {
    if (pedido.current) return;
    pedido.current = true;
    if (alvo instanceof HTMLElement && alvo.classList.contains('ipe-caixa-alca')) setFocar(alvo.id);
    void carregarArrastaveis().then((c) => setArrastaveis(() => c));
  };
  return (
    <div
      className="ipe-caixas-area"
      onPointerEnter={() => querArrastar()}
      onFocusCapture={(e) => querArrastar(e.target)}
    >
      {Arrastaveis ? <Arrastaveis {...props} focar={focar} /> : <ColunasEstaticas {...props} />}
      {vendoAtual && (
        <Suspense fallback={null}>
          <VisualizarMensagem mensagem={vendoAtual} onHide={() => setVendo(null)} />
        </Suspense>
      )}
    </div>
  );
}
