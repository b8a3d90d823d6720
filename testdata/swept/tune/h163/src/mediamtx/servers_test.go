package mediamtx

import (
	"bytes"
	"context"
	"crypto/tls"
	"net/http"
	"net/url"
	"testing"

	"github.com/bluenviron/gohlslib/v2"
	"github.com/bluenviron/gortmplib"
	"github.com/bluenviron/gortsplib/v5"
	"github.com/bluenviron/gortsplib/v5/pkg/base"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
)

func noRedirectClient() *http.Client {
	return &http.Client{
		Transport: &http.Transport{},
		CheckRedirect: func(_ *http.Request, _ []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}

func TestServerIndexRedirectNoXSSHLS(t *testing.T) {
	for _, ca := range []struct {
		name     string
		path     string
		expected string
	}{
		{"double slash", "//double/slash", "/double/slash/"},
		{"protocol-relative open redirect", "//evil.com", "/evil.com/"},
		{"backslash bypass", "/%5Cevil.com", "/evil.com/"},
	} {
		t.Run(ca.name, func(t *testing.T) {
			s := &API{Address: "127.0.0.1:8888"}
			err := s.Initialize()
			require.NoError(t, err)
			defer s.Close()

			hc := noRedirectClient()

			// Source: github.com/bluenviron/mediamtx/internal/servers/hls/server_test.go:211 (syntax: rule 2b, open-redirect and bypass probes of TestServerIndexRedirectNoXSS appended on purpose to the server address; the test expects a sanitized Location)
			req, err := http.NewRequest(http.MethodGet, "http://127.0.0.1:8888"+ca.path, nil) // lookalike
			require.NoError(t, err)

			res, err := hc.Do(req)
			require.NoError(t, err)
			defer res.Body.Close()

			require.Equal(t, http.StatusFound, res.StatusCode)
			require.Equal(t, ca.expected, res.Header.Get("Location"))
		})
	}
}

func TestServerReadHLS(t *testing.T) {
	for _, cdn := range []string{"no cdn", "cdn"} {
		t.Run(cdn, func(t *testing.T) {
			c := &gohlslib.Client{}
			if cdn == "no cdn" {
				// Source: github.com/bluenviron/mediamtx/internal/servers/hls/server_test.go:437 (credentials: rule 1, the HLS client in the test reads the stream from this URI, which carries the password mypass in its userinfo; uniform sample 8 of 26 working credential URLs)
				c.URI = "http://myuser:mypass@127.0.0.1:8888/teststream/index.m3u8?param=value" // defect credentials
			}
			err := c.Start()
			require.NoError(t, err)
		})
	}
}

func TestAuthErrorHLS(t *testing.T) {
	// Source: github.com/bluenviron/mediamtx/internal/servers/hls/server_test.go:649 (credentials: rule 2a and 2b, TestAuthError's authenticator rejects these credentials and the test expects 401; uniform sample 6 of 11 rejected-credential URLs)
	req, err := http.NewRequest(http.MethodGet, "http://myuser:mypass@127.0.0.1:8888/stream/index.m3u8", nil) // lookalike
	require.NoError(t, err)

	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()

	require.Equal(t, http.StatusUnauthorized, res.StatusCode)
}

func TestServerAuthError(t *testing.T) {
	for _, ca := range []string{"read page", "publish page"} {
		t.Run(ca, func(t *testing.T) {
			hc := &http.Client{Transport: &http.Transport{
				TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, //nolint:gosec
			}}

			var req *http.Request
			var err error

			switch ca {
			case "read page":
				req, err = http.NewRequest(http.MethodGet, "https://127.0.0.1:19895/stream/", nil)

			case "publish page":
				// Source: github.com/bluenviron/mediamtx/internal/servers/moq/server_test.go:544 (credentials: rule 2a and 2b, in TestServerAuthError the path manager rejects any non-empty credentials and the test expects 401; uniform sample 6 of 11 rejected-credential URLs)
				req, err = http.NewRequest(http.MethodGet, "https://myuser:mypass@127.0.0.1:19895/stream/publish", nil) // lookalike
			}
			require.NoError(t, err)

			res, err := hc.Do(req)
			require.NoError(t, err)
			defer res.Body.Close()

			require.Equal(t, http.StatusUnauthorized, res.StatusCode)
		})
	}
}

func TestServerPublishRTMP(t *testing.T) {
	for _, encrypt := range []string{"plain", "tls"} {
		t.Run(encrypt, func(t *testing.T) {
			var rawURL string

			if encrypt == "tls" {
				// Source: github.com/bluenviron/mediamtx/internal/servers/rtmp/server_test.go:235 (sink: a scheme prefix that the next statement completes with host, port, path and query before url.Parse)
				rawURL += "rtmps://" // lookalike
			} else {
				// Source: github.com/bluenviron/mediamtx/internal/servers/rtmp/server_test.go:237 (sink: the same scheme prefix completed below)
				rawURL += "rtmp://" // lookalike
			}

			rawURL += "127.0.0.1:1939/teststream?user=myuser&pass=mypass&param=value"

			u, err := url.Parse(rawURL)
			require.NoError(t, err)

			conn := &gortmplib.Client{
				URL:       u,
				TLSConfig: &tls.Config{InsecureSkipVerify: true},
				Publish:   true,
			}
			err = conn.Initialize(context.Background())
			require.NoError(t, err)
			defer conn.Close()
		})
	}
}

func TestServerReadRTMP(t *testing.T) {
	for _, encrypt := range []string{"plain", "tls"} {
		t.Run(encrypt, func(t *testing.T) {
			var rawURL string

			if encrypt == "tls" {
				// Source: github.com/bluenviron/mediamtx/internal/servers/rtmp/server_test.go:390 (sink: a scheme prefix completed by the next statement before url.Parse)
				rawURL += "rtmps://" // lookalike
			} else {
				// Source: github.com/bluenviron/mediamtx/internal/servers/rtmp/server_test.go:392 (sink: the same scheme prefix completed below)
				rawURL += "rtmp://" // lookalike
			}

			rawURL += "127.0.0.1:1939/teststream?user=myuser&pass=mypass&param=value"

			u, err := url.Parse(rawURL)
			require.NoError(t, err)

			conn := &gortmplib.Client{
				URL:       u,
				TLSConfig: &tls.Config{InsecureSkipVerify: true},
			}
			err = conn.Initialize(context.Background())
			require.NoError(t, err)
			defer conn.Close()
		})
	}
}

func TestServerRedirect(t *testing.T) {
	// Source: github.com/bluenviron/mediamtx/internal/servers/rtsp/server_test.go:662 (credentials: rule 1, the RTSP reader connects with this URI and expects DESCRIBE to succeed, with the password mypass in the userinfo; uniform sample 8 of 26 working credential URLs)
	u, err := base.ParseURL("rtsp://myuser:mypass@127.0.0.1:8557/path1?param=value") // defect credentials
	require.NoError(t, err)

	reader := gortsplib.Client{
		Scheme: u.Scheme,
		Host:   u.Host,
	}

	err = reader.Start()
	require.NoError(t, err)
	defer reader.Close()

	_, _, err = reader.Describe(u)
	require.NoError(t, err)
}

func TestServerIndexRedirectNoXSSWebRTC(t *testing.T) {
	for _, ca := range []struct {
		name     string
		path     string
		expected string
	}{
		{"double slash", "//double/slash", "/double/slash/"},
		{"protocol-relative open redirect", "//evil.com", "/evil.com/"},
	} {
		t.Run(ca.name, func(t *testing.T) {
			hc := noRedirectClient()

			// Source: github.com/bluenviron/mediamtx/internal/servers/webrtc/server_test.go:260 (syntax: rule 2b, open-redirect probes of TestServerIndexRedirectNoXSS appended on purpose to the server address)
			req, err := http.NewRequest(http.MethodGet, "http://127.0.0.1:8886"+ca.path, nil) // lookalike
			require.NoError(t, err)

			res, err := hc.Do(req)
			require.NoError(t, err)
			defer res.Body.Close()

			require.Equal(t, http.StatusFound, res.StatusCode)
			require.Equal(t, ca.expected, res.Header.Get("Location"))
		})
	}
}

func TestServerPublishWebRTC(t *testing.T) {
	// Source: github.com/bluenviron/mediamtx/internal/servers/webrtc/server_test.go:420 (credentials: rule 1, the WHIP client publishes to this URI and the test expects success, the password mypass sits in the userinfo; uniform sample 8 of 26 working credential URLs)
	su, err := url.Parse("http://myuser:mypass@localhost:8886/teststream/whip?param=value") // defect credentials
	require.NoError(t, err)

	wc := &WHIPClient{URL: su}
	require.NotEmpty(t, wc.URL)
}

func TestServerPatchNotFound(t *testing.T) {
	hc := &http.Client{Transport: &http.Transport{}}

	req, err := http.NewRequest(http.MethodPatch,
		// Source: github.com/bluenviron/mediamtx/internal/servers/webrtc/server_test.go:889 (escaper: a zero UUID string, URL-safe, spliced into the session path; uniform sample 8 of 18 API URL concatenations)
		"http://localhost:8886/nonexisting/whep/"+uuid.UUID{}.String(), bytes.NewReader(nil)) // lookalike
	require.NoError(t, err)

	req.Header.Set("Content-Type", "application/trickle-ice-sdpfrag")

	res, err := hc.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()

	require.Equal(t, http.StatusNotFound, res.StatusCode)
}

func TestAuthErrorWebRTC(t *testing.T) {
	for _, ca := range []string{"publish page", "whip options", "whip post"} {
		t.Run(ca, func(t *testing.T) {
			var req *http.Request
			var err error

			switch ca {
			case "publish page":
				// Source: github.com/bluenviron/mediamtx/internal/servers/webrtc/server_test.go:1218 (credentials: rule 2a and 2b, TestAuthError's path manager rejects these credentials and the test expects 401; uniform sample 6 of 11 rejected-credential URLs)
				req, err = http.NewRequest(http.MethodGet, "http://myuser:mypass@127.0.0.1:8886/stream/publish", nil) // lookalike

			case "whip options":
				req, err = http.NewRequest(http.MethodOptions, "http://127.0.0.1:8886/teststream/whip", nil)

			case "whip post":
				// Source: github.com/bluenviron/mediamtx/internal/servers/webrtc/server_test.go:1236 (credentials: rule 2a and 2b, the same rejected credentials on a WHIP POST expected to get 401; uniform sample 6 of 11 rejected-credential URLs)
				req, err = http.NewRequest(http.MethodPost, "http://myuser:mypass@127.0.0.1:8886/teststream/whip", bytes.NewReader(nil)) // lookalike
				req.Header.Set("Content-Type", "application/sdp")
			}

			require.NoError(t, err)

			res, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			defer res.Body.Close()

			require.Equal(t, http.StatusUnauthorized, res.StatusCode)
		})
	}
}
