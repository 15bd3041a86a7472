import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { avatarUrl } from '~/lib/art-url';
import { formatInZone } from '~/lib/zoned-time';

const AVATAR = artSize('avatar', 'thumb');

type Message = {
  id?: number;
  side: 'lister' | 'visitor';
  message: string;
  createdAt: Date | string;
};

/**
 * A conversation's messages, oldest first (docs/product.md#the-conversation): the inquiry, then
 * each reply, each with who wrote it ("You" for the reader's own side) and when, on the home's
 * clock. Messages are text: React escapes them, nothing is read as HTML.
 */
export function ConversationMessages({
  role,
  zone,
  first,
  replies,
  names,
  showFirst,
}: {
  role: 'lister' | 'visitor' | 'moderator';
  zone: string;
  first: Message;
  replies: Message[];
  names: { lister: string; visitor: string };
  /** The inquiry itself heads the first page only. */
  showFirst: boolean;
}) {
  const { t, lang } = useI18n();
  const messages = showFirst ? [first, ...replies] : replies;
  return (
    <ol className="mt-5 space-y-4 border-t border-slate-100 pt-5" data-testid="conversation">
      {messages.map((message, n) => {
        const mine = message.side === role;
        const name = names[message.side];
        return (
          <li
            key={message.id ?? `first-${n}`}
            className={`flex gap-3 ${mine ? 'flex-row-reverse text-end' : ''}`}
          >
            <img
              src={avatarUrl(name)}
              width={AVATAR.width}
              height={AVATAR.height}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-10 shrink-0 rounded-full bg-slate-100"
            />
            <div
              className={`min-w-0 max-w-[85%] rounded-2xl px-4 py-3 ${mine ? 'bg-brand-50' : 'bg-slate-50'}`}
            >
              <p className="text-xs text-slate-600">
                {t('thread.wrote', {
                  name: mine ? t('thread.you') : name,
                  when: formatInZone(lang, message.createdAt, zone),
                })}
              </p>
              <p
                className="mt-1 break-words whitespace-pre-line text-slate-800"
                data-testid="conversation-message"
              >
                {message.message}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
