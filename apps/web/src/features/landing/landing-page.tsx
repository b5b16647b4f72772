import { messages } from '@receipts/domain';
import { css } from 'styled-system/css';
import { ThemeToggle } from '../theme/theme-toggle.tsx';

const CONTACT_EMAIL = 'invitations@receiptspress.com';
const text = messages.landing;

/** What everyone who is not signed in sees, at / and at every protected route (SPEC §2). */
export function LandingPage() {
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <header
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          px: { base: '5', md: '10' },
          py: '5',
        })}
      >
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2.5' })}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className={css({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'semibold' })}>
            Receipts
          </span>
        </div>
        <ThemeToggle />
      </header>

      <main
        className={css({
          flex: '1',
          display: 'grid',
          placeItems: 'center',
          px: { base: '5', md: '10' },
          py: '12',
        })}
      >
        <div className={css({ maxW: '2xl', textAlign: 'center' })}>
          <img
            src="/favicon.svg"
            alt="Receipts Press logo"
            width={72}
            height={72}
            className={css({ mx: 'auto', mb: '8' })}
          />
          <h1
            className={css({
              fontSize: { base: '4xl', md: '6xl' },
              fontWeight: 'semibold',
              letterSpacing: '-0.02em',
            })}
          >
            {text.tagline}
          </h1>
          <p
            className={css({
              mt: '6',
              fontSize: { base: 'md', md: 'lg' },
              color: 'fg.muted',
              lineHeight: '1.7',
            })}
          >
            Receipts Press publishes empirical satire: books that laugh at power and footnote every
            punchline. Each manuscript is drafted, scored and cited here until the jokes and the
            sources hold up equally well.
          </p>
          <div
            className={css({
              mt: '10',
              display: 'inline-flex',
              flexDirection: 'column',
              gap: '3',
              alignItems: 'center',
            })}
          >
            <p
              className={css({
                fontSize: 'sm',
                fontWeight: 'semibold',
                letterSpacing: '0.12em',
                textTransform: 'uppercase',
                color: 'accent.text',
              })}
            >
              {text.invitationOnly}
            </p>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className={css({
                color: 'fg.default',
                textDecoration: 'underline',
                textUnderlineOffset: '4px',
                _hover: { color: 'accent.text' },
              })}
            >
              {CONTACT_EMAIL}
            </a>
          </div>
        </div>
      </main>

      <footer
        className={css({
          px: { base: '5', md: '10' },
          py: '6',
          borderTopWidth: '1px',
          borderColor: 'border.subtle',
          display: 'flex',
          flexDirection: { base: 'column', sm: 'row' },
          gap: '2',
          justifyContent: 'space-between',
          fontSize: 'sm',
          color: 'fg.muted',
        })}
      >
        <p>© 2025 Receipts Press. All rights reserved.</p>
        <p>Receipts Press LLC · Independent publisher of empirical satire</p>
      </footer>
    </div>
  );
}
