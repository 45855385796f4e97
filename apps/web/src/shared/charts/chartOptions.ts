import { ColorType, type ChartOptions, type DeepPartial } from 'lightweight-charts';
import { formatNumber } from '../format/numbers';

/** What every chart in the app shares: sizing to its box, the card showing through, the app's font, en-IN prices. */
export function appChartOptions(style: CSSStyleDeclaration, textColor: string): DeepPartial<ChartOptions> {
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor,
      fontFamily: style.getPropertyValue('--font-family') || undefined,
      attributionLogo: false,
    },
    localization: { locale: 'en-IN', priceFormatter: (p: number) => formatNumber(p, 2) },
  };
}
