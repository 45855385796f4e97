// The Overview's customisable grid. The page supplies the component of each container type.
export { ContainerFrame } from './ContainerFrame';
export type { ContainerComponents, ContainerProps } from './GridContainer';
export { OverviewGrid } from './OverviewGrid';
