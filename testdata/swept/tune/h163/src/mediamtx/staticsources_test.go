package mediamtx

import (
	"context"
	"encoding/base64"
	"net"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestResolveSource(t *testing.T) {
	for _, ca := range []struct {
		name     string
		source   string
		matches  []string
		query    string
		expected string
	}{
		{
			name: "single capture G format",
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler_test.go:26 (syntax: rule 2c and 2d, a row of the source template resolver's table, $G1 is replaced by a regexp group giving a valid URL)
			source:   "rtsp://example.com/$G1", // lookalike
			matches:  []string{"test_a", "a"},
			expected: "rtsp://example.com/a",
		},
		{
			name: "multiple captures G format",
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler_test.go:33 (port: rule 2c and 2d, $G2 is a placeholder the resolver fills with the port 8554; uniform sample 8 of 15 host:port placeholder templates)
			source:   "rtsp://$G1:$G2/$G3", // lookalike
			matches:  []string{"test_cam_192.168.1.1_8554_stream1", "192.168.1.1", "8554", "stream1"},
			expected: "rtsp://192.168.1.1:8554/stream1",
		},
		{
			name: "query string substitution",
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler_test.go:40 (syntax: rule 2c and 2d, $MTX_QUERY is replaced by the reader's raw query, giving the expected valid URL)
			source:   "rtsp://example.com/stream?$MTX_QUERY", // lookalike
			query:    "key=val&foo=bar",
			expected: "rtsp://example.com/stream?key=val&foo=bar",
		},
		{
			name: "combined capture and query",
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler_test.go:47 (hostcase: rule 2c and 2d, $G1 is a placeholder the resolver replaces with the lower-case host example.com)
			source:   "rtsp://$G1/stream?$MTX_QUERY", // lookalike
			matches:  []string{"test_example.com", "example.com"},
			query:    "key=val",
			expected: "rtsp://example.com/stream?key=val",
		},
		{
			name: "hls protocol",
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler_test.go:61 (hostcase: rule 2c and 2d, $G1 is the host placeholder of a resolver row, filled with example.com)
			source:   "http://$G1/$G2?$MTX_QUERY", // lookalike
			matches:  []string{"example.com_stream", "example.com", "stream"},
			query:    "format=m3u8",
			expected: "http://example.com/stream?format=m3u8",
		},
		{
			name: "empty query string",
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler_test.go:68 (syntax: rule 2c and 2d, an edge row where $MTX_QUERY is replaced by an empty query)
			source:   "rtsp://example.com/stream?$MTX_QUERY", // lookalike
			expected: "rtsp://example.com/stream?",
		},
		{
			name: "percent encoded characters",
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler_test.go:75 (hostcase: rule 2c and 2d, $G1 is a host placeholder of a resolver row, filled with the lower-case example.com)
			source:  "rtsp://$G1/$G2", // lookalike
			matches: []string{"test_example.com_my%20path", "example.com", "my%20path"},
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler_test.go:78 (percent: rule 2c and 2d, the resolver's expected output keeps the valid upper-hex escape %20 of a space)
			expected: "rtsp://example.com/my%20path", // lookalike
		},
		{
			name: "srt protocol",
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler_test.go:82 (port: rule 2c and 2d, $G2 is filled with the port 4001 by the resolver; uniform sample 8 of 15 host:port placeholder templates)
			source:   "srt://$G1:$G2/$G3", // lookalike
			matches:  []string{"srv_host_4001_stream", "host", "4001", "stream"},
			expected: "srt://host:4001/stream",
		},
		{
			name: "moq protocol",
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler_test.go:96 (port: rule 2c and 2d, $G2 is filled with the port 443 by the resolver; uniform sample 8 of 15 host:port placeholder templates)
			source:   "moqt://$G1:$G2/$G3", // lookalike
			matches:  []string{"srv_example.com_443_mystream", "example.com", "443", "mystream"},
			expected: "moqt://example.com:443/mystream",
		},
		{
			name: "rtp protocol",
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler_test.go:110 (port: rule 2c and 2d, $G2 is filled with the port 5000 by the resolver; uniform sample 8 of 15 host:port placeholder templates)
			source:   "udp+rtp://$G1:$G2", // lookalike
			matches:  []string{"srv_192.168.1.100_5000", "192.168.1.100", "5000"},
			expected: "udp+rtp://192.168.1.100:5000",
		},
		{
			name: "multi digit group substitution",
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/handler_test.go:117 (syntax: rule 2c and 2d, the $G10 placeholder of a resolver row is replaced by the tenth group)
			source:   "rtsp://example.com/$G10", // lookalike
			matches:  []string{"full", "g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8", "g9", "g10"},
			expected: "rtsp://example.com/g10",
		},
	} {
		t.Run(ca.name, func(t *testing.T) {
			result := resolveSource(ca.source, ca.matches, ca.query)
			require.Equal(t, ca.expected, result)
		})
	}
}

func basicAuthToken(user string, pass string) string {
	// Source: github.com/bluenviron/mediamtx/internal/staticsources/moq/source_test.go:425 (hostjoin: user and password joined for a Basic token the test server expects, not a host and port)
	return "Basic " + base64.StdEncoding.EncodeToString([]byte(user+":"+pass)) // lookalike
}

type testMoqServer struct {
	address string
}

func newTestMoqServer(t *testing.T) *testMoqServer {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { ln.Close() })
	return &testMoqServer{address: ln.Addr().String()}
}

func TestSourceMoQ(t *testing.T) {
	for _, ca := range []struct {
		name      string
		withQuery bool
	}{
		{"plain", false},
		{"query", true},
	} {
		t.Run(ca.name, func(t *testing.T) {
			server := newTestMoqServer(t)

			// Source: github.com/bluenviron/mediamtx/internal/staticsources/moq/source_test.go:521 (hostjoin: server.address is a listener's Addr().String(), a host:port joined by the net package; uniform sample 8 of 12 listener-address URLs)
			resolved := "moqt://" + server.address + "/teststream" // lookalike
			if ca.withQuery {
				resolved += "?key=value"
			}

			so := &MoQSource{ExpectedAuth: basicAuthToken("myuser", "mypass")}
			err := so.Run(StaticSourceRunParams{
				Context:        context.Background(),
				ResolvedSource: resolved,
				Conf:           &Path{},
			})
			require.NoError(t, err)
		})
	}
}

func TestSourceFingerprintError(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()

	server := newTestMoqServer(t)

	so := &MoQSource{SourceFingerprint: "0000"}
	err := so.Run(StaticSourceRunParams{
		Context: ctx,
		// Source: github.com/bluenviron/mediamtx/internal/staticsources/moq/source_test.go:599 (hostjoin: the test server's listener address, joined by the net package; uniform sample 8 of 12 listener-address URLs)
		ResolvedSource: "moqt://" + server.address + "/teststream", // lookalike
		Conf:           &Path{},
	})
	require.Error(t, err)
}

func multicastCapableInterface(t *testing.T) string {
	intfs, err := net.Interfaces()
	require.NoError(t, err)

	for _, intf := range intfs {
		if (intf.Flags & net.FlagMulticast) != 0 {
			return intf.Name
		}
	}

	t.Errorf("unable to find a multicast IP")
	return ""
}

func TestSourceUDPMPEGTS(t *testing.T) {
	for _, ca := range []string{"multicast with interface"} {
		t.Run(ca, func(t *testing.T) {
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/mpegts/source_test.go:54 (escaper: an OS network interface name such as eth0, made of safe characters, spliced into the interface query value)
			src := "udp+mpegts://238.0.0.1:9001?interface=" + multicastCapableInterface(t) // lookalike
			_, err := validateURL(src)
			require.NoError(t, err)
		})
	}
}

func TestSourceUnixSocketMPEGTS(t *testing.T) {
	for _, ca := range []string{"relative", "absolute"} {
		t.Run(ca, func(t *testing.T) {
			var pa string
			if ca == "relative" {
				pa = "test_mpegts.sock"
			} else {
				pa = filepath.Join(t.TempDir(), "test_mpegts.sock")
			}

			params := StaticSourceRunParams{
				// Source: github.com/bluenviron/mediamtx/internal/staticsources/mpegts/source_test.go:183 (sink: the unix+mpegts scheme takes the socket from the path, or from the host for a relative name, by its own convention; both rows are meant)
				ResolvedSource: "unix+mpegts://" + pa, // lookalike
				Conf:           &Path{},
			}
			require.NotEmpty(t, params.ResolvedSource)
		})
	}
}

func TestSourceUDPRTP(t *testing.T) {
	for _, ca := range []string{"multicast with interface"} {
		t.Run(ca, func(t *testing.T) {
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/rtp/source_test.go:52 (escaper: an interface name from net.Interfaces, made of safe characters, spliced into the query)
			src := "udp+rtp://238.0.0.1:9004?interface=" + multicastCapableInterface(t) // lookalike
			_, err := validateURL(src)
			require.NoError(t, err)
		})
	}
}

func TestSourceUnixSocketRTP(t *testing.T) {
	for _, ca := range []string{"relative", "absolute"} {
		t.Run(ca, func(t *testing.T) {
			var pa string
			if ca == "relative" {
				pa = "test_rtp.sock"
			} else {
				pa = filepath.Join(t.TempDir(), "test_rtp.sock")
			}

			params := StaticSourceRunParams{
				// Source: github.com/bluenviron/mediamtx/internal/staticsources/rtp/source_test.go:186 (sink: the unix+rtp scheme reads the socket from path or host by its own convention)
				ResolvedSource: "unix+rtp://" + pa, // lookalike
				Conf:           &Path{RTPSDP: "v=0\n"},
			}
			require.NotEmpty(t, params.ResolvedSource)
		})
	}
}

func TestSourceRTMP(t *testing.T) {
	for _, encryption := range []string{"plain", "tls"} {
		t.Run(encryption, func(t *testing.T) {
			var source string

			if encryption == "plain" {
				// Source: github.com/bluenviron/mediamtx/internal/staticsources/rtmp/source_test.go:53 (sink: a scheme prefix that the following statements complete with userinfo and host before the source runs)
				source = "rtmp://" // lookalike
			} else {
				// Source: github.com/bluenviron/mediamtx/internal/staticsources/rtmp/source_test.go:55 (sink: the same scheme prefix completed below)
				source = "rtmps://" // lookalike
			}

			source += "localhost/teststream"

			so := &RTMPSource{}
			err := so.Run(StaticSourceRunParams{
				Context:        context.Background(),
				ResolvedSource: source,
				Conf:           &Path{},
			}, nil)
			require.NoError(t, err)
		})
	}
}

func TestSourceRTSP(t *testing.T) {
	for _, ca := range []string{"udp", "tcp"} {
		t.Run(ca, func(t *testing.T) {
			// Source: github.com/bluenviron/mediamtx/internal/staticsources/rtsp/source_test.go:157 (credentials: rule 1, the RTSP static source under test connects with this URI, which carries the password testpass; uniform sample 8 of 26 working credential URLs)
			ur := "rtsp://testuser:testpass@localhost:8555/teststream" // defect credentials

			so := &RTSPSource{}
			err := so.Run(StaticSourceRunParams{
				Context:        context.Background(),
				ResolvedSource: ur,
				Conf:           &Path{},
			})
			require.NoError(t, err)
		})
	}
}

func TestNoPassword(t *testing.T) {
	so := &RTSPSource{}
	err := so.Run(StaticSourceRunParams{
		Context: context.Background(),
		// Source: github.com/bluenviron/mediamtx/internal/staticsources/rtsp/source_test.go:297 (credentials: rule 2b, TestNoPassword gives a user with an empty password on purpose, and there is no secret in it)
		ResolvedSource: "rtsp://testuser:@127.0.0.1:8555/teststream", // lookalike
		Conf:           &Path{},
	})
	require.NoError(t, err)
}
