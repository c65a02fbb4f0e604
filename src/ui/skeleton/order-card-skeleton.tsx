import { Box, Flex } from '@chakra-ui/react';
import { SkeletonLine } from './skeleton-line';

/** The shape of an order card: number and status, a flight, the travellers, then price and the details link. */
export function OrderCardSkeleton() {
  return (
    <Box borderWidth="1px" borderColor="line" borderRadius="md" p={{ base: 3, md: 4 }} bg="white">
      <Flex justify="space-between" align="center" gap={2}>
        <SkeletonLine h="6" w="14rem" maxW="60%" />
        <SkeletonLine h="6" w="4rem" />
      </Flex>
      <SkeletonLine h="6" w="80%" mt={2} />
      <SkeletonLine w="50%" mt={1} />
      <Flex justify="space-between" align="center" mt={3} gap={2}>
        <Box>
          <SkeletonLine h="7" w="6rem" />
          <SkeletonLine h="4" w="9rem" mt="1" />
        </Box>
        <SkeletonLine h="6" w="4rem" />
      </Flex>
    </Box>
  );
}
