import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CAIXAS, type TipoCaixa } from '@ipe/domain/mensagens';
import { type KeyboardEventHandler, type PointerEventHandler, useEffect, useState } from 'react';
import { Caixa } from './Caixa.tsx';
import { type ColunasProps, type Colunas, LADOS, type Lado, TXT_COLUNAS } from './colunas.ts';

/**
 * The boxes with drag and drop (dnd-kit; its own chunk, loaded when the pointer or the focus first
 * enters the boxes): sortable within each column and between them, by the header with the mouse and by
 * the grip with the keyboard (Space, arrows, Space; Escape cancels). The order is saved when dropped.
 */
const titulo = (id: UniqueIdentifier) => CAIXAS[id as TipoCaixa] ?? String(id);
const ANUNCIOS = {
  onDragStart: ({ active }: { active: { id: UniqueIdentifier } }) => `Caixa ${titulo(active.id)} levantada.`,
  onDragOver: ({
    active,
    over,
  }: {
    active: { id: UniqueIdentifier };
    over: { id: UniqueIdentifier } | null;
  }) =>
    over
      ? `Caixa ${titulo(active.id)} sobre ${titulo(over.id)}.`
      : `Caixa ${titulo(active.id)} fora das colunas.`,
  onDragEnd: ({ active }: { active: { id: UniqueIdentifier } }) => `Caixa ${titulo(active.id)} solta.`,
  onDragCancel: ({ active }: { active: { id: UniqueIdentifier } }) =>
    `Movimento cancelado. Caixa ${titulo(active.id)} voltou ao lugar.`,
};
const INSTRUCOES = {
  draggable:
    'Para mover a caixa, pressione espaço, use as setas para mudar de lugar ou de coluna, e espaço de novo para soltar. Esc cancela.',
};

function CaixaArrastavel({ tipo, ...p }: { tipo: TipoCaixa } & Omit<ColunasProps, 'colunas' | 'onMover'>) {
  const s = useSortable({ id: tipo });
  const caixa = p.caixas.get(tipo);
  if (!caixa) return null;
  return (
    <Caixa
      caixa={caixa}
      minimizado={p.minimizadas.has(tipo)}
      onAlternar={() => p.onAlternar(tipo)}
      onVer={p.onVer}
      arraste={{
        ref: s.setNodeRef,
        style: { transform: CSS.Translate.toString(s.transform), transition: s.transition },
        // dnd-kit types its listeners as Function: they are these React handlers.
        cabecalho: { onPointerDown: s.listeners?.onPointerDown as PointerEventHandler | undefined },
        alca: {
          ...s.attributes,
          onKeyDown: s.listeners?.onKeyDown as KeyboardEventHandler | undefined,
          ref: s.setActivatorNodeRef,
        },
        arrastando: s.isDragging,
      }}
    />
  );
}

function Coluna({
  lado,
  tipos,
  ...p
}: { lado: Lado; tipos: TipoCaixa[] } & Omit<ColunasProps, 'colunas' | 'onMover'>) {
  const { setNodeRef } = useDroppable({ id: lado });
  return (
    <SortableContext id={lado} items={tipos} strategy={verticalListSortingStrategy}>
      <ul ref={setNodeRef} className="ipe-caixas-coluna" aria-label={TXT_COLUNAS[lado]} data-coluna={lado}>
        {tipos.map((t) => (
          <li key={t}>
            <CaixaArrastavel tipo={t} {...p} />
          </li>
        ))}
      </ul>
    </SortableContext>
  );
}

export default function CaixasArrastaveis({
  colunas,
  onMover,
  focar,
  ...p
}: ColunasProps & { focar?: string | null }) {
  const [cols, setCols] = useState<Colunas>(colunas);
  useEffect(() => setCols(colunas), [colunas]);
  // The grip focused before this chunk came is focused again (the static one was replaced).
  useEffect(() => {
    if (focar) document.getElementById(focar)?.focus();
  }, [focar]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const lado = (id: UniqueIdentifier, c = cols): Lado | null =>
    LADOS.includes(id as Lado) ? (id as Lado) : (LADOS.find((l) => c[l].includes(id as TipoCaixa)) ?? null);

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setCols((c) => {
      const de = lado(active.id, c);
      const para = lado(over.id, c);
      if (!de || !para || de === para) return c;
      const destino = [...c[para]];
      const i = LADOS.includes(over.id as Lado) ? destino.length : destino.indexOf(over.id as TipoCaixa);
      destino.splice(i < 0 ? destino.length : i, 0, active.id as TipoCaixa);
      return { ...c, [de]: c[de].filter((t) => t !== active.id), [para]: destino };
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    let final = cols;
    const de = lado(active.id);
    const para = over ? lado(over.id) : null;
    if (over && de && de === para) {
      const a = cols[de].indexOf(active.id as TipoCaixa);
      const b = LADOS.includes(over.id as Lado)
        ? cols[de].length - 1
        : cols[de].indexOf(over.id as TipoCaixa);
      if (a !== b && b >= 0) final = { ...cols, [de]: arrayMove(cols[de], a, b) };
    }
    setCols(final);
    onMover(final);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setCols(colunas)}
      accessibility={{ announcements: ANUNCIOS, screenReaderInstructions: INSTRUCOES }}
    >
      <div className="ipe-caixas" data-arrastavel="sim">
        {LADOS.map((l) => (
          <Coluna key={l} lado={l} tipos={cols[l]} {...p} />
        ))}
      </div>
    </DndContext>
  );
}
