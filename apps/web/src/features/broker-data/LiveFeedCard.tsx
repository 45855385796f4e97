import type { FeedStatus } from '@app/contracts/market/types';
import { Activity, PlugZap, RefreshCw, RotateCw } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Badge, Button, Card, type BadgeTone } from '../../shared/ui';
import { formatQuantity } from '../../shared/format/numbers';
import type { LiveSnapshot } from '../../shared/live/liveSocket';
import { liveSocket } from '../../shared/live/liveSocket';
import { formatDateTime } from '../../shared/format/dates';
import { relativeTime } from '../../shared/format/relativeTime';
import { useNow } from '../../shared/ui/useNow';
import { feedSourceLine } from './brokerRules';
import { useLastTick } from './useLastTick';

const STATE_TONE: Record<string, BadgeTone> = {
  connected: 'success',
  connecting: 'warning',
  disconnected: 'danger',
  stopped: 'neutral',
  paused: 'warning',
};
const word = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type TestResult = { ok: boolean; text: string } | null;

export interface LiveFeedCardProps {
  live: LiveSnapshot;
  feed: FeedStatus | null;
  checking: boolean;
  error: string | null;
  onCheck: () => void;
}

/** The browser's socket and the market feed behind it, with a round-trip test. */
export function LiveFeedCard({ live, feed, checking, error, onCheck }: LiveFeedCardProps) {
  const now = useNow(5_000);
  const received = useLastTick();
  // The feed reports its last tick only when its state changes; ticks reaching this browser are fresher.
  const feedTick = feed?.last_tick_at ? Date.parse(feed.last_tick_at) : null;
  const lastTick = Math.max(received ?? 0, feedTick ?? 0) || null;
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TestResult>(null);

  const test = async () => {
    setTesting(true);
    const started = performance.now();
    const ok = await liveSocket.testConnection();
    const ms = Math.round(performance.now() - started);
    const text = ok
      ? `Connection is working (${ms} ms round trip)`
      : live.state === 'connected'
        ? 'No answer within 5 s'
        : 'The socket is not connected';
    setResult({ ok, text });
    if (ok) toast.success(text);
    else toast.error(`Connection test failed: ${text}`);
    setTesting(false);
  };

  return (
    <Card
      title="Live connection"
      subtitle="Your socket to the server, and the market feed it relays."
      aria-label="Live connection"
      actions={
        <>
          {live.state !== 'connected' && (
            <Button size="sm" variant="ghost" icon={<RotateCw size={14} />} onClick={() => liveSocket.forceReconnect()}>
              Reconnect
            </Button>
          )}
          <Button size="sm" variant="ghost" icon={<RefreshCw size={14} />} loading={checking} onClick={onCheck}>
            Refresh status
          </Button>
          <Button
            size="sm"
            variant="primary"
            icon={<PlugZap size={14} />}
            loading={testing}
            onClick={() => void test()}
          >
            Test connection
          </Button>
        </>
      }
    >
      {result && (
        <p className={result.ok ? 'test-result test-result--ok' : 'test-result test-result--fail'} role="status">
          {result.text}
        </p>
      )}
      <div className="feed-grid">
        <dl className="facts">
          <div>
            <dt>Socket</dt>
            <dd>
              <Badge tone={STATE_TONE[live.state] ?? 'neutral'} dot>
                {word(live.state)}
              </Badge>
              {live.reason && live.state !== 'connected' && <span className="muted"> {live.reason}</span>}
            </dd>
          </div>
          <div>
            <dt>Last heartbeat</dt>
            <dd title={formatDateTime(live.lastHeartbeatAt)}>
              {live.lastHeartbeatAt ? relativeTime(live.lastHeartbeatAt, now) : 'None yet (every 15 s)'}
            </dd>
          </div>
          <div>
            <dt>Reconnect attempts</dt>
            <dd className="num">{live.attempts}</dd>
          </div>
        </dl>
        <dl className="facts">
          <div>
            <dt>Feed</dt>
            <dd data-testid="feed-kind">
              <Activity size={14} aria-hidden="true" />{' '}
              {feed ? (feed.feed === 'kite' ? 'Kite ticker' : 'Simulator') : error ? 'Unknown' : 'Checking…'}
            </dd>
          </div>
          <div>
            <dt>Feed state</dt>
            <dd>
              {feed ? (
                <Badge tone={STATE_TONE[feed.state] ?? 'neutral'} dot>
                  {word(feed.state)}
                </Badge>
              ) : (
                '—'
              )}
            </dd>
          </div>
          {feed && feedSourceLine(feed) && (
            <div>
              <dt>Session</dt>
              <dd data-testid="feed-session">
                {feedSourceLine(feed)}
                {feed.session && (
                  <span className="muted" title={formatDateTime(Date.parse(feed.session.expires_at))}>
                    {' '}
                    · expires {relativeTime(Date.parse(feed.session.expires_at), now)}
                  </span>
                )}
              </dd>
            </div>
          )}
          <div>
            <dt>Instruments streamed</dt>
            <dd className="num">{feed ? formatQuantity(feed.subscribed) : '—'}</dd>
          </div>
          <div>
            <dt>Last tick</dt>
            <dd title={formatDateTime(lastTick)} data-testid="last-tick">
              {lastTick ? relativeTime(lastTick, Math.max(now, lastTick)) : 'None yet'}
            </dd>
          </div>
        </dl>
      </div>
      {(error || feed?.message) && (
        <p className="admin-note" data-testid="feed-message">
          {error ?? feed?.message}
        </p>
      )}
      {feed?.fallback_reason && (
        <p className="muted feed-hint" data-testid="feed-fallback">
          Kite resumes by itself when an admin reconnects the feed account in Settings.
        </p>
      )}
      {feed?.feed === 'kite' && (
        <p className="muted feed-hint">
          Prices come from the Kite ticker, so the simulator's price control is not available.
        </p>
      )}
    </Card>
  );
}
