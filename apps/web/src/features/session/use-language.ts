import { toast } from 'sonner';
import { API, type Language, type SelfUpdatedResponse } from '@sakinah/contract';
import { api, errorMessage } from '../../lib/api';
import { rememberLanguage, switchLanguage } from '../../lib/i18n';
import { useSession } from './session';

/**
 * Chooses the language: remembered in a cookie for everyone (the server answers a visitor by it) and, for a signed-in
 * member, saved on her record (PUT /api/update-user `{language}`), which her mails, OTPs and notifications follow.
 */
export function useChooseLanguage() {
  const { user, setUser } = useSession();
  return async (language: Language) => {
    rememberLanguage(language);
    await switchLanguage(language);
    if (user && (user.role ?? 'member') === 'member' && user.language !== language) {
      try {
        const data = await api<SelfUpdatedResponse>('PUT', API.updateUser, { body: { language } });
        if (data.user) setUser(data.user);
      } catch (error) {
        toast.error(errorMessage(error, ''));
      }
    }
  };
}
