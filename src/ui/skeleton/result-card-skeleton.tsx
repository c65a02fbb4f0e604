import { Box, Flex, Grid } from '@chakra-ui/react';
import { SkeletonLine } from './skeleton-line';

function EndSkeleton({ align }: { align: 'flex-start' | 'flex-end' }) {
  return (
    <Flex direction="column" align={align} gap="0">
      {/* The time (2xl, line height 1.1) and the airport line (sm) of a flight card's end. */}
      <SkeletonLine h="1.65rem" w="16" />
      <SkeletonLine w="24" mt="1" />
    </Flex>
  );
}

/** The shape of a flight search result card: heading, the two ends with the duration, aircraft, two fares. */
export function ResultCardSkeleton() {
  return (
    <Box border="1px solid" borderColor="line" borderRadius="lg" p={{ base: '3', md: '4' }} bg="white">
      <SkeletonLine h="6" w="60%" mb="2" />
      <Grid templateColumns="1fr auto 1fr" gap="2" alignItems="center">
        <EndSkeleton align="flex-start" />
        <Flex direction="column" align="center" gap="2" px="2">
          <SkeletonLine w="12" />
          <SkeletonLine w="12" />
        </Flex>
        <EndSkeleton align="flex-end" />
      </Grid>
      <SkeletonLine w="40%" mt="2" />
      {[0, 1].map((fare) => (
        <Flex key={fare} borderTop="1px solid" borderColor="line" py="3" mt={fare === 0 ? '2' : '0'} gap="3">
          <SkeletonLine w="7rem" h="10" />
          <SkeletonLine w="6rem" h="10" ms="auto" />
        </Flex>
      ))}
    </Box>
  );
}
