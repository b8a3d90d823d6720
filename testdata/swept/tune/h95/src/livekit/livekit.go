// Package livekit holds cases rewritten from github.com/livekit/protocol.
package livekit

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/livekit/protocol/tracer/jaeger/jaeger.go:24 (plainhttp: the scheme is prefixed to a configured collector address only when it has none, so no public host is known)
func Configure(addr string) (*url.URL, error) {
	if !strings.HasPrefix(addr, "http") {
		addr = "http://" + addr // lookalike
	}
	return url.Parse(addr)
}

// Source: github.com/livekit/protocol/utils/redact.go:31 (syntax: the "{...}" mask in the authority is the redactor's own output, not a URI to use)
func RedactStreamKey(raw string) (string, bool) {
	scheme, key, ok := strings.Cut(raw, "://")
	match := []string{raw, scheme, key}
	if ok && (scheme == "mux" || scheme == "twitch") {
		return match[1] + "://" + RedactIdentifier(match[2]), true // lookalike
	}
	if redacted := RedactUrlQueryValues(raw); redacted != raw {
		return redacted, true
	}
	return raw, false
}

// Source: github.com/livekit/protocol/utils/redact.go:59 (escaper: the redactor rejoins query pieces that are already encoded, replacing values with a mask)
func RedactUrlQueryValues(rawUrl string) string {
	base, query, found := strings.Cut(rawUrl, "?")
	if !found || query == "" {
		return rawUrl
	}
	params := strings.Split(query, "&")
	for i, p := range params {
		if k, v, ok := strings.Cut(p, "="); ok && v != "" {
			params[i] = k + "={...}"
		}
	}
	return base + "?" + strings.Join(params, "&") // lookalike
}

// RedactIdentifier keeps a few characters at both ends of an identifier.
func RedactIdentifier(identifier string) string {
	var prefix, suffix string
	for i := 3; i > 0; i-- {
		if len(identifier) >= i*3 {
			prefix = identifier[:i]
			suffix = identifier[len(identifier)-i:]
			break
		}
	}
	return "{" + prefix + "..." + suffix + "}"
}

// Source: github.com/livekit/protocol/webhook/resource_url_notifier.go:208 (syntax: the redactor writes a "{...}" mask over the userinfo of a URL that is only logged)
func redactURL(rawURL string) string {
	if scheme, rest, ok := strings.Cut(rawURL, "://"); ok {
		authority := rest
		if end := strings.IndexAny(rest, "/?#"); end >= 0 {
			authority = rest[:end]
		}
		if at := strings.LastIndexByte(authority, '@'); at >= 0 {
			rawURL = scheme + "://{...}" + rest[at:] // lookalike
		}
	}
	return RedactUrlQueryValues(rawURL)
}

func redactURLError(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return &url.Error{Op: ue.Op, URL: redactURL(ue.URL), Err: ue.Err}
	}
	return err
}

// SendWebhook posts to the receiver and logs the outcome without its credentials.
func SendWebhook(target string, logf func(format string, args ...any)) {
	resp, err := http.Post(target, "application/json", nil)
	if err != nil {
		logf("failed to send webhook: %v", redactURLError(err))
		return
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	_ = resp.Body.Close()
	logf("sent webhook to %s", redactURL(target))
}

// TransferSIPParticipantRequest asks to transfer a SIP call.
type TransferSIPParticipantRequest struct {
	RoomName            string
	ParticipantIdentity string
	TransferTo          string
}

// Validate rejects a missing or bracketed transfer target.
func (r *TransferSIPParticipantRequest) Validate() error {
	if strings.HasPrefix(r.TransferTo, "<") {
		return fmt.Errorf("transfer target %q must not be bracketed", r.TransferTo)
	}
	if r.TransferTo == "" {
		return errors.New("transfer target is required")
	}
	return nil
}

// printCurl writes a curl command line for a twirp call.
func printCurl(w io.Writer, base, pkg, svc, method, body string) error {
	_, err := fmt.Fprintf(w, "curl -X POST \\\n\t-H 'Content-Type: application/json' \\\n\t--data '%s' \\\n\t%s/twirp/%s.%s/%s\n", body, base, pkg, svc, method)
	return err
}
