package mediamtx

import (
	"context"
	"crypto/tls"
	"net/http"
	"net/url"
	"testing"

	"github.com/bluenviron/gortmplib"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
)

func newInstance(t *testing.T, conf string) (*Core, bool) {
	if conf == "" {
		return New([]string{})
	}

	tmpf := createTempFile(t, []byte(conf))

	return New([]string{tmpf})
}

func TestAPIPathsList(t *testing.T) {
	t.Run("rtsp source", func(t *testing.T) {
		// Source: github.com/bluenviron/mediamtx/internal/core/api_test.go:197 (syntax: a well-formed rtsp source to the loopback address on its own line of YAML config text, whitespace belongs to the YAML not the URL)
		p, ok := newInstance(t, "api: yes\n"+"paths:\n"+"  mypath:\n"+"    source: rtsp://127.0.0.1:1234/mypath\n"+"    sourceOnDemand: yes\n") // lookalike
		require.Equal(t, true, ok)
		defer p.Close()
	})

	t.Run("rtmp source", func(t *testing.T) {
		// Source: github.com/bluenviron/mediamtx/internal/core/api_test.go:226 (syntax: a well-formed rtmp source to the loopback address in YAML config text)
		p, ok := newInstance(t, "api: yes\n"+"paths:\n"+"  mypath:\n"+"    source: rtmp://127.0.0.1:1234/mypath\n"+"    sourceOnDemand: yes\n") // lookalike
		require.Equal(t, true, ok)
		defer p.Close()
	})

	t.Run("hls source", func(t *testing.T) {
		// Source: github.com/bluenviron/mediamtx/internal/core/api_test.go:255 (plainhttp: an HLS source over plain http to the loopback address 127.0.0.1, no public host)
		p, ok := newInstance(t, "api: yes\n"+"paths:\n"+"  mypath:\n"+"    source: http://127.0.0.1:1234/mypath\n"+"    sourceOnDemand: yes\n") // lookalike
		require.Equal(t, true, ok)
		defer p.Close()
	})
}

func TestAPIPathsGet(t *testing.T) {
	for _, ca := range []string{"ok", "ok-nested", "not found"} {
		t.Run(ca, func(t *testing.T) {
			p, ok := newInstance(t, "api: yes\n")
			require.Equal(t, true, ok)
			defer p.Close()

			hc := &http.Client{Transport: &http.Transport{}}

			var pathName string

			switch ca {
			case "ok":
				pathName = "mypath"
			case "ok-nested":
				pathName = "my/nested/path"
			case "not found":
				pathName = "nonexisting"
			}

			if ca == "ok" || ca == "ok-nested" {
				var out map[string]any
				// Source: github.com/bluenviron/mediamtx/internal/core/api_test.go:354 (escaper: the path name is spliced raw on purpose, the paths/get route takes the rest of the URL path as the name and names hold only URL-safe characters; uniform sample 8 of 18 API URL concatenations)
				httpRequest(t, hc, http.MethodGet, "http://localhost:9997/v3/paths/get/"+pathName, nil, &out) // lookalike
				require.Equal(t, pathName, out["name"])
			}
		})
	}
}

func TestAPIProtocolListGet(t *testing.T) {
	for _, ca := range []string{"rtmp conns", "rtmps conns", "srt"} {
		t.Run(ca, func(t *testing.T) {
			p, ok := newInstance(t, "api: yes\n")
			require.Equal(t, true, ok)
			defer p.Close()

			hc := &http.Client{Transport: &http.Transport{}}

			switch ca {
			case "rtmp conns", "rtmps conns":
				var port string
				if ca == "rtmp conns" {
					port = "1935"
				} else {
					port = "1936"
				}

				var rawURL string

				if ca == "rtmps conns" {
					// Source: github.com/bluenviron/mediamtx/internal/core/api_test.go:449 (sink: a scheme prefix that the next statement completes with host, port and path before url.Parse, not a URI on its own)
					rawURL = "rtmps://" // lookalike
				} else {
					// Source: github.com/bluenviron/mediamtx/internal/core/api_test.go:451 (sink: the same scheme prefix completed below with 127.0.0.1, port and path)
					rawURL = "rtmp://" // lookalike
				}

				rawURL += "127.0.0.1:" + port + "/mypath?key=val"

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

			case "srt":
				// an SRT publisher is started here in the source.
			}

			var pa string
			switch ca {
			case "rtmp conns":
				pa = "rtmpconns"
			case "rtmps conns":
				pa = "rtmpsconns"
			case "srt":
				pa = "srtconns"
			}

			var out1 map[string]any
			// Source: github.com/bluenviron/mediamtx/internal/core/api_test.go:644 (escaper: pa is a constant endpoint name such as rtmpconns, nothing to escape; uniform sample 8 of 18 API URL concatenations)
			httpRequest(t, hc, http.MethodGet, "http://localhost:9997/v3/"+pa+"/list", nil, &out1) // lookalike

			var out2 any
			httpRequest(t, hc, http.MethodGet,
				// Source: github.com/bluenviron/mediamtx/internal/core/api_test.go:969 (escaper: the id is a UUID string the API returned, made of hex digits and dashes; uniform sample 8 of 18 API URL concatenations)
				"http://localhost:9997/v3/"+pa+"/get/"+out1["items"].([]any)[0].(map[string]any)["id"].(string), nil, &out2) // lookalike
		})
	}
}

func TestAPIProtocolKick(t *testing.T) {
	for _, ca := range []string{"rtmp", "srt"} {
		t.Run(ca, func(t *testing.T) {
			p, ok := newInstance(t, "api: yes\n")
			require.Equal(t, true, ok)
			defer p.Close()

			hc := &http.Client{Transport: &http.Transport{}}

			var pa string
			switch ca {
			case "rtmp":
				pa = "rtmpconns"
			case "srt":
				pa = "srtconns"
			}

			var out1 struct {
				Items []struct {
					ID string `json:"id"`
				} `json:"items"`
			}
			// Source: github.com/bluenviron/mediamtx/internal/core/api_test.go:1342 (escaper: constant endpoint name spliced into the API path; uniform sample 8 of 18 API URL concatenations)
			httpRequest(t, hc, http.MethodGet, "http://localhost:9997/v3/"+pa+"/list", nil, &out1) // lookalike
			require.NotEmpty(t, out1.Items)
		})
	}
}

func TestAPIProtocolKickNotFound(t *testing.T) {
	for _, ca := range []string{"rtmp", "srt"} {
		t.Run(ca, func(t *testing.T) {
			p, ok := newInstance(t, "api: yes\n")
			require.Equal(t, true, ok)
			defer p.Close()

			hc := &http.Client{Transport: &http.Transport{}}

			var pa string
			switch ca {
			case "rtmp":
				pa = "rtmpconns"
			case "srt":
				pa = "srtconns"
			}

			func() {
				// Source: github.com/bluenviron/mediamtx/internal/core/api_test.go:1414 (escaper: a constant endpoint name and a fresh UUID spliced into the path, both URL-safe; uniform sample 8 of 18 API URL concatenations)
				req, err := http.NewRequest(http.MethodPost, "http://localhost:9997/v3/"+pa+"/kick/"+uuid.New().String(), nil) // lookalike
				require.NoError(t, err)

				res, err := hc.Do(req)
				require.NoError(t, err)
				defer res.Body.Close()

				require.Equal(t, http.StatusNotFound, res.StatusCode)
			}()
		})
	}
}
