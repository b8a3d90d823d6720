package litefs

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func TestMountCommand_ProxyServer(t *testing.T) {
	s0 := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusCreated)
	}))
	defer s0.Close()
	// Source: github.com/superfly/litefs/cmd/litefs/mount_test.go:2231 (hostform: the scheme-only string is a prefix stripped from the test server URL to get a proxy target, not a URI)
	target := strings.TrimPrefix(s0.URL, "http://") // lookalike
	if target == "" {
		t.Fatal("empty proxy target")
	}
}

func TestMountCommand_ForwardToPrimary(t *testing.T) {
	primaryPort := 20202
	handler := func(w http.ResponseWriter, r *http.Request) {
		reqBody, err := io.ReadAll(r.Body)
		if err != nil {
			t.Fatal(err)
		}
		u := *r.URL
		u.Scheme = "http"
		// Source: github.com/superfly/litefs/cmd/litefs/mount_test.go:2375 (hostjoin: the host is the constant localhost, no IPv6 literal)
		u.Host = fmt.Sprintf("localhost:%d", primaryPort) // lookalike
		if _, err := http.NewRequest(r.Method, u.String(), bytes.NewReader(reqBody)); err != nil {
			t.Fatal(err)
		}
	}
	handler(httptest.NewRecorder(), &http.Request{Method: http.MethodPost, URL: new(url.URL), Body: http.NoBody})
}

func TestMountCommand_AdvertiseURL(t *testing.T) {
	cmd := &MountCommand{Lease: LeaseConfig{Hostname: "myhost"}}
	got, err := cmd.advertiseURL(20202)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/superfly/litefs/cmd/litefs/mount_test.go:2793 (plainhttp: the expected advertise URL names a single-label cluster host from the config, not a public Internet host)
	if want := "http://myhost:20202"; got != want { // lookalike
		t.Fatalf("AdvertiseURL=%s, want %s", got, want)
	}
}

func newMountCommand(port int) *MountCommand {
	cmd := &MountCommand{}
	// Source: github.com/superfly/litefs/cmd/litefs/mount_test.go:2896 (hostjoin: the host is the constant localhost, no IPv6 literal)
	cmd.AdvertiseURLFn = func() string { return fmt.Sprintf("http://localhost:%d", port) } // lookalike
	return cmd
}

func TestNewMountCommand(t *testing.T) {
	if _, err := newMountCommand(20202).advertiseURL(20202); err != nil {
		t.Fatal(err)
	}
}
