package mediamtx

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/bluenviron/gortsplib/v5"
	"github.com/bluenviron/gortsplib/v5/pkg/base"
	"github.com/bluenviron/gortsplib/v5/pkg/description"
	"github.com/stretchr/testify/require"
)

func TestPathRunOnDemand(t *testing.T) {
	for _, ca := range []string{"describe", "setup", "describe and setup"} {
		t.Run(ca, func(t *testing.T) {
			p1, ok := newInstance(t, "paths:\n"+"  '~^(on)demand$':\n")
			require.Equal(t, true, ok)
			defer p1.Close()

			var control string

			if ca == "describe" || ca == "describe and setup" {
				desc := &description.Session{Medias: []*description.Media{{Control: "trackID=0"}}}
				control = desc.Medias[0].Control
				// Source: github.com/bluenviron/mediamtx/internal/core/path_test.go:102 (baseslash: rule 2c, the test appends the control attribute after the query the way RTSP clients do, to check that the server's URL handling finds the path and track in such a SETUP URL)
				control = "rtsp://localhost:8554/ondemand?key1=val1&key2=val2/" + control // lookalike
			}

			if ca == "setup" || ca == "describe and setup" {
				u, err := base.ParseURL(control)
				require.NoError(t, err)
				_ = u
			}
		})
	}
}

func TestPathRunOnAvailableQueryInjection(t *testing.T) {
	sentinel := filepath.Join(t.TempDir(), "mediamtx_test_query_injection_sentinel")

	for _, ca := range []struct {
		name   string
		cmdstr string
		query  string
	}{
		{
			name:   "command substitution dollar",
			cmdstr: "sh -c 'echo \"$MTX_QUERY\"'",
			query:  "$(touch${IFS}" + sentinel + "1)",
		},
		{
			name:   "redirect",
			cmdstr: "sh -c 'echo $MTX_QUERY'",
			query:  ">" + sentinel + "2",
		},
	} {
		t.Run(ca.name, func(t *testing.T) {
			p, ok := newInstance(t, fmt.Sprintf(
				"rtmp: no\nhls: no\nwebrtc: no\npaths:\n  test:\n    runOnAvailable: %s\n",
				ca.cmdstr))
			require.Equal(t, true, ok)
			defer p.Close()

			c := gortsplib.Client{}
			err := c.StartRecording(
				// Source: github.com/bluenviron/mediamtx/internal/core/path_test.go:356 (escaper: rule 2b, an attack input of TestPathRunOnAvailableQueryInjection spliced raw on purpose to prove shell metacharacters in the query cannot run commands)
				"rtsp://localhost:8554/test?"+ca.query, // lookalike
				&description.Session{})
			require.NoError(t, err)
			defer c.Close()

			time.Sleep(500 * time.Millisecond)

			_, statErr := os.Stat(sentinel)
			require.True(t, os.IsNotExist(statErr))
		})
	}
}

func TestPathFallback(t *testing.T) {
	for _, ca := range []string{
		"absolute",
		"relative",
		"source",
	} {
		t.Run(ca, func(t *testing.T) {
			var cnf string

			switch ca {
			case "absolute":
				// Source: github.com/bluenviron/mediamtx/internal/core/path_test.go:895 (syntax: a well-formed rtsp fallback to localhost on its own line of YAML config text)
				cnf = "paths:\n" + "  path1:\n" + "    fallback: rtsp://localhost:8554/path2\n" + "  path2:\n" // lookalike

			case "relative":
				cnf = "paths:\n" + "  path1:\n" + "    fallback: /path2\n" + "  path2:\n"

			case "source":
				// Source: github.com/bluenviron/mediamtx/internal/core/path_test.go:907 (sink: the fallback /path2 is a path on this server, which the fallback setting accepts by design, and the unreachable source has a valid port)
				cnf = "paths:\n" + "  path1:\n" + "    fallback: /path2\n" + "    source: rtsp://localhost:3333/nonexistent\n" + "  path2:\n" // lookalike
			}

			p1, ok := newInstance(t, cnf)
			require.Equal(t, true, ok)
			defer p1.Close()
		})
	}
}

func TestPathResolveSource(t *testing.T) {
	p, ok := newInstance(t,
		// Source: github.com/bluenviron/mediamtx/internal/core/path_test.go:983 (syntax: the $G1 and $MTX_QUERY placeholders are filled by the source resolver before use; the template is a valid URL once filled)
		"paths:\n"+"  '~^test_(.+)$':\n"+"    source: rtsp://127.0.0.1:8555/$G1?$MTX_QUERY\n"+"    sourceOnDemand: yes\n"+"  'all_others':\n") // lookalike
	require.Equal(t, true, ok)
	defer p.Close()
}
