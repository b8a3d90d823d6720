package gomail

import (
	"errors"
	"runtime"
	"strings"
	"testing"
)

func TestMsg_SetListUnsubscribe(t *testing.T) {
	tests := []struct {
		name string
		uris []string
		want string
	}{
		// Source: github.com/wneessen/go-mail/msg_test.go:4195 (syntax: the whitespace-trimmed row of the List-Unsubscribe table, input of the validator that trims it, rules 2c and 2d)
		{"whitespace trimmed", []string{"  https://example.com/unsub  "}, "<https://example.com/unsub>"}, // lookalike
		{
			"reject URIs with a CRLF",
			// Source: github.com/wneessen/go-mail/msg_test.go:4201 (syntax: a header injection the test expects rejected, rules 2a and 2b)
			[]string{"https://example.com/unsub?uid=123\r\nBcc: <evil@attacker.com"}, // lookalike
			"",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			message := NewMsg()
			message.SetListUnsubscribe(tt.uris...)
			if got := message.header["List-Unsubscribe"]; got != tt.want {
				t.Errorf("failed to set List-Unsubscribe. Expected: %s, got: %s", tt.want, got)
			}
		})
	}
	t.Run("SetListUnsubscribe with different forbidden URI types", func(t *testing.T) {
		tests := []struct {
			name string
			uri  string
		}{
			// Source: github.com/wneessen/go-mail/msg_test.go:4271 (syntax: the "bad percent-encoding" row, which the test expects rejected, rule 2a)
			{"bad percent-encoding", "https://example.com/%zz"}, // lookalike
			// Source: github.com/wneessen/go-mail/msg_test.go:4272 (syntax: the "space in uri" row, which the test expects rejected, rule 2a)
			{"space in uri", "https://example.com/a b"}, // lookalike
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				message := NewMsg()
				message.SetListUnsubscribe(tt.uri)
				if got := message.header["List-Unsubscribe"]; got != "" {
					t.Errorf("forbidden URI type %q should not be accepted by SetListUnsubscribe", tt.uri)
				}
			})
		}
	})
}

func TestMsg_SetListUnsubscribeOneClick(t *testing.T) {
	failTests := []struct {
		name  string
		value string
	}{
		// Source: github.com/wneessen/go-mail/msg_test.go:4343 (plainhttp: the "http scheme" row of failTests, which must fail, rule 2a)
		{"http scheme", "http://example.com/unsub"}, // lookalike
		// Source: github.com/wneessen/go-mail/msg_test.go:4345 (hostform: the "missing host" row of failTests, which must fail, rule 2a)
		{"missing host", "https://"}, // lookalike
	}
	for _, tt := range failTests {
		t.Run(tt.name, func(t *testing.T) {
			message := NewMsg()
			err := message.SetListUnsubscribeOneClick(tt.value)
			if err == nil {
				t.Errorf("SetListUnsubscribeOneClick(%q) was supposed to fail, but didn't", tt.value)
			}
			if !errors.Is(err, ErrNoHTTPSUnsubURL) {
				t.Errorf("SetListUnsubscribeOneClick(%q) should return ErrNoHTTPSUnsubURL, got: %s", tt.value, err)
			}
		})
	}
}

func TestMsg_WriteToBrokenRand(t *testing.T) {
	if !strings.HasPrefix(runtime.Version(), "go1.1") {
		// Source: github.com/wneessen/go-mail/msg_test.go:7927 (syntax: a skip message with the URL among words, rule 4)
		t.Skip("Go 1.24+ never fails on broken rand Reader. See: https://github.com/golang/go/issues/66821") // lookalike
	}
}
