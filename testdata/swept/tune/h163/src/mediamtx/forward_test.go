package mediamtx

import (
	"context"
	"net"
	"testing"

	"github.com/bluenviron/gohlslib/v2"
	"github.com/stretchr/testify/require"
)

func TestResolveDest(t *testing.T) {
	for _, ca := range []struct {
		name     string
		dest     string
		pathName string
		matches  []string
		expected string
	}{
		{
			name: "path substitution",
			// Source: github.com/bluenviron/mediamtx/internal/forward/dest_handler_test.go:67 (syntax: rule 2c and 2d, input of the destination template resolver whose $MTX_PATH is replaced by the path name, giving the valid expected URL)
			dest:     "rtmp://example.com/live/$MTX_PATH", // lookalike
			pathName: "stream",
			expected: "rtmp://example.com/live/stream",
		},
		{
			name: "multi digit group substitution",
			// Source: github.com/bluenviron/mediamtx/internal/forward/dest_handler_test.go:73 (syntax: rule 2c and 2d, a resolver row whose $G10 placeholder is replaced by a regexp group)
			dest:     "rtmp://example.com/live/$G10", // lookalike
			pathName: "stream",
			matches:  []string{"full", "g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8", "g9", "g10"},
			expected: "rtmp://example.com/live/g10",
		},
		{
			name: "combined substitutions",
			// Source: github.com/bluenviron/mediamtx/internal/forward/dest_handler_test.go:80 (hostcase: rule 2c and 2d, $G1 is a placeholder the resolver replaces with the lower-case host from the path name, not an upper-case host)
			dest:     "rtmp://$G1/live/$G10", // lookalike
			pathName: "stream",
			matches:  []string{"full", "host", "g2", "g3", "g4", "g5", "g6", "g7", "g8", "g9", "tail"},
			expected: "rtmp://host/live/tail",
		},
	} {
		t.Run(ca.name, func(t *testing.T) {
			result := resolveDest(ca.dest, ca.pathName, ca.matches)
			require.Equal(t, ca.expected, result)
		})
	}
}

func TestManager(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()

	m := &ForwardManager{
		PathName: "test",
		Forward: []ForwardDest{
			// Source: github.com/bluenviron/mediamtx/internal/forward/manager_test.go:49 (hostjoin: the listener address from ln.Addr().String() is a host:port the net package joined; uniform sample 8 of 12 listener-address URLs)
			{Dest: "rtmp://" + ln.Addr().String() + "/app/stream"}, // lookalike
		},
	}
	err = m.Initialize()
	require.NoError(t, err)
}

func TestDestRTMP(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()

	dest := &RemoteDest{
		// Source: github.com/bluenviron/mediamtx/internal/forward/rtmp/dest_test.go:107 (hostjoin: listener address joined by the net package, no hand join; uniform sample 8 of 12 listener-address URLs)
		Dest: "rtmp://" + ln.Addr().String() + "/stream", // lookalike
	}
	err = dest.Run(context.Background())
	require.NoError(t, err)
}

func TestDestCancelWhileStarting(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()

	ctx, cancel := context.WithCancel(context.Background())
	cancel()

	dest := &RemoteDest{
		// Source: github.com/bluenviron/mediamtx/internal/forward/rtsp/dest_test.go:183 (hostjoin: listener address joined by the net package; uniform sample 8 of 12 listener-address URLs)
		Dest: "rtsp://" + ln.Addr().String() + "/stream", // lookalike
	}
	err = dest.Run(ctx)
	require.Error(t, err)
}

func TestDestSRT(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()

	dest := &RemoteDest{
		// Source: github.com/bluenviron/mediamtx/internal/forward/srt/dest_test.go:50 (hostjoin: listener address joined by the net package; uniform sample 8 of 12 listener-address URLs)
		Dest: "srt://" + ln.Addr().String(), // lookalike
	}
	err = dest.Run(context.Background())
	require.NoError(t, err)
}

func TestToStream(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()

	c := &gohlslib.Client{
		// Source: github.com/bluenviron/mediamtx/internal/protocols/hls/to_stream_test.go:122 (hostjoin: the HLS client URI uses the listener address joined by the net package; uniform sample 8 of 12 listener-address URLs)
		URI: "http://" + ln.Addr().String() + "/stream.m3u8", // lookalike
	}
	require.NotEmpty(t, c.URI)
}
