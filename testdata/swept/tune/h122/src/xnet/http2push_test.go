package xnet

import (
	"errors"
	"net/http"
	"testing"
)

func testServerPushReject(t *testing.T, doPush func(http.Pusher, *http.Request) error) {
	t.Helper()
	_ = doPush
}

func TestServer_Push_RejectWrongScheme(t *testing.T) {
	testServerPushReject(t, func(p http.Pusher, r *http.Request) error {
		// Source: golang.org/x/net/http2/server_push_test.go:386 (sink: an http push target from a TLS request in TestServer_Push_RejectWrongScheme, which expects Push to fail; rules 2a and 2b)
		if err := p.Push("http://"+r.Host+"/pushed", nil); err == nil { // lookalike
			return errors.New("Push() should have failed (push target URL is http)")
		}
		return nil
	})
}

func TestServer_Push_RejectMissingHost(t *testing.T) {
	testServerPushReject(t, func(p http.Pusher, r *http.Request) error {
		// Source: golang.org/x/net/http2/server_push_test.go:396 (hostform: a host-less https target in TestServer_Push_RejectMissingHost, which expects Push to fail; rules 2a and 2b)
		if err := p.Push("https:pushed", nil); err == nil { // lookalike
			return errors.New("Push() should have failed (push target URL missing host)")
		}
		return nil
	})
}

func TestServer_Push_RejectRelativePath(t *testing.T) {
	testServerPushReject(t, func(p http.Pusher, r *http.Request) error {
		// Source: golang.org/x/net/http2/server_push_test.go:406 (sink: a relative push target in TestServer_Push_RejectRelativePath, which expects Push to fail; rule 2a)
		if err := p.Push("../test", nil); err == nil { // lookalike
			return errors.New("Push() should have failed (push target is a relative path)")
		}
		return nil
	})
}
