import type { ComponentType } from 'react';
import type { ColumnConfig } from '@app/contracts/settings/types';
import { ErrorState, LoadingState } from '../../shared/ui';
import { definitionOf, type GridContainerType } from './containerCatalog';
import { normaliseColumnConfig } from './columnConfig';
import { ContainerFrame, type ContainerChrome } from './ContainerFrame';

/** What the grid gives the component of a container type. */
export interface ContainerProps {
  chrome: ContainerChrome;
  /** The container's selected columns, in order. */
  columns: ColumnConfig;
}

/**
 * The component of each container type. The page that shows the grid supplies it, so the grid knows
 * no feature whose data a container shows.
 */
export type ContainerComponents = Record<GridContainerType, ComponentType<ContainerProps>>;

/** One container on the grid: its type's component with its column configuration. */
export function GridContainer({
  id,
  chrome,
  columns,
  components,
}: {
  id: string;
  chrome: ContainerChrome;
  columns: ColumnConfig | null;
  components: ContainerComponents;
}) {
  const def = definitionOf(id);
  if (!def) {
    return (
      <ContainerFrame chrome={chrome} title={id}>
        <ErrorState title={`Unknown container: ${id}`} />
      </ContainerFrame>
    );
  }
  if (!columns) {
    return (
      <ContainerFrame chrome={chrome} title={def.name}>
        <LoadingState text="Loading column configuration..." />
      </ContainerFrame>
    );
  }
  const Component = components[def.id];
  return <Component chrome={chrome} columns={normaliseColumnConfig(def.id, columns)} />;
}
