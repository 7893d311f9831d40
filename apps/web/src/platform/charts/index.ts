/**
 * The chart kit of the analytics dashboards (spec 3 §2): constants (palette, funnel size), chart
 * components over chart.js, cards with the empty-chart message and help tooltips, key figures and the
 * printable container. Import it only from lazy pages: chart.js stays out of the main bundle.
 */
export * from './CartaoGrafico.tsx';
export * from './constantes.ts';
export * from './Graficos.tsx';
export * from './Imprimivel.tsx';
