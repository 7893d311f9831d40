import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';
import { FunnelController, TrapezoidElement } from 'chartjs-chart-funnel';

/**
 * Registers once what the chart kit draws (chart.js is tree-shaken: only these controllers, elements
 * and plugins reach the bundle, and only in the lazy chunks of the dashboards that import the kit).
 */
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  FunnelController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  TrapezoidElement,
  Tooltip,
);
Chart.defaults.locale = 'pt-BR';
Chart.defaults.font.family = 'inherit';
Chart.defaults.color = '#374151';
// Charts resize with their card; printing redraws them at the page's width.
Chart.defaults.maintainAspectRatio = false;

export { Chart };
