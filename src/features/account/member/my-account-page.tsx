import { Box } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChangeMobileForm } from './change-mobile-form';
import { memberQueries } from './member-api';
import { ProfileForm } from './profile-form';

/** /member/myAccount: the profile and the bound mobile. */
export function MyAccountPage() {
  const queryClient = useQueryClient();
  const { data: profile } = useQuery(memberQueries.profile());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: memberQueries.profile().queryKey });
  if (!profile) return <Box minH="60" aria-busy="true" />;
  return (
    <Box>
      <ProfileForm key={`${profile.email}-${profile.emailVerified}`} profile={profile} onSaved={refresh} />
      <ChangeMobileForm mobile={profile.mobile} onChanged={refresh} />
    </Box>
  );
}
