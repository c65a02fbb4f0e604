import { Box, Flex } from '@chakra-ui/react';
import { SkeletonLine } from './skeleton-line';

/** The shape of one row of a list (a flight's status, a points entry, a trip): a title line and two facts. */
export function ListRowSkeleton() {
  return (
    <Box borderWidth="1px" borderColor="line" borderRadius="lg" p={4}>
      <SkeletonLine h="7" w="8rem" mb={2} />
      <Flex gap={6} wrap="wrap">
        <Box>
          <SkeletonLine w="9rem" />
          <SkeletonLine h="7" w="5rem" mt="1" />
        </Box>
        <Box>
          <SkeletonLine w="9rem" />
          <SkeletonLine h="7" w="5rem" mt="1" />
        </Box>
      </Flex>
    </Box>
  );
}
