import { zodResolver } from '@hookform/resolvers/zod';
import { MSG_RELATORIO, type RelatorioDef } from '@ipe/domain/relatorios/index';
import { Button } from 'primereact/button';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { alertInvalidForm, FormGrid } from '../components/index.ts';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { useSession } from '../session/state.ts';
import { baixarRelatorio, textoProgresso } from './download.ts';
import './relatorios.css';

/** A button beside 'Relatório': validates the filter first, then downloads with `valores` or runs `acao`. */
export interface BotaoRelatorio {
  rotulo: string;
  icone?: string;
  /** Extra body fields of this button's download (e.g. `{ layout: 'RESUMIDO' }`). */
  valores?: Record<string, unknown>;
  /** PDF (default) or XLSX for the download. */
  pdf?: boolean;
  /** Instead of a download: what to do with the valid filter. */
  acao?: (filtro: FieldValues) => void | Promise<void>;
}

export interface RelatorioPageProps {
  def: RelatorioDef;
  /** The filter fields (campos.tsx), inside the form; they read the form from context. */
  children: ReactNode;
  botoes?: readonly BotaoRelatorio[];
}

/**
 * A report's filter screen (issue 8): the form validated by the declaration's zod schema (the same the
 * server runs) and filled with its defaults; 'Relatório' (PDF), 'Exportar para XLS' when the report has
 * XLSX, and custom buttons, each validating first; progress text while the file downloads; no-data info
 * and errors as toasts; server field errors put back on the fields.
 */
export function RelatorioPage({ def, children, botoes = [] }: RelatorioPageProps) {
  useDocumentTitle(def.titulo);
  const empresaId = useSession().empresaId ?? 0;
  const form = useForm<FieldValues>({
    resolver: zodResolver(def.filtro as never) as never,
    defaultValues: def.padrao({ empresaId }) as FieldValues,
    mode: 'onSubmit',
  });
  const [progresso, setProgresso] = useState<string | null>(null);
  const ocupado = progresso !== null;
  const abortar = useRef<AbortController | null>(null);
  // Leaving the screen cancels a download in progress (the server stops writing when the socket closes).
  useEffect(() => () => abortar.current?.abort(), []);

  const baixar =
    (pdf: boolean, valores: Record<string, unknown> = {}) =>
    async (filtro: FieldValues) => {
      abortar.current = new AbortController();
      setProgresso(textoProgresso(0));
      try {
        const r = await baixarRelatorio(
          def,
          { ...filtro, ...valores, pdf },
          {
            progresso: (bytes, linhas) => setProgresso(textoProgresso(bytes, linhas)),
            signal: abortar.current.signal,
          },
        );
        if (r.tipo === 'erro') for (const e of r.erro.entries) form.setError(e.field, { message: e.message });
      } catch {
        // Aborted: the screen was left.
      } finally {
        setProgresso(null);
      }
    };
  const validandoAntes = (executar: (filtro: FieldValues) => Promise<void> | void) =>
    form.handleSubmit(executar, (errors) =>
      alertInvalidForm(errors as Record<string, unknown>, { fieldOrder: Object.keys(form.getValues()) }),
    );

  return (
    <section aria-labelledby="ipe-relatorio-titulo" className="ipe-relatorio">
      <div className="ipe-page-header">
        <h1 id="ipe-relatorio-titulo">{def.titulo}</h1>
      </div>
      {def.descricao && <p className="ipe-relatorio-descricao">{def.descricao}</p>}
      <FormProvider {...form}>
        <form
          aria-label={def.titulo}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!ocupado) void validandoAntes(baixar(true))();
          }}
        >
          <FormGrid>{children}</FormGrid>
          <div className="ipe-relatorio-botoes">
            <Button type="submit" label={MSG_RELATORIO.botaoPdf} icon="pi pi-file-pdf" disabled={ocupado} />
            {def.xlsx && (
              <Button
                type="button"
                label={MSG_RELATORIO.botaoXls}
                icon="pi pi-file-excel"
                severity="success"
                outlined
                disabled={ocupado}
                onClick={() => void validandoAntes(baixar(false))()}
              />
            )}
            {botoes.map((b) => (
              <Button
                key={b.rotulo}
                type="button"
                label={b.rotulo}
                icon={b.icone}
                outlined
                disabled={ocupado}
                onClick={() => void validandoAntes(b.acao ?? baixar(b.pdf ?? true, b.valores))()}
              />
            ))}
          </div>
          <p className="ipe-relatorio-progresso" aria-live="polite">
            {progresso && (
              <>
                <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {progresso}
              </>
            )}
          </p>
        </form>
      </FormProvider>
    </section>
  );
}

export type FormRelatorio = UseFormReturn<FieldValues>;
