package gomail

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// VERSION is the version of the library.
const VERSION = "0.8.2"

// ErrNoHTTPSUnsubURL is returned when a one-click unsubscribe has no https URL.
var ErrNoHTTPSUnsubURL = errors.New("one-click unsubscribe requires an https URL")

// Msg is a mail message.
type Msg struct {
	header             map[string]string
	noDefaultUserAgent bool
}

// NewMsg returns a new message.
func NewMsg() *Msg {
	return &Msg{header: make(map[string]string)}
}

// SetUserAgent sets the User-Agent and X-Mailer headers.
func (m *Msg) SetUserAgent(ua string) {
	m.header["User-Agent"] = ua
	m.header["X-Mailer"] = ua
}

// checkUserAgent sets the default User-Agent unless one is set.
func (m *Msg) checkUserAgent() {
	if m.noDefaultUserAgent {
		return
	}
	if _, ok := m.header["User-Agent"]; !ok {
		// Source: github.com/wneessen/go-mail/msg.go:2997 (syntax: User-Agent text with the project URL among words, rule 4)
		m.SetUserAgent(fmt.Sprintf("go-mail v%s // https://github.com/wneessen/go-mail", VERSION)) // lookalike
	}
}

// validUnsubURI reports whether raw may go into a List-Unsubscribe header.
func validUnsubURI(raw string) (string, bool) {
	raw = strings.TrimSpace(raw)
	raw = strings.TrimSuffix(strings.TrimPrefix(raw, "<"), ">")
	if raw == "" || strings.ContainsAny(raw, "\r\n\x00<> ") {
		return "", false
	}
	u, err := url.Parse(raw)
	if err != nil {
		return "", false
	}
	switch u.Scheme {
	case "https", "http":
		if u.Host == "" {
			return "", false
		}
	case "mailto":
	default:
		return "", false
	}
	return raw, true
}

// SetListUnsubscribe sets the List-Unsubscribe header from the valid URIs.
func (m *Msg) SetListUnsubscribe(uris ...string) {
	var list []string
	for _, raw := range uris {
		if uri, ok := validUnsubURI(raw); ok {
			list = append(list, "<"+uri+">")
		}
	}
	if len(list) > 0 {
		m.header["List-Unsubscribe"] = strings.Join(list, ", ")
	}
}

// SetListUnsubscribeOneClick sets a one-click List-Unsubscribe; the first URI must be https.
func (m *Msg) SetListUnsubscribeOneClick(uri string, more ...string) error {
	u, err := url.Parse(strings.TrimSpace(uri))
	if err != nil || u.Scheme != "https" || u.Host == "" {
		return ErrNoHTTPSUnsubURL
	}
	m.SetListUnsubscribe(append([]string{uri}, more...)...)
	m.header["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
	return nil
}
