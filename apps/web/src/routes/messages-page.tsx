import { useParams } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { PageLoading } from '../components/ui/page-loading';
import { errorMessage } from '../lib/api';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { ConversationList } from '../features/messaging/conversation-list';
import { ConversationView } from '../features/messaging/conversation-view';
import { useChatReconnect, useConversations, useConversationsLive } from '../features/messaging/use-conversations';

/**
 * `/user/messages` and `/user/messages/:userId`. Wide screens show the list beside the open
 * conversation; phones show one at a time, the conversation full screen with a way back.
 */
export default function MessagesPage() {
  const { t } = useT();
  const { userId = null } = useParams();
  const conversations = useConversations();
  useConversationsLive();
  useChatReconnect();

  return (
    <>
      <Seo title={t('nav.messages')} description={t('chat.seoDescription')} />
      <section className="container-page py-4 sm:py-6">
        <div className="card grid h-[calc(100dvh-7rem)] min-h-[26rem] overflow-hidden sm:h-[calc(100dvh-8rem)] md:grid-cols-[20rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]">
          <aside aria-label={t('chat.conversationsList')} className={`min-h-0 flex-col border-brand-100 md:flex md:border-e ${userId ? 'hidden' : 'flex'}`}>
            <div className="border-b border-brand-100 px-4 py-4">
              <h1 className="text-2xl font-bold text-brand-800">{t('nav.messages')}</h1>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto">
              {conversations.isPending ? (
                <PageLoading />
              ) : conversations.isError ? (
                <p role="alert" className="p-6 text-sm text-red-700">
                  {errorMessage(conversations.error, t('unexpectedError'))}
                </p>
              ) : (
                <ConversationList conversations={conversations.data.conversations} activeId={userId} />
              )}
            </div>
          </aside>
          {userId ? (
            // On phones the conversation covers the screen, like a messenger app.
            <div className="fixed inset-0 z-50 flex min-h-0 flex-col bg-cream md:static md:z-auto">
              <h1 className="sr-only md:hidden">{t('nav.messages')}</h1>
              <ConversationView key={userId} userId={userId} />
            </div>
          ) : (
            <div className="hidden flex-col items-center justify-center gap-3 bg-cream p-8 text-center md:flex">
              <MessagesSquare className="h-12 w-12 text-gold-400" aria-hidden="true" />
              <p className="font-display text-xl text-brand-800">{t('chat.yourConversations')}</p>
              <p className="max-w-xs text-sm text-muted">{t('chat.chooseConversation')}</p>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
