import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import dataTable from './data-table.module.css';

/** A column of a list table: its heading, right-aligned over its figures when `number`. */
export type TableColumn = { label: string; number?: boolean };

/**
 * The heading row of a list table whose cells repeat their column's label (`data-label`) for the
 * phone layout. `numberClass` is the table's class for figures: data-table.module.css's, unless
 * the feature styles its tables itself.
 */
export function TableHead({
  columns,
  numberClass = dataTable.number,
}: {
  columns: TableColumn[];
  numberClass?: string;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.number ? numberClass : undefined}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A figure, named by its column (`label`) on a phone; `numberClass` as for `TableHead`, and any
 * further `className` (a colour).
 */
export function NumberCell({
  label,
  className,
  numberClass = dataTable.number,
  children,
}: {
  label: string;
  className?: string;
  numberClass?: string;
  children: ReactNode;
}) {
  return (
    <td data-label={label} className={clsx(numberClass, className)}>
      {children}
    </td>
  );
}
