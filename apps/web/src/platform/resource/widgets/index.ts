import type { FieldKind } from '@ipe/domain';
import type { ComponentType } from 'react';
import { BooleanWidget, ChecklistWidget, DateWidget, EnumWidget, ReferenceWidget } from './choice.tsx';
import { CepWidget, CnpjWidget, CpfWidget, PhoneWidget } from './digits.tsx';
import { ItemsWidget } from './items.tsx';
import { DecimalWidget, IntegerWidget, MoneyWidget } from './number.tsx';
import { ReferencesWidget } from './references.tsx';
import { ColorWidget, EmailWidget, TextareaWidget, TextWidget } from './text.tsx';
import type { FieldOf, WidgetProps } from './types.ts';

export type { FieldOf, ItemRow, ValueOfKind, WidgetProps } from './types.ts';

/** One widget per field kind: a kind added to the domain without its widget here fails to compile. */
export const WIDGETS: { [K in FieldKind]: ComponentType<WidgetProps<FieldOf<K>>> } = {
  text: TextWidget,
  textarea: TextareaWidget,
  email: EmailWidget,
  color: ColorWidget,
  cpf: CpfWidget,
  cnpj: CnpjWidget,
  cep: CepWidget,
  phone: PhoneWidget,
  integer: IntegerWidget,
  decimal: DecimalWidget,
  money: MoneyWidget,
  date: DateWidget,
  boolean: BooleanWidget,
  enum: EnumWidget,
  reference: ReferenceWidget,
  checklist: ChecklistWidget,
  references: ReferencesWidget,
  items: ItemsWidget,
};
