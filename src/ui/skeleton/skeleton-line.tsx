import { Skeleton, type SkeletonProps } from '@chakra-ui/react';
import { skeletonRecipe } from './skeleton-recipe';

/** One grey bar standing for a line of text; its height is the line's, so the real text takes its place. */
export function SkeletonLine(props: SkeletonProps) {
  return <Skeleton recipe={skeletonRecipe} h="5" {...props} />;
}

/** The shape of a one-line entry (an order or a trip on the member home, a balance). */
export function TextLineSkeleton() {
  return <SkeletonLine w="80%" />;
}
